/**
 * Where the attribution values go (SPEC §3.19): hidden inputs named prefix + field in one checkout
 * form, and the block checkout's extension data under the platform's key. Exactly one set of
 * inputs per page, whichever number of forms and elements it has.
 */
import { ATTRIBUTION_EXTENSION_KEY } from '../core/order-attribution/index.ts';

/** The forms that take the inputs, best first: the checkout, then a registration form. */
const PREFERRED_FORMS = ['form.checkout', 'form.woocommerce-checkout', 'form[name="checkout"]', 'form.register', 'form.woocommerce-form-register'];

/** The form the inputs go into: the page's checkout form, else the one the element sits in, else a registration form. */
export function attributionForm(host: Element): HTMLFormElement | null {
  const doc = host.ownerDocument;
  const checkout = doc.querySelector<HTMLFormElement>(PREFERRED_FORMS.slice(0, 3).join(', '));
  return checkout ?? host.closest('form') ?? doc.querySelector<HTMLFormElement>(PREFERRED_FORMS.slice(3).join(', '));
}

const SET_ATTRIBUTE = 'data-shop-order-attribution';

export interface AttributionInputs {
  update(values: Record<string, string>): void;
  remove(): void;
}

/**
 * A set of hidden inputs at the end of `form`, inside a container of its own (so removing it puts
 * the form back as the server printed it).
 */
export function placeAttributionInputs(form: HTMLFormElement, prefix: string): AttributionInputs {
  const doc = form.ownerDocument;
  const box = doc.createElement('span');
  box.hidden = true;
  box.setAttribute(SET_ATTRIBUTE, '');
  form.append(box);
  return {
    update(values) {
      const inputs = new Map([...box.querySelectorAll('input')].map((input) => [input.name, input]));
      const wanted = new Set<string>();
      for (const [field, value] of Object.entries(values)) {
        const name = `${prefix}${field}`;
        wanted.add(name);
        let input = inputs.get(name);
        if (!input) {
          input = doc.createElement('input');
          input.type = 'hidden';
          input.name = name;
          box.append(input);
        }
        input.value = value;
      }
      for (const [name, input] of inputs) if (!wanted.has(name)) input.remove();
    },
    remove() {
      box.remove();
    },
  };
}

interface WpData {
  dispatch?: (store: string) => { setExtensionData?: (namespace: string, data: unknown, silent?: boolean) => void } | undefined;
}

/** The block checkout's extension data, when its data store is on the page (§3.19). A failure there is logged, never thrown. */
export function setCheckoutExtensionData(values: Record<string, string>): void {
  const wp = (globalThis as { wp?: { data?: WpData } }).wp;
  const dispatch = wp?.data?.dispatch;
  if (typeof dispatch !== 'function') return;
  try {
    dispatch('wc/store/checkout')?.setExtensionData?.(ATTRIBUTION_EXTENSION_KEY, values, true);
  } catch (error) {
    console.error('<order-attribution> could not hand the values to the block checkout:', error);
  }
}

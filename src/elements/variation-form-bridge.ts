/**
 * `jQuery.fn.wc_variation_form` where the platform's variation script is not on the page. Scripts
 * written for that script call it on every variation form they insert (the product-table add-on's
 * product-form modal, a theme's quick view): without it each call throws. Here it enhances the form
 * with <shop-variations> instead, once per form, and returns the collection for chaining. The
 * platform's own plugin is never replaced: when its script is on the page, it handles the forms.
 */
import { findOwner } from '../dom/element-scope.ts';
import { provideJQueryPlugin } from '../dom/jquery.ts';

const TAG = 'shop-variations';
const FORM = 'form.variations_form';
const PLUGIN = 'wc_variation_form';

/** How a form gets its element. */
export type EnhanceForm = (form: HTMLFormElement) => void;

/** Placed empty inside the form, the element applies to the form around it (dom/element-scope.ts). */
export const placeInside: EnhanceForm = (form) => {
  form.append(form.ownerDocument.createElement(TAG));
};

/**
 * Installs the plugin when the page has jQuery and no `wc_variation_form` (a jQuery that arrives
 * while the page still parses is waited for). Returns the undo.
 */
export function installVariationFormBridge(enhance: EnhanceForm): () => void {
  if (typeof document === 'undefined') return () => {};
  let undo: (() => void) | undefined;
  const install = () => {
    undo = provideJQueryPlugin(PLUGIN, function (this: ArrayLike<unknown>) {
      for (const node of Array.from(this)) {
        if (!(node instanceof HTMLFormElement) || !node.matches(FORM)) {
          console.warn(`jQuery.fn.${PLUGIN} enhances a ${FORM} only; left alone:`, node);
        } else if (!findOwner(node, TAG, FORM)) {
          // Once per form: a theme's tag, an automatic-mode element or an earlier call has it already.
          enhance(node);
        }
      }
      return this;
    });
  };
  install();
  // A classic script in the head runs before the footer's jQuery.
  if (!undo && document.readyState === 'loading') document.addEventListener('DOMContentLoaded', install, { once: true });
  return () => {
    document.removeEventListener('DOMContentLoaded', install);
    undo?.();
    undo = undefined;
  };
}

import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { FormValue } from '../../core/form/encode.ts';
import { SHOP } from '../../core/timings/index.ts';
import type { ElementProps } from '../base/element-props.ts';
import { quietPortal } from '../base/portal.ts';
import { useAdoptedElement } from '../base/use-adopted.ts';
import { VariationForm, type MessageState, type PanelState } from '../../controllers/variations/variation-form.ts';
import { VariationMessage, VariationPanel } from './VariationsPanel.tsx';
import { useSettings } from '../settings/use-settings.ts';

/** Parsed as the element file's attribute spec declares them (src/elements/variations.element.ts). */
export type VariationsAttributes = StorefrontElementAttributes['shop-variations'];

/** The platform's form, or any form the element wraps. */
const FORMS = ['form.variations_form', 'form'];

const reportedMissing = new WeakSet<HTMLElement>();

/**
 * One console error per element whose form is still missing once the document has loaded
 * (and the first check's delay has passed): children may arrive after the element is created.
 * Returns the cancel for when a form arrives or the element goes.
 */
function reportMissingForm(host: HTMLElement): () => void {
  if (reportedMissing.has(host)) return () => {};
  let timer: ReturnType<typeof setTimeout> | undefined;
  const wait = () => {
    timer = setTimeout(() => {
      reportedMissing.add(host);
      console.error('<shop-variations>: no form.variations_form inside the element; nothing to enhance.');
    }, SHOP.variationCheckDelayMs);
  };
  if (document.readyState === 'complete') wait();
  else window.addEventListener('load', wait, { once: true });
  return () => {
    clearTimeout(timer);
    window.removeEventListener('load', wait);
  };
}

/** Instances by element, for the element's public methods. */
export const controllers = new WeakMap<HTMLElement, VariationForm>();

/**
 * The variable-product form. Adopts the server's `form.variations_form` inside the
 * element; the behaviour lives in VariationForm, the panel and the alerts are rendered
 * here through portals into the form.
 */
export function Variations({ host, attrs, ready }: ElementProps<VariationsAttributes>) {
  const settings = useSettings(attrs.settings);
  const form = useAdoptedElement<HTMLFormElement>(host, FORMS);
  const [panel, setPanel] = useState<PanelState | null>(null);
  const [message, setMessage] = useState<MessageState>(null);
  const [controller, setController] = useState<VariationForm | null>(null);
  const options = {
    settings,
    productId: attrs.productId,
    productVariations: attrs.productVariations,
    customData: attrs.customData as Record<string, FormValue> | null,
    variationMatrix: attrs.variationMatrix,
    variationMatrixUrl: attrs.variationMatrixUrl,
    swatches: attrs.swatches,
    swatchesOnly: attrs.swatchesOnly,
  };
  const optionsRef = useRef(options);
  optionsRef.current = options;

  useEffect(() => (form ? undefined : reportMissingForm(host)), [host, form]);

  useLayoutEffect(() => {
    if (!form) return;
    const instance = new VariationForm(host, form, { setPanel, setMessage, ready }, optionsRef.current);
    controllers.set(host, instance);
    setController(instance);
    return () => {
      controllers.delete(host);
      instance.destroy();
      setController(null);
      setPanel(null);
      setMessage(null);
    };
  }, [host, form, ready]);

  useLayoutEffect(() => {
    controller?.configure(options);
  }, [controller, settings, attrs.productId, attrs.productVariations, attrs.customData, attrs.variationMatrix, attrs.variationMatrixUrl, attrs.swatches, attrs.swatchesOnly]);

  const onRendered = useCallback((state: PanelState) => controller?.panelRendered(state), [controller]);

  if (!controller) return null;
  return (
    <>
      {panel &&
        quietPortal(
          <VariationPanel panel={panel} unavailableText={settings.i18n_unavailable_text} onRendered={onRendered} />,
          controller.panelTarget,
        )}
      {message && quietPortal(<VariationMessage message={message} />, controller.messagesTarget)}
    </>
  );
}

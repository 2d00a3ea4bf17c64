import { useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import type { FormValue } from '../../core/form/encode.ts';
import { parseSettings } from '../../core/settings/index.ts';
import type { VariationMatrix } from '../../core/variations/matrix.ts';
import type { ElementProps } from '../base/element-props.ts';
import { useSettings } from '../base/hooks.ts';
import { VariationForm, type MessageState, type PanelState } from './variation-form.ts';
import { VariationMessage, VariationPanel } from './VariationsPanel.tsx';

export interface VariationsAttributes {
  productId: number;
  productVariations: unknown[] | false | null;
  customData: Record<string, unknown> | null;
  settings: Record<string, unknown> | null;
  variationMatrix: VariationMatrix | false | null;
}

/** Instances by element, for the element's public methods. */
export const controllers = new WeakMap<HTMLElement, VariationForm>();

/**
 * The variable-product form. Adopts the server's `form.variations_form` inside the
 * element; the behaviour lives in VariationForm, the panel and the alerts are rendered
 * here through portals into the form.
 */
export function Variations({ host, attrs }: ElementProps<VariationsAttributes>) {
  const overrides = useMemo(() => (attrs.settings ? parseSettings(attrs.settings).settings : undefined), [attrs.settings]);
  const settings = useSettings(overrides);
  const [form] = useState(() => host.querySelector<HTMLFormElement>('form.variations_form') ?? host.querySelector('form'));
  const [panel, setPanel] = useState<PanelState | null>(null);
  const [message, setMessage] = useState<MessageState>(null);
  const [controller, setController] = useState<VariationForm | null>(null);
  const options = {
    settings,
    productId: attrs.productId,
    productVariations: attrs.productVariations,
    customData: attrs.customData as Record<string, FormValue> | null,
    variationMatrix: attrs.variationMatrix,
  };
  const optionsRef = useRef(options);
  optionsRef.current = options;

  useLayoutEffect(() => {
    if (!form) {
      console.error('<shop-variations>: no form.variations_form inside the element; nothing to enhance.');
      return;
    }
    const instance = new VariationForm(host, form, { setPanel, setMessage }, optionsRef.current);
    controllers.set(host, instance);
    setController(instance);
    return () => {
      controllers.delete(host);
      instance.destroy();
      setController(null);
      setPanel(null);
      setMessage(null);
    };
  }, [host, form]);

  useLayoutEffect(() => {
    controller?.configure(options);
  }, [controller, settings, attrs.productId, attrs.productVariations, attrs.customData, attrs.variationMatrix]);

  const onRendered = useCallback((state: PanelState) => controller?.panelRendered(state), [controller]);

  if (!controller) return null;
  return (
    <>
      {panel &&
        createPortal(
          <VariationPanel panel={panel} unavailableText={settings.i18n_unavailable_text} onRendered={onRendered} />,
          controller.panelTarget,
        )}
      {message && createPortal(<VariationMessage message={message} />, controller.messagesTarget)}
    </>
  );
}

import { useLayoutEffect } from 'react';
import type { MessageState, PanelState } from '../../controllers/variations/variation-form.ts';

/**
 * The single-variation panel (§2.2): description, price and availability of the chosen
 * variation, with the platform's class names. These three fields are HTML made by the
 * shop's own server for this purpose (like cart fragments), so they are inserted as HTML;
 * nothing else from the variation data is. No string template and no eval: the markup
 * is this component (the platform's template falls back to eval and breaks a strict CSP).
 */
export function VariationPanel({
  panel,
  unavailableText,
  onRendered,
}: {
  panel: PanelState;
  unavailableText: string;
  onRendered(panel: PanelState): void;
}) {
  useLayoutEffect(() => {
    onRendered(panel);
  }, [panel, onRendered]);
  const v = panel.variation;
  if (v.variation_is_visible === false) {
    return (
      <div className="woocommerce-variation-availability">
        <p>{unavailableText}</p>
      </div>
    );
  }
  return (
    <>
      <div
        className="woocommerce-variation-description"
        dangerouslySetInnerHTML={{ __html: v.variation_description ?? '' }}
      />
      <div className="woocommerce-variation-price" dangerouslySetInnerHTML={{ __html: v.price_html ?? '' }} />
      <div
        className="woocommerce-variation-availability"
        dangerouslySetInnerHTML={{ __html: v.availability_html ?? '' }}
      />
    </>
  );
}

/** The inline alerts under the panel: no matching variation (§8), or a lookup that failed. */
export function VariationMessage({ message }: { message: NonNullable<MessageState> }) {
  if (message.kind === 'no-match') {
    return (
      <p className="wc-no-matching-variations woocommerce-info" role="alert">
        {message.text}
      </p>
    );
  }
  return (
    <p className="woocommerce-error shop-variations-error" role="alert">
      {message.text}
    </p>
  );
}

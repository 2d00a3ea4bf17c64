import { useStore } from '@nanostores/react';
import { useEffect, useMemo } from 'react';
import { attributionSettings } from '../../core/order-attribution/settings.ts';
import { reportOnce } from '../../dom/report-once.ts';
import { emit } from '../../dom/events.ts';
import { attributionForm, placeAttributionInputs, setCheckoutExtensionData, type AttributionInputs } from '../../dom/order-attribution.ts';
import {
  $attributionInputsOwner, $trackingConsent, claimAttributionInputs, currentAttribution, releaseAttributionInputs,
} from '../../stores/order-attribution.ts';
import type { ElementProps } from '../base/element-props.ts';
import { useSettings } from '../settings/use-settings.ts';

/**
 * Order attribution (§3.19, §4.25, §7.17): records the page view in the attribution cookies while
 * tracking is allowed and hands the values to the checkout (one set of hidden inputs per page, and
 * the block checkout's extension data). It watches a form it does not own: anything that goes
 * wrong is logged and the form is left as it was.
 */
export function OrderAttribution({ host, attrs }: ElementProps<StorefrontElementAttributes['order-attribution']>) {
  const shop = useSettings(attrs.settings);
  const settings = useMemo(() => {
    const { settings: own, problems } = attributionSettings(shop);
    for (const problem of problems) reportOnce(`<order-attribution>: the setting ${problem}. Using its default.`);
    return own;
  }, [shop]);
  const consent = useStore($trackingConsent);
  const owner = useStore($attributionInputsOwner);
  const placesInputs = owner === host;

  useEffect(() => () => releaseAttributionInputs(host), [host]);
  // The first element asks; when the owner leaves, the others ask again.
  useEffect(() => {
    if (!owner?.isConnected) claimAttributionInputs(host);
  }, [host, owner]);

  useEffect(() => {
    let inputs: AttributionInputs | undefined;
    try {
      const { tracking, values } = currentAttribution(settings, consent);
      if (!placesInputs) return;
      const form = attributionForm(host);
      if (form) {
        inputs = placeAttributionInputs(form, settings.order_attribution_prefix);
        inputs.update(values);
      } else {
        console.warn('<order-attribution> found no checkout form, no form around it and no registration form: the values go to the block checkout only.');
      }
      setCheckoutExtensionData(values);
      emit(host, 'shop-order-attribution-updated', { tracking, values });
    } catch (error) {
      console.error('<order-attribution> could not record or hand over the attribution; the form is left as it was.', error);
    }
    return () => inputs?.remove();
  }, [host, settings, consent, placesInputs]);

  return null;
}

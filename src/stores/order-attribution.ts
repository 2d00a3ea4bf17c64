/**
 * Order attribution's page state (SPEC §4.25): whether tracking is allowed (the page setting
 * `order_attribution_allow_tracking` until a consent tool says otherwise through
 * `window.storefrontElements.orderAttribution.setTracking()`), the one page view recorded per page,
 * and the values the checkout sends. Turning tracking off deletes every attribution cookie and
 * sends empty values; turning it on later records this page view.
 */
import { atom, type ReadableAtom } from 'nanostores';
import { attributionValues, DEFAULT_ATTRIBUTION_OPTIONS, pageViewWrites, type AttributionOptions } from '../core/order-attribution/index.ts';
import type { AttributionSettings } from '../core/order-attribution/settings.ts';
import { INTEGRATIONS } from '../core/timings/index.ts';
import { readAttributionContainers, readAttributionCookies, removeAttributionCookies, writeAttributionCookies } from '../services/order-attribution.ts';
import { pageSingleton } from '../services/page-singleton.ts';
import { readonlyAtom } from './readonly.ts';

/** The switch consent tools use: `window.storefrontElements.orderAttribution`. */
export interface OrderAttributionApi {
  /** Allows (true) or stops (false) tracking; false deletes every attribution cookie at once. */
  setTracking(allowed: boolean): void;
  /** Whether tracking is allowed now; null until a page setting or `setTracking` decided it. */
  readonly tracking: boolean | null;
}

export interface StorefrontElementsGlobal {
  /** The switch, once the `order-attribution` element's code has loaded. */
  orderAttribution?: OrderAttributionApi;
  /**
   * A consent tool's choice left before the library loaded (`window.storefrontElements =
   * { orderAttributionTracking: false }`): the switch starts from it. Later changes go through
   * `orderAttribution.setTracking()`.
   */
  orderAttributionTracking?: boolean;
}

declare global {
  interface Window {
    /** Page-wide switches of storefront-elements (consent tools). */
    storefrontElements?: StorefrontElementsGlobal;
  }
}

interface AttributionStore {
  /** The choice made through the API; null leaves it to the page setting. */
  $consent: ReadableAtom<boolean | null>;
  resetConsent(): void;
  /** The element that places the page's one set of checkout inputs (the first one mounted). */
  $inputsOwner: ReturnType<typeof atom<HTMLElement | null>>;
  setTracking(allowed: boolean): void;
  recorded: boolean;
}

function createStore(): AttributionStore {
  const $consent = atom<boolean | null>(null);
  const store: AttributionStore = {
    $consent: readonlyAtom($consent),
    setTracking(allowed) {
      if (typeof allowed !== 'boolean') {
        console.error(`storefrontElements.orderAttribution.setTracking() takes true or false, not ${JSON.stringify(allowed)}; tracking is left as it was.`);
        return;
      }
      // Off deletes at once, even before an element of the page has loaded.
      if (!allowed) removeAttributionCookies();
      $consent.set(allowed);
    },
    resetConsent: () => $consent.set(null),
    recorded: false,
    $inputsOwner: atom<HTMLElement | null>(null),
  };
  if (typeof window !== 'undefined') {
    const global = (window.storefrontElements ??= {});
    // A consent tool that ran before the library may have left its choice.
    const declared = global.orderAttributionTracking;
    if (typeof declared === 'boolean') $consent.set(declared);
    else if (declared !== undefined) {
      console.error(`window.storefrontElements.orderAttributionTracking should be true or false, not ${JSON.stringify(declared)}; the page setting decides.`);
    }
    global.orderAttribution ??= {
      setTracking: (allowed: boolean) => store.setTracking(allowed),
      get tracking() {
        return $consent.get();
      },
    };
  }
  return store;
}

const store = pageSingleton('order-attribution@1', createStore);

export const $trackingConsent = store.$consent;
export const $attributionInputsOwner: ReadableAtom<HTMLElement | null> = readonlyAtom(store.$inputsOwner);

/** The page's one set of inputs goes to the first element that asks; the next takes over when it leaves. */
export function claimAttributionInputs(host: HTMLElement): void {
  if (!store.$inputsOwner.get()?.isConnected) store.$inputsOwner.set(host);
}

export function releaseAttributionInputs(host: HTMLElement): void {
  if (store.$inputsOwner.get() === host) store.$inputsOwner.set(null);
}
export const setOrderTracking = (allowed: boolean): void => store.setTracking(allowed);

export function trackingAllowed(settings: AttributionSettings, consent = store.$consent.get()): boolean {
  return consent ?? settings.order_attribution_allow_tracking;
}

export function attributionOptions(settings: AttributionSettings): AttributionOptions {
  return {
    ...DEFAULT_ATTRIBUTION_OPTIONS,
    lifetimeMonths: settings.order_attribution_lifetime,
    sessionMinutes: settings.order_attribution_session,
    base64: settings.order_attribution_base64,
    campaignParam: settings.order_attribution_campaign_param,
    termParam: settings.order_attribution_term_param,
    contentParam: settings.order_attribution_content_param,
    promo: settings.order_attribution_promo ? { min: INTEGRATIONS.promoCodeMin, max: INTEGRATIONS.promoCodeMax } : null,
  };
}

/** Records this page view once per page (§3.19): pages_seen, visits, the source. */
export function recordPageView(settings: AttributionSettings): void {
  if (store.recorded) return;
  const options = attributionOptions(settings);
  writeAttributionCookies(pageViewWrites({
    url: location.href,
    referrer: document.referrer,
    userAgent: navigator.userAgent,
    now: new Date(),
    random: Math.random,
    cookies: readAttributionCookies(),
    options,
  }), options.base64);
  // Counted once written: a page view whose cookies could not be written is not one.
  store.recorded = true;
}

/**
 * The values the checkout sends now: recorded ones when tracking is allowed (recording this page
 * view first), every field empty when not (and no cookie left behind).
 */
export function currentAttribution(settings: AttributionSettings, consent?: boolean | null): { tracking: boolean; values: Record<string, string> } {
  const tracking = trackingAllowed(settings, consent === undefined ? store.$consent.get() : consent);
  if (!tracking) {
    removeAttributionCookies();
    // Turning tracking on again later records the page view then.
    store.recorded = false;
    return { tracking, values: attributionValues(settings.order_attribution_fields, null) };
  }
  recordPageView(settings);
  return { tracking, values: attributionValues(settings.order_attribution_fields, readAttributionContainers()) };
}

/** Tests: a fresh page (nothing recorded yet, no consent given through the API). */
export function resetOrderAttributionState(): void {
  store.recorded = false;
  store.resetConsent();
}

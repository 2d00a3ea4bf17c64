/**
 * The registry of every server call the elements make (SPEC.md §7). Each service
 * module registers its calls here; the reliability suite reads this list to inject
 * faults into every call without being edited when a call is added.
 */
export type CallTransport = 'wc-ajax' | 'admin-ajax' | 'rest' | 'url';

/** One shopper action on a demo page, as data (the reliability suite replays them). */
export type DemoStep =
  | { click: string }
  | { select: string; value: string }
  | { fill: string; value: string }
  | { press: string; key: string }
  | { goto: string };

export interface CallDescription {
  /** Stable name: the wc-ajax endpoint, admin-ajax action or a short name. */
  name: string;
  transport: CallTransport;
  /** The endpoint, action or path it reaches, as the fault mode matches it. */
  endpoint: string;
  spec: string;
  /** Tags of the elements that make this call. */
  elements: string[];
  /** What the shopper sees when it fails (§8 where the spec names it). */
  onFailure: string;
  /**
   * How a shopper makes this call on the demo store: the demo page of `tag` (its
   * home-page link carries data-demo="<tag>") and the steps that send the request.
   */
  demo?: { tag: string; steps: DemoStep[] };
}

const registry = new Map<string, CallDescription>();

export function registerCall(call: CallDescription): CallDescription {
  registry.set(call.name, call);
  return call;
}

export function registeredCalls(): CallDescription[] {
  return [...registry.values()];
}

/**
 * The registry of every server call the elements make (SPEC.md §7). Each service
 * module registers its calls here; the reliability suite reads this list to inject
 * faults into every call without being edited when a call is added.
 */
export type CallTransport = 'wc-ajax' | 'admin-ajax' | 'rest' | 'url';

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
}

const registry = new Map<string, CallDescription>();

export function registerCall(call: CallDescription): CallDescription {
  registry.set(call.name, call);
  return call;
}

export function registeredCalls(): CallDescription[] {
  return [...registry.values()];
}

/**
 * The registry of every server call the elements make (SPEC.md §7). Each service
 * module registers its calls here, beside the code that makes them; the test suites
 * read the list (the reliability suite injects faults into every call without being
 * edited when a call is added). How the demo store makes each call lives with the
 * tests (test/reliability/demo-steps.ts), not here.
 *
 * Nothing in the product reads the registry, so bundles drop the registrations
 * (`registerCall` is marked free of side effects for them): the descriptions cost the
 * shipped code nothing.
 */
export type CallTransport = 'wc-ajax' | 'admin-ajax' | 'rest' | 'url';

export interface CallDescription {
  /** Stable name: the wc-ajax endpoint, admin-ajax action or a short name. */
  name: string;
  transport: CallTransport;
  /**
   * The endpoint, action or path it reaches, as the fault mode matches it; `'*'` when the
   * caller names it (the generic admin-ajax helper).
   */
  endpoint: string;
  /**
   * For an admin-ajax call sent without an action: the form field by which the server knows it
   * (the wishlist plugin answers any POST that carries `tinv_wishlist_id`).
   */
  marker?: string;
  spec: string;
  /** Tags of the elements that make this call. */
  elements: string[];
  /** What the shopper sees when it fails (§8 where the spec names it). */
  onFailure: string;
  /**
   * What the answer is: JSON data (the default), or server HTML that is inserted as HTML by
   * design (the table's HTML, §7.6), whose text is the server's own markup, not data.
   */
  answer?: 'json' | 'html';
}

const registry = new Map<string, CallDescription>();

/* @__NO_SIDE_EFFECTS__ */
export function registerCall(call: CallDescription): CallDescription {
  registry.set(call.name, call);
  return call;
}

export function registeredCalls(): CallDescription[] {
  return [...registry.values()];
}

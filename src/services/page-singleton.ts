/**
 * One page, one cart: two copies of the bundle on a page (two plugins shipping it at
 * different URLs) must not each keep their own page state (the cart queue, the stores).
 * The first copy to create a piece puts it in a registry on `globalThis` under a
 * registered symbol; every later copy takes that one instead of creating its own.
 *
 * Entries are named with a revision (`cart@1`): a change to what an entry holds takes a
 * new name, so a copy never receives an entry of a shape it does not know.
 */
const REGISTRY = Symbol.for('storefront-elements.stores');

type Registry = Record<string, unknown>;

function registry(): Registry {
  const holder = globalThis as unknown as Record<symbol, Registry | undefined>;
  return (holder[REGISTRY] ??= {});
}

/** The page's one `name`, created by the first copy that asks for it. */
export function pageSingleton<T>(name: string, create: () => T): T {
  const entries = registry();
  if (!(name in entries)) entries[name] = create();
  return entries[name] as T;
}

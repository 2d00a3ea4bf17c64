import type { ReadableAtom } from 'nanostores';

/**
 * A read-only view of `store` for page scripts: it reads and listens like the store
 * itself (`get`, `listen`, `subscribe`, `useStore`, `computed`) but has no `set`, so only
 * the module that owns the store changes it. nanostores' `readonlyType` changes the type
 * only; a theme script in plain JavaScript could still call `set` on the store.
 */
export function readonlyAtom<Value>(store: ReadableAtom<Value>): ReadableAtom<Value> {
  return {
    get: () => store.get(),
    listen: (listener) => store.listen(listener),
    subscribe: (listener) => store.subscribe(listener),
    eq: (oldValue, newValue) => store.eq(oldValue, newValue),
    // Telling listeners of a change and the end of the lifecycle belong to the owner.
    notify: () => {},
    off: () => {},
    get value() {
      return store.value;
    },
    get init() {
      return store.init;
    },
    get lc() {
      return store.lc;
    },
  };
}

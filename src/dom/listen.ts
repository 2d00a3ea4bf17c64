/**
 * Several listeners on one target, removed together: the cleanup a component's effect
 * returns cannot then forget one of them.
 */
type Handlers = { [K in keyof HTMLElementEventMap]?: (event: HTMLElementEventMap[K]) => void };

export function listenAll(target: EventTarget, handlers: Handlers): () => void {
  const entries = Object.entries(handlers) as Array<[string, EventListener]>;
  for (const [type, handler] of entries) target.addEventListener(type, handler);
  return () => {
    for (const [type, handler] of entries) target.removeEventListener(type, handler);
  };
}

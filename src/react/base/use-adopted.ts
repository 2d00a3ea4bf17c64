import { useLayoutEffect, useRef, useState } from 'react';

function firstMatch<E extends Element>(host: ParentNode, selectors: readonly string[]): E | null {
  for (const selector of selectors) {
    // An element placed inside the markup, or naming it with `for`, has that markup as its host.
    if (host instanceof Element && host.matches(selector)) return host as unknown as E;
    const found = host.querySelector<E>(selector);
    if (found) return found;
  }
  return null;
}

/**
 * The server markup an element adopts: the first descendant of `host` matching one of
 * `selectors` (tried in order). Reading it belongs to mounting, and it is followed while
 * the component is mounted: markup inserted after the element was created (children
 * parsed or appended later) is adopted, markup that was removed or replaced is let go of.
 * `childrenOnly` watches the host's own children only: for markup that is always a direct
 * child and holds thousands of nodes whose moves are none of this hook's business.
 */
export function useAdoptedElement<E extends Element = Element>(
  host: HTMLElement,
  selectors: string | readonly string[],
  { childrenOnly = false }: { childrenOnly?: boolean } = {},
): E | null {
  const list = typeof selectors === 'string' ? [selectors] : selectors;
  const key = list.join('\n');
  const [adopted, setAdopted] = useState<E | null>(() => firstMatch<E>(host, list));
  const current = useRef(adopted);
  current.current = adopted;

  useLayoutEffect(() => {
    const wanted = key.split('\n');
    const read = (records: readonly MutationRecord[] = []) => {
      const adopted = current.current;
      // Changes inside an element matching the preferred selector cannot put a match before it.
      if (records.length && adopted?.matches(wanted[0]!) && records.every((r) => adopted.contains(r.target))) return;
      const found = firstMatch<E>(host, wanted);
      // Most mutations inside the markup leave the same element in place: no render for those.
      if (found === current.current) return;
      current.current = found;
      setAdopted(found);
    };
    read();
    const observer = new MutationObserver(read);
    observer.observe(host, { childList: true, subtree: !childrenOnly });
    return () => observer.disconnect();
  }, [host, key, childrenOnly]);

  return adopted;
}

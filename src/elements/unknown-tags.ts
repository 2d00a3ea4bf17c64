/**
 * The console word for an unknown tag of the library's families (`shop-*`, `forum-*` …), loaded only when the page has one (the edit
 * distance to every known tag is not worth fetching on every page).
 */
import { closest } from '../core/text/closest.ts';

export function reportUnknownTag(name: string, tags: readonly string[]): void {
  const suggestion = closest(name, tags);
  console.warn(
    suggestion
      ? `<${name}> is not a storefront-elements tag; did you mean <${suggestion}>?`
      : `<${name}> is not a storefront-elements tag; it stays as the page printed it.`,
  );
}

/**
 * Mounts HTML into a fresh container attached to document.body and returns the first element.
 * Call `cleanup()` in afterEach to remove everything mounted.
 */
const mounted = new Set<HTMLElement>();

export function fixture<T extends Element = HTMLElement>(html: string): T {
  const container = document.createElement('div');
  container.dataset.testFixture = '';
  container.innerHTML = html;
  document.body.append(container);
  mounted.add(container);
  const first = container.firstElementChild;
  if (!first) throw new Error('fixture: the HTML has no element');
  return first as T;
}

export function cleanup(): void {
  for (const container of mounted) container.remove();
  mounted.clear();
}

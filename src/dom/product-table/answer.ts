/** The server's answer to a table load, read without running it, and the container put in step with it. */

/** The answer's root element (the container as the server renders it), parsed inert; null when it holds no table. */
export function parseTableAnswer(html: string, prefix: string, tableId: string): HTMLElement | null {
  const template = document.createElement('template');
  template.innerHTML = html;
  return template.content.querySelector<HTMLElement>(`[data-${prefix}-table-id="${CSS.escape(tableId)}"]`) ??
    template.content.querySelector<HTMLElement>(`.${prefix}`);
}

/** Gives the page's container the answer's classes and its `data-{prefix}-*` attributes; others stay. */
export function copyRootAttributes(container: HTMLElement, root: HTMLElement, prefix: string): void {
  container.className = root.className;
  for (const { name, value } of root.attributes) if (name.startsWith(`data-${prefix}-`)) container.setAttribute(name, value);
}

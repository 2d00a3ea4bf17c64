/**
 * Distances from the top of the viewport that a table keeps clear (a sticky site header): the
 * add-on's `{device}_scroll_offset` and `{device}_freeze_heading_offset`. A number (or numeric
 * text) is pixels; any other text is a CSS selector whose element's height is used.
 */
const warned = new Set<string>();

function warnOnce(key: string, message: string): void {
  if (warned.has(key)) return;
  warned.add(key);
  console.warn(message);
}

/**
 * The offset `value` stands for, in pixels; `fallback` when it is missing. `where` names the table
 * and the attribute in the console message a bad value gets.
 */
export function offsetPx(value: unknown, fallback: number, where: string): number {
  if (value === undefined || value === null || value === '' || value === false) return fallback;
  if (typeof value === 'number') return Number.isFinite(value) ? value : fallback;
  if (typeof value !== 'string') {
    warnOnce(`${where}:${String(value)}`, `${where} should be a number of pixels or a CSS selector; ${fallback} px is used.`);
    return fallback;
  }
  const text = value.trim();
  if (/^-?\d+(\.\d+)?(px)?$/.test(text)) return Number.parseFloat(text);
  try {
    const element = document.querySelector(text);
    return element ? element.getBoundingClientRect().height : 0;
  } catch {
    warnOnce(`${where}:${text}`, `${where} "${text}" is neither a number nor a valid CSS selector; ${fallback} px is used.`);
    return fallback;
  }
}

/**
 * Stacked rows: on a phone (§9.2: the window at or below the phone breakpoint), a product table
 * wider than its place shows each row as a card, one line per cell with its column heading as the
 * label, so every row's cart button is in reach without scrolling sideways. The add-on's own
 * answer to a narrow screen comes first: its phone column set and smaller padding, so a table
 * that fits stays a table; and a table given a width of its own (`phone_table_width`, the shop
 * asking for sideways scrolling) is left to scroll. Frozen columns (`phone_freeze_left`) do not
 * stop it: they only serve the sideways scrolling that stacking makes unnecessary.
 */

/** The attribute the table carries while its rows are stacked (a hook for themes and the other modules). */
export const STACKED_ATTRIBUTE = 'data-shop-stacked';

/** What the last measurement saw. */
export interface StackMeasure {
  /** The rows are stacked now. */
  stacked: boolean;
  /** The width the table needed when it was last stacked (0 when it never was). */
  neededWidth: number;
  /** The scroll wrapper's inner width. */
  wrapperWidth: number;
  /** The width of what the wrapper holds (its scrollWidth). */
  contentWidth: number;
  /** The window is a phone's (the only device whose rows stack). */
  phone: boolean;
  /** The table has a width of its own on this device. */
  fixedWidth: boolean;
}

export interface StackState {
  stacked: boolean;
  neededWidth: number;
}

/**
 * Whether the rows stack after this measurement. Stacked, the table no longer overflows, so the
 * width it needed as a table is remembered: it goes back to a table once the wrapper is that wide
 * again (or the window is no longer a phone's), never sooner, so it cannot flip back and forth.
 */
export function nextStackState(m: StackMeasure): StackState {
  const off = { stacked: false, neededWidth: 0 };
  if (m.fixedWidth || !m.phone) return off;
  // Not laid out (a hidden tab, display: none): nothing to decide from.
  if (!(m.wrapperWidth > 0)) return { stacked: m.stacked, neededWidth: m.neededWidth };
  if (m.stacked) return m.wrapperWidth >= m.neededWidth ? off : { stacked: true, neededWidth: m.neededWidth };
  // One pixel of slack: sub-pixel rounding of scrollWidth is no overflow.
  return m.contentWidth > m.wrapperWidth + 1 ? { stacked: true, neededWidth: m.contentWidth } : off;
}

/**
 * Text as a CSS string literal (for `content:`), safe whatever it holds: every character other
 * than letters, digits, spaces and a few marks is written as a hex escape, so quotes, backslashes,
 * newlines or `</style>` cannot end the string or the rule.
 */
export function cssString(text: string): string {
  let out = '"';
  for (const char of text) {
    out += /^[\p{L}\p{N} .,:;!?()&%+_-]$/u.test(char) ? char : `\\${char.codePointAt(0)!.toString(16)} `;
  }
  return `${out}"`;
}

/** A heading's text as a label: whitespace collapsed, trimmed. */
export function labelText(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/**
 * The label of each body column (0-based), from the heading row's labels and column spans: a
 * heading spanning two columns labels both. Spans below 1 or not whole count as 1.
 */
export function columnLabels(headings: ReadonlyArray<{ label: string; span: number }>): string[] {
  const labels: string[] = [];
  for (const { label, span } of headings) {
    const count = Number.isInteger(span) && span >= 1 ? Math.min(span, 1000) : 1;
    for (let i = 0; i < count; i++) labels.push(label);
  }
  return labels;
}

/** HTML escaping and small snippets shared by pages and fragments. */
import { t } from '../i18n/index.ts';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#039;' };

/** Escape text for HTML element content and quoted attribute values. */
export function esc(value: unknown): string {
  return String(value ?? '').replace(/[&<>"']/g, (ch) => ESCAPES[ch]!);
}

/** Marks a string as already-safe HTML for the `html` tagged template. */
export class SafeHtml {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}

export function raw(value: string): SafeHtml {
  return new SafeHtml(value);
}

/** Tagged template: interpolated values are escaped unless they are SafeHtml (or arrays of them). */
export function html(strings: TemplateStringsArray, ...values: unknown[]): SafeHtml {
  let out = strings[0] ?? '';
  values.forEach((value, i) => {
    out += renderValue(value) + (strings[i + 1] ?? '');
  });
  return new SafeHtml(out);
}

function renderValue(value: unknown): string {
  if (value instanceof SafeHtml) return value.value;
  if (Array.isArray(value)) return value.map(renderValue).join('');
  if (value === null || value === undefined || value === false) return '';
  return esc(value);
}

/** JSON for a `<script type="application/json">` block: `<` can never close the script. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

/** Format an amount the way the store's settings say (decimals 2, '.' and ','; symbol first). */
export function formatAmount(amount: number): string {
  const fixed = Math.abs(amount).toFixed(2);
  const [int, dec] = fixed.split('.');
  const grouped = int!.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${amount < 0 ? '-' : ''}${grouped}.${dec}`;
}

/** `<span class="woocommerce-Price-amount amount">` as the platform prints it. */
export function priceAmount(amount: number): string {
  return `<span class="woocommerce-Price-amount amount"><bdi><span class="woocommerce-Price-currencySymbol">&#36;</span>${formatAmount(amount)}</bdi></span>`;
}

/** Price HTML of a product (without the outer span.price). */
export function priceHtml(regular: string, price: string, range?: { min: number; max: number }): string {
  if (range) {
    if (range.min === range.max) return priceAmount(range.min);
    return `${priceAmount(range.min)} <span aria-hidden="true">&ndash;</span> <span class="screen-reader-text">${t('Price range: %1$s through %2$s', esc(formatPlain(range.min)), esc(formatPlain(range.max)))}</span>${priceAmount(range.max)}`;
  }
  if (price === '') return '';
  const current = Number(price);
  if (regular !== '' && Number(regular) > current) {
    return `<del aria-hidden="true">${priceAmount(Number(regular))}</del> <span class="screen-reader-text">${t('Original price was: %s.', esc(formatPlain(Number(regular))))}</span><ins aria-hidden="true">${priceAmount(current)}</ins><span class="screen-reader-text">${t('Current price is: %s.', esc(formatPlain(current)))}</span>`;
  }
  return priceAmount(current);
}

export function formatPlain(amount: number): string {
  return `$${formatAmount(amount)}`;
}

/** wpautop for the short texts of the demo: paragraphs from blank lines. */
export function paragraphs(text: string): string {
  const trimmed = text.trim();
  if (trimmed === '') return '';
  return trimmed.split(/\n\s*\n/).map((p) => `<p>${esc(p).replace(/\n/g, '<br />\n')}</p>`).join('\n');
}

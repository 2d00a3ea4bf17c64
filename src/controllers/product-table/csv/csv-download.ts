/**
 * The table's CSV buttons (§4.19, §7.11), loaded by csv.ts when the table prints one. A click asks
 * the server for the rows of the table's query (or of all its products when the button says so)
 * and saves them as `{file name}.csv`. While the request runs the button is busy and disabled
 * (`aria-busy`, `aria-disabled`, the add-on's `{prefix}-disabled {prefix}-loading` classes) and
 * clicks on it are ignored; when it ends the button is idle again. A failure says so beside the
 * button (role alert) and in the console.
 *
 * The add-on prints the button as a `<div>`: it is made a keyboard-operable button here. It is
 * disabled with `aria-disabled` rather than the `disabled` property, which would drop the focus of
 * a shopper who pressed it from the keyboard.
 */
import { MESSAGES } from '../../../core/messages/index.ts';
import { CSV_BOM, csvFileName, toCsv } from '../../../core/csv/index.ts';
import { saveFile } from '../../../dom/download.ts';
import { emit } from '../../../dom/events.ts';
import { adoptTableStyles } from '../../../dom/product-table/styles.ts';
import { errorKind, isAborted, shopperReason } from '../../../services/errors.ts';
import { fetchCsvRows } from '../../../services/product-table-csv.ts';
import type { TableContext } from '../context.ts';

/** The start of the failure message; the page setting `i18n_csv_failed_text` gives it in the shop's language. */
export const CSV_FAILED = MESSAGES.tableCsvFailed;
const FAILED_SETTING = 'i18n_csv_failed_text';
let reportedSetting = false;

function failedText(settings: Record<string, unknown>): string {
  const value = settings[FAILED_SETTING];
  if (value === undefined) return CSV_FAILED;
  if (typeof value === 'string' && value.trim() !== '') return value.trim();
  if (!reportedSetting) {
    reportedSetting = true;
    console.warn(`shop-product-table: the setting "${FAILED_SETTING}" is not a text (${JSON.stringify(value)}); "${CSV_FAILED}" is used.`);
  }
  return CSV_FAILED;
}

function styles(p: string): string {
  const button = `.${p}-csv-download`;
  return `:where(${button}[aria-busy="true"]) { cursor: progress; opacity: 0.65; }
:where(${button}[aria-busy="true"])::after {
  content: ""; display: inline-block; inline-size: 0.8em; block-size: 0.8em; margin-inline-start: 0.4em; vertical-align: -0.1em;
  border: 2px solid currentColor; border-inline-end-color: transparent; border-radius: 50%; animation: ${p}-csv-spin 0.8s linear infinite;
}
@media (prefers-reduced-motion: reduce) { :where(${button}[aria-busy="true"])::after { animation-duration: 2.4s; } }
@keyframes ${p}-csv-spin { to { transform: rotate(360deg); } }
:where(.${p}-csv-download-error) { display: block; margin-block: 0.25em; color: #b32d2e; }`;
}

/** A `<div>` button of the add-on becomes operable from the keyboard and named as a button. */
function enhance(button: HTMLElement): void {
  if (button instanceof HTMLButtonElement || (button instanceof HTMLAnchorElement && button.hasAttribute('href'))) return;
  if (!button.hasAttribute('role')) button.setAttribute('role', 'button');
  if (!button.hasAttribute('tabindex')) button.tabIndex = 0;
}

export function startCsvButtons(ctx: TableContext): void {
  const { container, prefix: p, signal, tableId } = ctx;
  const selector = `.${p}-csv-download`;
  adoptTableStyles(`csv-${p}`, styles(p));
  for (const button of container.querySelectorAll<HTMLElement>(selector)) enhance(button);
  const failed = failedText(ctx.settings);

  const busyClasses = [`${p}-disabled`, `${p}-loading`];
  const errorOf = (button: HTMLElement) => {
    const next = button.nextElementSibling;
    return next?.classList.contains(`${p}-csv-download-error`) ? next : null;
  };

  // Not stopped with the table: a file the shopper asked for still comes when the table reloads
  // meanwhile (it holds the rows of the query the click was made on).
  async function download(button: HTMLElement): Promise<void> {
    // Disabled by the page, or still busy with the last click.
    if (button.classList.contains(`${p}-disabled`) || button.getAttribute('aria-disabled') === 'true') return;
    errorOf(button)?.remove();
    button.classList.add(...busyClasses);
    button.setAttribute('aria-busy', 'true');
    button.setAttribute('aria-disabled', 'true');
    try {
      const rows = await fetchCsvRows(ctx.settings, {
        prefix: p,
        tableId,
        includeAll: button.getAttribute(`data-${p}-csv-include-all-products`),
        queryVars: container.getAttribute(`data-${p}-encrypted-query-vars`),
        userFilters: container.getAttribute(`data-${p}-encrypted-user-filters`),
        columns: button.getAttribute(`data-${p}-csv-encrypted-columns`),
      });
      saveFile(csvFileName(button.getAttribute(`data-${p}-file-name`)), new Blob([CSV_BOM, toCsv(rows)], { type: 'text/csv;charset=utf-8' }));
    } catch (error) {
      if (isAborted(error)) return;
      const message = `${failed}: ${shopperReason(error)}`;
      console.error(`<shop-product-table> table ${tableId}: ${message}`, error);
      const alert = document.createElement('span');
      alert.className = `${p}-csv-download-error`;
      alert.setAttribute('role', 'alert');
      alert.textContent = message;
      button.after(alert);
      emit(document.body, 'shop-request-failed', { call: `${p}_get_csv`, message, kind: errorKind(error) });
    } finally {
      button.classList.remove(...busyClasses);
      button.removeAttribute('aria-busy');
      button.removeAttribute('aria-disabled');
    }
  }

  const buttonOf = (event: Event) => (event.target instanceof Element ? event.target.closest<HTMLElement>(selector) : null);
  container.addEventListener('click', (event) => {
    const button = buttonOf(event);
    if (!button || !container.contains(button)) return;
    event.preventDefault();
    void download(button);
  }, { signal });
  container.addEventListener('keydown', (event) => {
    const button = buttonOf(event);
    if (!button || button !== event.target || button.getAttribute('role') !== 'button') return;
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    void download(button);
  }, { signal });
}

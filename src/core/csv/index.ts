/**
 * The product table's CSV export (§7.11) as text. The add-on joins cells with commas and rows with
 * newlines as they are, so a cell holding a comma, a quote or a line break shifts every cell after
 * it. This writes RFC 4180 instead, and keeps a spreadsheet from running a cell as a formula:
 *
 * - Records end with CRLF (RFC 4180 §2.1), the last one too, as the add-on ends every row.
 * - A cell holding a comma, a double quote, CR or LF is put in double quotes and each double quote
 *   in it is doubled. Any other cell is written as it is, so a file whose cells need no quoting is
 *   the add-on's join byte for byte, but for the line ends.
 * - A cell that starts with `=`, `+`, `-`, `@`, a tab, CR or LF (OWASP's "CSV injection" list) or
 *   their full-width forms gets a single quote in front (`'=SUM(A1)`), which spreadsheets show and
 *   do not evaluate. A plain number is not a formula and is left alone: an optional sign, digits with
 *   at most one `.` or `,` decimal separator and an optional exponent (`-12.5`, `+44`, `-3,5`, `1e-3`).
 *   Anything more after the sign (`-1+2`, `+44 20 7946 0000`, `-A1`) is neutralised.
 * - Numbers are written as JavaScript writes them (non-finite ones as an empty cell), `true`/`false`
 *   as words, null and missing cells as empty cells.
 *
 * The file itself starts with a UTF-8 byte order mark (`CSV_BOM`): without it, spreadsheets that
 * guess the encoding read "Chloé" as "ChloÃ©".
 */

export type CsvCell = string | number | boolean | null | undefined;

export const CSV_BOM = '\uFEFF';
export const CSV_LINE_END = '\r\n';

/** Leading characters a spreadsheet reads as the start of a formula (and their full-width forms). */
const FORMULA_START = /^[=+\-@\t\r\n\uFF1D\uFF0B\uFF0D\uFF20]/;
/** A number a spreadsheet reads as a number, sign included: never a formula. */
const PLAIN_NUMBER = /^[+-]?(?:\d+(?:[.,]\d*)?|[.,]\d+)(?:[eE][+-]?\d+)?$/;
const NEEDS_QUOTES = /[",\r\n]/;

/** The text of a cell before quoting. */
function cellText(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  return String(value);
}

/** Whether a spreadsheet opening the file would run `text` as a formula. */
export function looksLikeFormula(text: string): boolean {
  return FORMULA_START.test(text) && !PLAIN_NUMBER.test(text);
}

/** One field of a record: neutralised when it reads as a formula, quoted when it must be. */
export function csvField(value: CsvCell): string {
  let text = cellText(value);
  if (looksLikeFormula(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The rows as CSV text (without the byte order mark). */
export function toCsv(rows: ReadonlyArray<ReadonlyArray<CsvCell>>): string {
  return rows.map((row) => row.map(csvField).join(',') + CSV_LINE_END).join('');
}

export const DEFAULT_CSV_FILE_NAME = 'products';
const MAX_FILE_NAME_LENGTH = 100;

/**
 * The name the file is saved under: the button's file name with `.csv`. Path separators, characters
 * that Windows refuses in names and control characters become `-`; leading dots and spaces go (no
 * hidden file, no `..`); a `.csv` the name already ends with is not doubled; nothing left gives
 * `products.csv`.
 */
export function csvFileName(name: string | null | undefined): string {
  let base = (name ?? '')
    .replace(/[/\\:*?"<>|\u0000-\u001f\u007f]+/g, '-')
    .trim()
    .replace(/\.csv$/i, '')
    .replace(/^[.\s-]+/, '')
    .slice(0, MAX_FILE_NAME_LENGTH)
    .trim();
  if (base === '') base = DEFAULT_CSV_FILE_NAME;
  return `${base}.csv`;
}

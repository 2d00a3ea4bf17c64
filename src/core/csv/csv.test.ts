import { describe, expect, it } from 'vitest';
import { csvField, csvFileName, looksLikeFormula, toCsv } from './index.ts';

describe('toCsv', () => {
  it('is the plain join, with CRLF after every record, when no cell needs quoting', () => {
    const rows = [['Name', 'SKU', 'Price'], ['Hoodie', 'HD-1', 45], ['Cap', 'CP 2', '12.50']];
    expect(toCsv(rows)).toBe(rows.map((row) => row.join(',')).join('\r\n') + '\r\n');
  });

  it('quotes a cell holding a comma', () => {
    expect(toCsv([['Desk lamp, brass', 'x']])).toBe('"Desk lamp, brass",x\r\n');
  });

  it('quotes a cell holding a double quote and doubles the quote', () => {
    expect(toCsv([['The "best" mug']])).toBe('"The ""best"" mug"\r\n');
    expect(csvField('"')).toBe('""""');
  });

  it('quotes a cell holding LF, CR or CRLF and keeps the line break inside the quotes', () => {
    expect(csvField('one\ntwo')).toBe('"one\ntwo"');
    expect(csvField('one\rtwo')).toBe('"one\rtwo"');
    expect(csvField('one\r\ntwo')).toBe('"one\r\ntwo"');
  });

  it('leaves spaces, semicolons, single quotes and accents alone', () => {
    expect(toCsv([[' Chloé ', 'a;b', "O'Brien"]])).toBe(" Chloé ,a;b,O'Brien\r\n");
  });

  it('writes numbers, booleans and missing values sensibly', () => {
    expect(toCsv([[12.5, -3, 0, true, false, null, undefined, Number.NaN, Number.POSITIVE_INFINITY]]))
      .toBe('12.5,-3,0,true,false,,,,\r\n');
  });

  it('keeps empty rows and empty cells', () => {
    expect(toCsv([[], ['', ''], ['a']])).toBe('\r\n,\r\na\r\n');
    expect(toCsv([])).toBe('');
  });
});

describe('formula cells', () => {
  it.each(['=SUM(A1)', '+cmd', '-A1', '@home kit', '\tTab', '\rCR', '\nLF', '\uFF1D1+1', '\uFF20x'])(
    'neutralises %j with a leading single quote',
    (cell) => {
      expect(looksLikeFormula(cell)).toBe(true);
      const field = csvField(cell);
      expect(field.replace(/^"/, '').startsWith(`'${cell.slice(0, 1)}`)).toBe(true);
    },
  );

  it('neutralises inside the quotes when the cell also needs quoting', () => {
    expect(csvField('=HYPERLINK("http://x.test","click")')).toBe('"\'=HYPERLINK(""http://x.test"",""click"")"');
    expect(csvField('=1+2, then')).toBe('"\'=1+2, then"');
  });

  it.each(['-12.5', '+44', '-3', '-3,5', '+0.5', '-.5', '1e-3', '-2E+10', '12'])('leaves the plain number %j alone', (cell) => {
    expect(looksLikeFormula(cell)).toBe(false);
    expect(csvField(cell)).toBe(cell.includes(',') ? `"${cell}"` : cell);
  });

  it.each(['-1+2', '+44 20 7946 0000', '-', '+', '--5', '-1.2.3', '-12.5%', '-1e', '=12'])('neutralises %j, which is more than a number', (cell) => {
    expect(looksLikeFormula(cell)).toBe(true);
    expect(csvField(cell)).toBe(`'${cell}`);
  });

  it('leaves a negative number cell alone', () => {
    expect(csvField(-12.5)).toBe('-12.5');
  });

  it('does not touch formula characters after the start', () => {
    expect(csvField('A=B+C@D')).toBe('A=B+C@D');
  });
});

describe('csvFileName', () => {
  it('adds .csv', () => {
    expect(csvFileName('price list')).toBe('price list.csv');
  });

  it('does not double a .csv the name has', () => {
    expect(csvFileName('report.CSV')).toBe('report.csv');
  });

  it('removes path separators and names that climb out', () => {
    expect(csvFileName('../../etc/passwd')).toBe('etc-passwd.csv');
    expect(csvFileName('C:\\Users\\me\\list')).toBe('C-Users-me-list.csv');
    expect(csvFileName('.hidden')).toBe('hidden.csv');
  });

  it('replaces characters a file system refuses and control characters', () => {
    expect(csvFileName('a*b?c"d<e>f|g\u0007h')).toBe('a-b-c-d-e-f-g-h.csv');
  });

  it('falls back to products.csv when nothing is left', () => {
    expect(csvFileName('')).toBe('products.csv');
    expect(csvFileName(null)).toBe('products.csv');
    expect(csvFileName('  /  ')).toBe('products.csv');
    expect(csvFileName('.csv')).toBe('products.csv');
  });

  it('keeps accents and shortens very long names', () => {
    expect(csvFileName('Café menu')).toBe('Café menu.csv');
    expect(csvFileName('x'.repeat(300))).toBe(`${'x'.repeat(100)}.csv`);
  });
});

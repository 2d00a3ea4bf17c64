import { describe, expect, it } from 'vitest';
import { InvalidBodyError } from './errors.ts';
import { parseBody } from './http.ts';
import { csvRequestBody } from './product-table-csv.ts';
import { csvAnswerSchema } from './product-table-schemas.ts';

const read = (body: unknown) => parseBody('/?wc-ajax=wcpt_get_csv', typeof body === 'string' ? body : JSON.stringify(body), csvAnswerSchema);

describe('the table CSV call (§7.11)', () => {
  it('sends the five prefixed fields', () => {
    const body = csvRequestBody({ prefix: 'wcpt', tableId: '77', includeAll: 'true', queryVars: 'q.v', userFilters: 'u.f', columns: 'c.c' });
    expect([...body]).toEqual([
      ['wcpt_csv_include_all_products', 'true'],
      ['wcpt_csv_encrypted_query_vars', 'q.v'],
      ['wcpt_csv_encrypted_user_filters', 'u.f'],
      ['wcpt_csv_encrypted_columns', 'c.c'],
      ['wcpt_csv_table_id', '77'],
    ]);
  });

  it('leaves out what the page does not print, and sends an empty flag as printed', () => {
    const body = csvRequestBody({ prefix: 'abc', tableId: '5', includeAll: '', queryVars: 'q', userFilters: null, columns: null });
    expect([...body]).toEqual([['abc_csv_include_all_products', ''], ['abc_csv_encrypted_query_vars', 'q'], ['abc_csv_table_id', '5']]);
  });

  it('reads a list of rows of strings, numbers, booleans and nulls', () => {
    expect(read([['Name', 'Price'], ['Mug', 12.5], ['Cap', null], ['Tee', true]])).toEqual([['Name', 'Price'], ['Mug', 12.5], ['Cap', null], ['Tee', true]]);
  });

  it('reads rows and cells sent as objects (PHP arrays with gaps in their keys), in order', () => {
    expect(read({ 0: { 0: 'Name', 2: 'Price' }, 3: ['Mug', '12'] })).toEqual([['Name', 'Price'], ['Mug', '12']]);
  });

  it('reads the list inside a wp_send_json_success answer', () => {
    expect(read({ success: true, data: [['a', 'b']] })).toEqual([['a', 'b']]);
  });

  it.each([
    ['an empty body', ''],
    ['text that is not JSON', '<html>'],
    ['a failure answer', { success: false, data: 'nope' }],
    ['cells that are objects', [[{ a: 1 }]]],
    ['a row that is a string', ['a,b']],
    ['a number', 4],
    ['an object that is no PHP array (keys other than indexes)', { unexpected: [1, 2, 3] }],
  ])('refuses %s as InvalidBodyError', (_name, body) => {
    expect(() => read(body)).toThrow(InvalidBodyError);
  });
});

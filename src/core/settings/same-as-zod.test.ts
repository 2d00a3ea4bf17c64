/**
 * The settings block is checked by hand (no zod before the first paint): for every kind of field,
 * good and bad values must give the values and the words the zod schemas gave.
 */
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { decodeEntities } from '../text/entities.ts';
import { parseSettings } from './index.ts';
import { looseBoolean, numeric, validateFields } from './zod-fields.ts';

const plainText = z.pipe(z.string(), z.transform((text) => decodeEntities(text)));
/** The schemas the settings block was validated with before. */
const zodFields = {
  cart_url: z.string(),
  is_cart: looseBoolean,
  cart_redirect_after_add: z.enum(['yes', 'no']),
  currency_symbol: plainText,
  price_decimals: numeric,
  breakpoints: z.object({ phone: numeric, tablet: numeric }),
  request_timeout_ms: z.pipe(numeric, z.number().check(z.positive())),
};

const VALUES: unknown[] = [
  'text', '', ' Yes ', 'off', 'maybe', '3', '2.5', 'two', 'Infinity', '&euro;', 0, 1, 2, -5, 0.5, true, false, null, undefined,
  Number.NaN, Number.POSITIVE_INFINITY, [], [1], {}, { a: 1 },
  { phone: 500, tablet: '900' }, { phone: 'x' }, { phone: null, tablet: [] }, { phone: 1, tablet: 2, extra: 3 },
];

describe('the settings block without zod', () => {
  for (const key of Object.keys(zodFields)) {
    it(`"${key}": the same values and the same words as its zod schema`, () => {
      for (const value of VALUES) {
        const before = validateFields(zodFields, { [key]: value });
        const now = parseSettings({ [key]: value });
        expect({ value, settings: now.settings, problems: now.problems }).toEqual({ value, settings: before.values, problems: before.problems });
      }
    });
  }
});

import { describe, expect, it } from 'vitest';
import {
  AbortedError,
  HttpError,
  InvalidBodyError,
  NetworkError,
  RefusedError,
  TimeoutError,
  errorKind,
  shopperMessage,
  shopperReason,
} from './errors.ts';

const URL = '/?wc-ajax=add_to_cart';

describe('failure texts for shoppers: one table', () => {
  const cases: Array<[string, unknown, string]> = [
    ['timeout', new TimeoutError(URL, 20_000), 'The store took too long to answer. Please try again.'],
    ['network', new NetworkError(URL), 'The store could not be reached. Check your connection and try again.'],
    ['refused', new RefusedError(URL), 'The store did not accept it.'],
    ['http', new HttpError(URL, 502, 'Bad gateway'), 'The store answered with an error (HTTP 502). Please try again.'],
    ['empty body', new InvalidBodyError(URL, '  ', 'no body'), 'The store did not accept the request. Please try again.'],
    ['unreadable body', new InvalidBodyError(URL, '{"unexpected":1}', 'shape'), 'The store sent an answer that could not be read. Please try again.'],
    ['anything else', new Error('boom'), 'Something went wrong. Please try again.'],
  ];

  for (const [kind, error, sentence] of cases) {
    it(`${kind}: a sentence, and the same words to end a sentence`, () => {
      expect(shopperMessage(error)).toBe(sentence);
      expect(shopperReason(error)).toBe(sentence.charAt(0).toLowerCase() + sentence.slice(1));
    });
  }

  it('a message the server sent is shown as it is, in both forms', () => {
    const error = new HttpError(URL, 403, JSON.stringify({ code: 'rest_cookie_invalid_nonce', message: 'Cookie check failed' }));
    expect(shopperMessage(error)).toBe('Cookie check failed');
    expect(shopperReason(error)).toBe('Cookie check failed');
  });

  it('a caller’s own words replace only the general sentences', () => {
    const own = 'The product options could not be checked. Please try again.';
    expect(shopperMessage(new HttpError(URL, 500, ''), own)).toBe(own);
    expect(shopperMessage(new InvalidBodyError(URL, 'x', 'not JSON'), own)).toBe(own);
    expect(shopperMessage(new Error('boom'), own)).toBe(own);
    expect(shopperMessage(new TimeoutError(URL, 100), own)).toBe('The store took too long to answer. Please try again.');
    expect(shopperMessage(new NetworkError(URL), '')).toMatch(/could not be reached/);
  });

  it('a refusal has a kind of its own for shop-request-failed', () => {
    expect(errorKind(new RefusedError(URL))).toBe('refused');
    expect(errorKind(new AbortedError(URL))).toBe('aborted');
    expect(errorKind('nope')).toBe('unknown');
  });
});

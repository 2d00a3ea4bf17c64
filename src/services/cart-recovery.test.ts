import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { lookUpRecoveryHash, sendRecoveryEmail } from './cart-recovery.ts';
import { CrossOriginError, HttpError, InvalidBodyError } from './errors.ts';

const SETTINGS = { ajax_url: '/wp-admin/admin-ajax.php', language: 'en_GB', cart_recovery_provider: 'mailchimp' };

function answer(status: number, body: string) {
  const calls: Array<{ url: string; init: RequestInit }> = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return new Response(status === 204 || status === 304 ? null : body, { status });
  });
  return calls;
}

beforeEach(() => vi.stubGlobal('location', new URL('https://shop.example/checkout/')));
afterEach(() => vi.unstubAllGlobals());

describe('sendRecoveryEmail (§7.16)', () => {
  it('POSTs the address, language and flag form-encoded to {ajax_url}?action={provider}_set_user_by_email', async () => {
    const calls = answer(200, '{"success":true}');
    expect(await sendRecoveryEmail(SETTINGS, 'jane+shop@example.com', true)).toEqual({ body: '{"success":true}' });
    expect(calls[0]!.url).toBe('/wp-admin/admin-ajax.php?action=mailchimp_set_user_by_email');
    expect(calls[0]!.init.method).toBe('POST');
    expect(String(calls[0]!.init.body)).toBe('email=jane%2Bshop%40example.com&mc_language=en_GB&subscribed=1');
  });

  it('counts any 2xx or 3xx as taken; a body that is not the provider\'s answer is told, not failed', async () => {
    answer(204, '');
    expect((await sendRecoveryEmail(SETTINGS, 'a@b.co', false)).unexpected).toMatch(/could not be read/);
    answer(304, '');
    expect(await sendRecoveryEmail(SETTINGS, 'a@b.co', false)).toEqual({ body: '' });
    answer(200, '<html>ok</html>');
    expect((await sendRecoveryEmail(SETTINGS, 'a@b.co', false)).unexpected).toMatch(/not JSON/);
  });

  it('throws an HttpError for a 4xx or 5xx', async () => {
    answer(400, '{"message":"bad"}');
    await expect(sendRecoveryEmail(SETTINGS, 'a@b.co', false)).rejects.toBeInstanceOf(HttpError);
    answer(500, 'oops');
    await expect(sendRecoveryEmail(SETTINGS, 'a@b.co', false)).rejects.toBeInstanceOf(HttpError);
  });
});

describe('lookUpRecoveryHash (§7.15)', () => {
  it('POSTs with JSON content type and accept, no body, the hash URL-encoded', async () => {
    const calls = answer(200, '{"success":true,"email":"jane@example.com"}');
    expect(await lookUpRecoveryHash(SETTINGS, 'ab&c')).toBe('jane@example.com');
    expect(calls[0]!.url).toBe('/wp-admin/admin-ajax.php?action=mailchimp_get_user_by_hash&hash=ab%26c');
    expect(calls[0]!.init).toMatchObject({ method: 'POST', headers: { 'Content-Type': 'application/json', Accept: 'application/json' } });
    expect(calls[0]!.init.body ?? null).toBeNull();
  });

  it('reads the email field alone: an answer with an address and no success field is taken (§7.15)', async () => {
    answer(200, '{"email":"jane@example.com"}');
    expect(await lookUpRecoveryHash(SETTINGS, 'h')).toBe('jane@example.com');
    for (const body of ['{"email":false}', '{"email":null}', '{"email":"jane@example.museum"}']) {
      answer(200, body);
      expect(await lookUpRecoveryHash(SETTINGS, 'h')).toBeNull();
    }
  });

  it('finds nobody for an unknown hash, false, null, an empty body or an invalid address', async () => {
    for (const body of ['{"success":false,"email":false}', 'false', 'null', '', '{"success":true,"email":"jane@example.museum"}']) {
      answer(200, body);
      expect(await lookUpRecoveryHash(SETTINGS, 'h')).toBeNull();
    }
  });

  it('refuses an answer of another shape or not JSON', async () => {
    answer(200, '{"unexpected":[1,2,3]}');
    await expect(lookUpRecoveryHash(SETTINGS, 'h')).rejects.toBeInstanceOf(InvalidBodyError);
    answer(200, '{"email":42}');
    await expect(lookUpRecoveryHash(SETTINGS, 'h')).rejects.toBeInstanceOf(InvalidBodyError);
    answer(200, '{"success":');
    await expect(lookUpRecoveryHash(SETTINGS, 'h')).rejects.toBeInstanceOf(InvalidBodyError);
  });
});

describe('cart recovery calls and other origins', () => {
  it('send neither the address nor the hash to another origin', async () => {
    const calls = answer(200, '{"success":true,"email":"jane@example.com"}');
    for (const ajaxUrl of ['//evil.example/wp-admin/admin-ajax.php', 'https://evil.example/wp-admin/admin-ajax.php']) {
      const settings = { ...SETTINGS, ajax_url: ajaxUrl };
      await expect(sendRecoveryEmail(settings, 'jane@example.com', true)).rejects.toBeInstanceOf(CrossOriginError);
      await expect(lookUpRecoveryHash(settings, 'h')).rejects.toBeInstanceOf(CrossOriginError);
    }
    expect(calls).toEqual([]);
    await lookUpRecoveryHash({ ...SETTINGS, ajax_url: 'https://shop.example/wp-admin/admin-ajax.php' }, 'h');
    expect(calls).toHaveLength(1);
  });
});

import { describe, expect, it } from 'vitest';
import {
  attributionCookieDomain, attributionValues, classifyTraffic, decodeCookieValue, DEFAULT_ATTRIBUTION_FIELDS,
  DEFAULT_ATTRIBUTION_OPTIONS, encodeCookieValue, fireDate, lifetimeMinutes, packFields, pageViewWrites, unpackFields,
  type AttributionContainer, type ClassifyInput,
} from './index.ts';

const SHOP = 'https://shop.example.com/checkout/';

type Case = [string, Partial<ClassifyInput>, Record<string, string> | null];

// (URL, referrer, cookies present) → the source recorded; null keeps the one recorded.
const CASES: Case[] = [
  ['utm_source and utm_medium', { url: `${SHOP}?utm_source=news&utm_medium=email&utm_campaign=spring` }, { type: 'utm', source: 'news', medium: 'email', campaign: 'spring', content: '(none)', term: '(none)' }],
  ['any single utm_* parameter', { url: `${SHOP}?utm_marketing_tactic=retarget` }, { type: 'utm', source: '(none)', medium: '(none)', tactic: 'retarget' }],
  ['a utm_* parameter outside the platform script\'s list (utm_adgroup)', { url: `${SHOP}?utm_adgroup=7`, referrer: 'https://www.google.com/', hasSession: true, hasSource: true }, { type: 'utm', source: '(none)', medium: '(none)', campaign: '(none)', content: '(none)', term: '(none)', id: '(none)', platform: '(none)', format: '(none)', tactic: '(none)' }],
  ['a utm_* parameter that comes after others', { url: `${SHOP}?page=2&utm_keyword=boots`, hasSource: true }, { type: 'utm', source: '(none)', medium: '(none)' }],
  ['utm_ with no name after it is no utm parameter', { url: `${SHOP}?utm_=x`, hasSource: true }, null],
  ['utm keys are case-sensitive, as in the platform\'s script', { url: `${SHOP}?UTM_SOURCE=x`, hasSource: true }, null],
  ['a bare unlisted utm key without = is no parameter', { url: `${SHOP}?utm_adgroup`, hasSource: true }, null],
  ['utm_id, platform and format', { url: `${SHOP}?utm_id=42&utm_source_platform=ads&utm_creative_format=banner` }, { type: 'utm', id: '42', platform: 'ads', format: 'banner' }],
  ['an empty utm value is (none)', { url: `${SHOP}?utm_source=&utm_medium=cpc` }, { type: 'utm', source: '(none)', medium: 'cpc' }],
  ['a bare utm key without = is no parameter', { url: `${SHOP}?utm_source`, hasSource: false }, { type: 'typein', source: '(direct)', medium: '(none)' }],
  ['a Google click id', { url: `${SHOP}?gclid=abc` }, { type: 'utm', source: 'google', medium: 'cpc', campaign: 'google_cpc' }],
  ['a Yandex click id', { url: `${SHOP}?yclid=abc` }, { type: 'utm', source: 'yandex', medium: 'cpc', campaign: 'yandex_cpc' }],
  ['utm wins over a search-engine referrer and a session', { url: `${SHOP}?utm_source=x`, referrer: 'https://www.google.com/', hasSession: true, hasSource: true }, { type: 'utm', source: 'x' }],
  ['a configured campaign parameter', { url: `${SHOP}?cmp=winter`, options: { ...DEFAULT_ATTRIBUTION_OPTIONS, campaignParam: 'cmp' } }, { type: 'utm', campaign: 'winter', source: '(none)' }],
  ['a configured term parameter', { url: `${SHOP}?kw=boots`, options: { ...DEFAULT_ATTRIBUTION_OPTIONS, termParam: 'kw' } }, { type: 'utm', term: 'boots' }],
  ['a configured content parameter', { url: `${SHOP}?ad=b2`, options: { ...DEFAULT_ATTRIBUTION_OPTIONS, contentParam: 'ad' } }, { type: 'utm', content: 'b2' }],
  ['an unconfigured custom parameter is nothing', { url: `${SHOP}?cmp=winter`, hasSource: true }, null],
  ['Google search', { referrer: 'https://www.google.co.uk/' }, { type: 'organic', source: 'google', medium: 'organic', campaign: '(none)' }],
  ['Bing search with its query', { referrer: 'https://www.bing.com/search?q=boots' }, { type: 'organic', source: 'bing', medium: 'organic' }],
  ['Yandex search with text=', { referrer: 'https://yandex.ru/search/?text=boots' }, { type: 'organic', source: 'yandex' }],
  ['organic also mid-session', { referrer: 'https://www.google.com/', hasSession: true, hasSource: true }, { type: 'organic', source: 'google' }],
  ['Bing without a query is a referral', { referrer: 'https://www.bing.com/' }, { type: 'referral', source: 'bing.com', medium: 'referral', content: '/' }],
  ['an external referrer without a session', { referrer: 'https://www.blog.example.org/post/1?x=1' }, { type: 'referral', source: 'blog.example.org', medium: 'referral', content: '/post/1' }],
  ['t.co is recorded as twitter.com', { referrer: 'https://t.co/abc' }, { type: 'referral', source: 'twitter.com' }],
  ['a referral in mid-session keeps the current source', { referrer: 'https://blog.example.org/', hasSession: true, hasSource: true }, null],
  ['a referral in mid-session before any source is a type-in', { referrer: 'https://blog.example.org/', hasSession: true, hasSource: false }, { type: 'typein', source: '(direct)' }],
  ['the site itself (www. or a subdomain) is not external', { referrer: 'https://www.shop.example.com/cart/', hasSource: true }, null],
  ['an internal page view on a first visit is a type-in', { referrer: 'https://shop.example.com/' }, { type: 'typein', source: '(direct)', medium: '(none)' }],
  ['no referrer, nothing recorded: type-in', {}, { type: 'typein', source: '(direct)', medium: '(none)', campaign: '(none)', content: '(none)', term: '(none)', id: '(none)', platform: '(none)', format: '(none)', tactic: '(none)' }],
  ['no referrer, a source recorded: kept', { hasSource: true }, null],
  ['a referrer that is no http(s) URL is ignored', { referrer: 'android-app://com.example/', hasSource: true }, null],
];

describe('classifyTraffic (§4.25)', () => {
  it.each(CASES)('%s', (_name, input, expected) => {
    const result = classifyTraffic({ url: SHOP, referrer: '', hasSession: false, hasSource: false, ...input });
    if (expected === null) expect(result).toBeNull();
    else expect(result).toMatchObject(expected);
  });
});

describe('cookie values', () => {
  const packed = packFields([['typ', 'utm'], ['src', 'news letter'], ['ep', 'https://shop.example.com/?a=1&b=(2)']]);

  it('packs as alias=value|||alias=value', () => {
    expect(packed).toBe('typ=utm|||src=news letter|||ep=https://shop.example.com/?a=1&b=(2)');
  });

  it('encodes as the platform script does: percent-encoding plus ! ~ * \' ( )', () => {
    expect(encodeCookieValue(packed, false)).toBe('typ%3Dutm%7C%7C%7Csrc%3Dnews%20letter%7C%7C%7Cep%3Dhttps%3A%2F%2Fshop.example.com%2F%3Fa%3D1%26b%3D%282%29');
    expect(encodeCookieValue("a=!~*'", false)).toBe('a%3D%21%7E%2A%27');
  });

  it('reads its own values back, plain and base64 (padding dropped)', () => {
    for (const base64 of [false, true]) {
      const text = encodeCookieValue(packed, base64);
      if (base64) expect(text).toMatch(/^[A-Za-z0-9+/]+$/);
      expect(unpackFields(decodeCookieValue(text))).toEqual({ typ: 'utm', src: 'news letter', ep: 'https://shop.example.com/?a=1&b=(2)' });
    }
  });

  it('reads a value written by the platform script, raw query text decoded once more', () => {
    // utm_source=spring%20sale as the script stores it (raw query text inside the encoded value).
    const platform = 'typ%3Dutm%7C%7C%7Csrc%3Dspring%2520sale%7C%7C%7Cmdm%3D%28none%29';
    expect(unpackFields(decodeCookieValue(platform))).toEqual({ typ: 'utm', src: 'spring sale', mdm: '(none)' });
  });

  it('keeps a delimiter inside a value from splitting it', () => {
    expect(unpackFields(decodeCookieValue(encodeCookieValue(packFields([['rf', 'a|||b'], ['x', '1']]), false)))).toEqual({ rf: 'a|||b', x: '1' });
  });

  it('reads junk as nothing, never throws', () => {
    expect(decodeCookieValue('')).toBeNull();
    expect(decodeCookieValue(undefined)).toBeNull();
    expect(unpackFields(decodeCookieValue('%E0%A4%A'))).toEqual({});
    expect(unpackFields('=x|||__proto__=1|||ok=%ZZ')).toEqual({ ok: '%ZZ' });
  });
});

describe('pageViewWrites (§3.19, §9.4)', () => {
  const base = {
    url: `${SHOP}?utm_source=news`, referrer: '', userAgent: 'UA/1', now: new Date(Date.UTC(2026, 0, 2, 3, 4, 5)),
    random: () => 0.5, cookies: {}, options: DEFAULT_ATTRIBUTION_OPTIONS,
  };
  const byContainer = (writes: ReturnType<typeof pageViewWrites>) =>
    Object.fromEntries(writes.map((w) => [w.container, { ...unpackFields(w.value), minutes: String(w.minutes) }])) as Partial<Record<AttributionContainer, Record<string, string>>>;

  it('a first visit writes current, first, both extras, udata and session with their lifetimes', () => {
    const w = byContainer(pageViewWrites(base));
    const sixMonths = String(6 * 30 * 24 * 60);
    expect(w.current).toMatchObject({ typ: 'utm', src: 'news', mdm: '(none)', minutes: sixMonths });
    expect(w.first).toMatchObject({ typ: 'utm', src: 'news' });
    expect(w.current_add).toEqual({ fd: '2026-01-02 03:04:05', ep: base.url, rf: '(none)', minutes: sixMonths });
    expect(w.first_add).toMatchObject({ ep: base.url });
    expect(w.udata).toEqual({ vst: '1', uip: '(none)', uag: 'UA/1', minutes: sixMonths });
    expect(w.session).toEqual({ pgs: '1', cpg: base.url, minutes: '30' });
    expect(w.promo).toBeUndefined();
  });

  it('a visit it starts is marked as migrated, as the platform\'s script marks its own; never over an existing visit or mark', () => {
    const mark = (cookies: Parameters<typeof pageViewWrites>[0]['cookies']) => pageViewWrites({ ...base, cookies }).filter((w) => w.container === 'migrations');
    expect(mark({})).toEqual([{ container: 'migrations', value: '1418474375998=1', minutes: 6 * 30 * 24 * 60 }]);
    // Written before the visit's first cookie, as the platform's script does: its next page then counts on.
    expect(pageViewWrites({ ...base, cookies: {} })[0]!.container).toBe('migrations');
    expect(mark({ first: 'typ=utm|||src=news' })).toEqual([]);
    expect(mark({ migrations: '1418474375998=1' })).toEqual([]);
  });

  it('pages_seen counts up within a session; visits counts up after a session expired', () => {
    const cookies = {
      current: 'typ=utm|||src=news', first: 'typ=utm|||src=news', first_add: 'fd=x',
      udata: 'vst=3|||uip=(none)|||uag=UA/1', session: 'pgs=4|||cpg=/',
    };
    const mid = byContainer(pageViewWrites({ ...base, url: SHOP, cookies }));
    expect(mid.session).toMatchObject({ pgs: '5' });
    expect(mid.udata).toMatchObject({ vst: '3' });
    expect(mid.current).toMatchObject({ src: 'news' });
    expect(mid.first).toBeUndefined();
    expect(mid.current_add).toBeUndefined();
    const next = byContainer(pageViewWrites({ ...base, url: SHOP, cookies: { ...cookies, session: null } }));
    expect(next.session).toMatchObject({ pgs: '1' });
    expect(next.udata).toMatchObject({ vst: '4' });
  });

  it('a visit with a utm_* parameter the platform\'s script does not list writes the platform\'s cookie format, the ten fields only', () => {
    const cookies = { current: 'typ=typein|||src=(direct)', first: 'typ=typein|||src=(direct)', first_add: 'fd=old', udata: 'vst=1', session: 'pgs=1' };
    const writes = pageViewWrites({ ...base, url: `${SHOP}?utm_adgroup=7`, cookies });
    expect(writes.find((w) => w.container === 'current')!.value)
      .toBe('typ=utm|||src=(none)|||mdm=(none)|||cmp=(none)|||cnt=(none)|||trm=(none)|||id=(none)|||plt=(none)|||fmt=(none)|||tct=(none)');
    expect(byContainer(writes).current_add).toMatchObject({ ep: `${SHOP}?utm_adgroup=7` });
  });

  it('a new source replaces current but never first or first_add', () => {
    const cookies = { current: 'typ=typein|||src=(direct)', first: 'typ=typein|||src=(direct)', first_add: 'fd=old', udata: 'vst=1', session: 'pgs=1' };
    const w = byContainer(pageViewWrites({ ...base, url: `${SHOP}?gclid=1`, cookies }));
    expect(w.current).toMatchObject({ typ: 'utm', src: 'google' });
    expect(w.first).toBeUndefined();
    expect(w.first_add).toBeUndefined();
    expect(w.current_add).toBeDefined();
  });

  it('configured lifetime and session; a promo code in its range, padded', () => {
    const options = { ...DEFAULT_ATTRIBUTION_OPTIONS, lifetimeMonths: 1, sessionMinutes: 10, promo: { min: 100000, max: 999999 } };
    const w = byContainer(pageViewWrites({ ...base, options, random: () => 0 }));
    expect(w.current!.minutes).toBe(String(30 * 24 * 60));
    expect(w.session!.minutes).toBe('10');
    expect(w.promo).toEqual({ code: '100000', minutes: String(30 * 24 * 60) });
    const top = byContainer(pageViewWrites({ ...base, options, random: () => 0.9999999 }));
    expect(top.promo!.code).toBe('999999');
    expect(byContainer(pageViewWrites({ ...base, options: { ...options, promo: { min: 1, max: 100 } }, random: () => 0 })).promo!.code).toBe('001');
    expect(byContainer(pageViewWrites({ ...base, options, cookies: { promo: 'code=123456' } })).promo).toBeUndefined();
  });

  it('a month is 30 × 24 × 60 minutes; the platform\'s tiny lifetime gives session cookies', () => {
    expect(lifetimeMinutes(6)).toBe(259200);
    expect(lifetimeMinutes(0.00001)).toBe(0);
    expect(fireDate(new Date(Date.UTC(2026, 11, 31, 23, 59, 59)))).toBe('2026-12-31 23:59:59');
  });
});

describe('attributionValues', () => {
  it('maps each field to its container value; missing ones are empty', () => {
    const values = attributionValues(DEFAULT_ATTRIBUTION_FIELDS, { current: { typ: 'utm', src: 'news' }, session: { pgs: '2' } });
    expect(values).toMatchObject({ source_type: 'utm', utm_source: 'news', session_pages: '2', referrer: '', user_agent: '' });
    expect(Object.keys(values)).toEqual(Object.keys(DEFAULT_ATTRIBUTION_FIELDS));
  });

  it('sends every field empty when tracking is off', () => {
    expect(Object.values(attributionValues(DEFAULT_ATTRIBUTION_FIELDS, null)).every((v) => v === '')).toBe(true);
  });
});

describe('attributionCookieDomain', () => {
  it.each([
    ['www.shop.example.com', 'shop.example.com'],
    ['shop.example.com', 'shop.example.com'],
    ['WWW.Example.COM', 'example.com'],
    ['localhost', undefined],
    ['127.0.0.1', undefined],
    ['app.localhost', undefined],
    ['[::1]', undefined],
  ])('%s → %s', (host, domain) => expect(attributionCookieDomain(host)).toBe(domain));
});

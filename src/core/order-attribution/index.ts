/**
 * Order attribution (SPEC §3.19, §4.25, §7.17, §9.4): traffic classification and the cookie
 * values, in the format the platform's own attribution script writes (`sbjs_*` cookies holding
 * `alias=value|||alias=value`, percent-encoded, optionally base64) so server code that parses
 * those cookies reads ours unchanged. Pure: the caller passes the URL, referrer, cookies and clock.
 */
import { INTEGRATIONS } from '../timings/index.ts';

export type AttributionContainer = 'current' | 'current_add' | 'first' | 'first_add' | 'session' | 'udata' | 'promo';

/** Cookie name per container; `migrations` is the platform script's bookkeeping cookie (removed with the rest). */
export const ATTRIBUTION_COOKIES: Record<AttributionContainer | 'migrations', string> = {
  current: 'sbjs_current',
  current_add: 'sbjs_current_add',
  first: 'sbjs_first',
  first_add: 'sbjs_first_add',
  session: 'sbjs_session',
  udata: 'sbjs_udata',
  promo: 'sbjs_promo',
  migrations: 'sbjs_migrations',
};

export const CONTAINERS = ['current', 'current_add', 'first', 'first_add', 'session', 'udata', 'promo'] as const;

/** The one cookie-format migration the platform's script knows (its id), recorded in `sbjs_migrations`. */
const PLATFORM_MIGRATION = '1418474375998';

/** Empty values are recorded as this (§4.25). */
export const NONE = '(none)';
const DELIMITER = '|||';

export type TrafficType = 'utm' | 'organic' | 'referral' | 'typein';

/** The `current` / `first` fields (§3.19) in their cookie order. */
export interface TrafficSource {
  type: TrafficType;
  source: string;
  medium: string;
  campaign: string;
  content: string;
  term: string;
  id: string;
  platform: string;
  format: string;
  tactic: string;
}

const MAIN_ALIASES: Array<[keyof TrafficSource, string]> = [
  ['type', 'typ'], ['source', 'src'], ['medium', 'mdm'], ['campaign', 'cmp'], ['content', 'cnt'],
  ['term', 'trm'], ['id', 'id'], ['platform', 'plt'], ['format', 'fmt'], ['tactic', 'tct'],
];

export interface AttributionOptions {
  /** Cookie lifetime in months of 30 days (§9.4); 0 makes them last the browser session. */
  lifetimeMonths: number;
  /** Session length in minutes. */
  sessionMinutes: number;
  /** Write base64 values (the platform's `base64` switch). */
  base64: boolean;
  /** Extra query parameters that mark a campaign, term or content (ad links). */
  campaignParam: string;
  termParam: string;
  contentParam: string;
  /** Write a promo cookie with a code in this range; null writes none. */
  promo: { min: number; max: number } | null;
}

export const DEFAULT_ATTRIBUTION_OPTIONS: AttributionOptions = {
  lifetimeMonths: INTEGRATIONS.attributionLifetimeMonths,
  sessionMinutes: INTEGRATIONS.attributionSessionMinutes,
  base64: false,
  campaignParam: '',
  termParam: '',
  contentParam: '',
  promo: null,
};

/* ---------- cookie values ---------- */

/** Percent-encoding of the platform's script: encodeURIComponent plus `! ~ * ' ( )`. */
export function encodeData(text: string): string {
  return encodeURIComponent(text).replace(/[!~*'()]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

export function decodeData(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** `alias=value|||alias=value`; a value that holds the delimiter keeps it percent-encoded. */
export function packFields(fields: ReadonlyArray<readonly [string, string]>): string {
  return fields.map(([alias, value]) => `${alias}=${value.split(DELIMITER).join('%7C%7C%7C')}`).join(DELIMITER);
}

/** The fields of a packed value: split on the delimiter, then on the first `=`; each value decoded once more. */
export function unpackFields(packed: string | null | undefined): Record<string, string> {
  const fields: Record<string, string> = {};
  if (!packed) return fields;
  for (const part of packed.split(DELIMITER)) {
    const at = part.indexOf('=');
    if (at <= 0) continue;
    const alias = part.slice(0, at);
    if (alias === '__proto__') continue;
    fields[alias] = decodeData(part.slice(at + 1));
  }
  return fields;
}

/** The cookie text for a packed value: percent-encoded, then base64 without padding when asked. */
export function encodeCookieValue(packed: string, base64: boolean): string {
  const encoded = encodeData(packed);
  return base64 ? btoa(encoded).replace(/=+$/, '') : encoded;
}

/**
 * The packed value of a cookie's text. Text made only of base64 characters is read as base64 (as
 * the platform's script reads it; percent-encoded text always holds a `%` or `=`); else decoded.
 */
export function decodeCookieValue(text: string | null | undefined): string | null {
  if (text == null || text === '') return null;
  let content = text;
  if (/^[A-Za-z0-9+/]+$/.test(content)) {
    try {
      content = atob(content.padEnd(Math.ceil(content.length / 4) * 4, '='));
    } catch {
      // not base64 after all: read as it is
    }
  }
  return decodeData(content);
}

/* ---------- classification ---------- */

/** Query parameters as the platform's script reads them: raw (still encoded) text after the first `=`. */
export function queryParams(search: string): Map<string, string> {
  const params = new Map<string, string>();
  const query = search.startsWith('?') ? search.slice(1) : search;
  if (!query) return params;
  for (const pair of query.split('&')) {
    const at = pair.indexOf('=');
    // A bare key (`?utm_source`) carries no value: the platform's script does not count it.
    if (at < 0) continue;
    const key = pair.slice(0, at);
    if (!params.has(key)) params.set(key, pair.slice(at + 1).split('=')[0]!);
  }
  return params;
}

/** A host without its `www.` (the platform's script compares hosts that way). */
export function bareHost(host: string): string {
  return host.toLowerCase().replace(/^www\./, '');
}

function parseUrl(text: string): URL | null {
  try {
    return new URL(text);
  } catch {
    return null;
  }
}

/**
 * §4.25: any `utm_<name>` parameter makes a campaign visit, not only the nine the platform's script
 * lists, so a tag added later (utm_adgroup …) counts too. Keys are case-sensitive, as in that script.
 */
export function isUtmKey(key: string): boolean {
  return key.startsWith('utm_') && key.length > 'utm_'.length;
}
/** Ad click ids and what they stand for. */
const CLICK_IDS: Record<string, { source: string; medium: string; campaign: string }> = {
  gclid: { source: 'google', medium: 'cpc', campaign: 'google_cpc' },
  yclid: { source: 'yandex', medium: 'cpc', campaign: 'yandex_cpc' },
};
/** Search engines known by host and query parameter, with the name recorded as the source. */
const ORGANICS: Array<{ host: string; param: string; display: string }> = [
  { host: 'bing.com', param: 'q', display: 'bing' },
  { host: 'yahoo.com', param: 'p', display: 'yahoo' },
  { host: 'about.com', param: 'q', display: 'about' },
  { host: 'aol.com', param: 'q', display: 'aol' },
  { host: 'ask.com', param: 'q', display: 'ask' },
  { host: 'globososo.com', param: 'q', display: 'globo' },
  { host: 'go.mail.ru', param: 'q', display: 'go.mail.ru' },
  { host: 'rambler.ru', param: 'query', display: 'rambler' },
  { host: 'tut.by', param: 'query', display: 'tut.by' },
];
/** Referrers recorded under another name. */
const REFERRAL_NAMES: Record<string, string> = { 't.co': 'twitter.com', 'plus.url.google.com': 'plus.google.com' };

const isSubdomainOf = (host: string, domain: string) => host === domain || host.endsWith(`.${domain}`);

/** The search engine a referrer is, if any. */
export function organicSource(referrer: URL): string | null {
  const host = referrer.hostname.toLowerCase();
  const query = referrer.search.slice(1);
  if (/^(?:.*\.)?yandex\..{2,9}$/.test(host) && /(?:^|&)text=/.test(query)) return 'yandex';
  if (/^(?:www\.)?google\..{2,9}$/.test(host)) return 'google';
  if (!query) return null;
  const params = queryParams(query);
  for (const engine of ORGANICS) if (isSubdomainOf(host, engine.host) && params.has(engine.param)) return engine.display;
  return null;
}

const orNone = (value: string | undefined) => (value === undefined || value === '' ? NONE : value);

function emptySource(type: TrafficType, source: string, medium: string): TrafficSource {
  return { type, source, medium, campaign: NONE, content: NONE, term: NONE, id: NONE, platform: NONE, format: NONE, tactic: NONE };
}

export interface ClassifyInput {
  url: string;
  referrer: string;
  /** A session cookie exists (the visitor is mid-session). */
  hasSession: boolean;
  /** A current or first source is recorded already. */
  hasSource: boolean;
  options?: Pick<AttributionOptions, 'campaignParam' | 'termParam' | 'contentParam'>;
}

/**
 * §4.25: the source of this visit, or null when the one recorded stays (a typed-in or internal
 * visit, or a referral in mid-session, after a source was recorded).
 */
export function classifyTraffic({ url, referrer, hasSession, hasSource, options = DEFAULT_ATTRIBUTION_OPTIONS }: ClassifyInput): TrafficSource | null {
  const page = parseUrl(url);
  const params = queryParams(page?.search ?? '');
  const extra = [options.campaignParam, options.termParam, options.contentParam].filter((p) => p !== '');
  const clickId = Object.keys(CLICK_IDS).find((key) => params.has(key));
  if ([...params.keys()].some(isUtmKey) || clickId !== undefined || extra.some((key) => params.has(key))) {
    const click = clickId ? CLICK_IDS[clickId] : undefined;
    const pick = (...keys: string[]) => keys.map((key) => (key ? params.get(key) : undefined)).find((v) => v !== undefined);
    const ref = parseUrl(referrer);
    const yandexText = ref && /^(?:.*\.)?yandex\..{2,9}$/i.test(ref.hostname) ? queryParams(ref.search).get('text') : undefined;
    return {
      type: 'utm',
      source: orNone(pick('utm_source') ?? click?.source),
      medium: orNone(pick('utm_medium') ?? click?.medium),
      campaign: orNone(pick('utm_campaign', options.campaignParam) ?? click?.campaign),
      content: orNone(pick('utm_content', options.contentParam)),
      term: orNone(pick('utm_term', options.termParam) ?? yandexText),
      id: orNone(params.get('utm_id')),
      platform: orNone(params.get('utm_source_platform')),
      format: orNone(params.get('utm_creative_format')),
      tactic: orNone(params.get('utm_marketing_tactic')),
    };
  }
  const ref = parseUrl(referrer);
  const external = ref !== null && page !== null && /^https?:$/.test(ref.protocol)
    && !isSubdomainOf(bareHost(ref.hostname), bareHost(page.hostname));
  if (ref && external) {
    const engine = organicSource(ref);
    if (engine) return emptySource('organic', engine, 'organic');
    if (!hasSession) {
      const host = bareHost(ref.hostname);
      return { ...emptySource('referral', REFERRAL_NAMES[host] ?? host, 'referral'), content: orNone(ref.pathname) };
    }
  }
  if (!hasSource) return emptySource('typein', '(direct)', NONE);
  return null;
}

/* ---------- the cookie writes of one page view ---------- */

export interface AttributionCookieWrite {
  container: AttributionContainer | 'migrations';
  /** The packed value (encode it with `encodeCookieValue`). */
  value: string;
  /** Lifetime in minutes; 0 = until the browser closes. */
  minutes: number;
}

export interface PageViewInput {
  url: string;
  referrer: string;
  userAgent: string;
  now: Date;
  /** A number in [0, 1) (the promo code). */
  random: () => number;
  /** The packed value of each container cookie now present (and of the platform script's `migrations`). */
  cookies: Partial<Record<AttributionContainer | 'migrations', string | null>>;
  options: AttributionOptions;
}

/** `YYYY-MM-DD hh:mm:ss` at the timezone offset 0 (§9.4). */
export function fireDate(now: Date): string {
  const d = new Date(now.getTime() + INTEGRATIONS.attributionTimezoneOffset * 3600_000);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${d.getUTCFullYear()}-${two(d.getUTCMonth() + 1)}-${two(d.getUTCDate())} ${two(d.getUTCHours())}:${two(d.getUTCMinutes())}:${two(d.getUTCSeconds())}`;
}

/** Lifetime in minutes of `months` months of 30 days, whole minutes. */
export function lifetimeMinutes(months: number): number {
  return Math.max(0, Math.floor(months * INTEGRATIONS.attributionMonthMinutes));
}

/** The cookie writes of one page view (§3.19, §4.25): pages_seen, visits, the source, first touch, promo. */
export function pageViewWrites(input: PageViewInput): AttributionCookieWrite[] {
  const { cookies, options } = input;
  const lifetime = lifetimeMinutes(options.lifetimeMonths);
  const hasSession = Boolean(cookies.session);
  const writes: AttributionCookieWrite[] = [];
  // The platform's script marks a visit it starts as already migrated; without the mark, its next page
  // view takes our cookies for its old format, rewrites them and counts the session's pages from 0.
  if (!cookies.first && !cookies.migrations) writes.push({ container: 'migrations', value: `${PLATFORM_MIGRATION}=1`, minutes: lifetime });
  const fresh = classifyTraffic({
    url: input.url, referrer: input.referrer, hasSession, hasSource: Boolean(cookies.current || cookies.first), options,
  });
  let current = cookies.current ?? null;
  if (fresh) {
    current = packFields(MAIN_ALIASES.map(([key, alias]) => [alias, fresh[key]] as const));
    const extra = packFields([['fd', fireDate(input.now)], ['ep', input.url], ['rf', input.referrer || NONE]]);
    writes.push({ container: 'current_add', value: extra, minutes: lifetime });
    if (!cookies.first_add) writes.push({ container: 'first_add', value: extra, minutes: lifetime });
  }
  if (current) {
    writes.push({ container: 'current', value: current, minutes: lifetime });
    if (!cookies.first) writes.push({ container: 'first', value: current, minutes: lifetime });
  }
  const knownVisits = Number.parseInt(unpackFields(cookies.udata).vst ?? '', 10) || 1;
  const visits = !cookies.udata ? 1 : hasSession ? knownVisits : knownVisits + 1;
  writes.push({ container: 'udata', value: packFields([['vst', String(visits)], ['uip', NONE], ['uag', input.userAgent]]), minutes: lifetime });
  const pages = hasSession ? (Number.parseInt(unpackFields(cookies.session).pgs ?? '', 10) || 1) + 1 : 1;
  writes.push({ container: 'session', value: packFields([['pgs', String(pages)], ['cpg', input.url]]), minutes: options.sessionMinutes });
  if (options.promo && !cookies.promo) {
    const { min, max } = options.promo;
    const code = Math.floor(input.random() * (max - min + 1)) + min;
    writes.push({ container: 'promo', value: packFields([['code', String(code).padStart(String(max).length, '0')]]), minutes: lifetime });
  }
  return writes;
}

/* ---------- output ---------- */

export { DEFAULT_ATTRIBUTION_FIELDS, DEFAULT_ATTRIBUTION_PREFIX } from './defaults.ts';

/** The block checkout's extension-data key: the platform's name + `/order-attribution` (§3.19). */
export const ATTRIBUTION_EXTENSION_KEY = 'woocommerce/order-attribution';

/**
 * Each field's value from the read containers (`{current: {typ: 'utm', …}, …}`); every value is
 * empty when tracking is off (`containers` null), as the platform sends then.
 */
export function attributionValues(
  fields: Readonly<Record<string, string>>,
  containers: Partial<Record<AttributionContainer, Record<string, string>>> | null,
): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, path] of Object.entries(fields)) {
    const [container, alias] = path.split('.', 2) as [AttributionContainer, string | undefined];
    const box = containers && Object.hasOwn(containers, container) ? containers[container] : undefined;
    values[name] = box && alias !== undefined && Object.hasOwn(box, alias) ? box[alias]! : '';
  }
  return values;
}

/**
 * The domain the cookies are written for: the host without `www.`, so `www.` pages and the bare
 * domain share them. None (a host-only cookie) for `localhost`, an IP address or a one-label host,
 * for which browsers refuse a domain attribute.
 */
export function attributionCookieDomain(hostname: string): string | undefined {
  const host = bareHost(hostname);
  if (!host.includes('.') || /^[\d.]+$/.test(host) || host.includes(':') || host.endsWith('.localhost')) return undefined;
  return host;
}

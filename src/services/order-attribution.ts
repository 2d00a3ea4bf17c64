/**
 * The order-attribution cookies (SPEC §3.19, §7.17): read, written and removed in the platform
 * script's format, on the site domain (path '/'). No HTTP call.
 */
import {
  ATTRIBUTION_COOKIES, attributionCookieDomain, CONTAINERS, decodeCookieValue, encodeCookieValue, unpackFields,
  type AttributionContainer, type AttributionCookieWrite,
} from '../core/order-attribution/index.ts';
import { getVerbatimCookie, removeCookie, setVerbatimCookie } from './cookies.ts';

/** The packed value of every container cookie present, and of the platform script's `migrations` mark. */
export function readAttributionCookies(): Partial<Record<AttributionContainer | 'migrations', string | null>> {
  const cookies: Partial<Record<AttributionContainer | 'migrations', string | null>> = {};
  for (const container of [...CONTAINERS, 'migrations'] as const) cookies[container] = decodeCookieValue(getVerbatimCookie(ATTRIBUTION_COOKIES[container]));
  return cookies;
}

/** The fields of every container, for the checkout inputs. */
export function readAttributionContainers(): Partial<Record<AttributionContainer, Record<string, string>>> {
  const packed = readAttributionCookies();
  const containers: Partial<Record<AttributionContainer, Record<string, string>>> = {};
  for (const container of CONTAINERS) containers[container] = unpackFields(packed[container]);
  return containers;
}

export function writeAttributionCookies(writes: readonly AttributionCookieWrite[], base64: boolean, hostname = location.hostname): void {
  const domain = attributionCookieDomain(hostname);
  for (const write of writes) {
    setVerbatimCookie(ATTRIBUTION_COOKIES[write.container], encodeCookieValue(write.value, base64), {
      ...(domain ? { domain } : {}),
      ...(write.minutes > 0 ? { expires: new Date(Date.now() + write.minutes * 60_000) } : {}),
    });
  }
}

/** Removes every attribution cookie, on the site domain and as host-only cookies (either may exist). */
export function removeAttributionCookies(hostname = location.hostname): void {
  const domain = attributionCookieDomain(hostname);
  for (const name of Object.values(ATTRIBUTION_COOKIES)) {
    removeCookie(name);
    if (domain) removeCookie(name, { domain });
  }
}

/**
 * Request fuzzer over the reference store: every registered call's endpoint plus the
 * store's other routes, with wrong types, missing fields, oversized bodies, bad nonces and
 * broken encodings. The store must answer bad input with 4xx (or its platform-compatible
 * 200), never 5xx and never a dropped connection.
 */
import type { CallDescription } from '../../src/services/calls.ts';
import { request } from 'node:http';
import { DEMO_ADMIN_AJAX_ACTION } from './demo-steps.ts';
import type { Results } from './lib/results.ts';

function send(c: { method: string; url: string; body?: string | Uint8Array; headers: Record<string, string> }): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(c.url, { method: c.method, headers: c.headers, agent: false, timeout: 15_000 }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
      res.on('error', reject);
    });
    req.on('timeout', () => req.destroy(new Error('no answer within 15 s')));
    req.on('error', reject);
    req.end(c.body);
  });
}

const SECTION = 'fuzz';

/** Routes of the store besides the registered calls (pages, REST, helpers). */
export const DEMO_ROUTES: Array<{ method: 'GET' | 'POST' | 'PUT' | 'DELETE'; path: string }> = [
  { method: 'POST', path: '/?wc-ajax=add_to_cart' },
  { method: 'POST', path: '/?wc-ajax=remove_from_cart' },
  { method: 'POST', path: '/?wc-ajax=get_refreshed_fragments' },
  { method: 'POST', path: '/?wc-ajax=get_variation' },
  { method: 'POST', path: '/?wc-ajax=unknown_endpoint' },
  { method: 'POST', path: '/wp-admin/admin-ajax.php' },
  { method: 'GET', path: '/wp-admin/admin-ajax.php' },
  { method: 'POST', path: '/wp-json/wp/v2/users/me' },
  { method: 'PUT', path: '/wp-json/wp/v2/users/me' },
  { method: 'GET', path: '/wp-json/wp/v2/users/me' },
  { method: 'GET', path: '/wp-json/wc/v4/memberships/members' },
  { method: 'GET', path: '/wp-json/nothing/here' },
  { method: 'GET', path: '/shop/' },
  { method: 'GET', path: '/cart/' },
  { method: 'POST', path: '/cart/' },
  { method: 'POST', path: '/checkout/' },
  { method: 'POST', path: '/my-account/' },
  { method: 'GET', path: '/product/hoodie-sizes/' },
  { method: 'POST', path: '/product/hoodie-sizes/' },
  { method: 'GET', path: '/__demo/fault' },
  { method: 'GET', path: '/__demo/settings' },
  { method: 'GET', path: '/__demo/login' },
  { method: 'POST', path: '/__demo/csp-report' },
];

const FIELD_NAMES = ['product_id', 'quantity', 'cart_item_key', 'variation_id', 'attribute_pa_size', 'attribute_pa_color', 'action', 'nonce', '_wpnonce', 'security', 'id', 'type', 'email', 'hash', 'page', 'per_page', 'search', 'plan', 'status', 'add-to-cart', 'username', 'password', 'woocommerce_meta', 'update_cart', 'cart', 'paged', 'orderby', 's'];

const VALUES = ['', '0', '-1', '1.5', 'NaN', 'Infinity', '1e309', '99999999999999999999999', 'abc', 'true', 'null', '[]', '{}', '<script>x</script>', "' OR 1=1 --", '../../etc/passwd', '\u0000', '%00', '\uD800', 'x'.repeat(5000), '🙂'];

function mulberry32(seed: number) {
  let a = seed;
  return () => {
    a |= 0;
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface Case {
  method: string;
  url: string;
  body?: string | Uint8Array;
  headers: Record<string, string>;
  label: string;
}

function callPath(call: CallDescription): string | undefined {
  if (call.transport === 'wc-ajax') return `/?wc-ajax=${encodeURIComponent(call.endpoint)}`;
  if (call.transport === 'admin-ajax') {
    // A call whose action its caller names is fuzzed through an action the demo store answers.
    const action = call.endpoint === '*' ? DEMO_ADMIN_AJAX_ACTION : call.endpoint;
    return `/wp-admin/admin-ajax.php?action=${encodeURIComponent(action)}`;
  }
  if (call.transport === 'rest') return '/wp-json/wp/v2/users/me';
  return undefined;
}

function cases(base: string, calls: CallDescription[]): Case[] {
  const random = mulberry32(20261123);
  const pick = <T,>(list: T[]) => list[Math.floor(random() * list.length)] as T;
  const routes = [...DEMO_ROUTES];
  for (const call of calls) {
    const p = callPath(call);
    if (p && !routes.some((r) => r.path === p)) routes.push({ method: 'POST', path: p });
  }
  const form = { 'content-type': 'application/x-www-form-urlencoded' };
  const json = { 'content-type': 'application/json' };
  const list: Case[] = [];
  for (const route of routes) {
    const url = `${base}${route.path}`;
    const add = (label: string, body: string | Uint8Array | undefined, headers: Record<string, string>, method = route.method) =>
      list.push({ method, url, body: method === 'GET' ? undefined : body, headers, label });
    add('no body', undefined, {});
    add('empty form', '', form);
    // random forms: wrong types, missing fields
    for (let i = 0; i < 14; i += 1) {
      const params = new URLSearchParams();
      const count = 1 + Math.floor(random() * 4);
      for (let j = 0; j < count; j += 1) params.append(pick(FIELD_NAMES), pick(VALUES));
      if (route.method === 'GET') list.push({ method: 'GET', url: `${url}${url.includes('?') ? '&' : '?'}${params}`, headers: {}, label: 'random query' });
      else add('random form', params.toString(), form);
    }
    add('array fields', 'product_id[]=1&product_id[]=2&quantity[a]=1', form);
    add('broken percent-encoding', 'product_id=%E0%A4%A&quantity=%', form);
    add('JSON where a form is expected', '{"product_id": 1}', json);
    add('invalid JSON', '{"woocommerce_meta": {', json);
    add('JSON of the wrong shape', '[1, 2, 3]', json);
    add('JSON wrong types', '{"woocommerce_meta": "yes", "product_id": {"x": 1}}', json);
    add('deep JSON', `${'['.repeat(5000)}${']'.repeat(5000)}`, json);
    add('oversized body (2 MB)', `product_id=1&quantity=${'9'.repeat(2 * 1024 * 1024)}`, form);
    add('binary body', new Uint8Array(Array.from({ length: 4096 }, () => Math.floor(random() * 256))), { 'content-type': 'application/octet-stream' });
    add('bad nonce header', '{"woocommerce_meta": {"coming_soon_banner_dismissed": "yes"}}', { ...json, 'x-wp-nonce': 'deadbeef00' });
    add('bad nonce field', 'action=woocommerce_add_to_cart&_wpnonce=deadbeef&security=0&nonce=%3Cx%3E&product_id=1', form);
    add('huge header', 'product_id=1', { ...form, 'x-wp-nonce': 'n'.repeat(6000) });
    add('wrong method', undefined, {}, route.method === 'GET' ? 'DELETE' : 'GET');
  }
  return list;
}

export async function fuzz(base: string, calls: CallDescription[], results: Results): Promise<void> {
  const list = cases(base, calls);
  const failures: string[] = [];
  let tried = 0;
  const statuses = new Map<string, number>();
  let next = 0;
  const worker = async () => {
    while (next < list.length) {
      const c = list[next++]!;
      tried += 1;
      try {
        // A connection of its own per request, so one refused body cannot break a reused socket.
        const status = await send(c);
        const bucket = `${String(status)[0]}xx`;
        statuses.set(bucket, (statuses.get(bucket) ?? 0) + 1);
        if (status >= 500) failures.push(`${c.method} ${c.url.replace(base, '')} (${c.label}) → ${status}`);
      } catch (error) {
        failures.push(`${c.method} ${c.url.replace(base, '')} (${c.label}) → ${(error as Error).message}`);
      }
    }
  };
  await Promise.all(Array.from({ length: 6 }, worker));
  const routes = new Set(list.map((c) => `${c.method} ${c.url}`)).size;
  console.log(`fuzz: ${tried} requests tried over ${routes} method+route pairs; ${[...statuses].map(([k, v]) => `${k} ${v}`).join(', ')}`);
  results.figures.fuzz = { tried, statuses: Object.fromEntries(statuses), failures: failures.length };
  results.expectNone(SECTION, `${tried} requests: never a 5xx or a dropped connection`, failures.slice(0, 8));
}

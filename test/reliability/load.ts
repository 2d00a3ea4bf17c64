/**
 * Load and data integrity: many concurrent visitor sessions (one autocannon connection
 * each, with its own cookie jar) add to and remove from their carts through the real
 * endpoints. Afterwards every cart must hold exactly what the store accepted for that
 * session, read back through /__demo/state. Bounded in requests and time.
 */
import autocannon from 'autocannon';
import Database from 'better-sqlite3';
import type { DemoServer } from '../../scripts/lib/demo-server.mjs';
import type { Results } from './lib/results.ts';

const SECTION = 'load';
/** Concurrent connections; each runs visitor sessions of four requests, one after another. */
const CONNECTIONS = 40;
const SESSIONS = 400;

/** Product fields that put rules on an add (quantity steps and limits, required options, own prices): not plain. */
const RULED_META = ['_min_qty', '_max_qty', '_qty_step', '_product_addons', '_measurement', '_own_price', '_composite_components', '_woosb_ids'];

/** Simple products anyone can add in any quantity (in stock, no stock limit, not sold individually, no rules). */
function plainProducts(dbFile: string): number[] {
  const db = new Database(dbFile, { readonly: true, fileMustExist: true });
  try {
    const rows = db
      .prepare(
        `SELECT id FROM products WHERE type = 'simple' AND stock_status = 'instock' AND manage_stock = 0 AND sold_individually = 0 AND price IS NOT NULL AND price != ''
         AND id NOT IN (SELECT product_id FROM product_meta WHERE key IN (${RULED_META.map((key) => `'${key}'`).join(', ')}))
         ORDER BY id LIMIT 60`,
      )
      .all() as Array<{ id: number }>;
    return rows.map((r) => r.id);
  } finally {
    db.close();
  }
}

interface Session {
  n: number;
  cookies: Map<string, string>;
  /** What the store accepted: product id → quantity. */
  expected: Map<number, number>;
  pending?: { kind: 'add'; product: number; quantity: number } | { kind: 'remove'; product: number; key: string };
  lastKeys: Map<number, string>;
}

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

function cookieHeader(session: Session): string {
  return [...session.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
}

function keepCookies(session: Session, headers: Record<string, string | string[]>): void {
  const raw = headers['set-cookie'] ?? headers['Set-Cookie'];
  for (const line of Array.isArray(raw) ? raw : raw ? [raw] : []) {
    const [pair] = line.split(';');
    const eq = pair!.indexOf('=');
    const name = pair!.slice(0, eq).trim();
    const value = pair!.slice(eq + 1).trim();
    if (/expires=Thu, 01 Jan 1970|max-age=0/i.test(line) || value === '') session.cookies.delete(name);
    else session.cookies.set(name, value);
  }
}

export async function load(server: DemoServer, results: Results): Promise<void> {
  const base = server.url;
  const PRODUCTS = plainProducts(server.dbFile);
  if (PRODUCTS.length < 2) {
    results.fail(SECTION, 'products', 'fewer than two plain simple products in the catalogue');
    return;
  }
  const sessions = new Map<number, Session>();
  let counter = 0;
  // autocannon gives each pass through `requests` a fresh context: one pass = one visitor session.
  const sessionOf = (context: Record<string, unknown>): Session => {
    if (!context.session) {
      const n = counter++;
      const s: Session = { n, cookies: new Map(), expected: new Map(), lastKeys: new Map() };
      sessions.set(n, s);
      context.session = s;
    }
    return context.session as Session;
  };
  const pick = (s: Session) => ({
    a: PRODUCTS[s.n % PRODUCTS.length]!,
    b: PRODUCTS[(s.n * 7 + 1) % PRODUCTS.length] === PRODUCTS[s.n % PRODUCTS.length] ? PRODUCTS[(s.n + 1) % PRODUCTS.length]! : PRODUCTS[(s.n * 7 + 1) % PRODUCTS.length]!,
    q: 1 + (s.n % 3),
  });
  const add = (which: 'a' | 'b', extra = 0) => ({
    method: 'POST',
    path: '/?wc-ajax=add_to_cart',
    setupRequest(req: Record<string, unknown>, context: Record<string, unknown>) {
      const s = sessionOf(context);
      const { q, ...ids } = pick(s);
      const product = ids[which];
      const quantity = q + extra;
      s.pending = { kind: 'add', product, quantity };
      return { ...req, headers: { ...FORM, cookie: cookieHeader(s) }, body: `product_id=${product}&quantity=${quantity}` };
    },
    onResponse,
  });
  const remove = {
    method: 'POST',
    path: '/?wc-ajax=remove_from_cart',
    setupRequest(req: Record<string, unknown>, context: Record<string, unknown>) {
      const s = sessionOf(context);
      const { b } = pick(s);
      const key = s.lastKeys.get(b) ?? 'unknown-key';
      s.pending = { kind: 'remove', product: b, key };
      return { ...req, headers: { ...FORM, cookie: cookieHeader(s) }, body: `cart_item_key=${key}` };
    },
    onResponse,
  };
  function onResponse(status: number, body: string, context: Record<string, unknown>, headers: Record<string, string | string[]>) {
    const s = sessionOf(context);
    keepCookies(s, headers);
    const pending = s.pending;
    s.pending = undefined;
    if (status !== 200 || !pending) return;
    let data: { fragments?: Record<string, string> } | undefined;
    try {
      data = JSON.parse(body);
    } catch {
      return;
    }
    if (!data?.fragments) return;
    if (pending.kind === 'add') s.expected.set(pending.product, (s.expected.get(pending.product) ?? 0) + pending.quantity);
    else s.expected.delete(pending.product);
    // Each line's key from the mini-cart fragment, for the removal.
    const html = Object.values(data.fragments).join('');
    for (const tag of html.matchAll(/<a\b[^>]*remove_from_cart_button[^>]*>/g)) {
      const id = /data-product_id="(\d+)"/.exec(tag[0])?.[1];
      const key = /data-cart_item_key="([^"]+)"/.exec(tag[0])?.[1];
      if (id && key) s.lastKeys.set(Number(id), key);
    }
  }

  const result = await autocannon({
    url: base,
    connections: CONNECTIONS,
    amount: SESSIONS * 4,
    timeout: 20,
    // add A, add B, add A again, remove B: the cart must end with A only, in the summed quantity
    requests: [add('a'), add('b'), add('a', 1), remove],
    pipelining: 1,
  });

  // Read every cart back.
  const problems: string[] = [];
  let checked = 0;
  for (const s of sessions.values()) {
    if (s.cookies.size === 0) {
      problems.push(`session ${s.n}: no session cookie`);
      continue;
    }
    const state = (await (await fetch(`${base}/__demo/state`, { headers: { cookie: cookieHeader(s) } })).json()) as {
      cart: Array<{ product_id: number; quantity: number }>;
    };
    const actual = new Map<number, number>();
    for (const line of state.cart) actual.set(line.product_id, (actual.get(line.product_id) ?? 0) + line.quantity);
    const want = [...s.expected].filter(([, q]) => q > 0).sort((x, y) => x[0] - y[0]);
    const got = [...actual].sort((x, y) => x[0] - y[0]);
    if (JSON.stringify(want) !== JSON.stringify(got)) problems.push(`session ${s.n}: asked ${JSON.stringify(want)}, cart holds ${JSON.stringify(got)}`);
    checked += 1;
  }
  // The check means something only if the store accepted the adds and the removal.
  const exercised = [...sessions.values()].filter((s) => s.expected.size === 1).length;
  if (exercised < sessions.size * 0.9) problems.push(`only ${exercised} of ${sessions.size} sessions ended with the one product they kept`);
  const figures = {
    requests: result.requests.total,
    requestsPerSecond: Math.round(result.requests.average),
    latencyP50ms: result.latency.p50,
    latencyP99ms: result.latency.p99,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    sessions: sessions.size,
    cartsChecked: checked,
    seconds: result.duration,
  };
  results.figures.load = figures;
  console.log(
    `load: ${figures.requests} requests in ${figures.seconds} s, ${figures.requestsPerSecond} req/s, p50 ${figures.latencyP50ms} ms, p99 ${figures.latencyP99ms} ms, ` +
      `errors ${figures.errors}, timeouts ${figures.timeouts}, non-2xx ${figures.non2xx}; carts checked ${checked}/${sessions.size}`,
  );
  const transport: string[] = [];
  if (figures.errors > 0 || figures.timeouts > 0) transport.push(`${figures.errors} errors, ${figures.timeouts} timeouts`);
  if (figures.non2xx > 0) transport.push(`${figures.non2xx} answers were not 2xx`);
  if (checked < sessions.size) transport.push(`only ${checked} of ${sessions.size} carts could be read`);
  results.expectNone(SECTION, `${figures.requests} cart requests from ${sessions.size} sessions on ${CONNECTIONS} concurrent connections without errors`, transport);
  results.expectNone(SECTION, `every cart holds exactly what its session asked for (${checked} carts)`, problems.slice(0, 5));
}

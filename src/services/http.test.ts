// @vitest-environment node
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { AbortedError, CrossOriginError, HttpError, InvalidBodyError, NetworkError, TimeoutError, shopperMessage } from './errors.ts';
import { latestOnly, lazySchema, requestJson, requestText } from './http.ts';
import { adminAjax } from './shop.ts';

// A real local server: each path answers the way a failing store would.
let server: Server;
let base = '';
const open = new Set<import('node:net').Socket>();

beforeAll(async () => {
  server = createServer((req, res) => {
    const path = req.url ?? '/';
    if (path === '/ok') return res.end(JSON.stringify({ fragments: { 'div.a': '<div class="a">1</div>' }, cart_hash: 'h' }));
    if (path === '/hang') return; // never answers
    if (path === '/error') {
      res.statusCode = 500;
      return res.end('<h1>Internal error</h1>');
    }
    if (path === '/forbidden') {
      res.statusCode = 403;
      return res.end(JSON.stringify({ code: 'rest_cookie_invalid_nonce', message: 'Cookie check failed' }));
    }
    if (path === '/broken') return res.end('{"fragments":');
    if (path === '/shape') return res.end('{"unexpected":[1,2,3]}');
    if (path === '/drop') return req.socket.destroy();
    if (path === '/one') return res.end('1');
    if (path === '/attachments') {
      res.setHeader('X-WP-Total', '42');
      return res.end(JSON.stringify([{ id: 1 }]));
    }
    if (path === '/admin') return res.end(JSON.stringify({ success: false, data: 'nope' }));
    res.statusCode = 404;
    res.end();
  });
  server.on('connection', (socket) => {
    open.add(socket);
    socket.on('close', () => open.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  open.forEach((socket) => socket.destroy());
  await new Promise((resolve) => server.close(resolve));
});

const cartSchema = z.object({ fragments: z.record(z.string(), z.string()), cart_hash: z.string() });

describe('request layer', () => {
  it('returns a validated body', async () => {
    await expect(requestJson(`${base}/ok`, cartSchema)).resolves.toEqual({
      fragments: { 'div.a': '<div class="a">1</div>' },
      cart_hash: 'h',
    });
  });

  it('fails with TimeoutError when the server does not answer in time', async () => {
    const error = await requestText(`${base}/hang`, { timeoutMs: 150 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TimeoutError);
    expect((error as TimeoutError).timeoutMs).toBe(150);
    expect(shopperMessage(error)).toMatch(/took too long/);
  });

  it('fails with AbortedError when a newer request supersedes it', async () => {
    const slot = latestOnly();
    const first = requestText(`${base}/hang`, { signal: slot.next() }).catch((e: unknown) => e);
    slot.next();
    expect(await first).toBeInstanceOf(AbortedError);
    slot.abort();
  });

  it('fails with HttpError carrying status and body, and reads a server message', async () => {
    const error = (await requestText(`${base}/error`).catch((e: unknown) => e)) as HttpError;
    expect(error).toBeInstanceOf(HttpError);
    expect(error.status).toBe(500);
    expect(error.body).toContain('Internal error');
    const forbidden = (await requestText(`${base}/forbidden`).catch((e: unknown) => e)) as HttpError;
    expect(forbidden.serverMessage).toBe('Cookie check failed');
    expect(shopperMessage(forbidden)).toBe('Cookie check failed');
  });

  it('fails with InvalidBodyError on broken JSON and on the wrong shape', async () => {
    const broken = await requestJson(`${base}/broken`, cartSchema).catch((e: unknown) => e);
    expect(broken).toBeInstanceOf(InvalidBodyError);
    expect((broken as InvalidBodyError).issues).toBe('not JSON');
    const shape = await requestJson(`${base}/shape`, cartSchema).catch((e: unknown) => e);
    expect(shape).toBeInstanceOf(InvalidBodyError);
    expect((shape as InvalidBodyError).issues).toMatch(/fragments/);
  });

  it('fails with NetworkError when the connection drops', async () => {
    expect(await requestText(`${base}/drop`).catch((e: unknown) => e)).toBeInstanceOf(NetworkError);
  });
});

describe('admin-ajax helper (§7.5)', () => {
  // The page the call is made from: the local server's origin.
  beforeEach(() => vi.stubGlobal('location', new URL(`${base}/shop/`)));
  afterEach(() => vi.unstubAllGlobals());

  it("counts a bare '1' as success", async () => {
    await expect(adminAjax({ ajax_url: `${base}/one` }, 'demo_ping')).resolves.toEqual({ success: true, data: undefined });
  });

  it('reads success and data from a JSON body', async () => {
    await expect(adminAjax({ ajax_url: `${base}/admin` }, 'x')).resolves.toMatchObject({ success: false, data: 'nope' });
  });

  it('reads the total of query-attachments from X-WP-Total', async () => {
    await expect(adminAjax({ ajax_url: `${base}/attachments` }, 'query-attachments')).resolves.toEqual({
      success: true,
      data: [{ id: 1 }],
      total: 42,
    });
  });

  it('sends nothing to another origin: its actions take nonces and the login session', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    try {
      for (const ajaxUrl of ['//evil.example/wp-admin/admin-ajax.php', 'https://evil.example/wp-admin/admin-ajax.php', 'javascript:alert(1)']) {
        const error = await adminAjax({ ajax_url: ajaxUrl }, 'x', { nonce: 'n' }).catch((e: unknown) => e);
        expect(error).toBeInstanceOf(CrossOriginError);
        expect((error as CrossOriginError).kind).toBe('refused');
      }
      expect(fetchSpy).not.toHaveBeenCalled();
    } finally {
      fetchSpy.mockRestore();
    }
  });
});

describe('ownOriginOnly', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends a relative or same-origin URL; refuses one on another origin before anything is sent', async () => {
    vi.stubGlobal('location', new URL(`${base}/shop/`));
    expect((await requestText('/ok', { ownOriginOnly: 'the nonce' }).catch((e: unknown) => e))).not.toBeInstanceOf(CrossOriginError);
    await expect(requestText(`${base}/ok`, { ownOriginOnly: 'the nonce' })).resolves.toMatchObject({ status: 200 });
    const error = await requestText(`//evil.example/ok`, { ownOriginOnly: 'the forum nonce' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CrossOriginError);
    expect((error as Error).message).toBe(`Not sent: the forum nonce goes to this site's own origin only, and //evil.example/ok is on another origin.`);
  });

  it('without a page to compare with, nothing that carries a credential is sent', async () => {
    vi.stubGlobal('location', undefined);
    await expect(requestText(`${base}/ok`, { ownOriginOnly: 'the nonce' })).rejects.toBeInstanceOf(CrossOriginError);
  });
});

describe('a schema imported with the call (lazySchema)', () => {
  it('starts the import with the request, once, and validates the answer with it', async () => {
    let imports = 0;
    let requested = false;
    const lazy = lazySchema(async () => {
      imports += 1;
      // The import begins before the request has been answered (in parallel, no added round trip).
      expect(requested).toBe(false);
      return cartSchema;
    });
    const call = requestJson(`${base}/ok`, lazy);
    requested = true;
    await expect(call).resolves.toEqual({ fragments: { 'div.a': '<div class="a">1</div>' }, cart_hash: 'h' });
    await requestJson(`${base}/ok`, lazy);
    expect(imports).toBe(1);
  });

  it('fails on broken JSON and on the wrong shape exactly as with the schema at hand', async () => {
    const lazy = lazySchema(async () => cartSchema);
    for (const path of ['/broken', '/shape']) {
      const eager = await requestJson(`${base}${path}`, cartSchema).catch((e: unknown) => e);
      const late = await requestJson(`${base}${path}`, lazy).catch((e: unknown) => e);
      expect(late).toBeInstanceOf(InvalidBodyError);
      expect({ kind: (late as InvalidBodyError).kind, message: (late as Error).message, issues: (late as InvalidBodyError).issues }).toEqual({
        kind: (eager as InvalidBodyError).kind,
        message: (eager as Error).message,
        issues: (eager as InvalidBodyError).issues,
      });
    }
  });

  it("a request's own failure wins; an import that fails is the call's NetworkError and is tried again", async () => {
    let attempts = 0;
    const lazy = lazySchema(async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('chunk could not be fetched');
      return cartSchema;
    });
    expect(await requestJson(`${base}/error`, lazy).catch((e: unknown) => e)).toBeInstanceOf(HttpError);
    expect(await requestJson(`${base}/ok`, lazy)).toEqual({ fragments: { 'div.a': '<div class="a">1</div>' }, cart_hash: 'h' });
    const failing = lazySchema(() => Promise.reject(new Error('chunk could not be fetched')));
    expect(await requestJson(`${base}/ok`, failing).catch((e: unknown) => e)).toBeInstanceOf(NetworkError);
  });

  it('watches its import for a failure once, however many calls share it', async () => {
    /** The import's promise, counting the handlers attached to it (`catch` attaches through `then`). */
    let handlers = 0;
    class Counted<T> extends Promise<T> {
      override then<A = T, B = never>(onFulfilled?: ((value: T) => A | PromiseLike<A>) | null, onRejected?: ((reason: unknown) => B | PromiseLike<B>) | null): Promise<A | B> {
        handlers += 1;
        return super.then(onFulfilled, onRejected);
      }
    }
    const lazy = lazySchema(() => Counted.resolve(cartSchema) as Promise<typeof cartSchema>);
    const loads = [lazy.load(), lazy.load(), lazy.load()];
    expect(new Set(loads).size).toBe(1);
    expect(handlers).toBe(1);
  });
});

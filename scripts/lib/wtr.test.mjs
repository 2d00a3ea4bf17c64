import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { demoServerProxyPlugin, esbuildTestBundlePlugin } from './wtr.mjs';

describe('esbuildTestBundlePlugin', () => {
  let rootDir;
  let plugin;
  beforeAll(() => {
    rootDir = mkdtempSync(path.join(tmpdir(), 'wtr-bundle-'));
    mkdirSync(path.join(rootDir, 'test/browser'), { recursive: true });
    writeFileSync(path.join(rootDir, 'test/browser/a b.test.ts'), 'export const answer: number = 42;\n');
    writeFileSync(path.join(rootDir, 'outside.test.ts'), 'export const outside = 1;\n');
    plugin = esbuildTestBundlePlugin({ rootDir: path.join(rootDir, 'test') });
  });
  afterAll(() => rmSync(rootDir, { recursive: true, force: true }));

  it('bundles a test file that exists under the root', async () => {
    const served = await plugin.serve({ path: '/browser/a%20b.test.ts' });
    expect(served?.type).toBe('js');
    expect(served?.body).toContain('answer = 42');
  });

  it('leaves a path taken from a stack trace to the static server instead of bundling it', async () => {
    await expect(plugin.serve({ path: '/async%20http:/localhost:8000/browser/a%20b.test.ts' })).resolves.toBeUndefined();
  });

  it('leaves missing files, paths out of the root and undecodable paths alone', async () => {
    await expect(plugin.serve({ path: '/browser/missing.test.ts' })).resolves.toBeUndefined();
    await expect(plugin.serve({ path: '/../outside.test.ts' })).resolves.toBeUndefined();
    await expect(plugin.serve({ path: '/%2e%2e/outside.test.ts' })).resolves.toBeUndefined();
    await expect(plugin.serve({ path: '/browser/%E0%A4%A.test.ts' })).resolves.toBeUndefined();
  });

  it('serves nothing but test files', async () => {
    await expect(plugin.serve({ path: '/browser/a%20b.ts' })).resolves.toBeUndefined();
  });
});

const listen = (server) => new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server.address().port)));

describe('demoServerProxyPlugin', () => {
  /** What the stand-in store saw: request paths, and the paths whose connection closed. */
  const received = [];
  const closed = [];
  let store;
  let proxy;
  let proxyPort;
  beforeAll(async () => {
    // Answers at once, except a `hold` request (the demo store's `timeout` fault), which it keeps.
    store = http.createServer((req, res) => {
      received.push(req.url);
      req.socket.once('close', () => closed.push(req.url));
      if (!req.url.includes('hold')) res.end('stored');
    });
    const storePort = await listen(store);
    const { middleware } = demoServerProxyPlugin({ start: async () => ({ url: `http://127.0.0.1:${storePort}`, stop: async () => {} }) });
    proxy = http.createServer((req, res) => {
      const url = new URL(req.url, 'http://localhost');
      void middleware({ path: url.pathname, querystring: url.search.slice(1), req, res }, async () => {
        res.statusCode = 404;
        res.end('not proxied');
      });
    });
    proxyPort = await listen(proxy);
  });
  afterAll(() => {
    for (const server of [proxy, store]) {
      server.closeAllConnections();
      server.close();
    }
  });

  const send = (path, onResponse = () => {}) => {
    const req = http.request({ host: '127.0.0.1', port: proxyPort, method: 'POST', path, agent: false }, onResponse);
    req.on('error', () => {});
    req.end('product_id=9&quantity=1');
    return req;
  };

  it('forwards a shop call and passes its answer back', async () => {
    const body = await new Promise((resolve) => send('/?wc-ajax=get_refreshed_fragments', (res) => {
      let text = '';
      res.on('data', (chunk) => (text += chunk));
      res.on('end', () => resolve(text));
    }));
    expect(body).toBe('stored');
  });

  it('gives up on the store\'s side a request the browser gave up on, so the store never finishes it later', async () => {
    const path = '/?wc-ajax=add_to_cart&hold=1';
    const request = send(path);
    await vi.waitFor(() => expect(received, 'the store never got the request').toContain(path), { timeout: 3000 });
    request.destroy();
    await vi.waitFor(() => expect(closed, 'the store\'s connection stayed open').toContain(path), { timeout: 3000 });
  });
});

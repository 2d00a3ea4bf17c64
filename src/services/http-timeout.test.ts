// @vitest-environment node
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { parseSettings, DEFAULT_SETTINGS } from '../core/settings/index.ts';
import { REQUESTS } from '../core/timings/index.ts';
import { TimeoutError } from './errors.ts';
import { requestText, setDefaultTimeout } from './http.ts';

let server: Server;
let base = '';
const sockets = new Set<import('node:net').Socket>();

beforeAll(async () => {
  server = createServer(() => {
    // never answers
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  for (const socket of sockets) socket.destroy();
  await new Promise((resolve) => server.close(resolve));
});

afterEach(() => setDefaultTimeout(REQUESTS.timeoutMs));

describe('default request timeout (page setting request_timeout_ms)', () => {
  it('applies to calls that set no timeout of their own', async () => {
    setDefaultTimeout(50);
    const error = await requestText(`${base}/hang`).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TimeoutError);
    expect((error as TimeoutError).timeoutMs).toBe(50);
  });

  it('falls back to the built-in default for junk values', async () => {
    setDefaultTimeout(Number.NaN);
    setDefaultTimeout(-5);
    const controller = new AbortController();
    const pending = requestText(`${base}/hang`, { signal: controller.signal }).catch((e: unknown) => e);
    setTimeout(() => controller.abort(), 100);
    expect((await pending as Error).name).not.toBe('TimeoutError');
  });

  it('is a validated settings field with the built-in default', () => {
    expect(DEFAULT_SETTINGS.request_timeout_ms).toBe(REQUESTS.timeoutMs);
    expect(parseSettings({ request_timeout_ms: '1500' }).settings.request_timeout_ms).toBe(1500);
    const bad = parseSettings({ request_timeout_ms: -1 });
    expect(bad.settings.request_timeout_ms).toBeUndefined();
    expect(bad.problems).toHaveLength(1);
  });
});

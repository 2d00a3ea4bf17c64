// A tiny static file server for benchmarks: serves files under `root` for the allowed URL prefixes.
import { createReadStream, statSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
};

/**
 * `folders` maps a URL prefix to another folder under root (`{ '/dist/': 'dist/lite' }` serves the
 * lite build at /dist/).
 * @returns {Promise<{ url: string, close: () => Promise<void> }>}
 */
export function startStaticServer({ root, prefixes = ['/'], folders = {} }) {
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const pathname = decodeURIComponent(url.pathname);
    const mounted = Object.keys(folders).find((prefix) => pathname.startsWith(prefix));
    const file = mounted
      ? path.join(root, folders[mounted], pathname.slice(mounted.length))
      : path.join(root, pathname);
    const allowed = prefixes.some((p) => pathname.startsWith(p)) && file.startsWith(root + path.sep);
    let stat;
    try {
      stat = allowed ? statSync(file) : undefined;
    } catch {
      stat = undefined;
    }
    if (!stat?.isFile()) {
      res.writeHead(404, { 'content-type': 'text/plain' });
      res.end('not found');
      return;
    }
    res.writeHead(200, {
      'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream',
      'content-length': stat.size,
      'cache-control': 'no-store',
    });
    createReadStream(file).pipe(res);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
      resolve({
        url: `http://127.0.0.1:${port}`,
        close: () => new Promise((r) => { server.closeAllConnections?.(); server.close(() => r()); }),
      });
    });
  });
}

/**
 * Static files: /dist/* (the built library), /dist-copy/* (the same files at a second URL, as a
 * second plugin shipping its own copy would serve them), /demo-assets/* (demo CSS), generated SVG
 * placeholders (products, their gallery images `{id}-{n}.svg`, members) and the audio previews.
 */
import type { Hono } from 'hono';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, resolve, sep } from 'node:path';
import type { AppEnv } from '../lib/context.ts';
import { esc } from '../lib/render.ts';
import { BROKEN_AUDIO_PRODUCT, previewWav } from '../lib/table/audio-cell.ts';

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.ts': 'text/plain; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
};

async function serveFile(root: string, relative: string): Promise<Response | undefined> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(relative);
  } catch {
    return undefined;
  }
  const base = resolve(root);
  const file = resolve(join(base, decoded));
  if (file !== base && !file.startsWith(base + sep)) return undefined;
  try {
    const info = await stat(file);
    if (!info.isFile()) return undefined;
    const body = await readFile(file);
    return new Response(body, {
      headers: {
        'Content-Type': TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream',
        'Cache-Control': 'no-cache',
        'Last-Modified': info.mtime.toUTCString(),
      },
    });
  } catch {
    return undefined;
  }
}

function initials(name: string): string {
  const words = name.replace(/<[^>]*>/g, ' ').split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  return (words.slice(0, 2).map((w) => [...w][0]!.toUpperCase()).join('') || '?');
}

export function placeholderSvg(colour: string, label: string, text: string): string {
  const safeColour = /^#[0-9a-f]{6}$/i.test(colour) ? colour : '#888888';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800" viewBox="0 0 800 800" role="img" aria-label="${esc(label)}">`
    + `<rect width="800" height="800" fill="${safeColour}"/>`
    + `<circle cx="400" cy="400" r="260" fill="#ffffff" fill-opacity="0.18"/>`
    + `<text x="400" y="400" dy="0.35em" text-anchor="middle" font-family="system-ui, sans-serif" font-size="240" font-weight="700" fill="#ffffff">${esc(text)}</text>`
    + `</svg>`;
}

export function mountStatic(app: Hono<AppEnv>, distDir: string, assetsDir: string): void {
  app.get('/demo-assets/img/:file{[a-z0-9-]+\\.svg}', (c) => {
    const file = c.req.param('file');
    const { db } = c.get('state');
    const product = /^(\d+)\.svg$/.exec(file);
    const member = /^member-(\d+)\.svg$/.exec(file);
    const gallery = /^(\d+)-(\d+)\.svg$/.exec(file);
    let svg: string | undefined;
    if (product) {
      const row = db.prepare('SELECT name, colour FROM products WHERE id = ?').get(Number(product[1])) as { name: string; colour: string } | undefined;
      if (row) svg = placeholderSvg(row.colour, row.name, initials(row.name));
    } else if (gallery) {
      const row = db.prepare('SELECT p.name, i.title, i.colour FROM product_images i JOIN products p ON p.id = i.product_id WHERE i.product_id = ? AND i.position = ?')
        .get(Number(gallery[1]), Number(gallery[2])) as { name: string; title: string; colour: string } | undefined;
      if (row) svg = placeholderSvg(row.colour, row.title, `${initials(row.name)}${gallery[2]}`);
    } else if (member) {
      const row = db.prepare('SELECT first_name, last_name FROM members WHERE id = ?').get(Number(member[1])) as { first_name: string; last_name: string } | undefined;
      if (row) svg = placeholderSvg(['#1f6feb', '#8250df', '#1a7f37', '#bf8700'][Number(member[1]) % 4]!, `${row.first_name} ${row.last_name}`, initials(`${row.first_name} ${row.last_name}`));
    }
    if (!svg) return c.notFound();
    return c.body(svg, 200, { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'public, max-age=3600' });
  });
  // Audio previews of the product table: a tone per product; one product's file is damaged on purpose.
  app.get('/demo-assets/audio/:file{[0-9]+\\.wav}', (c) => {
    const id = Number(c.req.param('file').slice(0, -'.wav'.length));
    const { db } = c.get('state');
    if (!db.prepare("SELECT 1 FROM products WHERE id = ? AND type != 'variation'").get(id)) return c.notFound();
    const body = id === BROKEN_AUDIO_PRODUCT ? Buffer.from('This file is not audio.') : previewWav(id);
    return c.body(new Uint8Array(body), 200, { 'Content-Type': 'audio/wav', 'Cache-Control': 'public, max-age=3600' });
  });
  app.get('/demo-assets/*', async (c) => (await serveFile(assetsDir, c.req.path.slice('/demo-assets/'.length))) ?? c.notFound());
  for (const prefix of ['/dist/', '/dist-copy/']) {
    app.get(`${prefix}*`, async (c) => (await serveFile(distDir, c.req.path.slice(prefix.length))) ?? c.notFound());
  }
}

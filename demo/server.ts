/**
 * Entry point: `PORT=8080 tsx demo/server.ts` (PORT=0 picks a free port). SE_BUILD=lite serves the
 * lite build (dist/lite/) at /dist/, so every page and test runs on it unchanged.
 */
import { serve } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { selectedFlavour } from '../scripts/lib/flavours.mjs';
import { createApp } from './app.ts';
import { dbPathFromEnv, openDatabase } from './db/index.ts';

const portEnv = process.env.PORT ?? '8080';
const port = Number.parseInt(portEnv, 10);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`PORT must be a number from 0 to 65535 (got ${JSON.stringify(portEnv)})`);
  process.exit(1);
}

let flavour;
try {
  flavour = selectedFlavour();
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
const distDir = resolve(fileURLToPath(new URL('..', import.meta.url)), flavour.dist);

const db = openDatabase(dbPathFromEnv());
const app = createApp(db, { fault: process.env.DEMO_FAULT || undefined, secret: process.env.DEMO_SECRET || undefined, distDir });

const server = serve({ fetch: app.fetch, port, hostname: '127.0.0.1' }, (info: AddressInfo) => {
  console.log(`storefront demo listening on http://127.0.0.1:${info.port}${flavour.name === 'react' ? '' : ` (${flavour.name} build)`}`);
});

// Node closes an idle kept-alive connection after 5 s; a client that sends on it just then gets
// ECONNRESET (seen in the reliability suite: a test's POST after a 3 s slow answer and a page load).
// Clients give up on idle connections before a server that waits a minute does.
if ('keepAliveTimeout' in server) {
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
}

function shutdown(): void {
  server.close();
  db.close();
  process.exit(0);
}
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);

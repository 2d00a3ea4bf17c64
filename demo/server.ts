/** Entry point: `PORT=8080 tsx demo/server.ts` (PORT=0 picks a free port). */
import { serve } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { createApp } from './app.ts';
import { dbPathFromEnv, openDatabase } from './db/index.ts';

const portEnv = process.env.PORT ?? '8080';
const port = Number.parseInt(portEnv, 10);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`PORT must be a number from 0 to 65535 (got ${JSON.stringify(portEnv)})`);
  process.exit(1);
}

const db = openDatabase(dbPathFromEnv());
const app = createApp(db, { fault: process.env.DEMO_FAULT || undefined, secret: process.env.DEMO_SECRET || undefined });

const server = serve({ fetch: app.fetch, port, hostname: '127.0.0.1' }, (info: AddressInfo) => {
  console.log(`storefront demo listening on http://127.0.0.1:${info.port}`);
});

function shutdown(): void {
  server.close();
  db.close();
  process.exit(0);
}
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);

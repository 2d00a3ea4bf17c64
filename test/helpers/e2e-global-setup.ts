import { startDemoServer } from '../../scripts/lib/demo-server.mjs';

/** Starts the demo server for the run and exposes its URL as E2E_BASE_URL (read by playwright.config.ts). */
export default async function globalSetup(): Promise<(() => Promise<void>) | undefined> {
  if (process.env.E2E_BASE_URL) return undefined;
  const server = await startDemoServer({ label: 'e2e-demo' });
  process.env.E2E_BASE_URL = server.url;
  console.log(`[e2e] demo server at ${server.url}`);
  return async () => {
    await server.stop();
  };
}

#!/usr/bin/env node
// `npm run test:e2e`: Playwright end-to-end tests in the system Chromium; JSON report in .reports/e2e.json.
// Extra arguments are passed to `playwright test` (e.g. a file or --grep).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './lib/demo-server.mjs';
import { CHROMIUM_PATH } from './lib/browsers.mjs';

if (!existsSync(CHROMIUM_PATH)) {
  console.error(`Chromium not found at ${CHROMIUM_PATH}: run node scripts/ensure-packages.mjs browsers`);
  process.exit(1);
}
const cli = path.join(ROOT, 'node_modules/@playwright/test/cli.js');
const child = spawn(process.execPath, [cli, 'test', '--config', 'playwright.config.ts', ...process.argv.slice(2)], {
  cwd: ROOT,
  stdio: 'inherit',
  env: { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' },
});
const forward = (signal) => child.kill(signal);
process.on('SIGINT', forward);
process.on('SIGTERM', forward);
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));

#!/usr/bin/env node
// Reliability suite (test/reliability/): faults, bad input, XSS, fuzzing, strict CSP, load and
// accessibility against the demo store, in the system Chromium. Needs a build (dist/).
// Prints its figures and `N passed, N failed`; writes .reports/reliability.json for scripts/test.mjs.
// Options: --only a,b / --skip a,b (faults, bad-input, xss, fuzz, csp, load, a11y, keyboard, firefox).
// RELIABILITY_LANES=n: pages driven at once (default: one per core, at least two).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './lib/demo-server.mjs';
import { CHROMIUM_PATH } from './lib/browsers.mjs';

if (!existsSync(CHROMIUM_PATH)) {
  console.error(`Chromium not found at ${CHROMIUM_PATH}: run node scripts/ensure-packages.mjs browsers`);
  process.exit(1);
}
if (!existsSync(path.join(ROOT, 'dist/storefront-elements.js'))) {
  console.error('dist/ is missing: run npm run build first');
  process.exit(1);
}
const cli = path.join(ROOT, 'node_modules/tsx/dist/cli.mjs');
const child = spawn(process.execPath, [cli, 'test/reliability/run.ts', ...process.argv.slice(2)], {
  cwd: ROOT,
  stdio: 'inherit',
  env: { ...process.env, NO_COLOR: '1', PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' },
});
const forward = (signal) => child.kill(signal);
process.on('SIGINT', forward);
process.on('SIGTERM', forward);
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));

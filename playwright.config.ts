// End-to-end tests (test/e2e/**/*.spec.ts) in the system Chromium against the demo server.
// The server is started once per run on a free port with a fresh, seeded temporary database
// (test/helpers/e2e-global-setup.ts) unless E2E_BASE_URL points at a running one.
// SE_BUILD=lite: the demo server serves the lite build at /dist/ and only the journeys the build changes run
// (tagged @lite: the loader and what a page fetches, automatic mode, order attribution, the smoke of every
// page); E2E_LITE=all runs every journey on it. Tests tagged @lite-only run on the lite build alone.
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/lib/browsers.mjs';
import { selectedFlavour } from './scripts/lib/flavours.mjs';

const flavour = selectedFlavour();
const suffix = flavour.name === 'react' ? '' : `-${flavour.name}`;
const lite = flavour.name === 'lite';

export default defineConfig({
  testDir: 'test/e2e',
  testMatch: '**/*.spec.ts',
  // The lite build changes only the renderer: its run keeps the journeys where that shows.
  grep: lite && process.env.E2E_LITE !== 'all' ? /@lite/ : undefined,
  grepInvert: lite ? undefined : /@lite-only/,
  outputDir: `.reports/e2e${suffix}-artifacts`,
  // Two workers, each running whole files: a journey mostly waits on the page and the server (one worker
  // left the machine a third idle). Each test has its own context, so its own cart, wishlist and session.
  fullyParallel: false,
  workers: 2,
  retries: 0,
  forbidOnly: !!process.env.CI,
  timeout: 30_000,
  // How long an expectation waits for its state before it fails: a passing journey never waits it
  // out, and a slow 2-core machine needs more than 5 s for some states.
  expect: { timeout: 10_000 },
  globalSetup: './test/helpers/e2e-global-setup.ts',
  reporter: [['list'], ['json', { outputFile: `.reports/e2e${suffix}.json` }]],
  use: {
    baseURL: process.env.E2E_BASE_URL,
    browserName: 'chromium',
    headless: true,
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    // Actions, network and console of a failed test; DOM snapshots and screenshots cost every passing test time.
    trace: { mode: 'retain-on-failure', snapshots: false, screenshots: false, sources: false },
    screenshot: 'only-on-failure',
  },
});

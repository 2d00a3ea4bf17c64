// Browser tests: test/browser/**/*.test.{ts,tsx} in Chromium (Playwright) and Firefox ESR (Puppeteer, WebDriver BiDi).
// Each test file is bundled with esbuild (React is CommonJS and cannot be served unbundled).
// Shop endpoints (/?wc-ajax=..., /wp-admin/, /wp-json/, /__demo/, /demo-assets/) are forwarded to a demo
// server started for the run on a free port with a fresh temporary database.
//
// Env: WTR_BROWSERS=chromium,firefox (default both), CHROMIUM_PATH, FIREFOX_PATH, WTR_DEMO_SERVER=0 to skip the server,
// SE_BUILD=lite: the lite build's renderer (preact/compat) instead of React, for the test files the renderer
// changes (scripts/lib/lite-tests.mjs derives them; WTR_LITE=all runs every file; --files picks your own).
// WTR_LANES=n: how many browsers of each kind share the files (default 2; 1 with --files).
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defaultReporter, summaryReporter } from '@web/test-runner';
import { playwrightLauncher } from '@web/test-runner-playwright';
import { puppeteerLauncher } from '@web/test-runner-puppeteer';
import { CHROMIUM_ARGS, CHROMIUM_PATH, FIREFOX_PATH } from './scripts/lib/browsers.mjs';
import { selectedFlavour } from './scripts/lib/flavours.mjs';
import { liteBrowserTests } from './scripts/lib/lite-tests.mjs';
import { demoServerProxyPlugin, esbuildTestBundlePlugin, jsonSummaryReporter } from './scripts/lib/wtr.mjs';
import { dealFiles, laneWeights } from './scripts/lib/wtr-lanes.mjs';

const rootDir = path.dirname(fileURLToPath(import.meta.url));
const flavour = selectedFlavour();
const wanted = (process.env.WTR_BROWSERS ?? 'chromium,firefox').split(',').map((s) => s.trim());

const chromium = () => playwrightLauncher({
  product: 'chromium',
  launchOptions: { executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS },
});
const firefox = () => puppeteerLauncher({
  launchOptions: {
    browser: 'firefox', executablePath: FIREFOX_PATH, headless: true,
    // Machines without a sound device (CI, containers): Firefox fails audio-only media unless its
    // audio library runs against a mock device. Its session history stops growing at 50 entries,
    // which a test file's navigations reach: tests that count history entries need room.
    extraPrefsFirefox: { 'media.cubeb.force_mock_context': true, 'browser.sessionhistory.max_entries': 1000 },
  },
});

/** Every browser test file, relative to the root, in a stable order. */
function browserTests(dir = 'test/browser') {
  return readdirSync(path.join(rootDir, dir), { withFileTypes: true })
    .flatMap((entry) => entry.isDirectory() ? browserTests(`${dir}/${entry.name}`) : /\.test\.tsx?$/.test(entry.name) ? [`${dir}/${entry.name}`] : [])
    .sort();
}

// The lite build changes only the renderer: its run covers the adapter and each element that renders through React.
const files = flavour.name === 'lite' && process.env.WTR_LITE !== 'all'
  ? (await liteBrowserTests(rootDir)).map((entry) => entry.file)
  : browserTests();

/**
 * One group per browser lane: each browser runs in two lanes (two browsers of its kind), the files
 * dealt between them by their measured seconds (scripts/lib/wtr-lanes.mjs). Most of a file's time is
 * waiting (debounces, the store's answers, timeouts), so lanes fill the idle cores. One page per
 * browser: a second page of one Firefox runs in the background, where its timers are held back.
 * With `--files`, one lane per browser.
 */
const laneCount = process.argv.includes('--files') ? 1 : Math.max(1, Number(process.env.WTR_LANES ?? 2));
const launchers = { chromium, firefox };
const dealt = dealFiles(files, laneCount, laneWeights(rootDir, flavour.name === 'lite' ? 'lite' : 'react'));
const groups = wanted.filter((name) => name in launchers).flatMap((name) =>
  dealt.filter((lane) => lane.files.length).map((lane, i) => ({
    name: `${name}-${i + 1}`,
    files: lane.files,
    browsers: [launchers[name]()],
  })));
const lanes = laneCount > 1 ? { groups } : { files, browsers: groups.map((group) => group.browsers[0]) };

const demo = demoServerProxyPlugin({ enabled: process.env.WTR_DEMO_SERVER !== '0' });

export default {
  rootDir,
  ...lanes,
  nodeResolve: false,
  concurrentBrowsers: groups.length,
  concurrency: 1,
  browserStartTimeout: 120_000,
  testsStartTimeout: 120_000,
  testsFinishTimeout: 600_000,
  // A test's own waits fail with their message after 10 s; mocha's timeout only stops a test that
  // hangs. The longest tests (a table loaded page by page to its end, 900-row tables) took 12–14 s
  // of a 15 s limit on a slow 2-core machine, so the limit is 30 s; a passing test never reaches it.
  testFramework: { config: { timeout: 30_000 } },
  middleware: [demo.middleware],
  plugins: [demo.plugin, esbuildTestBundlePlugin({ rootDir, flavour: flavour.name, aliases: flavour.aliases })],
  reporters: [
    defaultReporter({ reportTestResults: true, reportTestProgress: Boolean(process.stdout.isTTY) }),
    // summaryReporter always prints ANSI colours: only on a terminal.
    ...(process.env.NO_COLOR ? [] : [summaryReporter({ flatten: false })]),
    jsonSummaryReporter({ outputFile: path.join(rootDir, flavour.name === 'react' ? '.reports/wtr.json' : `.reports/wtr-${flavour.name}.json`) }),
  ],
};

// Plugins and reporter for web-test-runner.config.mjs.
import http from 'node:http';
import { mkdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as esbuild from 'esbuild';
import { startDemoServer } from './demo-server.mjs';

/**
 * The test file a request path names: a `*.test.ts(x)` file that exists under rootDir, else undefined.
 * The runner also asks for paths it took from stack traces (`/async%20http:/localhost:8000/test/…`):
 * those name no file, and are left to the static server's 404 instead of failing a bundle.
 */
export function testFileOf(rootDir, requestPath) {
  if (!requestPath.endsWith('.test.ts') && !requestPath.endsWith('.test.tsx')) return undefined;
  let decoded;
  try {
    decoded = decodeURIComponent(requestPath);
  } catch {
    return undefined;
  }
  const root = path.resolve(rootDir);
  const file = path.resolve(root, decoded.replace(/^\/+/, ''));
  if (!file.startsWith(`${root}${path.sep}`)) return undefined;
  try {
    return statSync(file).isFile() ? file : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Bundles every requested `*.test.ts` (and its imports, React included) into one ES module.
 * `aliases` swaps packages (the lite build's preact/compat for React); `flavour` names that build.
 */
export function esbuildTestBundlePlugin({ rootDir, nodeEnv = 'development', flavour = 'react', aliases = {} }) {
  // Both browsers ask for each file: it is bundled once (until a file changes in watch mode).
  const bundles = new Map();
  return {
    name: 'esbuild-test-bundle',
    serverStart({ fileWatcher }) {
      for (const event of ['change', 'add', 'unlink']) fileWatcher?.on(event, () => bundles.clear());
    },
    async serve(context) {
      const file = testFileOf(rootDir, context.path);
      if (!file) return undefined;
      let body = bundles.get(file);
      if (!body) {
        body = bundle(file);
        bundles.set(file, body);
        body.catch(() => bundles.delete(file));
      }
      return { body: await body, type: 'js' };
    },
  };

  async function bundle(file) {
    const result = await esbuild.build({
      entryPoints: [file],
      absWorkingDir: rootDir,
      bundle: true,
      write: false,
      format: 'esm',
      platform: 'browser',
      target: 'es2022',
      jsx: 'automatic',
      // Lines for the runner's stack traces; the sources themselves would double the bytes each page parses.
      sourcemap: 'inline',
      sourcesContent: false,
      sourceRoot: '/',
      logLevel: 'silent',
      // Which build's renderer the bundle was made with: for the adapter (__SE_BUILD__, as rollup
      // writes it) and for the tests that check it (process.env.SE_BUILD).
      define: {
        'process.env.NODE_ENV': JSON.stringify(nodeEnv),
        'process.env.SE_BUILD': JSON.stringify(flavour),
        __SE_BUILD__: JSON.stringify(flavour),
      },
      alias: aliases,
      loader: { '.css': 'text', '.html': 'text', '.svg': 'text' },
    });
    return result.outputFiles[0].text;
  }
}

// '/demo/': the demo pages themselves, whose server-rendered markup (with valid table tokens) tests mount.
const PROXIED_PREFIXES = ['/wp-admin/', '/wp-json/', '/__demo/', '/demo-assets/', '/demo/'];

function shouldProxy(ctx) {
  if (ctx.path === '/' && new URLSearchParams(ctx.querystring).has('wc-ajax')) return true;
  return PROXIED_PREFIXES.some((prefix) => ctx.path.startsWith(prefix));
}

/**
 * Starts the demo server (fresh temp DB) when web-test-runner starts, stops it when it stops,
 * and forwards the shop's endpoints to it so browser tests talk to the real server on the same origin.
 */
export function demoServerProxyPlugin({ enabled = true, start = () => startDemoServer({ label: 'demo' }) } = {}) {
  /** @type {Promise<{url: string, stop: () => Promise<void>}> | undefined} */
  let server;
  let startError;
  const ensure = () => {
    if (!server) {
      server = start().catch((error) => {
        startError = error;
        console.error(`\n[wtr] ${error.message}\n`);
        throw error;
      });
    }
    return server;
  };

  const middleware = async (ctx, next) => {
    if (!enabled || !shouldProxy(ctx)) return next();
    let target;
    try {
      target = await ensure();
    } catch {
      ctx.status = 502;
      ctx.type = 'text/plain';
      ctx.body = `demo server unavailable: ${startError?.message.split('\n')[0]}`;
      return undefined;
    }
    const upstream = new URL(target.url);
    ctx.respond = false;
    await new Promise((resolve) => {
      const headers = { ...ctx.req.headers, host: upstream.host };
      const proxyReq = http.request(
        {
          hostname: upstream.hostname,
          port: upstream.port,
          method: ctx.req.method,
          path: ctx.req.url,
          headers,
        },
        (proxyRes) => {
          ctx.res.writeHead(proxyRes.statusCode ?? 502, proxyRes.headers);
          proxyRes.pipe(ctx.res);
          proxyRes.on('end', resolve);
          proxyRes.on('error', resolve);
        },
      );
      proxyReq.on('error', (error) => {
        if (ctx.res.destroyed) return resolve();
        if (!ctx.res.headersSent) {
          ctx.res.writeHead(502, { 'content-type': 'text/plain' });
        }
        ctx.res.end(`proxy error: ${error.message}`);
        resolve();
      });
      // A request the browser gave up on (its fetch timed out, the page went away) is given up on at
      // the store too: the store's `timeout` fault finishes a request whose connection stays open
      // a minute later, and its add then landed in the cart in the middle of a later test.
      ctx.res.on('close', () => {
        if (!ctx.res.writableFinished) proxyReq.destroy();
        resolve();
      });
      ctx.req.pipe(proxyReq);
    });
    return undefined;
  };

  return {
    middleware,
    plugin: {
      name: 'demo-server-proxy',
      serverStart() {
        if (enabled) ensure().catch(() => {});
      },
      async serverStop() {
        if (server) {
          const started = await server.catch(() => undefined);
          await started?.stop();
        }
      },
    },
  };
}

function countSuite(suite, counts, timed = [], prefix = '') {
  if (!suite) return;
  const title = suite.name ? `${prefix}${suite.name} > ` : prefix;
  for (const test of suite.tests ?? []) {
    if (typeof test.duration === 'number') timed.push({ name: `${title}${test.name}`, ms: test.duration });
    if (test.skipped) counts.skipped += 1;
    else if (test.passed) counts.passed += 1;
    else {
      counts.failed += 1;
      counts.failures.push({ name: test.name, error: test.error?.message });
    }
  }
  for (const child of suite.suites ?? []) countSuite(child, counts, timed, title);
}

/** The `count` slowest tests of a run, for the summary: where the suite's time goes. */
export function slowestTests(sessions, count = 20) {
  const all = [];
  for (const session of sessions) {
    const timed = [];
    countSuite(session.testResults, { passed: 0, failed: 0, skipped: 0, failures: [] }, timed);
    const file = path.relative(process.cwd(), session.testFile);
    for (const t of timed) all.push({ ...t, file, browser: session.browser?.name ?? 'unknown' });
  }
  return all.sort((a, b) => b.ms - a.ms).slice(0, count);
}

/** Writes pass/fail counts per browser (and in total) to a JSON file when the run ends. */
export function jsonSummaryReporter({ outputFile }) {
  let summary;
  const write = (sessions) => {
    const browsers = {};
    const total = { passed: 0, failed: 0, skipped: 0, failures: [] };
    for (const session of sessions) {
      const name = session.browser?.name ?? 'unknown';
      browsers[name] ??= { passed: 0, failed: 0, skipped: 0, failures: [] };
      const counts = { passed: 0, failed: 0, skipped: 0, failures: [] };
      countSuite(session.testResults, counts);
      const fileErrors = session.errors ?? [];
      // A file that failed to load or threw outside a test counts as one failure.
      if (fileErrors.length > 0 || (session.passed === false && counts.failed === 0)) {
        counts.failed += 1;
        counts.failures.push({
          name: `${path.relative(process.cwd(), session.testFile)} (file)`,
          error: fileErrors.map((e) => e.message).join('; ') || 'session failed',
        });
      }
      for (const target of [browsers[name], total]) {
        target.passed += counts.passed;
        target.failed += counts.failed;
        target.skipped += counts.skipped;
        target.failures.push(
          ...counts.failures.map((f) => ({ ...f, browser: name, file: path.relative(process.cwd(), session.testFile) })),
        );
      }
    }
    // Seconds of test time per file and browser (the tests' own durations, not the page loads around them).
    const files = {};
    for (const session of sessions) {
      const timed = [];
      countSuite(session.testResults, { passed: 0, failed: 0, skipped: 0, failures: [] }, timed);
      const file = path.relative(process.cwd(), session.testFile);
      files[file] ??= {};
      files[file][session.browser?.name ?? 'unknown'] = Math.round(timed.reduce((sum, t) => sum + t.ms, 0) / 100) / 10;
    }
    summary = { ...total, browsers, files, slowest: slowestTests(sessions) };
    mkdirSync(path.dirname(outputFile), { recursive: true });
    writeFileSync(outputFile, `${JSON.stringify(summary, null, 2)}\n`);
  };
  return {
    onTestRunFinished({ sessions }) {
      write(sessions);
    },
    stop({ sessions }) {
      write(sessions);
      if (summary.slowest.length) {
        console.log('[wtr] slowest tests:');
        for (const t of summary.slowest) console.log(`[wtr]   ${(t.ms / 1000).toFixed(1).padStart(5)} s  ${t.browser}  ${t.file} > ${t.name}`);
      }
      for (const [name, c] of Object.entries(summary.browsers)) {
        console.log(`[wtr] ${name}: ${c.passed} passed, ${c.failed} failed, ${c.skipped} skipped`);
        for (const f of c.failures) console.log(`[wtr]   failed: ${f.file} > ${f.name}: ${f.error ?? ''}`.trimEnd());
      }
    },
  };
}

#!/usr/bin/env node
// Makes sure the Debian packages the test suites run exist, and installs what is missing with apt-get
// (no browser downloads). Quick no-op when everything is there.
//   node scripts/ensure-packages.mjs [browsers] [php]   (default: both)
//   browsers: chromium and firefox-esr (CHROMIUM_PATH / FIREFOX_PATH override where they are looked for);
//   php:      PHP's command line, which the plugin's unit checks run its PHP files with.
// Another apt-get at work (the real store's setup, the system's own) is waited for, not failed on.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { CHROMIUM_PATH, FIREFOX_PATH } from './lib/browsers.mjs';

const onPath = (command) => spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;
const GROUPS = {
  browsers: [
    { what: CHROMIUM_PATH, present: () => existsSync(CHROMIUM_PATH), pkg: 'chromium' },
    { what: FIREFOX_PATH, present: () => existsSync(FIREFOX_PATH), pkg: 'firefox-esr' },
  ],
  php: [{ what: 'php', present: () => onPath('php'), pkg: 'php-cli' }],
};

const asked = process.argv.slice(2);
const unknown = asked.filter((name) => !(name in GROUPS));
if (unknown.length > 0) {
  console.error(`unknown package group ${unknown.join(', ')}: choose from ${Object.keys(GROUPS).join(', ')}`);
  process.exit(2);
}
const wanted = (asked.length > 0 ? asked : Object.keys(GROUPS)).flatMap((name) => GROUPS[name]);
const missing = wanted.filter((item) => !item.present());

if (missing.length === 0) {
  console.log(`present: ${wanted.map((item) => item.what).join(', ')}`);
  process.exit(0);
}

const packages = missing.map((item) => item.pkg);
console.log(`missing: ${missing.map((item) => `${item.what} (${item.pkg})`).join(', ')}`);
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
if (!onPath('apt-get')) {
  console.error(`apt-get not available: install ${packages.join(' ')} yourself (or set CHROMIUM_PATH / FIREFOX_PATH)`);
  process.exit(1);
}
if (!isRoot && !onPath('sudo')) {
  console.error(`not root and no sudo: run \`apt-get update && apt-get install -y ${packages.join(' ')}\` as root`);
  process.exit(1);
}
const prefix = isRoot ? [] : ['sudo'];
const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };

/** apt-get, waiting while another apt-get holds its locks: the install waits by itself, the update is tried again. */
function aptGet(args) {
  const [cmd, ...rest] = [...prefix, 'apt-get', '-o', 'DPkg::Lock::Timeout=600', ...args];
  console.log(`$ ${[cmd, ...rest].join(' ')}`);
  const until = Date.now() + 10 * 60_000;
  for (;;) {
    const result = spawnSync(cmd, rest, { env, encoding: 'utf8', stdio: ['ignore', 'inherit', 'pipe'] });
    process.stderr.write(result.stderr ?? '');
    if (result.status === 0) return;
    const locked = /Could not get lock|Unable to lock/.test(result.stderr ?? '');
    if (!locked || Date.now() > until) throw new Error(`apt-get ${args.join(' ')} exited with ${result.status ?? result.signal}`);
    execFileSync('sleep', ['2']);
  }
}

const started = Date.now();
try {
  aptGet(['update']);
  aptGet(['install', '-y', ...packages]);
} catch (error) {
  console.error(`install failed: ${error.message}`);
  process.exit(1);
}
const stillMissing = wanted.filter((item) => !item.present());
if (stillMissing.length > 0) {
  console.error(`still missing after install: ${stillMissing.map((item) => item.what).join(', ')}`);
  process.exit(1);
}
console.log(`installed ${packages.join(', ')} in ${((Date.now() - started) / 1000).toFixed(0)} s`);

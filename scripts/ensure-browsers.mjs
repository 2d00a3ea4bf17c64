#!/usr/bin/env node
// Makes sure the system browsers used by the test suites exist (Debian packages; no browser downloads).
// Quick no-op when both are present. CHROMIUM_PATH / FIREFOX_PATH override the locations.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { CHROMIUM_PATH, FIREFOX_PATH } from './lib/browsers.mjs';

const wanted = [
  { path: CHROMIUM_PATH, pkg: 'chromium' },
  { path: FIREFOX_PATH, pkg: 'firefox-esr' },
];
const missing = wanted.filter((b) => !existsSync(b.path));

if (missing.length === 0) {
  console.log(`browsers present: ${wanted.map((b) => b.path).join(', ')}`);
  process.exit(0);
}

console.log(`missing: ${missing.map((b) => `${b.path} (${b.pkg})`).join(', ')}`);
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const hasSudo = spawnSync('sh', ['-c', 'command -v sudo'], { stdio: 'ignore' }).status === 0;
const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
if (!hasApt) {
  console.error('apt-get not available: install chromium and firefox-esr yourself, or set CHROMIUM_PATH / FIREFOX_PATH');
  process.exit(1);
}
if (!isRoot && !hasSudo) {
  console.error('not root and no sudo: run `apt-get update && apt-get install -y chromium firefox-esr` as root');
  process.exit(1);
}
const prefix = isRoot ? [] : ['sudo'];
const run = (args) => {
  console.log(`$ ${[...prefix, ...args].join(' ')}`);
  const [cmd, ...rest] = [...prefix, ...args];
  execFileSync(cmd, rest, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
};
const started = Date.now();
try {
  run(['apt-get', 'update']);
  run(['apt-get', 'install', '-y', 'chromium', 'firefox-esr']);
} catch (error) {
  console.error(`browser install failed: ${error.message}`);
  process.exit(1);
}
const stillMissing = wanted.filter((b) => !existsSync(b.path));
if (stillMissing.length > 0) {
  console.error(`still missing after install: ${stillMissing.map((b) => b.path).join(', ')}`);
  process.exit(1);
}
console.log(`installed chromium and firefox-esr in ${((Date.now() - started) / 1000).toFixed(0)} s`);

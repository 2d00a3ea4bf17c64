// Installs the npm packages when node_modules is missing or differs from package-lock.json.
// Compares content, not mtimes: a checkout or a copy that touches the lockfile reinstalls nothing.
// Imports nothing from node_modules: it runs before they exist.
import { execSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** npm's record of what it installed ("hidden lockfile"), rewritten by every npm ci / install. */
export const INSTALLED_RECORD = 'node_modules/.package-lock.json';

/**
 * Why node_modules must be (re)installed, or `undefined` when it holds what the lockfile says.
 * `lock` is package-lock.json, `installed` npm's node_modules/.package-lock.json (undefined when
 * missing), `exists(dir)` says whether a package folder is on disk.
 * Optional packages of other platforms are in the lockfile but never installed: they may be absent.
 * @param {{ packages?: Record<string, { version?: string, integrity?: string, optional?: boolean }> }} lock
 * @param {{ packages?: Record<string, { version?: string, integrity?: string }> } | undefined} installed
 * @param {(dir: string) => boolean} exists
 * @returns {string | undefined}
 */
export function installReason(lock, installed, exists) {
  if (!installed) return `${INSTALLED_RECORD} is missing (no npm install yet)`;
  const wanted = Object.entries(lock.packages ?? {}).filter(([where]) => where.startsWith('node_modules/'));
  const have = installed.packages ?? {};
  for (const [where, entry] of wanted) {
    const got = have[where];
    if (!got) {
      if (entry.optional) continue;
      return `${where} is not installed`;
    }
    if (got.version !== entry.version) return `${where} is ${got.version}, the lockfile wants ${entry.version}`;
    if (entry.integrity && got.integrity && got.integrity !== entry.integrity) return `${where} differs from the lockfile (integrity)`;
    if (!exists(where)) return `${where} was removed from disk`;
  }
  const locked = new Set(wanted.map(([where]) => where));
  const extra = Object.keys(have).find((where) => where.startsWith('node_modules/') && !locked.has(where));
  if (extra) return `${extra} is installed but not in the lockfile`;
  return undefined;
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

/** Runs `npm ci` in `root` when installReason() gives a reason; returns whether it did. */
export function ensureNodeModules(root = process.cwd()) {
  const lock = readJson(path.join(root, 'package-lock.json'));
  if (!lock) return false;
  const reason = installReason(lock, readJson(path.join(root, INSTALLED_RECORD)), (dir) =>
    existsSync(path.join(root, dir, 'package.json')),
  );
  if (!reason) return false;
  console.log(`Installing npm packages (npm ci): ${reason}…`);
  execSync('npm ci --no-audit --no-fund', {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, PUPPETEER_SKIP_DOWNLOAD: '1' },
  });
  return true;
}

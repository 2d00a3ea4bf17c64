// Installs the npm packages when they are missing or older than the lockfile.
// Imports nothing from node_modules: it runs before they exist.
import { execSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';

export function ensureNodeModules() {
  const marker = 'node_modules/.package-lock.json';
  const stale = !existsSync(marker) || statSync(marker).mtimeMs < statSync('package-lock.json').mtimeMs;
  if (!stale) return false;
  console.log('Installing npm packages (npm ci)…');
  execSync('npm ci --no-audit --no-fund', {
    stdio: 'inherit',
    env: { ...process.env, PUPPETEER_SKIP_DOWNLOAD: '1' },
  });
  return true;
}

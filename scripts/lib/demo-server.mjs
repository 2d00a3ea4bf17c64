// Starts the demo server (demo/server.ts) on a free port with a fresh temporary database.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const READY = /storefront demo listening on (https?:\/\/\S+)/;

/**
 * @param {{ timeoutMs?: number, env?: Record<string,string>, quiet?: boolean, label?: string }} [options]
 * @returns {Promise<{ url: string, dbFile: string, stop: () => Promise<void>, output: () => string }>}
 */
export function startDemoServer({ timeoutMs = 120_000, env = {}, quiet = true, label = 'demo' } = {}) {
  const dir = mkdtempSync(path.join(tmpdir(), 'storefront-demo-'));
  const dbFile = path.join(dir, 'demo.sqlite');
  const cli = path.join(ROOT, 'node_modules/tsx/dist/cli.mjs');
  const entry = process.env.DEMO_SERVER_ENTRY ?? 'demo/server.ts';
  const child = spawn(process.execPath, [cli, entry], {
    cwd: ROOT,
    env: { ...process.env, NO_COLOR: '1', ...env, PORT: '0', DEMO_DB: dbFile },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let out = '';
  let exited = false;
  let exitCode = null;
  const exitPromise = new Promise((resolve) => {
    child.on('exit', (code, signal) => {
      exited = true;
      exitCode = code ?? signal;
      resolve();
    });
    child.on('error', (err) => {
      out += `\n${err.stack ?? err}`;
      exited = true;
      resolve();
    });
  });
  const onData = (chunk) => {
    const text = chunk.toString();
    out += text;
    if (out.length > 200_000) out = out.slice(-100_000);
    if (!quiet) process.stderr.write(text.replace(/^/gm, `[${label}] `));
  };
  child.stdout.on('data', onData);
  child.stderr.on('data', onData);

  const killGroup = (signal) => {
    if (exited || child.pid === undefined) return;
    try {
      process.kill(-child.pid, signal);
    } catch {
      try { child.kill(signal); } catch { /* already gone */ }
    }
  };
  const onParentExit = () => killGroup('SIGKILL');
  process.on('exit', onParentExit);

  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    process.off('exit', onParentExit);
    killGroup('SIGTERM');
    const timer = new Promise((resolve) => setTimeout(resolve, 5000).unref());
    await Promise.race([exitPromise, timer]);
    if (!exited) {
      killGroup('SIGKILL');
      await Promise.race([exitPromise, new Promise((r) => setTimeout(r, 2000).unref())]);
    }
    rmSync(dir, { recursive: true, force: true });
  };

  return new Promise((resolve, reject) => {
    const fail = async (why) => {
      clearInterval(poll);
      clearTimeout(timeout);
      await stop();
      const tail = out.trim().split('\n').slice(-30).join('\n');
      reject(new Error(`demo server did not start: ${why}\n${tail}`));
    };
    const poll = setInterval(() => {
      const match = READY.exec(out);
      if (match) {
        clearInterval(poll);
        clearTimeout(timeout);
        resolve({ url: match[1].replace(/\/$/, ''), dbFile, stop, output: () => out });
      } else if (exited) {
        fail(`process exited (${exitCode})`);
      }
    }, 50);
    const timeout = setTimeout(() => fail(`not ready after ${timeoutMs} ms`), timeoutMs);
  });
}

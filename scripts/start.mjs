// `npm start`: installs what is missing, builds the library, and serves the demo
// store (seeding its database on first start) on http://localhost:8080 or $PORT.
import { execSync, spawn } from 'node:child_process';
import { ensureNodeModules } from './lib/ensure-deps.mjs';

ensureNodeModules();
console.log('Building the library…');
execSync('npm run build', { stdio: 'inherit' });

const port = process.env.PORT ?? '8080';
const server = spawn(process.execPath, ['--import', 'tsx', 'demo/server.ts'], {
  stdio: 'inherit',
  env: { ...process.env, PORT: port },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));

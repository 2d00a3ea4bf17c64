// Emits the public type declarations to dist/types and turns the source's .ts/.tsx
// import specifiers into the .js ones consumers resolve.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

rmSync('dist/types', { recursive: true, force: true });
execFileSync(process.execPath, ['node_modules/typescript/bin/tsc', '-p', 'tsconfig.build.json'], { stdio: 'inherit' });

function* files(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else if (path.endsWith('.d.ts')) yield path;
  }
}

const left = [];
for (const file of files('dist/types')) {
  const text = readFileSync(file, 'utf8');
  const rewritten = text.replace(/((?:from|import|declare module)\s*\(?\s*['"]\.{1,2}\/[^'"]*?)\.tsx?(['"])/g, '$1.js$2');
  if (rewritten !== text) writeFileSync(file, rewritten);
  // Any other relative .ts specifier would not resolve for a consumer.
  for (const [specifier] of rewritten.matchAll(/['"]\.{1,2}\/[^'"\n]*\.tsx?['"]/g)) left.push(`${file}: ${specifier}`);
}
if (left.length) {
  console.error(`Declarations still name source files:\n${left.join('\n')}`);
  process.exit(1);
}

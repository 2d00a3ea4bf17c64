/**
 * `npx tsx demo/i18n/report.ts [path-prefix …]`: what the demo pages still print in English when German is
 * chosen, page by page, and the texts `t()` was asked for that the German catalogue lacks.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../db/index.ts';
import { createApp } from '../app.ts';
import { germanPagesCheck } from './english-left.ts';

const dir = mkdtempSync(join(tmpdir(), 'storefront-german-'));
const db = openDatabase(join(dir, 'store.sqlite'));
try {
  const { left, missing } = await germanPagesCheck(createApp(db, { secret: 'report' }), db, process.argv.slice(2));
  const byPage = new Map<string, string[]>();
  for (const [text, path] of left) byPage.set(path, [...(byPage.get(path) ?? []), text]);
  for (const [path, texts] of byPage) console.log(`\n${path}\n${texts.map((text) => `  ${text}`).join('\n')}`);
  if (missing.length) console.log(`\nwithout a German text:\n${missing.map((text) => `  ${text}`).join('\n')}`);
} finally {
  db.close();
  rmSync(dir, { recursive: true, force: true });
}

/**
 * `npx tsx demo/i18n/report.ts [path-prefix …]`: what the demo pages still print in English when German is
 * chosen, page by page, and the texts `t()` was asked for that the German catalogue lacks.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../db/index.ts';
import { createApp } from '../app.ts';
import { TestVisitor } from '../test-visitor.ts';
import { untranslated } from './index.ts';
import { contentOf, englishLeft } from './english-left.ts';

const dir = mkdtempSync(join(tmpdir(), 'storefront-german-'));
const db = openDatabase(join(dir, 'store.sqlite'));
try {
  const app = createApp(db, { secret: 'report' });
  const visitor = new TestVisitor(app);
  const home = await (await visitor.request('/?lang=de')).text();
  const product = db.prepare("SELECT id FROM products WHERE type = 'simple' AND visible = 1 ORDER BY id LIMIT 1").get() as { id: number };
  await visitor.request('/?wc-ajax=add_to_cart', { method: 'POST', form: { product_id: String(product.id), quantity: '1' } });
  const content = contentOf(db);
  const only = process.argv.slice(2);
  const paths = ['/', ...new Set([...home.matchAll(/<a href="([^"#]*)[^"]*" data-demo="[^"]*">/g)].map(([, href]) => href!))]
    .filter((path) => !only.length || only.some((prefix) => path.startsWith(prefix)));
  const seen = new Set<string>();
  for (const path of paths) {
    const left = englishLeft(await (await visitor.request(path)).text(), content).filter((text) => !seen.has(text));
    left.forEach((text) => seen.add(text));
    if (left.length) console.log(`\n${path}\n${left.map((text) => `  ${text}`).join('\n')}`);
  }
  if (untranslated.size) console.log(`\nwithout a German text:\n${[...untranslated].map((text) => `  ${text}`).join('\n')}`);
} finally {
  db.close();
  rmSync(dir, { recursive: true, force: true });
}

/**
 * Gallery images of some products (the product table's lightbox galleries). Runs after every other
 * seed step with a PRNG of its own, so no earlier row changes.
 */
import type Database from 'better-sqlite3';
import { mulberry32 } from './seed.ts';

/** Products that get a gallery: the camp and desk goods, the art print and the linen shirt. */
export const GALLERY_PRODUCTS: readonly number[] = [20, 21, 22, 23, 24, 25, 26, 27, 30, 32, 40];
const MEDIA_SEED = 20261124;
const VIEWS = ['Side view', 'Detail', 'In use', 'Packaging', 'Close-up'];
const COLOURS = ['#2f6f8f', '#8f4f2f', '#4f7f3f', '#7f3f6f', '#3f4f8f', '#8f7a2f', '#2f7f6f', '#6f2f2f'];

export function seedProductImages(db: Database.Database): void {
  const rand = mulberry32(MEDIA_SEED);
  const insert = db.prepare('INSERT INTO product_images (product_id, position, title, colour) VALUES (?, ?, ?, ?)');
  const nameOf = db.prepare('SELECT name FROM products WHERE id = ?');
  for (const id of GALLERY_PRODUCTS) {
    const product = nameOf.get(id) as { name: string } | undefined;
    if (!product) continue;
    const count = 1 + Math.floor(rand() * 3);
    const views = [...VIEWS].sort(() => rand() - 0.5);
    for (let n = 1; n <= count; n++) {
      insert.run(id, n, `${product.name}: ${views[n - 1]!.toLowerCase()}`, COLOURS[Math.floor(rand() * COLOURS.length)]!);
    }
  }
}

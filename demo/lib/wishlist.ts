/**
 * The visitor's wishlist on the database (tables `wishlists`, `wishlist_items`): one default list per
 * session, created on the first add. An entry is a product, or a variation with its parent.
 */
import type { DB } from '../db/index.ts';

export interface WishlistEntry { product_id: number; variation_id: number }

function listId(db: DB, sessionId: string): number | undefined {
  return (db.prepare('SELECT id FROM wishlists WHERE session_id = ? ORDER BY id LIMIT 1').get(sessionId) as { id: number } | undefined)?.id;
}

export function wishlistEntries(db: DB, sessionId: string): WishlistEntry[] {
  const id = listId(db, sessionId);
  if (id === undefined) return [];
  return db.prepare('SELECT product_id, variation_id FROM wishlist_items WHERE wishlist_id = ? ORDER BY added_at, product_id, variation_id')
    .all(id) as WishlistEntry[];
}

/** The ids the page prints for its toggles (`wcpt_ti_wishlist_ids`): the variation when there is one. */
export function wishlistIds(db: DB, sessionId: string): string[] {
  return wishlistEntries(db, sessionId).map((e) => String(e.variation_id || e.product_id));
}

export function addToWishlist(db: DB, sessionId: string, entry: WishlistEntry): void {
  const now = new Date().toISOString();
  let id = listId(db, sessionId);
  if (id === undefined) {
    id = Number(db.prepare("INSERT INTO wishlists (session_id, user_id, name, created_at) VALUES (?, 0, 'Wishlist', ?)").run(sessionId, now).lastInsertRowid);
  }
  db.prepare('INSERT OR IGNORE INTO wishlist_items (wishlist_id, product_id, variation_id, quantity, added_at) VALUES (?, ?, ?, 1, ?)')
    .run(id, entry.product_id, entry.variation_id, now);
}

export function removeFromWishlist(db: DB, sessionId: string, entry: WishlistEntry): void {
  const id = listId(db, sessionId);
  if (id === undefined) return;
  db.prepare('DELETE FROM wishlist_items WHERE wishlist_id = ? AND product_id = ? AND variation_id = ?').run(id, entry.product_id, entry.variation_id);
}

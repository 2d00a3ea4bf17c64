/**
 * The cart page's "You may be interested in…" products, as the platform prints cross-sells:
 * a product grid inside the cart collaterals whose buttons add over AJAX. On the cart page
 * (is_cart) an add shows no 'View cart' link (SPEC §2.4).
 */
import { isInStock, isPurchasable, type ProductRow } from '../lib/catalog.ts';
import type { PageContext } from './context.ts';
import { productCard } from './snippets.ts';
import { t } from '../i18n/index.ts';

export function crossSells(ctx: PageContext): string {
  const inCart = new Set(ctx.cart.lines.map((line) => line.productId));
  const rows = (ctx.db.prepare(
    "SELECT * FROM products WHERE type = 'simple' AND visible = 1 AND stock_status = 'instock' AND sold_individually = 0 ORDER BY popularity DESC, id ASC LIMIT 12",
  ).all() as ProductRow[]).filter((p) => !inCart.has(p.id) && isPurchasable(p) && isInStock(p)).slice(0, 4);
  if (rows.length === 0) return '';
  return `<div class="cross-sells"><h2>${t('You may be interested in&hellip;')}</h2>`
    + `<shop-add-to-cart><ul class="products columns-4">${rows.map((p) => productCard(ctx.db, p)).join('\n')}</ul></shop-add-to-cart></div>`;
}

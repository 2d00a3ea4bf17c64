/** Markup pieces shared by pages: product cards, quantity inputs, star ratings, pagination. */
import type { DB } from '../db/index.ts';
import { isInStock, isPurchasable, permalink, priceRange, type ProductRow } from '../lib/catalog.ts';
import { esc, priceHtml } from '../lib/render.ts';
import { t } from '../i18n/index.ts';

export function starRating(rating: number): string {
  if (rating <= 0) return '';
  const fixed = rating.toFixed(2);
  return `<div class="star-rating" role="img" aria-label="${t('Rated %s out of 5', fixed)}"><span style="width:${(rating / 5) * 100}%">${t('Rated %s out of 5', `<strong class="rating">${fixed}</strong>`)}</span></div>`;
}

export function quantityInput(opts: { id: string; name?: string; label: string; value?: number; min?: number; max?: number | ''; step?: number; hidden?: boolean }): string {
  const name = opts.name ?? 'quantity';
  if (opts.hidden) {
    return `<div class="quantity"><input type="hidden" id="${esc(opts.id)}" class="qty" name="${esc(name)}" value="${opts.value ?? 1}"></div>`;
  }
  return `<div class="quantity"><label class="screen-reader-text" for="${esc(opts.id)}">${esc(opts.label)}</label>`
    + `<input type="number" id="${esc(opts.id)}" class="input-text qty text" name="${esc(name)}" value="${opts.value ?? 1}" aria-label="${t('Product quantity')}" min="${opts.min ?? 1}" max="${opts.max ?? ''}" step="${opts.step ?? 1}" placeholder="" inputmode="${Number.isInteger(opts.step ?? 1) ? 'numeric' : 'decimal'}" autocomplete="off"></div>`;
}

export function productPriceHtml(db: DB, p: ProductRow): string {
  if (p.type === 'variable') {
    const range = priceRange(db, p.id);
    return range ? priceHtml('', '', range) : '';
  }
  return priceHtml(p.regular_price, p.price);
}

export function productClasses(p: ProductRow, extra: string[] = []): string {
  const classes = ['product', 'type-product', `post-${p.id}`, 'status-publish', p.stock_status];
  if (p.image) classes.push('has-post-thumbnail');
  if (p.sale_price !== '') classes.push('sale');
  if (p.sold_individually) classes.push('sold-individually');
  if (isPurchasable(p)) classes.push('purchasable');
  classes.push(`product-type-${p.type}`);
  return [...classes, ...extra].join(' ');
}

/** The loop add-to-cart link exactly as the platform prints it. */
export function loopAddToCart(p: ProductRow): string {
  const label = esc(p.name);
  if (p.type === 'variable') {
    return `<a href="${esc(permalink(p))}" data-quantity="1" class="button product_type_variable add_to_cart_button" data-product_id="${p.id}" data-product_sku="${esc(p.sku)}" aria-label="${t('Select options for &ldquo;%s&rdquo;', label)}" aria-describedby="woocommerce_loop_add_to_cart_link_describedby_${p.id}" rel="nofollow">${t('Select options')}</a>`
      + `<span id="woocommerce_loop_add_to_cart_link_describedby_${p.id}" class="screen-reader-text">${t('This product has multiple variants. The options may be chosen on the product page')}</span>`;
  }
  if (!isPurchasable(p) || !isInStock(p)) {
    return `<a href="${esc(permalink(p))}" data-quantity="1" class="button product_type_simple" data-product_id="${p.id}" data-product_sku="${esc(p.sku)}" aria-label="${t('Read more about &ldquo;%s&rdquo;', label)}" rel="nofollow">${t('Read more')}</a>`;
  }
  return `<a href="?add-to-cart=${p.id}" data-quantity="1" class="button product_type_simple add_to_cart_button ajax_add_to_cart" data-product_id="${p.id}" data-product_sku="${esc(p.sku)}" aria-label="${t('Add &ldquo;%s&rdquo; to your cart', label)}" rel="nofollow">${t('Add to cart')}</a>`;
}

export function productCard(db: DB, p: ProductRow): string {
  const img = p.image
    ? `<img width="300" height="300" src="${esc(p.image)}" class="attachment-woocommerce_thumbnail size-woocommerce_thumbnail" alt="${esc(p.name)}" loading="lazy">`
    : `<img width="300" height="300" src="/demo-assets/placeholder.svg" class="woocommerce-placeholder wp-post-image" alt="${t('Placeholder')}">`;
  const price = productPriceHtml(db, p);
  return `<li class="${productClasses(p)}">`
    + `<a href="${esc(permalink(p))}" class="woocommerce-LoopProduct-link woocommerce-loop-product__link">${img}`
    + `<h2 class="woocommerce-loop-product__title">${esc(p.name)}</h2>`
    + starRating(p.rating)
    + (p.sale_price !== '' ? `<span class="onsale">${t('Sale!')}</span>` : '')
    + (price ? `<span class="price">${price}</span>` : '')
    + `</a>${loopAddToCart(p)}</li>`;
}

export function pagination(current: number, total: number, hrefFor: (page: number) => string): string {
  if (total <= 1) return '';
  const pages: Array<number | '…'> = [];
  for (let i = 1; i <= total; i++) {
    if (i === 1 || i === total || Math.abs(i - current) <= 2) pages.push(i);
    else if (pages[pages.length - 1] !== '…') pages.push('…');
  }
  const items = pages.map((p) => {
    if (p === '…') return '<li><span class="page-numbers dots">&hellip;</span></li>';
    if (p === current) return `<li><span aria-label="${t('Page %s', p)}" aria-current="page" class="page-numbers current">${p}</span></li>`;
    return `<li><a class="page-numbers" href="${esc(hrefFor(p))}" aria-label="${t('Page %s', p)}">${p}</a></li>`;
  });
  // The arrows alone say nothing to a screen reader: each link is named after where it goes.
  if (current > 1) items.unshift(`<li><a class="prev page-numbers" href="${esc(hrefFor(current - 1))}" aria-label="${t('Previous page')}"><span aria-hidden="true">&larr;</span></a></li>`);
  if (current < total) items.push(`<li><a class="next page-numbers" href="${esc(hrefFor(current + 1))}" aria-label="${t('Next page')}"><span aria-hidden="true">&rarr;</span></a></li>`);
  return `<nav class="woocommerce-pagination" aria-label="${t('Product Pagination')}"><ul class="page-numbers">${items.join('')}</ul></nav>`;
}

/** `/product/<slug>/`: the single product page (simple form, or the variations form for variable products). */
import {
  INLINE_VARIATION_THRESHOLD, availabilityHtml, buildVariationObject, countVariations, dimensionsHtml, getAttributes,
  getProductBySlug, getVariations, imageFor, isInStock, isPurchasable, maxPurchaseQuantity, permalink,
  showVariationPrice, weightHtml, type Attribute, type ProductRow, type VariationObject,
} from '../lib/catalog.ts';
import type { DB } from '../db/index.ts';
import { ownPriceRules } from '../lib/own-price.ts';
import { addonFieldsHtml, bundleContentsHtml, compositeFieldsHtml, measurementFieldsHtml } from '../lib/table/forms.ts';
import { esc, formatPlain, paragraphs } from '../lib/render.ts';
import { t } from '../i18n/index.ts';
import type { PageContext } from './context.ts';
import type { Page } from './registry.ts';
import { categoryLink } from './shop.ts';
import { productPriceHtml, productClasses, quantityInput, starRating } from './snippets.ts';

/** The variation objects a product page embeds inline, or `false` above the threshold. */
export function inlineVariations(db: DB, parent: ProductRow): VariationObject[] | false {
  if (countVariations(db, parent.id) > INLINE_VARIATION_THRESHOLD) return false;
  const variations = getVariations(db, parent.id);
  const showPrice = showVariationPrice(variations);
  return variations.filter((v) => v.row.visible === 1).map((v) => buildVariationObject(v, parent, showPrice));
}

function gallery(p: ProductRow): string {
  const { image } = imageFor(p);
  if (!image.src) {
    return `<div class="woocommerce-product-gallery woocommerce-product-gallery--without-images images"><div class="woocommerce-product-gallery__wrapper"><div class="woocommerce-product-gallery__image--placeholder"><img src="/demo-assets/placeholder.svg" alt="${t('Awaiting product image')}" class="wp-post-image"></div></div></div>`;
  }
  return `<div class="woocommerce-product-gallery woocommerce-product-gallery--with-images images" data-columns="4">`
    + `<div class="woocommerce-product-gallery__wrapper"><div data-thumb="${esc(image.gallery_thumbnail_src)}" data-thumb-alt="${esc(image.alt)}" class="woocommerce-product-gallery__image">`
    + `<a href="${esc(image.full_src)}"><img width="${image.src_w}" height="${image.src_h}" src="${esc(image.src)}" class="wp-post-image" alt="${esc(image.alt)}" title="${esc(image.title)}" data-caption="" data-src="${esc(image.full_src)}" data-large_image="${esc(image.full_src)}" data-large_image_width="${image.full_src_w}" data-large_image_height="${image.full_src_h}" srcset="${esc(image.srcset)}" sizes="${esc(image.sizes)}"></a>`
    + `</div></div></div>`;
}

function attributeSelect(attr: Attribute, selected: string | null, isLast: boolean): string {
  const id = attr.name;
  const options = attr.options.map((o) => `<option value="${esc(o.value)}" class="attached enabled"${o.value === selected ? ' selected="selected"' : ''}>${esc(o.label)}</option>`).join('');
  return `<tr><th class="label"><label for="${esc(id)}">${esc(attr.label)}</label></th><td class="value">`
    + `<select id="${esc(id)}" class="" name="${esc(attr.key)}" data-attribute_name="${esc(attr.key)}" data-show_option_none="yes"><option value="">${t('Choose an option')}</option>${options}</select>`
    + (isLast ? `<a class="reset_variations" href="#" aria-label="${t('Clear options')}">${t('Clear')}</a>` : '')
    + '</td></tr>';
}

function variationsForm(ctx: PageContext, p: ProductRow): string {
  const attrs = getAttributes(ctx.db, p.id).filter((a) => a.isVariation);
  const variations = inlineVariations(ctx.db, p);
  const json = variations === false ? 'false' : JSON.stringify(variations);
  const rows = attrs.map((a, i) => attributeSelect(a, ctx.url.searchParams.get(a.key), i === attrs.length - 1)).join('');
  return `<shop-variations><form class="variations_form cart" action="${esc(permalink(p))}" method="post" enctype="multipart/form-data" data-product_id="${p.id}" data-product_variations="${esc(json)}">`
    + `<table class="variations" cellspacing="0" role="presentation"><tbody>${rows}</tbody></table>`
    + '<div class="reset_variations_alert screen-reader-text" role="alert" aria-live="polite" aria-relevant="all"></div>'
    + '<div class="single_variation_wrap">'
    + '<div class="woocommerce-variation single_variation" role="alert" aria-relevant="additions"></div>'
    + '<div class="woocommerce-variation-add-to-cart variations_button">'
    + ownPriceField(ctx.db, p)
    + quantityInput({ id: `quantity_${p.id}`, label: t('%s quantity', p.name) })
    + `<button type="submit" class="single_add_to_cart_button button alt disabled wc-variation-selection-needed">${t('Add to cart')}</button>`
    + `<input type="hidden" name="add-to-cart" value="${p.id}"><input type="hidden" name="product_id" value="${p.id}"><input type="hidden" name="variation_id" class="variation_id" value="0">`
    + '</div></div></form></shop-variations>';
}

function ownPriceField(db: DB, p: ProductRow): string {
  const rules = ownPriceRules(db, p.id);
  if (!rules) return '';
  const { range, suggested, decimals } = rules;
  const limit = (name: string, value: number | undefined) => (value === undefined ? '' : ` data-${name}="${value}"`);
  const description = [
    range.min !== undefined ? t('Minimum %s.', formatPlain(range.min)) : '',
    range.max !== undefined ? t('Maximum %s.', formatPlain(range.max)) : '',
    suggested !== undefined ? t('Suggested %s.', formatPlain(suggested)) : '',
  ].filter(Boolean).join(' ');
  return `<shop-own-price${limit('min', range.min)}${limit('max', range.max)}${limit('suggested', suggested)} data-decimals="${decimals}">`
    + `<p class="form-row own-price-field"><label for="own_price">${t('Your price ($)')}</label>`
    + `<input type="text" inputmode="decimal" id="own_price" name="own_price" class="input-text own-price" value="${suggested ?? ''}" aria-describedby="own_price-description">`
    + `<span class="description" id="own_price-description">${esc(description)}</span></p></shop-own-price>`;
}

function simpleForm(ctx: PageContext, p: ProductRow): string {
  if (!isPurchasable(p) || !isInStock(p)) return '';
  const max = maxPurchaseQuantity(p);
  // The plug-ins' fields (bundle contents, composite choices, add-ons, measurement) go before the quantity, as they print them.
  const idBase = `product-${p.id}`;
  return `<form class="cart" action="${esc(permalink(p))}" method="post" enctype="multipart/form-data">`
    + bundleContentsHtml(ctx.db, p) + compositeFieldsHtml(ctx.db, p, idBase) + addonFieldsHtml(ctx.db, p, idBase) + measurementFieldsHtml(ctx.db, p, idBase)
    + ownPriceField(ctx.db, p)
    + quantityInput({ id: `quantity_${p.id}`, label: t('%s quantity', p.name), max: max > 0 ? max : '', hidden: p.sold_individually === 1 })
    + `<button type="submit" name="add-to-cart" value="${p.id}" class="single_add_to_cart_button button alt">${t('Add to cart')}</button>`
    + '</form>';
}

function additionalInformation(ctx: PageContext, p: ProductRow): string {
  const rows: string[] = [];
  const row = (key: string, label: string, value: string): string =>
    `<tr class="woocommerce-product-attributes-item woocommerce-product-attributes-item--${esc(key)}"><th class="woocommerce-product-attributes-item__label" scope="row">${esc(label)}</th><td class="woocommerce-product-attributes-item__value">${value}</td></tr>`;
  rows.push(row('weight', t('Weight'), weightHtml(p.weight)));
  rows.push(row('dimensions', t('Dimensions'), dimensionsHtml(p)));
  for (const attr of getAttributes(ctx.db, p.id)) {
    rows.push(row(`attribute_${attr.name}`, attr.label, `<p>${attr.options.map((o) => esc(o.label)).join(', ')}</p>`));
  }
  return `<table class="woocommerce-product-attributes shop_attributes" aria-label="${t('Product Details')}">${rows.join('')}</table>`;
}

export const productPage: Page = {
  path: '/product/hoodie-sizes/',
  route: '/product/:slug/',
  methods: ['GET', 'POST'],
  tag: 'shop-variations',
  title: 'Variable product',
  description: 'Single product page with the variations form (four priced sizes). Other fixtures: /product/tshirt-colour-logo/, /product/sneaker-many/, /product/configurator-1000/, /product/quote-attrs/.',
  render(ctx) {
    const p = getProductBySlug(ctx.db, ctx.params.slug ?? '');
    if (!p || p.visible !== 1) return { status: 404, title: t('Not found'), body: `<h1>${t('Product not found')}</h1><p><a href="/shop/">${t('Return to shop')}</a></p>` };
    const category = p.category_id
      ? (ctx.db.prepare('SELECT name, slug FROM categories WHERE id = ?').get(p.category_id) as { name: string; slug: string } | undefined)
      : undefined;
    const price = productPriceHtml(ctx.db, p);
    const body = `<div id="product-${p.id}" class="${productClasses(p)}">
${gallery(p)}
<div class="summary entry-summary">
<h1 class="product_title entry-title">${esc(p.name)}</h1>
${p.rating > 0 ? `<div class="woocommerce-product-rating">${starRating(p.rating)}<a href="#reviews" class="woocommerce-review-link" rel="nofollow">${t('(%s customer reviews)', `<span class="count">${p.review_count}</span>`)}</a></div>` : ''}
<p class="price">${price}</p>
<div class="woocommerce-product-details__short-description">${paragraphs(p.short_description)}</div>
${p.type === 'simple' ? availabilityHtml(p) : ''}
${p.type === 'variable' ? variationsForm(ctx, p) : simpleForm(ctx, p)}
<div class="product_meta">
<span class="sku_wrapper">${t('SKU:')} <span class="sku">${p.sku ? esc(p.sku) : t('N/A')}</span></span>
${category ? `<span class="posted_in">${t('Category:')} <a href="${esc(categoryLink(category))}" rel="tag">${esc(category.name)}</a></span>` : ''}
</div>
</div>
<div class="woocommerce-tabs wc-tabs-wrapper">
${p.description.trim() === '' ? '' : `<h2>${t('Description')}</h2>
<div class="woocommerce-Tabs-panel woocommerce-Tabs-panel--description">${paragraphs(p.description)}</div>`}
<h2>${t('Additional information')}</h2>
<div class="woocommerce-Tabs-panel woocommerce-Tabs-panel--additional_information">${additionalInformation(ctx, p)}</div>
</div>
</div>`;
    return { title: p.name, body, bodyClass: ['single-product', `postid-${p.id}`] };
  },
};

/**
 * The `shop-lightbox` gallery page, a lookbook: two galleries of product images (plain links to the
 * images, so without JavaScript each link opens its image), captions, one picture without a size
 * (measured when it loads) and one whose image is not there yet (its URL answers 404).
 */
import { esc } from '../lib/render.ts';
import { t } from '../i18n/index.ts';
import type { PageContext } from './context.ts';
import type { Page } from './registry.ts';

/** A product id that has no image: /demo-assets/img/{id}.svg answers 404. */
export const BROKEN_IMAGE_ID = 999999;

interface Picture { id: number; size?: string; caption: 'figcaption' | 'title' }

const FIRST: Picture[] = [
  { id: 1, size: '1600x1600', caption: 'title' },
  { id: 2, size: '1600x1600', caption: 'title' },
  { id: 3, caption: 'title' },
  { id: 4, size: '1200x1200', caption: 'title' },
  { id: 5, size: '1600x1600', caption: 'title' },
];
const SECOND: Picture[] = [
  { id: 9, size: '1600x1600', caption: 'figcaption' },
  { id: BROKEN_IMAGE_ID, size: '1600x1200', caption: 'figcaption' },
  { id: 11, size: '1600x1600', caption: 'figcaption' },
  { id: 13, size: '1600x1600', caption: 'figcaption' },
];

function productName(ctx: PageContext, id: number): string {
  const row = ctx.db.prepare('SELECT name FROM products WHERE id = ?').get(id) as { name: string } | undefined;
  return row?.name ?? t('Linen apron (photo coming soon)');
}

function picture(ctx: PageContext, p: Picture): string {
  const name = productName(ctx, p.id);
  const src = `/demo-assets/img/${p.id}.svg`;
  const size = p.size ? ` data-size="${p.size}"` : '';
  const thumb = `<img src="${p.id === BROKEN_IMAGE_ID ? '/demo-assets/placeholder.svg' : src}" width="150" height="150" alt="${esc(name)}" loading="lazy">`;
  if (p.caption === 'title') return `<a href="${src}"${size} title="${esc(name)}">${thumb}</a>`;
  return `<figure class="wp-block-image"><a href="${src}"${size}>${thumb}</a><figcaption>${esc(name)}</figcaption></figure>`;
}

export const lightboxPage: Page = {
  path: '/demo/lightbox/',
  tag: 'shop-lightbox',
  title: 'Lookbook',
  description: 'Product photos that open large in a gallery: arrow keys or a swipe move through the set, the address links to the picture on screen, and each one can be shared or saved.',
  render(ctx) {
    const body = `<h1>${t('Lookbook')}</h1>
<p class="demo-lede">${t("This season's favourites, up close. Choose a picture to see it large, then move through the set with the arrow keys or a swipe.")}</p>
<style>
.demo-lede { max-width: 40rem; color: var(--demo-muted); }
.demo-lightbox h2 { margin: 2rem 0 0.25rem; font-size: 1.3rem; }
.demo-lightbox h2 + p { margin: 0 0 1rem; color: var(--demo-muted); }
.demo-lightbox .gallery, .demo-lightbox .wp-block-gallery { display: grid; grid-template-columns: repeat(auto-fill, minmax(150px, 1fr)); gap: 12px; margin: 0 0 2em; padding: 0; }
.demo-lightbox .gallery a, .demo-lightbox figure a { display: block; }
.demo-lightbox figure { margin: 0; font-size: .875em; color: var(--demo-muted); }
.demo-lightbox figcaption { margin-top: .4em; }
.demo-lightbox img { display: block; width: 100%; height: auto; aspect-ratio: 1; object-fit: cover; border-radius: 6px; background: var(--demo-soft); }
.demo-lightbox a:hover img { box-shadow: 0 4px 14px rgb(0 0 0 / .15); }
</style>
<shop-lightbox class="demo-lightbox">
<h2>${t('Everyday wear')}</h2>
<p>${t('Hoodies, tees and a cap for every day of the week.')}</p>
<div class="gallery gallery-columns-5">
${FIRST.map((p) => picture(ctx, p)).join('\n')}
</div>
<h2>${t('Gifts and accessories')}</h2>
<p>${t('Small things that make a good present.')}</p>
<figure class="wp-block-gallery has-nested-images">
${SECOND.map((p) => picture(ctx, p)).join('\n')}
</figure>
<p><a href="/shop/">${t('Shop the whole collection')}</a></p>
</shop-lightbox>`;
    return { title: t('Lookbook'), body };
  },
};

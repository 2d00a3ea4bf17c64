/**
 * The `shop-lightbox` gallery page: two galleries of product images (plain links to the images,
 * so without JavaScript each link opens its image), captions, one picture without a size (measured
 * when it loads) and one broken image (its URL answers 404).
 */
import { esc } from '../lib/render.ts';
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
  return row?.name ?? 'A picture that is gone';
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
  title: 'Image lightbox',
  description: 'Two galleries of linked product images: click a picture to open its gallery (gid/pid in the address, Back closes, a shared link opens the same picture), share or download it; one picture has no size (measured) and one is broken.',
  render(ctx) {
    const body = `<h1>Image lightbox</h1>
<p>Each picture is a plain link to its image: without JavaScript it opens the image. With it, the picture opens in its gallery.</p>
<style>
.demo-lightbox .gallery, .demo-lightbox .wp-block-gallery { display: flex; flex-wrap: wrap; gap: 12px; margin: 0 0 2em; padding: 0; }
.demo-lightbox figure { margin: 0; text-align: center; font-size: .875em; }
.demo-lightbox img { display: block; border-radius: 4px; }
</style>
<shop-lightbox class="demo-lightbox">
<h2>Clothing (captions from the link titles)</h2>
<div class="gallery gallery-columns-5">
${FIRST.map((p) => picture(ctx, p)).join('\n')}
</div>
<h2>More products (captions from figcaptions; the second picture is broken)</h2>
<figure class="wp-block-gallery has-nested-images">
${SECOND.map((p) => picture(ctx, p)).join('\n')}
</figure>
<p><a href="/shop/">Back to the shop</a> (a link that is not an image stays a link).</p>
</shop-lightbox>`;
    return { title: 'Image lightbox', body };
  },
};

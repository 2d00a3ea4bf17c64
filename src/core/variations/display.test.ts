import { describe, expect, it } from 'vitest';
import { isSafeUrl } from '../url/index.ts';
import { cartButtonState, srcsetUrls, SWAPPED_IMAGE_ATTRIBUTES, variationImage, variationMeta } from './display.ts';
import type { Variation } from './schema.ts';

const base: Variation = { variation_id: 7, attributes: { attribute_size: 's' } };

describe('cart button state (§4.2)', () => {
  it('asks for a selection without a match', () => {
    expect(cartButtonState(undefined)).toBe('selection-needed');
  });
  it('is enabled for a purchasable, in-stock, visible match', () => {
    expect(cartButtonState(base)).toBe('enabled');
    expect(cartButtonState({ ...base, is_purchasable: true, is_in_stock: true, variation_is_visible: true })).toBe('enabled');
  });
  it('is unavailable when the match cannot be bought', () => {
    expect(cartButtonState({ ...base, is_in_stock: false })).toBe('unavailable');
    expect(cartButtonState({ ...base, is_purchasable: false })).toBe('unavailable');
    expect(cartButtonState({ ...base, variation_is_visible: false })).toBe('unavailable');
  });
});

describe('variation meta', () => {
  it('keeps the product own meta for empty fields', () => {
    expect(variationMeta(base)).toEqual({});
    expect(variationMeta({ ...base, sku: '', weight: '', dimensions_html: '' })).toEqual({});
  });
  it('prefers weight_html and falls back to the plain weight as text', () => {
    expect(variationMeta({ ...base, weight: '2', weight_html: '2&nbsp;kg' })).toEqual({ weightHtml: '2&nbsp;kg' });
    expect(variationMeta({ ...base, weight: '2 <approx>' })).toEqual({ weightText: '2 <approx>' });
  });
  it('passes sku and dimensions through', () => {
    expect(variationMeta({ ...base, sku: 'S-1', dimensions_html: '1 &times; 2 cm' })).toEqual({
      sku: 'S-1',
      dimensionsHtml: '1 &times; 2 cm',
    });
  });
});

describe('variation image', () => {
  it('is absent when the variation has no image source', () => {
    expect(variationImage(base)).toBeUndefined();
    expect(variationImage({ ...base, image: { src: '' } })).toBeUndefined();
    expect(variationImage({ ...base, image: { src: '/' } })).toBeUndefined();
    expect(variationImage({ ...base, image: { src: 5 } })).toBeUndefined();
  });
  it('maps the image fields onto the gallery attributes', () => {
    const view = variationImage({
      ...base,
      image: { src: '/a.jpg', src_w: 600, src_h: 400, full_src: '/a-full.jpg', full_src_w: 1200, full_src_h: 800, alt: 'A', srcset: false, gallery_thumbnail_src: '/a-thumb.jpg' },
    })!;
    const image = new Map(view.image);
    expect(image.get('src')).toBe('/a.jpg');
    expect(image.get('width')).toBe(600);
    expect(image.get('height')).toBe(400);
    expect(image.get('data-large_image')).toBe('/a-full.jpg');
    expect(image.get('data-large_image_width')).toBe(1200);
    expect(image.get('srcset')).toBe(false);
    expect(view.linkHref).toBe('/a-full.jpg');
    expect(view.wrapperThumb).toBe('/a.jpg');
    expect(view.thumbnailSrc).toBe('/a-thumb.jpg');
    expect(view.galleryThumbnail).toBe('/a-thumb.jpg');
  });
  it('writes only attributes it also puts back', () => {
    const view = variationImage({ ...base, image: { src: '/a.jpg' } })!;
    expect(view.image.map(([name]) => name).sort()).toEqual([...SWAPPED_IMAGE_ATTRIBUTES].sort());
    expect(view.galleryThumbnail).toBeUndefined();
  });
});

describe('variation image URLs', () => {
  it('lists every URL the view writes with its use, srcset candidates one by one', () => {
    const view = variationImage({
      ...base,
      image: { src: '/a.jpg', full_src: '/a-full.jpg', gallery_thumbnail_src: '/a-t.jpg', srcset: '/a.jpg 600w, /a-300.jpg 300w' },
    })!;
    expect(view.urls).toEqual([
      ['/a.jpg', 'image'],
      ['/a-full.jpg', 'image'],
      ['/a-t.jpg', 'image'],
      ['/a.jpg', 'image'],
      ['/a-300.jpg', 'image'],
      ['/a-full.jpg', 'navigation'],
    ]);
  });
  it('lets the guard see a script URL hidden in any field', () => {
    const hostile = ['javascript:alert(1)', ' JaVa\tScRiPt:alert(1)', 'vbscript:msgbox(1)', 'data:text/html,<script>alert(1)</script>'];
    for (const url of hostile) {
      for (const image of [
        { src: url },
        { src: '/a.jpg', full_src: url },
        { src: '/a.jpg', gallery_thumbnail_src: url },
        // In a srcset, white space ends a URL: ' JaVa\tScRiPt:…' is the harmless relative 'JaVa' there.
        ...(/\s/.test(url) ? [] : [{ src: '/a.jpg', srcset: `/a.jpg 600w, ${url} 300w` }]),
      ]) {
        const view = variationImage({ ...base, image })!;
        expect(view.urls.every(([u, use]) => isSafeUrl(u, use)), JSON.stringify(image)).toBe(false);
      }
    }
    // A raster data image is an image, never a link.
    const data = variationImage({ ...base, image: { src: 'data:image/png;base64,AAAA', full_src: 'data:image/png;base64,AAAA' } })!;
    expect(data.urls.filter(([u, use]) => !isSafeUrl(u, use))).toEqual([['data:image/png;base64,AAAA', 'navigation']]);
  });
  it('reads srcset candidates as browsers do', () => {
    expect(srcsetUrls('/a.jpg 600w, /b.jpg 300w')).toEqual(['/a.jpg', '/b.jpg']);
    expect(srcsetUrls('/a.jpg,/b.jpg 2x')).toEqual(['/a.jpg,/b.jpg']);
    expect(srcsetUrls('/a.jpg, /b.jpg')).toEqual(['/a.jpg', '/b.jpg']);
    expect(srcsetUrls('/a.jpg 1x,javascript:alert(1) 2x')).toEqual(['/a.jpg', 'javascript:alert(1)']);
    expect(srcsetUrls('  /a.jpg  ,, ')).toEqual(['/a.jpg']);
    expect(srcsetUrls('/a.jpg, /b.jpg (x, y) 2x, javascript:x 3x')).toEqual(['/a.jpg', '/b.jpg', 'javascript:x']);
    expect(srcsetUrls('/a.jpg,, javascript:x 2x')).toEqual(['/a.jpg', 'javascript:x']);
    expect(srcsetUrls('')).toEqual([]);
  });
});

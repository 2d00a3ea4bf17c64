import { describe, expect, it } from 'vitest';
import { isSafeUrl, isSameOrigin, safeUrl } from './index.ts';

describe('safeUrl', () => {
  it.each([
    '/cart/',
    'cart/',
    '?add-to-cart=12',
    '#reviews',
    '//shop.example/p/1',
    'https://shop.example/cart/',
    'HTTP://shop.example/',
    '  /cart/',
    '',
  ])('lets %j through', (url) => {
    expect(safeUrl(url)).toBe(url);
  });

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    '\u0001javascript:alert(1)',
    '\u0000 \u001fjavascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    'javascript\r:alert(1)',
    'javascript://%0aalert(1)',
    'vbscript:msgbox(1)',
    'data:text/html,<script>alert(1)</script>',
    'data:image/svg+xml,<svg onload=alert(1)>',
    'file:///etc/passwd',
  ])('refuses %j as a navigation or href', (url) => {
    expect(safeUrl(url)).toBeNull();
  });

  it('lets raster images through as a src, never as a link', () => {
    const png = 'data:image/png;base64,iVBORw0KGgo=';
    expect(isSafeUrl(png, 'image')).toBe(true);
    expect(isSafeUrl(png, 'navigation')).toBe(false);
    expect(isSafeUrl('data:image/svg+xml;base64,PHN2Zz4=', 'image')).toBe(false);
    expect(isSafeUrl('javascript:alert(1)', 'image')).toBe(false);
  });
});

describe('isSameOrigin', () => {
  const page = 'https://shop.example/product/mug/';
  it.each([
    ['/wp-json/wp/v2/users/me', true],
    ['https://shop.example/wp-json/', true],
    ['//shop.example/wp-json/', true],
    ['https://evil.example/wp-json/', false],
    ['//evil.example/wp-json/', false],
    ['http://shop.example/wp-json/', false],
    ['javascript:alert(1)', false],
  ])('%j → %s', (url, expected) => {
    expect(isSameOrigin(url, page)).toBe(expected);
  });
});

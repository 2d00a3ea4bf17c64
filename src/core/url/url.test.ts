import { describe, expect, it } from 'vitest';
import { isSafeUrl, isSameOrigin, ownOriginUrl, safeUrl } from './index.ts';

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

describe('ownOriginUrl: where a nonce or a cookie-bound token may go', () => {
  const page = 'https://shop.example/forum/topic/4/';
  it.each([
    ['//evil.example/x', null],
    ['//evil.example/wp-admin/admin-ajax.php', null],
    ['\\\\evil.example/x', null],
    ['/\\evil.example/x', null],
    [' //evil.example/x', null],
    ['https://evil.example', null],
    ['https://shop.example.evil.example/', null],
    ['http://shop.example/wp-admin/admin-ajax.php', null],
    ['https://shop.example:8443/wp-admin/admin-ajax.php', null],
    ['javascript:alert(1)', null],
    ['JaVa\tScRiPt:fetch("//evil.example")', null],
    ['data:text/plain,x', null],
    ['/wp-admin/admin-ajax.php', 'https://shop.example/wp-admin/admin-ajax.php'],
    ['admin-ajax.php', 'https://shop.example/forum/topic/4/admin-ajax.php'],
    ['?action=favorite', 'https://shop.example/forum/topic/4/?action=favorite'],
    ['https://shop.example/wp-admin/admin-ajax.php', 'https://shop.example/wp-admin/admin-ajax.php'],
    ['HTTPS://SHOP.EXAMPLE/wp-admin/admin-ajax.php', 'https://shop.example/wp-admin/admin-ajax.php'],
    ['//shop.example/wp-admin/admin-ajax.php', 'https://shop.example/wp-admin/admin-ajax.php'],
  ])('%j → %j', (url, expected) => {
    expect(ownOriginUrl(url, page)).toBe(expected);
  });

  it('resolves a relative URL against the base URL, as fetch does: a <base> on another host is another origin', () => {
    expect(ownOriginUrl('admin-ajax.php', page, 'https://evil.example/')).toBeNull();
    expect(ownOriginUrl('admin-ajax.php', page, 'https://shop.example/wp-admin/')).toBe('https://shop.example/wp-admin/admin-ajax.php');
    expect(isSameOrigin('/wp-admin/admin-ajax.php', page, 'https://evil.example/')).toBe(false);
  });

  it('still lets pictures from other hosts through safeUrl (avatars, a CDN)', () => {
    expect(safeUrl('//cdn.example/avatar.png', 'image')).toBe('//cdn.example/avatar.png');
    expect(safeUrl('https://cdn.example/a.mp3', 'image')).toBe('https://cdn.example/a.mp3');
  });
});

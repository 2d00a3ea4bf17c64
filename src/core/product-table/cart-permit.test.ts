import { describe, expect, it } from 'vitest';
import { cartWidgetPermitted, type CartWidgetPermitInput } from './cart-permit.ts';

const SITE = 'https://shop.example';
const at = (path: string, more: Partial<CartWidgetPermitInput> = {}) =>
  cartWidgetPermitted({ url: `${SITE}${path}`, siteUrl: SITE, enabledSiteWide: true, pageHasTable: false, include: '', exclude: '', ...more });

describe('cart widget permit (§6)', () => {
  it('needs site-wide enablement or a table on the page', () => {
    expect(at('/', { enabledSiteWide: false })).toBe(false);
    expect(at('/', { enabledSiteWide: false, pageHasTable: true })).toBe(true);
    expect(at('/')).toBe(true);
  });
  it('not site-wide: every page with a table, whatever the lists say (the add-on prints them empty then)', () => {
    const off = { enabledSiteWide: false, pageHasTable: true };
    expect(at('/blog/', { ...off, include: '/shop' })).toBe(true);
    expect(at('/cart/', { ...off, exclude: '/cart' })).toBe(true);
    expect(at('/cart/', { ...off, pageHasTable: false, include: '/cart' })).toBe(false);
  });
  it("'/' is the home page only", () => {
    expect(at('/', { include: '/' })).toBe(true);
    expect(at('/shop/', { include: '/' })).toBe(false);
  });
  it("'/*' is every page", () => {
    expect(at('/anything/deep/', { include: '/*' })).toBe(true);
    expect(at('/anything/', { exclude: '/*' })).toBe(false);
  });
  it('a trailing * matches every page under the path', () => {
    expect(at('/shop/shirts/', { include: 'shop*' })).toBe(true);
    expect(at('/shop/', { include: '/shop/*' })).toBe(true);
    expect(at('/blog/', { include: 'shop*' })).toBe(false);
  });
  it('the prefix of a trailing * ends at a path segment, as in the add-on: /sho* is /sho/…, not /shop/ or /shoes/', () => {
    expect(at('/sho/', { include: '/sho*' })).toBe(true);
    expect(at('/sho/x/', { include: '/sho*' })).toBe(true);
    expect(at('/shop/', { include: '/sho*' })).toBe(false);
    expect(at('/shoes/', { include: '/sho*' })).toBe(false);
    expect(at('/shop/', { exclude: '/sho*' })).toBe(true);
  });
  it('a path without * matches that page exactly, with its trailing slash, whatever the query', () => {
    expect(at('/shop/', { include: '/shop' })).toBe(true);
    expect(at('/shop/?orderby=price', { include: 'shop/' })).toBe(true);
    expect(at('/shop/shirts/', { include: '/shop' })).toBe(false);
    expect(at('/shop', { include: '/shop' })).toBe(false);
  });
  it('drops a leading site URL from a pattern, reads one pattern a line (CRLF too) and trims them', () => {
    expect(at('/order/', { include: `  /blog\r\n ${SITE}/order/ \n` })).toBe(true);
    expect(at('/', { include: `${SITE}/` })).toBe(true);
    expect(at('/', { include: SITE })).toBe(true);
    expect(at('/blog/', { include: `${SITE}/*` })).toBe(true);
    // Another site whose URL begins with this one's is not this site.
    expect(at('/x/', { include: `${SITE}.org/x` })).toBe(false);
  });
  it('a non-empty include list must match; an exclude match wins', () => {
    expect(at('/blog/', { include: '/shop\n/order' })).toBe(false);
    expect(at('/shop/', { include: '/shop*', exclude: '/shop' })).toBe(false);
    expect(at('/shop/a/', { include: '/shop*', exclude: '/shop' })).toBe(true);
    expect(at('/blog/', { exclude: '/shop' })).toBe(true);
  });
});

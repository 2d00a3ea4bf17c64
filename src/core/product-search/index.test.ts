import { describe, expect, it } from 'vitest';
import { appendQuery, searchRedirectUrl, type SearchRequest } from './index.ts';

const base: SearchRequest = {
  mode: 'shop',
  keyword: 'blue shirt',
  category: 'clothing',
  action: '/shop/',
  prefix: 'wcpt',
};

describe('searchRedirectUrl', () => {
  it('category mode: the category link with ?s=', () => {
    expect(searchRedirectUrl({ ...base, mode: 'category', categoryUrl: '/product-category/clothing/' })).toBe(
      '/product-category/clothing/?s=blue%20shirt',
    );
  });

  it('category mode keeps a query the category link already has', () => {
    expect(searchRedirectUrl({ ...base, mode: 'category', categoryUrl: '/?product_cat=clothing' })).toBe(
      '/?product_cat=clothing&s=blue%20shirt',
    );
  });

  it('category mode without a category link falls back to the shop URL', () => {
    expect(searchRedirectUrl({ ...base, mode: 'category', category: '' })).toBe(
      '/shop/?s=blue%20shirt&wcpt_search_category=',
    );
  });

  it('shop mode: {action}?s={kw}&{prefix}_search_category={cat}', () => {
    expect(searchRedirectUrl(base)).toBe('/shop/?s=blue%20shirt&wcpt_search_category=clothing');
  });

  it('search mode adds post_type=product', () => {
    expect(searchRedirectUrl({ ...base, mode: 'search', action: 'https://shop.example/' })).toBe(
      'https://shop.example/?s=blue%20shirt&post_type=product&wcpt_search_category=clothing',
    );
  });

  it('encodes keywords and categories (no query injection)', () => {
    expect(searchRedirectUrl({ ...base, keyword: 'a&b=c #1 é', category: 'x&y' })).toBe(
      '/shop/?s=a%26b%3Dc%20%231%20%C3%A9&wcpt_search_category=x%26y',
    );
  });

  it('uses the configured prefix', () => {
    expect(searchRedirectUrl({ ...base, prefix: 'mytable' })).toBe('/shop/?s=blue%20shirt&mytable_search_category=clothing');
  });

  it('empty keyword goes to the clear-redirect URL when set', () => {
    expect(searchRedirectUrl({ ...base, keyword: '   ', clearRedirectUrl: '/shop/' })).toBe('/shop/');
  });

  it('empty keyword without a clear-redirect URL is a search for everything', () => {
    expect(searchRedirectUrl({ ...base, keyword: '' })).toBe('/shop/?s=&wcpt_search_category=clothing');
    expect(searchRedirectUrl({ ...base, keyword: '', clearRedirectUrl: ' ' })).toBe('/shop/?s=&wcpt_search_category=clothing');
  });

  it('trims the keyword', () => {
    expect(searchRedirectUrl({ ...base, keyword: '  hat ' })).toBe('/shop/?s=hat&wcpt_search_category=clothing');
  });
});

describe('appendQuery', () => {
  it('adds ? or & and keeps the hash last', () => {
    expect(appendQuery('/a/', 'x=1')).toBe('/a/?x=1');
    expect(appendQuery('/a/?y=2', 'x=1')).toBe('/a/?y=2&x=1');
    expect(appendQuery('/a/?', 'x=1')).toBe('/a/?x=1');
    expect(appendQuery('/a/#top', 'x=1')).toBe('/a/?x=1#top');
    expect(appendQuery('/a/', '')).toBe('/a/');
  });
});

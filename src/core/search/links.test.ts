import { describe, expect, it } from 'vitest';
import { isNavigableLink, searchRedirectUrl } from './index.ts';

const base = { mode: 'category' as const, keyword: 'hat', category: 'clothing', action: '/shop/', prefix: 'wcpt' };

describe('links the search form may follow', () => {
  it('accepts relative and http(s) links', () => {
    for (const url of ['/shop/', '?s=1', 'shop/', 'https://example.com/c/', 'HTTP://example.com/', '//cdn.example/x']) {
      expect(isNavigableLink(url)).toBe(true);
    }
  });

  it('refuses script and data links, however they are disguised', () => {
    for (const url of ['javascript:alert(1)', 'JaVaScRiPt:x', ' javascript:x', 'java\tscript:x', 'java\nscript:x', '\u0001javascript:x', 'data:text/html,x', 'vbscript:x']) {
      expect(isNavigableLink(url)).toBe(false);
    }
  });

  it('falls back to the shop-mode URL when a category link is not navigable', () => {
    expect(searchRedirectUrl({ ...base, categoryUrl: 'javascript:alert(1)//' })).toBe('/shop/?s=hat&wcpt_search_category=clothing');
  });

  it('ignores a clear-redirect URL that is not navigable', () => {
    expect(searchRedirectUrl({ ...base, keyword: '', mode: 'shop', clearRedirectUrl: 'javascript:alert(1)' })).toBe(
      '/shop/?s=&wcpt_search_category=clothing',
    );
  });
});

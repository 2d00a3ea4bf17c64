import { describe, expect, it } from 'vitest';
import { searchRedirectUrl } from './index.ts';

const base = { mode: 'category' as const, keyword: 'hat', category: 'clothing', action: '/shop/', prefix: 'wcpt' };

describe('links the search form may follow', () => {
  it('falls back to the shop-mode URL when a category link is not navigable', () => {
    expect(searchRedirectUrl({ ...base, categoryUrl: 'javascript:alert(1)//' })).toBe('/shop/?s=hat&wcpt_search_category=clothing');
  });

  it('ignores a clear-redirect URL that is not navigable', () => {
    expect(searchRedirectUrl({ ...base, keyword: '', mode: 'shop', clearRedirectUrl: 'javascript:alert(1)' })).toBe(
      '/shop/?s=&wcpt_search_category=clothing',
    );
  });
});

// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { announce, liveRegionMessages } from './announce.ts';

// The region's timers outlive whoever announced: a test environment torn down (its `document` gone
// from the global scope) before they fire must not turn them into uncaught errors.
describe('announce: timers that fire after the global document is gone', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
    document.body.replaceChildren();
  });

  it('puts a new region back into the document it was announced in, with its message', () => {
    vi.useFakeTimers();
    const doc = document;
    announce('Showing 3 members');
    // The page is cleared before the region has settled, then the global document goes.
    doc.body.replaceChildren();
    vi.stubGlobal('document', undefined);
    expect(() => vi.advanceTimersByTime(100)).not.toThrow();
    vi.unstubAllGlobals();
    expect(doc.getElementById('storefront-live-region')?.parentElement).toBe(doc.body);
    expect(liveRegionMessages()).toEqual(['Showing 3 members']);
  });

  it('delivers a delayed message into the document it was announced in', () => {
    vi.useFakeTimers();
    const doc = document;
    announce('Sorted by price', 500, 'ordering');
    vi.stubGlobal('document', undefined);
    expect(() => vi.advanceTimersByTime(600)).not.toThrow();
    vi.unstubAllGlobals();
    expect(liveRegionMessages()).toEqual(['Sorted by price']);
    expect(doc.getElementById('storefront-live-region')?.parentElement).toBe(doc.body);
  });
});

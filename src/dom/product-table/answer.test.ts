// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { copyRootAttributes, parseTableAnswer } from './answer.ts';

describe('parseTableAnswer', () => {
  it("finds this table's container in the answer, else the first table, else none", () => {
    const html = '<div class="wcpt" data-wcpt-table-id="9"></div><div class="wcpt x" data-wcpt-table-id="12"><table></table></div>';
    expect(parseTableAnswer(html, 'wcpt', '12')?.className).toBe('wcpt x');
    expect(parseTableAnswer(html, 'wcpt', '13')?.getAttribute('data-wcpt-table-id')).toBe('9');
    expect(parseTableAnswer('<p>Not found</p>', 'wcpt', '12')).toBeNull();
  });

  it('runs nothing it parses', () => {
    const root = parseTableAnswer('<div class="wcpt"><img src="x" onerror="globalThis.ran = true"></div>', 'wcpt', '12');
    expect(root).not.toBeNull();
    expect(root!.isConnected).toBe(false);
    expect((globalThis as { ran?: boolean }).ran).toBeUndefined();
  });
});

describe('copyRootAttributes', () => {
  it("takes the answer's classes and data-{prefix}-* attributes and keeps the page's others", () => {
    const container = document.createElement('div');
    container.className = 'wcpt old';
    container.setAttribute('id', 'mine');
    container.setAttribute('data-wcpt-query-string', '?a');
    const root = document.createElement('div');
    root.className = 'wcpt new';
    root.setAttribute('data-wcpt-query-string', '?b');
    root.setAttribute('data-other', 'x');
    copyRootAttributes(container, root, 'wcpt');
    expect(container.className).toBe('wcpt new');
    expect(container.getAttribute('data-wcpt-query-string')).toBe('?b');
    expect(container.id).toBe('mine');
    expect(container.hasAttribute('data-other')).toBe(false);
  });
});

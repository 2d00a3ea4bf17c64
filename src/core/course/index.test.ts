import { describe, expect, it } from 'vitest';
import { expandAllOpens, toggleLabel } from './index.ts';
import { modalTargetId } from './modal.ts';

describe('modalTargetId', () => {
  it('prefers the data-ld-modal-trigger value, with or without a leading #', () => {
    expect(modalTargetId('lesson-3', '#other')).toBe('lesson-3');
    expect(modalTargetId('#lesson-3', null)).toBe('lesson-3');
  });
  it('falls back to the fragment of the link', () => {
    expect(modalTargetId('', '#quiz%20info')).toBe('quiz info');
    expect(modalTargetId(null, '#bad%')).toBe('bad%');
  });
  it('names nothing for an empty value and a link that is not a fragment', () => {
    expect(modalTargetId(' ', '/lesson/3/')).toBe('');
    expect(modalTargetId(null, '#')).toBe('');
    expect(modalTargetId(null, null)).toBe('');
  });
});

describe('expandAllOpens', () => {
  it('opens while any section is shut and shuts when all are open', () => {
    expect(expandAllOpens([false, false])).toBe(true);
    expect(expandAllOpens([true, false])).toBe(true);
    expect(expandAllOpens([true, true])).toBe(false);
  });
});

describe('toggleLabel', () => {
  const fallback = { expand: 'Expand', collapse: 'Collapse' };
  it('uses the printed texts for each state', () => {
    const texts = { expand: 'Expand All', collapse: 'Collapse All' };
    expect(toggleLabel(true, texts, fallback)).toBe('Collapse All');
    expect(toggleLabel(false, texts, fallback)).toBe('Expand All');
  });
  it('falls back to the defaults and leaves a fixed label alone', () => {
    expect(toggleLabel(false, { expand: null, collapse: null }, fallback)).toBe('Expand');
    expect(toggleLabel(true, { expand: 'Show', collapse: 'false' }, fallback)).toBeNull();
  });
});

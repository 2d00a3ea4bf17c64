import { describe, expect, it } from 'vitest';
import { replyParent } from './reply.ts';
import { toggleActionOf, toggleAnswerSchema, toggleFailureText, togglePayload } from './index.ts';

describe('forum toggle contract', () => {
  it('posts action, id, type and nonce', () => {
    expect(togglePayload({ action: 'favorite', id: '12', type: 'post', nonce: 'abc' }))
      .toEqual({ action: 'favorite', id: '12', type: 'post', nonce: 'abc' });
  });

  it('shows the server content of a refusal, or the generic text when there is none', () => {
    expect(toggleFailureText('You cannot do that.', 'Generic')).toBe('You cannot do that.');
    expect(toggleFailureText('', 'Generic')).toBe('Generic');
    expect(toggleFailureText('  ', 'Generic')).toBe('Generic');
    expect(toggleFailureText(undefined, 'Generic')).toBe('Generic');
    expect(toggleFailureText(null, 'Generic')).toBe('Generic');
  });

  it('accepts the answer with or without content and refuses one without success', () => {
    expect(toggleAnswerSchema.safeParse({ success: true, content: '<a>x</a>' }).success).toBe(true);
    expect(toggleAnswerSchema.safeParse({ success: false }).success).toBe(true);
    expect(toggleAnswerSchema.safeParse({ content: 'x' }).success).toBe(false);
  });

  it('names the toggle from the link classes', () => {
    expect(toggleActionOf(['favorite-toggle'])).toBe('favorite');
    expect(toggleActionOf(['subscription-toggle', 'x'])).toBe('subscription');
    expect(toggleActionOf(['other'])).toBeNull();
  });

  it('reads the parent reply id, 0 for anything but a positive integer', () => {
    expect(replyParent('42')).toBe(42);
    expect(replyParent('0')).toBe(0);
    expect(replyParent('-3')).toBe(0);
    expect(replyParent('4.5')).toBe(0);
    expect(replyParent('abc')).toBe(0);
    expect(replyParent(null)).toBe(0);
  });
});

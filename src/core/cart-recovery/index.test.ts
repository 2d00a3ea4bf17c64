import { describe, expect, it, vi } from 'vitest';
import { debounced, isRecoveryEmail, nextRecoveryEmails, recoveryActionUrl, recoveryCookieNames, recoveryEmailBody } from './index.ts';

describe('the cart-recovery e-mail rule (§5.12)', () => {
  it.each([
    'jane@example.com',
    'jane.doe@mail.example.co',
    'jane+shop@example.com',
    'j_a-n.e+1@sub-domain.example.info',
    'JANE@EXAMPLE.COM',
    'a@b.io',
  ])('accepts %s', (email) => expect(isRecoveryEmail(email)).toBe(true));

  it.each([
    ['', 'empty'],
    ['jane', 'no @'],
    ['jane@example', 'no final dot'],
    ['jane@example.c', 'one-letter ending'],
    ['jane@example.museum', 'a 6-letter ending (not captured, as the provider)'],
    ['jane@example.co1', 'a digit in the ending'],
    ['jane doe@example.com', 'a space'],
    ['jane@exa+mple.com', 'a + in the domain'],
    ['@example.com', 'nothing before the @'],
    [' jane@example.com', 'a leading space'],
    ['jane@@example.com', 'two @'],
  ])('refuses %j (%s)', (email) => expect(isRecoveryEmail(email)).toBe(false));

  it('refuses what is not text', () => {
    expect(isRecoveryEmail(undefined)).toBe(false);
    expect(isRecoveryEmail(42)).toBe(false);
  });
});

describe('cart-recovery cookies and calls', () => {
  it('names the cookies after the provider (§3.18)', () => {
    expect(recoveryCookieNames('mailchimp')).toEqual({
      currentEmail: 'mailchimp.cart.current_email',
      previousEmail: 'mailchimp.cart.previous_email',
      items: 'mailchimp.cart.items',
    });
  });

  it('builds the action URLs with every value URL-encoded (§7.15, §7.16)', () => {
    expect(recoveryActionUrl('/wp-admin/admin-ajax.php', 'mailchimp', 'set_user_by_email'))
      .toBe('/wp-admin/admin-ajax.php?action=mailchimp_set_user_by_email');
    expect(recoveryActionUrl('/ajax?lang=fr', 'mailchimp', 'get_user_by_hash', { hash: 'a&b=c d' }))
      .toBe('/ajax?lang=fr&action=mailchimp_get_user_by_hash&hash=a%26b%3Dc+d');
  });

  it('form-encodes the body: a plus address keeps its +', () => {
    const body = recoveryEmailBody('jane+shop@example.com', 'en_US', true);
    expect(body.toString()).toBe('email=jane%2Bshop%40example.com&mc_language=en_US&subscribed=1');
    expect(recoveryEmailBody('a@b.co', 'en', false).get('subscribed')).toBe('0');
  });

  it('moves the current address to previous when a new one is stored', () => {
    expect(nextRecoveryEmails(undefined, 'a@b.co')).toEqual({ currentEmail: 'a@b.co' });
    expect(nextRecoveryEmails('a@b.co', 'c@d.co')).toEqual({ currentEmail: 'c@d.co', previousEmail: 'a@b.co' });
    expect(nextRecoveryEmails('a@b.co', 'a@b.co')).toEqual({ currentEmail: 'a@b.co' });
    expect(nextRecoveryEmails('junk', 'c@d.co')).toEqual({ currentEmail: 'c@d.co' });
    expect(nextRecoveryEmails('a@b.co', 'not-an-address')).toBeNull();
  });
});

describe('debounced (the contact field, 2000 ms after the last keystroke)', () => {
  it('runs once, 2000 ms after the last schedule; a new keystroke restarts the wait; cancel drops it', () => {
    vi.useFakeTimers();
    try {
      const action = vi.fn();
      const send = debounced<string>(action, 2000);
      send.schedule('a@b.co');
      vi.advanceTimersByTime(1500);
      send.schedule('a@b.com');
      vi.advanceTimersByTime(1999);
      expect(action).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1);
      expect(action.mock.calls).toEqual([['a@b.com']]);
      send.schedule('c@d.co');
      expect(send.pending).toBe(true);
      send.cancel();
      vi.advanceTimersByTime(5000);
      expect(action).toHaveBeenCalledTimes(1);
      expect(send.pending).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });
});

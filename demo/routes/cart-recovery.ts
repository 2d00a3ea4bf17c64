/**
 * The cart-recovery provider's two admin-ajax actions (§7.15, §7.16) on the `captured_emails` table:
 * `mailchimp_set_user_by_email` records an address with its subscribed flag and language (one row per
 * address, updated when it comes again); `mailchimp_get_user_by_hash` answers the address behind a
 * recovery link's hash (`/checkout/?mc_cart_id=…`, listed on the demo admin page). Bad input: 400.
 */
import { createHmac } from 'node:crypto';
import type { DB } from '../db/index.ts';
import { isRecoveryEmail } from '../../src/core/cart-recovery/index.ts';
import { errorJson } from '../lib/validate.ts';
import { adminAjax } from './admin-ajax.ts';
import { t } from '../i18n/index.ts';

export interface CapturedEmail {
  id: number;
  email: string;
  subscribed: number;
  language: string;
  created_at: string;
}

/** The recovery-link hash of an address (what the provider puts in `mc_cart_id`). */
export function recoveryHash(secret: string, email: string): string {
  return createHmac('sha256', secret).update(`mc_cart:${email.toLowerCase()}`).digest('hex').slice(0, 32);
}

export function capturedEmails(db: DB): CapturedEmail[] {
  return db.prepare('SELECT id, email, subscribed, language, created_at FROM captured_emails ORDER BY id DESC LIMIT 200').all() as CapturedEmail[];
}

adminAjax.register('mailchimp_set_user_by_email', (c, fields) => {
  const email = fields.email ?? '';
  const subscribed = fields.subscribed ?? '0';
  const language = (fields.mc_language ?? '').slice(0, 20);
  if (email.length > 200 || !isRecoveryEmail(email)) return errorJson(c, 400, 'invalid_email', t('email must be a valid address (letters, digits and _ + - . before the @; a final part of 2 to 4 letters).'));
  if (subscribed !== '0' && subscribed !== '1') return errorJson(c, 400, 'invalid_subscribed', t('subscribed must be 1 or 0.'));
  const { db } = c.get('state');
  const now = new Date().toISOString();
  const existing = db.prepare('SELECT id FROM captured_emails WHERE email = ?').get(email) as { id: number } | undefined;
  if (existing) db.prepare('UPDATE captured_emails SET subscribed = ?, language = ?, created_at = ? WHERE id = ?').run(Number(subscribed), language, now, existing.id);
  else db.prepare('INSERT INTO captured_emails (email, subscribed, language, created_at) VALUES (?, ?, ?, ?)').run(email, Number(subscribed), language, now);
  return c.json({ success: true, email, subscribed: subscribed === '1' });
});

adminAjax.register('mailchimp_get_user_by_hash', (c, fields) => {
  const hash = fields.hash ?? '';
  if (!/^[0-9a-f]{32}$/.test(hash)) return errorJson(c, 400, 'invalid_hash', t('hash must be 32 hexadecimal characters.'));
  const { db, secret } = c.get('state');
  const row = capturedEmails(db).find((r) => recoveryHash(secret, r.email) === hash);
  return c.json(row ? { success: true, email: row.email } : { success: false, email: false });
});

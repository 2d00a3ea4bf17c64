/** Password hashing with node:crypto scrypt; stored as `scrypt$<salt>$<hex>`. */
import { scryptSync, timingSafeEqual, randomBytes } from 'node:crypto';

export function hashPassword(password: string, salt: string = randomBytes(12).toString('hex')): string {
  const hash = scryptSync(password, salt, 32).toString('hex');
  return `scrypt$${salt}$${hash}`;
}

export function verifyPassword(password: string, stored: string): boolean {
  const [scheme, salt, hex] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hex) return false;
  const expected = Buffer.from(hex, 'hex');
  const actual = scryptSync(password, salt, expected.length);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

import { describe, expect, it } from 'vitest';
import { parseSettings } from './index.ts';

describe('page settings from untrusted JSON', () => {
  it('ignores prototype keys instead of throwing or replacing the prototype', () => {
    const input = JSON.parse('{"__proto__": {"polluted": true}, "constructor": {"x": 1}, "toString": 5, "currency_symbol": "€"}');
    const { settings, problems } = parseSettings(input);
    expect(problems).toEqual([]);
    expect(settings.currency_symbol).toBe('€');
    expect(Object.getPrototypeOf(settings)).toBe(Object.prototype);
    expect((settings as Record<string, unknown>).polluted).toBeUndefined();
  });
});

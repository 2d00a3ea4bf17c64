/**
 * The `settings` attribute of the elements that act on the shop's settings: kept out of the
 * attribute parsers every element loads, since validating settings brings the settings checks with it.
 */
import { bad, ok, readJson, type AttributeSpec } from '../attributes/index.ts';
import { kindOf } from '../validation/issues.ts';
import { parseSettings, type Settings } from './index.ts';

/**
 * An element's own shop settings (JSON object) over the page's `#storefront-settings`.
 * Each field is validated on its own, as in the page block: a bad field is reported and
 * the page setting is used for it, the others still apply.
 */
export function settingsAttribute(): AttributeSpec<Partial<Settings> | null, 'json'> {
  return {
    kind: 'json',
    fallback: null,
    fallbackText: 'the page settings',
    parse(raw) {
      if (raw == null || raw === '') return ok(null);
      const read = readJson(raw);
      if ('problem' in read) return bad(null, read.problem);
      const data = read.data;
      if (data === null || typeof data !== 'object' || Array.isArray(data)) {
        return bad(null, `should be a JSON object of settings, not ${kindOf(data)}`);
      }
      const { settings: valid, problems } = parseSettings(data);
      if (problems.length === 0) return ok(valid);
      // The valid fields still apply: only the named ones fall back.
      return { ok: false, value: valid, problem: problems.join('; '), severity: 'error' };
    },
  };
}

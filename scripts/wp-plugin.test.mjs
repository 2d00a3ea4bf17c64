// The WordPress plugin's own strings are all translatable in its text domain, and the tags it lets through
// post content are the documented ones.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { pot, TEXT_DOMAIN, translationCalls } from './lib/pot.mjs';
import { PLUGIN_DIR, tagAttributes } from './wp-plugin.mjs';

describe('the WordPress plugin', () => {
  const calls = translationCalls(PLUGIN_DIR);

  it('translates every string it shows in its own text domain', () => {
    expect(calls.length).toBeGreaterThan(10);
    expect(calls.filter((call) => call.domain !== TEXT_DOMAIN)).toEqual([]);
  });

  it('shows no admin text outside a translation call', () => {
    // Text between tags in the PHP templates of its screens is either a translation call or markup.
    const admin = readFileSync(path.join(PLUGIN_DIR, 'includes/admin.php'), 'utf8');
    const loose = [...admin.matchAll(/>\s*([A-Za-z][^<>]*?)\s*</g)].map((match) => match[1]).filter((text) => !/^<\?php|\?>$/.test(text));
    expect(loose).toEqual([]);
  });

  it('writes a translation template with each text once, its places and the translators\' comments', () => {
    const text = pot(
      [
        { file: 'a.php', line: 3, text: 'Close "it"', domain: TEXT_DOMAIN },
        { file: 'b.php', line: 9, text: 'Close "it"', domain: TEXT_DOMAIN, comment: '%s: a name.' },
      ],
      '1.2.3',
    );
    expect(text).toContain('"Project-Id-Version: Storefront Elements 1.2.3\\n"');
    expect(text).toContain('#. translators: %s: a name.\n#: a.php:3 b.php:9\nmsgid "Close \\"it\\""\nmsgstr ""');
  });

  it('lets through post content each tag with the attributes the manifest documents', () => {
    const tags = tagAttributes();
    expect(tags['shop-add-to-cart']).toEqual(expect.arrayContaining(['settings', 'for']));
    expect(Object.keys(tags)).toContain('member-directory');
    expect(Object.keys(tags).every((tag) => /^[a-z]+-[a-z-]+$/.test(tag))).toBe(true);
  });
});

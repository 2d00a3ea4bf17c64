// The WordPress plugin's own strings are all translatable in its text domain, and the tags it lets through
// post content are the documented ones.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../src/core/messages/index.ts';
import { GERMAN_MESSAGES } from '../demo/i18n/de.ts';
import { ADMIN_GERMAN, pluginGermanL10n, pluginMessagesPhp } from './lib/plugin-messages.mjs';
import { pot, TEXT_DOMAIN, translationCalls } from './lib/pot.mjs';
import { entryVersions, PLUGIN_DIR, tagAttributes, versionElementImports } from './wp-plugin.mjs';

/** The plugin's PHP files (not the library's assets), with their text. */
function phpSources(dir = PLUGIN_DIR) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'assets' ? [] : phpSources(file);
    return entry.name.endsWith('.php') ? [{ file, text: readFileSync(file, 'utf8') }] : [];
  });
}

/** What PHP prints for `program` on its standard input: the plugin's files run as WordPress would run them. */
function runPhp(program) {
  try {
    return execFileSync('php', [], { input: program, encoding: 'utf8' });
  } catch (error) {
    if (error.code === 'ENOENT') throw new Error('php is not installed: `node scripts/ensure-packages.mjs php` installs it (npm test does)');
    throw error;
  }
}

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

  it('carries every text of the library as a translation call (includes/messages.php follows src/core/messages)', () => {
    const file = path.join(PLUGIN_DIR, 'includes/messages.php');
    const expected = pluginMessagesPhp(MESSAGES);
    if (process.env.UPDATE_PLUGIN_MESSAGES) writeFileSync(file, expected);
    expect(readFileSync(file, 'utf8'), 'run UPDATE_PLUGIN_MESSAGES=1 npx vitest run scripts/wp-plugin.test.mjs').toBe(expected);
    const texts = new Set(calls.filter((call) => call.file === 'includes/messages.php').map((call) => call.text));
    expect([...texts].sort()).toEqual([...new Set(Object.values(MESSAGES))].sort());
    // The English defaults as literals, each the text its translation call gives untranslated.
    const php = runPhp(`<?php
define( 'ABSPATH', '/' );
function __( $text, $domain ) { return $text; }
require ${JSON.stringify(file)};
echo json_encode( array( storefront_elements_message_defaults(), storefront_elements_message_texts() ) );
`);
    const [defaults, untranslated] = JSON.parse(php);
    expect(defaults).toEqual(MESSAGES);
    expect(untranslated).toEqual(defaults);
  });

  it('speaks German: a translation file with every text of its screens and every message (generated, in sync)', () => {
    const file = path.join(PLUGIN_DIR, 'languages/storefront-elements-de_DE.l10n.php');
    const expected = pluginGermanL10n(MESSAGES, GERMAN_MESSAGES);
    if (process.env.UPDATE_PLUGIN_MESSAGES) writeFileSync(file, expected);
    expect(readFileSync(file, 'utf8'), 'run UPDATE_PLUGIN_MESSAGES=1 npx vitest run scripts/wp-plugin.test.mjs').toBe(expected);
    const screens = new Set(calls.filter((call) => call.file !== 'includes/messages.php').map((call) => call.text));
    expect([...screens].filter((text) => !(text in ADMIN_GERMAN))).toEqual([]);
  });

  it('names one release everywhere: the header, the script version, readme.txt and the package', () => {
    const { version } = JSON.parse(readFileSync(path.join(PLUGIN_DIR, '../../../package.json'), 'utf8'));
    const main = readFileSync(path.join(PLUGIN_DIR, 'storefront-elements.php'), 'utf8');
    const readme = readFileSync(path.join(PLUGIN_DIR, 'readme.txt'), 'utf8');
    expect(/^ \* Version:\s+(\S+)$/m.exec(main)?.[1]).toBe(version);
    expect(/define\( 'STOREFRONT_ELEMENTS_VERSION', '([^']+)' \);/.exec(main)?.[1]).toBe(version);
    expect(/^Stable tag: (\S+)$/m.exec(readme)?.[1]).toBe(version);
    expect(readme).toContain(`= ${version} =`);
  });

  it('removes on uninstall every option it reads or registers, from the one list of includes/options.php', () => {
    const used = new Set();
    for (const { text } of phpSources()) {
      for (const [, name] of text.matchAll(/\b(?:get|add|update)_option\(\s*'(storefront_elements_[a-z_]+)'/g)) used.add(name);
      for (const [, name] of text.matchAll(/\bregister_setting\(\s*'[^']*',\s*'([^']+)'/g)) used.add(name);
    }
    expect(used.size).toBeGreaterThan(4);
    // uninstall.php as WordPress runs it, with the option functions recording what they are asked to delete.
    const uninstall = path.join(PLUGIN_DIR, 'uninstall.php');
    const deleted = JSON.parse(runPhp(`<?php
define( 'ABSPATH', '/' );
define( 'WP_UNINSTALL_PLUGIN', 'storefront-elements/storefront-elements.php' );
$deleted = array( 'option' => array(), 'site' => array() );
function delete_option( $name ) { $GLOBALS['deleted']['option'][] = $name; return true; }
function delete_site_option( $name ) { $GLOBALS['deleted']['site'][] = $name; return true; }
require ${JSON.stringify(uninstall)};
echo json_encode( $deleted );
`));
    expect([...deleted.option].sort()).toEqual([...used].sort());
    expect([...deleted.site].sort()).toEqual([...used].sort());
    // One list: no option name written out in uninstall.php.
    expect(readFileSync(uninstall, 'utf8')).not.toMatch(/'storefront_elements_/);
  });

  it('has each auto.js import its element files, and retry them, with the hash of their content, and returns those hashes', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'sfe-assets-'));
    const sha = (text) => createHash('sha256').update(text).digest('hex').slice(0, 12);
    try {
      mkdirSync(path.join(dir, 'elements'));
      mkdirSync(path.join(dir, 'lite/elements'), { recursive: true });
      writeFileSync(path.join(dir, 'elements/a.js'), 'export const a = 1;\n');
      writeFileSync(path.join(dir, 'elements/b-c.js'), 'export const b = 2;\n');
      writeFileSync(path.join(dir, 'lite/elements/a.js'), 'export const a = 3;\n');
      writeFileSync(path.join(dir, 'auto.js'), 'const t={x:()=>import("./elements/a.js"),y:()=>import("./elements/b-c.js"),z:()=>import("./chunks/k-1.js")},m={x:["./elements/a.js","./chunks/k-1.js"]};\n');
      writeFileSync(path.join(dir, 'lite/auto.js'), "load(()=>import('./elements/a.js'));\n");
      const versions = versionElementImports(dir);
      expect(versions).toEqual({
        'elements/a.js': sha('export const a = 1;\n'),
        'elements/b-c.js': sha('export const b = 2;\n'),
        'lite/elements/a.js': sha('export const a = 3;\n'),
      });
      expect(readFileSync(path.join(dir, 'auto.js'), 'utf8')).toBe(
        `const t={x:()=>import("./elements/a.js?ver=${versions['elements/a.js']}"),y:()=>import("./elements/b-c.js?ver=${versions['elements/b-c.js']}"),z:()=>import("./chunks/k-1.js")},m={x:["./elements/a.js?ver=${versions['elements/a.js']}","./chunks/k-1.js"]};\n`,
      );
      expect(readFileSync(path.join(dir, 'lite/auto.js'), 'utf8')).toBe(`load(()=>import('./elements/a.js?ver=${versions['lite/elements/a.js']}'));\n`);
      // An import of a file the build did not write, or an entry with no element import at all, is a build gone wrong.
      writeFileSync(path.join(dir, 'auto.js'), 'import("./elements/gone.js");\n');
      expect(() => versionElementImports(dir)).toThrow(/imports \.\/elements\/gone\.js, which the build did not write/);
      writeFileSync(path.join(dir, 'auto.js'), 'import(`./elements/${name}.js`);\n');
      expect(() => versionElementImports(dir)).toThrow(/auto\.js imports no \.\/elements\/<tag>\.js/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('writes a hash of each automatic entry for its URL (assets/versions.json), the file\'s content and nothing else', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'sfe-assets-'));
    try {
      mkdirSync(path.join(dir, 'lite'));
      writeFileSync(path.join(dir, 'auto.js'), 'import("./elements/a.js");\n');
      writeFileSync(path.join(dir, 'lite/auto.js'), 'import("./elements/b.js");\n');
      const sha = (text) => createHash('sha256').update(text).digest('hex').slice(0, 12);
      expect(entryVersions(dir)).toEqual({ 'auto.js': sha('import("./elements/a.js");\n'), 'lite/auto.js': sha('import("./elements/b.js");\n') });
      rmSync(path.join(dir, 'lite'), { recursive: true });
      expect(Object.keys(entryVersions(dir))).toEqual(['auto.js']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    // The plugin reads the same file and puts the hash after the release.
    const main = readFileSync(path.join(PLUGIN_DIR, 'storefront-elements.php'), 'utf8');
    expect(main).toContain("'assets/versions.json'");
    // As its version (`?ver=`) among WordPress's script modules, and in the preload hint's URL.
    expect(main).toContain("STOREFRONT_ELEMENTS_VERSION . ( '' !== $hash ? '-' . $hash : '' )");
    expect(main).toMatch(/wp_enqueue_script_module\( STOREFRONT_ELEMENTS_MODULE, [^;]*rawurlencode\( storefront_elements_entry_version\(\) \)/);
    expect(main).toContain("add_query_arg( 'ver', rawurlencode( storefront_elements_entry_version() )");
  });
});

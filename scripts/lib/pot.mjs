// The plugin's translation template: every string its PHP passes to WordPress's translation functions
// with the plugin's text domain, with the translators' comments, as `wp i18n make-pot` would list them.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export const TEXT_DOMAIN = 'storefront-elements';
const FUNCTIONS = ['__', '_e', 'esc_html__', 'esc_html_e', 'esc_attr__', 'esc_attr_e'];
const CALL = new RegExp(`\\b(${FUNCTIONS.join('|')})\\(\\s*'((?:[^'\\\\]|\\\\.)*)'\\s*(?:,\\s*'([^']*)'\\s*)?\\)`, 'g');

function phpFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'assets' ? [] : phpFiles(file);
    return entry.name.endsWith('.php') ? [file] : [];
  });
}

/** Every translation call of the plugin: file, line, text, its domain and the translators' comment above it. */
export function translationCalls(pluginDir) {
  return phpFiles(pluginDir).flatMap((file) => {
    const source = readFileSync(file, 'utf8');
    return [...source.matchAll(CALL)].map((match) => {
      const before = source.slice(0, match.index);
      const line = before.split('\n').length;
      const comment = /\/\*\s*translators:\s*([\s\S]*?)\*\/\s*[^\n]*$/.exec(before.split('\n').slice(-2).join('\n'))?.[1]?.trim();
      return {
        file: path.relative(pluginDir, file),
        line,
        text: match[2].replace(/\\(['\\])/g, '$1'),
        domain: match[3],
        comment,
      };
    });
  });
}

const quote = (text) => `"${text.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;

/** The .pot file's text for the calls. */
export function pot(calls, version) {
  const entries = new Map();
  for (const call of calls) {
    const entry = entries.get(call.text) ?? { refs: [], comments: new Set() };
    entry.refs.push(`${call.file}:${call.line}`);
    if (call.comment) entry.comments.add(call.comment);
    entries.set(call.text, entry);
  }
  const header = [
    '# Translation template of the Storefront Elements plugin.',
    'msgid ""',
    'msgstr ""',
    `"Project-Id-Version: Storefront Elements ${version}\\n"`,
    '"MIME-Version: 1.0\\n"',
    '"Content-Type: text/plain; charset=UTF-8\\n"',
    '"Content-Transfer-Encoding: 8bit\\n"',
    `"X-Domain: ${TEXT_DOMAIN}\\n"`,
  ];
  const body = [...entries].map(([text, { refs, comments }]) =>
    [...[...comments].map((c) => `#. translators: ${c}`), `#: ${refs.join(' ')}`, `msgid ${quote(text)}`, 'msgstr ""'].join('\n'),
  );
  return `${[header.join('\n'), ...body].join('\n\n')}\n`;
}

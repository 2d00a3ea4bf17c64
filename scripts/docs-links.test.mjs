// Every relative link of the documentation leads somewhere: the file exists and, for `#anchor`, one of its
// headings has that anchor (GitHub's rule: lower case, punctuation dropped, spaces to hyphens).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '..');

function markdownFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return markdownFiles(path);
    return entry.name.endsWith('.md') ? [path] : [];
  });
}

const FILES = [
  ...['README.md', 'test/README.md', 'demo/README.md'].map((file) => join(ROOT, file)),
  ...markdownFiles(join(ROOT, 'docs')),
];

/** GitHub's heading anchors, with -1, -2 … for repeated headings. */
export function anchors(markdown) {
  const seen = new Map();
  const found = new Set();
  const text = markdown.replace(/^```[\s\S]*?^```/gm, '');
  for (const [, heading] of text.matchAll(/^#{1,6} (.+)$/gm)) {
    const base = heading
      .trim()
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\- _]/gu, '')
      .replace(/ /g, '-');
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    found.add(count ? `${base}-${count}` : base);
  }
  return found;
}

function links(markdown) {
  const text = markdown.replace(/^```[\s\S]*?^```/gm, '').replace(/`[^`\n]*`/g, '');
  return [...text.matchAll(/\[[^\]]*\]\(([^)\s]+)\)/g)].map((match) => match[1]).filter((target) => !/^[a-z]+:/.test(target));
}

describe('documentation links', () => {
  it('finds GitHub anchors as GitHub makes them', () => {
    expect([...anchors('# Two builds: React or lite\n## Events\n## Events\n```\n# not a heading\n```')]).toEqual([
      'two-builds-react-or-lite',
      'events',
      'events-1',
    ]);
  });

  it.each(FILES.map((file) => [relative(ROOT, file)]))('%s: every relative link resolves', (file) => {
    const source = join(ROOT, file);
    const broken = [];
    for (const target of links(readFileSync(source, 'utf8'))) {
      const [path, anchor] = target.split('#');
      const destination = path ? resolve(dirname(source), decodeURI(path)) : source;
      if (!existsSync(destination)) {
        broken.push(`${target} (no such file)`);
        continue;
      }
      if (anchor && statSync(destination).isFile() && destination.endsWith('.md') && !anchors(readFileSync(destination, 'utf8')).has(anchor)) {
        broken.push(`${target} (no heading with that anchor)`);
      }
    }
    expect(broken).toEqual([]);
  });
});

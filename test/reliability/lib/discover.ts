/**
 * What the suite covers, discovered rather than listed: the demo pages from the home
 * page's `a[data-demo]` links, the calls from the registry every service module fills
 * (src/services/calls.ts), and the tags from the element catalogue.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { CallDescription } from '../../../src/services/calls.ts';

export const ROOT = path.resolve(import.meta.dirname, '../../..');

export interface DemoPage {
  tag: string;
  /** Absolute URL of the page. */
  url: string;
  title: string;
}

/** Every `<a data-demo>` of the home page; the tag is the data-demo value. */
export async function demoPages(base: string): Promise<DemoPage[]> {
  const html = await (await fetch(`${base}/`)).text();
  const pages: DemoPage[] = [];
  for (const match of html.matchAll(/<a\b([^>]*)>([\s\S]*?)<\/a>/g)) {
    const attrs = match[1] ?? '';
    const tag = /\bdata-demo="([^"]*)"/.exec(attrs)?.[1];
    const href = /\bhref="([^"]*)"/.exec(attrs)?.[1];
    if (!tag || !href) continue;
    pages.push({ tag: decode(tag), url: new URL(decode(href), `${base}/`).href, title: decode((match[2] ?? '').replace(/<[^>]+>/g, '').trim()) });
  }
  return pages;
}

/**
 * The pages once per address: a page listed for several tags (one page showing two elements,
 * the second linked at its section: `/demo/course/#course-content`) is one page, loaded at the
 * first link's address, whose tag names them all (`course-modal, course-collapsible`). A fragment
 * only scrolls the page the server sends.
 */
export function byAddress(pages: DemoPage[]): DemoPage[] {
  const out = new Map<string, DemoPage>();
  for (const page of pages) {
    const address = page.url.replace(/#.*$/, '');
    const seen = out.get(address);
    if (!seen) out.set(address, { ...page });
    else if (!seen.tag.split(', ').includes(page.tag)) seen.tag = `${seen.tag}, ${page.tag}`;
  }
  return [...out.values()];
}

function decode(text: string): string {
  return text.replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
}

/** Imports every service module (not tests), then reads the registry they filled. */
export async function registeredCalls(): Promise<CallDescription[]> {
  const dir = path.join(ROOT, 'src/services');
  for (const file of readdirSync(dir).sort()) {
    if (!file.endsWith('.ts') || file.endsWith('.test.ts') || file.endsWith('.d.ts')) continue;
    await import(pathToFileURL(path.join(dir, file)).href);
  }
  const calls = await import(pathToFileURL(path.join(dir, 'calls.ts')).href);
  return (calls.registeredCalls as () => CallDescription[])();
}

/** The tags of the element catalogue (src/elements/catalogue.ts). */
export async function catalogueTags(): Promise<string[]> {
  const module = await import(pathToFileURL(path.join(ROOT, 'src/elements/catalogue.ts')).href);
  return Object.keys(module.catalogue as Record<string, unknown>);
}

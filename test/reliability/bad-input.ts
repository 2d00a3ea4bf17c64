/**
 * Bad input: every validated attribute of every catalogue element (their kinds come from
 * the element classes' static `attributeSpecs`) given invalid JSON, wrong types, missing
 * fields and huge values, both in the initial markup and as a later change. Expected: one
 * console error naming the tag and the attribute when the value is refused, a fallback,
 * no uncaught error, and the element upgraded with its server markup still in place.
 */
import type { Browser, Page } from '@playwright/test';
import { closeContext, newContext, settle, watchedPage, type Watched } from './lib/browser.ts';
import type { DemoPage } from './lib/discover.ts';
import { LANES, pool, type Results } from './lib/results.ts';

const SECTION = 'bad-input';

interface SpecInfo {
  key: string;
  name: string;
  kind: string;
  fallback: unknown;
  /** The attribute's value in the server markup, when it has one. */
  sample: string | null;
}

/** The first server-rendered instance of `tag` in the demo pages (home page included). */
export async function serverMarkup(base: string, pages: DemoPage[], tag: string): Promise<{ url: string; html: string } | undefined> {
  const urls = [...new Set([...pages.filter((p) => p.tag === tag).map((p) => p.url), ...pages.map((p) => p.url), `${base}/`])];
  for (const url of urls) {
    const text = await (await fetch(url)).text().catch(() => '');
    const start = text.indexOf(`<${tag}`);
    if (start === -1) continue;
    const close = `</${tag}>`;
    const end = text.indexOf(close, start);
    if (end === -1) continue;
    return { url, html: text.slice(start, end + close.length) };
  }
  return undefined;
}

function retype(value: unknown): unknown {
  if (typeof value === 'string') return 12345;
  if (typeof value === 'number' || typeof value === 'boolean') return 'not-the-right-type';
  if (Array.isArray(value)) return { not: 'an array' };
  if (value && typeof value === 'object') return 'not-an-object';
  return ['unexpected'];
}

function hugeStrings(value: unknown): unknown {
  if (typeof value === 'string') return 'x'.repeat(200_000);
  if (Array.isArray(value)) return value.map(hugeStrings);
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, hugeStrings(v)]));
  return value;
}

/** Variants of a JSON attribute value: broken, wrongly typed, incomplete, huge. */
export function jsonVariants(sample: unknown): Array<{ label: string; raw: string }> {
  const variants: Array<{ label: string; raw: string }> = [
    { label: 'truncated JSON', raw: '{"a": [1, 2' },
    { label: 'not JSON', raw: 'not json <b>at all</b>' },
    { label: 'single quotes', raw: "{'a': 1}" },
    { label: 'a number', raw: '42' },
    { label: 'a string', raw: '"text"' },
    { label: 'null', raw: 'null' },
    { label: 'true', raw: 'true' },
    { label: 'an array', raw: '[1, "two", null]' },
    { label: 'an empty object', raw: '{}' },
    { label: 'huge array', raw: JSON.stringify(Array.from({ length: 50_000 }, (_, i) => i)) },
    { label: 'deep nesting', raw: `${'['.repeat(3000)}${']'.repeat(3000)}` },
    { label: 'prototype keys', raw: '{"__proto__": {"polluted": true}, "constructor": {"prototype": {"polluted": true}}}' },
  ];
  if (sample && typeof sample === 'object' && !Array.isArray(sample)) {
    const entries = Object.entries(sample as Record<string, unknown>).slice(0, 6);
    for (const [key] of entries) {
      const copy = { ...(sample as Record<string, unknown>) };
      delete copy[key];
      variants.push({ label: `without "${key}"`, raw: JSON.stringify(copy) });
    }
    for (const [key, value] of entries) {
      variants.push({ label: `"${key}" of the wrong type`, raw: JSON.stringify({ ...(sample as object), [key]: retype(value) }) });
    }
  }
  if (Array.isArray(sample) && sample.length > 0) {
    variants.push({ label: 'items of the wrong type', raw: JSON.stringify(sample.map(retype)) });
    variants.push({ label: 'first item empty', raw: JSON.stringify([{}, ...sample.slice(1)]) });
  }
  if (sample !== undefined && sample !== null) variants.push({ label: 'huge strings', raw: JSON.stringify(hugeStrings(sample)) });
  return variants;
}

const SCALAR_VARIANTS: Record<string, Array<{ label: string; raw: string }>> = {
  number: [
    { label: 'not a number', raw: 'abc' },
    { label: 'infinite', raw: '1e400' },
    { label: 'huge digits', raw: '9'.repeat(5000) },
    { label: 'negative', raw: '-1' },
  ],
  enum: [
    { label: 'unknown value', raw: 'definitely-not-a-choice' },
    { label: 'huge', raw: 'y'.repeat(100_000) },
  ],
};

function parseOrUndefined(text: string | null): unknown {
  if (text == null) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

async function specsOf(page: Page, tag: string, template: string): Promise<SpecInfo[]> {
  return page.evaluate(
    async ({ tag, template }) => {
      if (!customElements.get(tag)) {
        const probe = document.createElement(tag);
        probe.hidden = true;
        document.body.append(probe);
        await customElements.whenDefined(tag);
        probe.remove();
      }
      const ctor = customElements.get(tag) as unknown as { attributeSpecs?: Record<string, { kind: string; fallback: unknown }> };
      const holder = document.createElement('template');
      holder.innerHTML = template;
      const server = holder.content.firstElementChild;
      return Object.entries(ctor.attributeSpecs ?? {}).map(([key, spec]) => {
        const name = key.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
        return { key, name, kind: spec.kind, fallback: spec.fallback, sample: server?.getAttribute(name) ?? null };
      });
    },
    { tag, template },
  );
}

interface Trial {
  refused: boolean;
  fallbackUsed: boolean;
  defined: boolean;
  connected: boolean;
  markupKept: boolean;
}

async function trial(page: Page, tag: string, template: string, spec: SpecInfo, raw: string, mode: 'markup' | 'change'): Promise<Trial> {
  return page.evaluate(
    async ({ tag, template, key, name, raw, mode }) => {
      const ctor = customElements.get(tag) as unknown as {
        attributeSpecs: Record<string, { fallback: unknown; parse(raw: unknown): { ok: boolean; value: unknown } }>;
      };
      const spec = ctor.attributeSpecs[key]!;
      const result = spec.parse(raw);
      const host = document.createElement('div');
      host.className = 'reliability-bad-input';
      const holder = document.createElement('template');
      holder.innerHTML = template;
      const el = holder.content.firstElementChild as HTMLElement;
      const childCount = el.children.length;
      const firstChild = el.firstElementChild?.localName;
      if (mode === 'markup') el.setAttribute(name, raw);
      host.append(el);
      document.body.append(host);
      await customElements.whenDefined(tag);
      await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(r, 0))));
      if (mode === 'change') {
        el.setAttribute(name, raw);
        await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(r, 0))));
      }
      const out = {
        refused: !result.ok,
        fallbackUsed: JSON.stringify(result.value) === JSON.stringify(spec.fallback),
        defined: el.matches(':defined') && el instanceof (customElements.get(tag) as CustomElementConstructor),
        connected: el.isConnected,
        markupKept: el.children.length >= childCount && (!firstChild || !!el.querySelector(`:scope > ${firstChild}`)),
      };
      host.remove();
      await new Promise((r) => setTimeout(r, 0));
      return out;
    },
    { tag, template, key: spec.key, name: spec.name, raw, mode },
  );
}

async function checkTag(browser: Browser, base: string, pages: DemoPage[], tag: string, results: Results): Promise<number> {
  const found = await serverMarkup(base, pages, tag);
  const template = found?.html ?? `<${tag}></${tag}>`;
  const context = await newContext(browser, { base });
  let trials = 0;
  try {
    const w: Watched = await watchedPage(context);
    await w.page.goto(found?.url ?? `${base}/`, { waitUntil: 'load' });
    const specs = await specsOf(w.page, tag, template);
    if (specs.length === 0) {
      results.skip(SECTION, `<${tag}>`, 'no attributes');
      return 0;
    }
    // What the element logs with its own markup and no bad value is not caused by the values below.
    const baselineStart = w.consoleErrors.length;
    const firstJson = specs.find((s) => s.kind === 'json' || s.kind === 'number' || s.kind === 'enum') ?? specs[0]!;
    await trial(w.page, tag, template, firstJson, firstJson.sample ?? '', 'markup');
    await settle(w.page);
    const baseline = new Set(w.consoleErrors.slice(baselineStart));
    for (const spec of specs) {
      const variants =
        spec.kind === 'json'
          ? jsonVariants(parseOrUndefined(spec.sample) ?? spec.fallback)
          : (SCALAR_VARIANTS[spec.kind] ?? []);
      if (variants.length === 0) continue;
      const problems: string[] = [];
      const t0 = Date.now();
      for (const variant of variants) {
        for (const mode of ['markup', 'change'] as const) {
          const errorsBefore = w.consoleErrors.length;
          const pageErrorsBefore = w.pageErrors.length;
          let outcome: Trial;
          try {
            outcome = await trial(w.page, tag, template, spec, variant.raw, mode);
          } catch (error) {
            problems.push(`${variant.label} (${mode}): ${(error as Error).message.split('\n')[0]}`);
            continue;
          }
          trials += 1;
          await settle(w.page);
          const fresh = w.consoleErrors
            .slice(errorsBefore)
            .filter((e) => !e.startsWith('Failed to load resource') && !baseline.has(e));
          const words = spec.name.replace(/-/g, ' ');
          const naming = fresh.filter((e) => e.includes(`<${tag}>`) && (e.includes(`"${spec.name}"`) || e.includes(words)));
          const others = fresh.filter((e) => !naming.includes(e));
          const where = `${variant.label} (${mode})`;
          if (w.pageErrors.length > pageErrorsBefore) problems.push(`${where}: uncaught ${w.pageErrors[pageErrorsBefore]}`);
          if (outcome.refused && naming.length !== 1) problems.push(`${where}: refused with ${naming.length} console errors naming <${tag}> "${spec.name}" (want 1)`);
          if (!outcome.refused && naming.length > 1) problems.push(`${where}: ${naming.length} console errors for one value`);
          if (outcome.refused && !outcome.fallbackUsed) problems.push(`${where}: refused without the fallback`);
          if (others.length) problems.push(`${where}: other console errors: ${others[0]?.slice(0, 160)}`);
          if (!outcome.defined) problems.push(`${where}: the element did not upgrade`);
          if (!outcome.markupKept) problems.push(`${where}: the server markup was lost`);
        }
      }
      results.expectNone(SECTION, `<${tag}> ${spec.name} (${spec.kind}, ${variants.length} values × markup/change)`, problems.slice(0, 4), (Date.now() - t0) / 1000);
    }
  } catch (error) {
    results.fail(SECTION, `<${tag}>`, (error as Error).message.split('\n')[0] ?? '');
  } finally {
    await closeContext(context, `bad input: <${tag}>`);
  }
  return trials;
}

export async function badInput(browser: Browser, base: string, pages: DemoPage[], catalogue: string[], results: Results): Promise<void> {
  let total = 0;
  // One lane more than the other browser sections: a tag's trials wait on frames and console
  // messages more than they compute, and two lanes left the machine a third idle.
  await pool(catalogue, LANES + 1, async (tag) => {
    const tried = await checkTag(browser, base, pages, tag, results);
    total += tried;
  });
  results.figures.badInputTrials = total;
  console.log(`bad input: ${total} values tried over ${catalogue.length} elements`);
}

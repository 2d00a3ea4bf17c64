import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { registeredCalls } from './calls.ts';

const SRC = path.resolve(import.meta.dirname, '..');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$|\.d\.ts$/.test(entry.name) ? [full] : [];
  });
}

/** Every literal endpoint or action the code sends, by transport. */
function callsInCode(): Array<{ transport: string; endpoint: string; file: string }> {
  const found: Array<{ transport: string; endpoint: string; file: string }> = [];
  for (const file of sources(SRC)) {
    const text = readFileSync(file, 'utf8');
    const where = path.relative(SRC, file);
    for (const m of text.matchAll(/\bpostWcAjax\(\s*[\w.]+,\s*'([^']+)'/g)) found.push({ transport: 'wc-ajax', endpoint: m[1]!, file: where });
    for (const m of text.matchAll(/\badminAjax(?:<[^>]*>)?\(\s*[\w.]+,\s*'([^']+)'/g)) found.push({ transport: 'admin-ajax', endpoint: m[1]!, file: where });
  }
  return found;
}

describe('call registry', () => {
  beforeAll(async () => {
    // Every service module registers its calls when it loads.
    for (const file of sources(path.join(SRC, 'services'))) await import(file);
  });

  it('finds the calls the services make', () => {
    const endpoints = callsInCode().map((c) => c.endpoint);
    expect(endpoints).toEqual(expect.arrayContaining(['add_to_cart', 'remove_from_cart', 'get_refreshed_fragments', 'get_variation']));
  });

  it('registers every call the code makes (the reliability suite covers only registered calls)', () => {
    const registered = registeredCalls();
    const unregistered = callsInCode().filter(
      (call) => !registered.some((r) => r.transport === call.transport && (r.endpoint === call.endpoint || r.endpoint === '*')),
    );
    expect(unregistered, 'add registerCall({...}) beside the code that makes these calls').toEqual([]);
  });

  it('names each call once', () => {
    const names = registeredCalls().map((c) => c.name);
    expect(new Set(names).size).toBe(names.length);
  });
});

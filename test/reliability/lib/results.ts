import { availableParallelism } from 'node:os';

/** Collects the suite's checks: each one passed, failed or was skipped with a reason. */
export type Outcome = 'passed' | 'failed' | 'skipped';

export interface Check {
  section: string;
  name: string;
  outcome: Outcome;
  detail: string;
  /** How long the check took, when it timed itself. */
  seconds?: number;
}

export class Results {
  readonly checks: Check[] = [];
  readonly figures: Record<string, unknown> = {};

  add(section: string, name: string, outcome: Outcome, detail = '', seconds?: number): Check {
    const check: Check = { section, name, outcome, detail, ...(seconds === undefined ? {} : { seconds }) };
    this.checks.push(check);
    const mark = outcome === 'passed' ? 'ok  ' : outcome === 'failed' ? 'FAIL' : 'skip';
    const took = seconds === undefined ? '' : ` (${seconds.toFixed(1)} s)`;
    console.log(`  ${mark} ${section}: ${name}${took}${detail && outcome !== 'passed' ? ` — ${detail}` : ''}`);
    return check;
  }

  pass(section: string, name: string, detail = ''): Check {
    return this.add(section, name, 'passed', detail);
  }

  fail(section: string, name: string, detail: string): Check {
    return this.add(section, name, 'failed', detail);
  }

  skip(section: string, name: string, detail: string): Check {
    return this.add(section, name, 'skipped', detail);
  }

  /** Records `name` as passed when `problems` is empty, otherwise failed with the problems. */
  expectNone(section: string, name: string, problems: string[], seconds?: number): Check {
    return problems.length === 0
      ? this.add(section, name, 'passed', '', seconds)
      : this.add(section, name, 'failed', problems.join('; '), seconds);
  }

  /** The checks that timed themselves, slowest first. */
  slowest(count: number): Check[] {
    return this.checks
      .filter((c) => c.seconds !== undefined)
      .sort((a, b) => (b.seconds ?? 0) - (a.seconds ?? 0))
      .slice(0, count);
  }

  count(section?: string): { passed: number; failed: number; skipped: number } {
    const list = section ? this.checks.filter((c) => c.section === section) : this.checks;
    return {
      passed: list.filter((c) => c.outcome === 'passed').length,
      failed: list.filter((c) => c.outcome === 'failed').length,
      skipped: list.filter((c) => c.outcome === 'skipped').length,
    };
  }
}

/**
 * How many pages the browser sections drive at once: one per core (at least two, since most of a
 * page's time is spent waiting on the network and on frames). RELIABILITY_LANES overrides it.
 */
export const LANES = Math.max(2, Number(process.env.RELIABILITY_LANES) || availableParallelism());

/** Runs `tasks` with at most `limit` at a time, in order of the list. */
export async function pool<T>(items: T[], limit: number, task: (item: T, index: number) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      await task(items[index] as T, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

/**
 * Like pool(), but never runs two items with the same key at once (they share server state):
 * each free lane takes the first waiting item whose key is not running.
 */
export async function poolByKey<T>(items: T[], limit: number, keyOf: (item: T) => string, task: (item: T) => Promise<void>): Promise<void> {
  const waiting = [...items];
  const running = new Set<string>();
  const sleepers = new Set<() => void>();
  const lane = async (): Promise<void> => {
    while (waiting.length > 0) {
      const index = waiting.findIndex((item) => !running.has(keyOf(item)));
      if (index === -1) {
        await new Promise<void>((resolve) => sleepers.add(resolve));
        continue;
      }
      const [item] = waiting.splice(index, 1) as [T];
      running.add(keyOf(item));
      try {
        await task(item);
      } finally {
        running.delete(keyOf(item));
        for (const wake of sleepers) wake();
        sleepers.clear();
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
}

/** Polls `probe` until it returns a truthy value or `timeoutMs` passes; returns the last value. */
export async function pollUntil<T>(probe: () => Promise<T> | T, timeoutMs: number, intervalMs = 50): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let value = await probe();
  while (!value && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
    value = await probe();
  }
  return value;
}

/** A table as text: the first row is the heading. */
export function table(rows: string[][]): string {
  const widths = (rows[0] ?? []).map((_, i) => Math.max(...rows.map((row) => (row[i] ?? '').length)));
  const lines = rows.map((row) => row.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join('  ').trimEnd());
  lines.splice(1, 0, widths.map((w) => '-'.repeat(w)).join('  '));
  return lines.join('\n');
}

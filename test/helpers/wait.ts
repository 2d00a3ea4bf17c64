/**
 * Polls `check` until it returns a truthy value (or stops throwing) and resolves with that value.
 * Use it for anything React renders asynchronously (r2wc attribute changes, store updates):
 * never sleep a fixed time in tests. The timeout only tells a state that never comes: 10 s, as
 * a slow 2-core machine running two browsers of each kind took over 5 s to set up a 900-row
 * table, and a passing test never waits it out (under mocha's 30 s per test).
 */
export async function waitFor<T>(
  check: () => T | Promise<T>,
  { timeout = 10_000, interval = 10, message }: { timeout?: number; interval?: number; message?: string } = {},
): Promise<NonNullable<T>> {
  const start = performance.now();
  let lastError: unknown;
  for (;;) {
    try {
      const value = await check();
      if (value) return value as NonNullable<T>;
      lastError = undefined;
    } catch (error) {
      lastError = error;
    }
    if (performance.now() - start > timeout) {
      const reason = lastError instanceof Error ? `: ${lastError.message}` : '';
      throw new Error(`${message ?? 'waitFor timed out'} after ${timeout} ms${reason}`);
    }
    await new Promise((resolve) => setTimeout(resolve, interval));
  }
}

/** Resolves after the next animation frame plus a macrotask (lets pending renders flush). */
export function nextFrame(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

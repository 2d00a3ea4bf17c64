/**
 * Polls `check` until it returns a truthy value (or stops throwing) and resolves with that value.
 * Use it for anything React renders asynchronously (r2wc attribute changes, store updates):
 * never sleep a fixed time in tests.
 */
export async function waitFor<T>(
  check: () => T | Promise<T>,
  { timeout = 5000, interval = 10, message }: { timeout?: number; interval?: number; message?: string } = {},
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

import { describe, expect, it, vi } from 'vitest';
import { enqueueCartCall, pendingCartCalls } from './cart-queue.ts';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('enqueueCartCall', () => {
  it('runs calls one at a time, in order', async () => {
    const log: string[] = [];
    const first = deferred<string>();
    const second = deferred<string>();
    const a = enqueueCartCall(() => {
      log.push('a start');
      return first.promise;
    });
    const b = enqueueCartCall(() => {
      log.push('b start');
      return second.promise;
    });
    await Promise.resolve();
    await Promise.resolve();
    expect(log).toEqual(['a start']);
    expect(pendingCartCalls()).toBe(2);
    first.resolve('A');
    expect(await a).toBe('A');
    await vi.waitFor(() => expect(log).toEqual(['a start', 'b start']));
    second.resolve('B');
    expect(await b).toBe('B');
    await vi.waitFor(() => expect(pendingCartCalls()).toBe(0));
  });

  it('a failing call rejects for its caller and does not block the next', async () => {
    const failing = enqueueCartCall(() => Promise.reject(new Error('boom')));
    const next = enqueueCartCall(async () => 'next');
    await expect(failing).rejects.toThrow('boom');
    expect(await next).toBe('next');
  });

  it('a call that throws synchronously is contained', async () => {
    const thrown = enqueueCartCall(() => {
      throw new Error('sync');
    });
    await expect(thrown).rejects.toThrow('sync');
    expect(await enqueueCartCall(async () => 1)).toBe(1);
  });

  it('two copies of the module (two bundles on one page) run their calls one at a time, in order', async () => {
    // A second instance of the module, as a second bundle at another URL would load it.
    const copy: typeof import('./cart-queue.ts') = await import('./cart-queue.ts?copy=2' as string);
    expect(copy.enqueueCartCall).not.toBe(enqueueCartCall);

    const log: string[] = [];
    const first = deferred<string>();
    const second = deferred<string>();
    const third = deferred<string>();
    const a = enqueueCartCall(() => {
      log.push('a start');
      return first.promise;
    });
    const b = copy.enqueueCartCall(() => {
      log.push('b start');
      return second.promise;
    });
    const c = enqueueCartCall(() => {
      log.push('c start');
      return third.promise;
    });
    await vi.waitFor(() => expect(log).toEqual(['a start']));
    expect(pendingCartCalls()).toBe(3);
    expect(copy.pendingCartCalls()).toBe(3);

    first.resolve('A');
    expect(await a).toBe('A');
    await vi.waitFor(() => expect(log).toEqual(['a start', 'b start']));
    second.resolve('B');
    expect(await b).toBe('B');
    await vi.waitFor(() => expect(log).toEqual(['a start', 'b start', 'c start']));
    third.resolve('C');
    expect(await c).toBe('C');
    await vi.waitFor(() => expect(copy.pendingCartCalls()).toBe(0));
  });
});

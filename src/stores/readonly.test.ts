// @vitest-environment happy-dom
import { atom, computed, onMount, STORE_UNMOUNT_DELAY } from 'nanostores';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import * as publicStores from './index.ts';
import { readonlyAtom } from './readonly.ts';

describe('readonlyAtom', () => {
  it('reads, listens and subscribes like the store, and has no set', () => {
    const $owner = atom(1);
    const $view = readonlyAtom($owner);
    expect('set' in $view).toBe(false);
    expect($view.get()).toBe(1);
    const listened: number[] = [];
    const subscribed: number[] = [];
    const stopListen = $view.listen((value) => listened.push(value));
    const stopSubscribe = $view.subscribe((value) => subscribed.push(value));
    $owner.set(2);
    stopListen();
    stopSubscribe();
    $owner.set(3);
    expect(listened).toEqual([2]);
    expect(subscribed).toEqual([1, 2]);
    expect($view.value).toBe(3);
    expect($view.init).toBe(1);
  });

  it('a computed store over the view follows the owner', () => {
    const $owner = atom(2);
    const $double = computed(readonlyAtom($owner), (value) => value * 2);
    const seen: number[] = [];
    const stop = $double.subscribe((value) => seen.push(value));
    $owner.set(5);
    stop();
    expect(seen).toEqual([4, 10]);
  });

  it('a listener on the view mounts the owner, and the last one leaving stops it', () => {
    vi.useFakeTimers();
    onTestFinished(() => {
      vi.useRealTimers();
    });
    const $owner = atom(0);
    const events: string[] = [];
    onMount($owner, () => {
      events.push('mount');
      return () => events.push('stop');
    });
    const $view = readonlyAtom($owner);
    const stop = $view.listen(() => {});
    expect($view.lc).toBe(1);
    stop();
    $view.off();
    expect(events).toEqual(['mount']);
    // nanostores stops a store a moment after its last listener leaves.
    vi.advanceTimersByTime(STORE_UNMOUNT_DELAY);
    expect(events).toEqual(['mount', 'stop']);
  });
});

describe('the public store entry', () => {
  it('gives page scripts $cart and $settings without set', () => {
    expect('set' in publicStores.$cart).toBe(false);
    expect('set' in publicStores.$settings).toBe(false);
    expect(publicStores.$cart.get().revision).toBeTypeOf('number');
  });

  it('exports the cart actions and no test helper or internal', () => {
    expect(Object.keys(publicStores).sort()).toEqual(
      ['$cart', '$settings', 'SETTINGS_ELEMENT_ID', 'addToCart', 'pageSettings', 'refreshCart', 'reloadPageSettings', 'removeItem'].sort(),
    );
  });
});

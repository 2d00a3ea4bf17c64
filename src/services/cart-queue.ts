/**
 * The page's one queue of cart calls (§4.1: add-to-cart requests are queued and sent
 * strictly one at a time). Every element that changes the cart (every add-to-cart
 * button of every `shop-add-to-cart`, the mini cart's remove links) goes through it, so
 * the server never handles two cart changes of the same page at once and the answers
 * arrive in click order.
 *
 * The queue is a page singleton (page-singleton.ts): two copies of the bundle on one page
 * (two plugins shipping it) still share one queue.
 */
import { pageSingleton } from './page-singleton.ts';

interface CartQueueState {
  tail: Promise<void>;
  /** Calls waiting or running. */
  pending: number;
}

const state = (): CartQueueState => pageSingleton('cart-queue@1', () => ({ tail: Promise.resolve(), pending: 0 }));

/**
 * Runs `task` after every cart call queued before it has settled, and resolves or
 * rejects with its result. A failing task never blocks the ones after it. Tasks must
 * settle (the request layer's timeout guarantees it for HTTP calls).
 */
export function enqueueCartCall<T>(task: () => Promise<T>): Promise<T> {
  const queue = state();
  queue.pending += 1;
  const result = queue.tail.then(task);
  queue.tail = result.then(
    () => {
      queue.pending -= 1;
    },
    () => {
      queue.pending -= 1;
    },
  );
  return result;
}

/** How many cart calls are waiting or running (0 when the queue is idle). */
export function pendingCartCalls(): number {
  return state().pending;
}

// The table's lazily loaded parts (lazy-part.ts): asked for only when the table prints their markup,
// and a shopper's press on one of their buttons before the chunk has started is kept and handed to it.
// The part's loader is a promise the test settles itself: what is under test is the waiting, not a chunk.
import { expect } from 'chai';
import { lazyFeature, type LazyPart } from '../../src/controllers/product-table/lazy-part.ts';
import type { TableContext } from '../../src/controllers/product-table/context.ts';
import { captureConsoleErrors } from '../helpers/console.ts';
import { cleanup, fixture } from '../helpers/fixture.ts';
import { waitFor } from '../helpers/wait.ts';

interface Harness {
  ctx: TableContext;
  container: HTMLElement;
  appendRows(html: string): void;
  stopFeature: AbortController;
}

function harness(html: string): Harness {
  const container = fixture<HTMLElement>(`<div class="wcpt">${html}</div>`);
  const stopFeature = new AbortController();
  const listeners = new Set<(rows: HTMLTableRowElement[]) => void>();
  const ctx = {
    host: container,
    element: container,
    container,
    prefix: 'wcpt',
    signal: stopFeature.signal,
    onRowsAppended(listener: (rows: HTMLTableRowElement[]) => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  } as unknown as TableContext;
  return {
    ctx,
    container,
    stopFeature,
    appendRows(rows) {
      container.insertAdjacentHTML('beforeend', rows);
      for (const listener of [...listeners]) listener([]);
    },
  };
}

/** A part whose chunk arrives when the test says so; records the presses its started code sees. */
function deferredPart(held = true) {
  let arrive!: () => void;
  let fail!: (error: Error) => void;
  const seen: string[] = [];
  let starts = 0;
  const arrived = new Promise<void>((resolve, reject) => { arrive = resolve; fail = reject; });
  const part: LazyPart = {
    what: 'the test part',
    present: (ctx) => ctx.container.querySelector('.wcpt-thing') !== null,
    held: held ? (p) => `.${p}-thing` : undefined,
    load: () => arrived.then(() => (ctx: TableContext) => {
      starts += 1;
      const onClick = (event: Event) => seen.push((event.target as HTMLElement).id);
      ctx.container.addEventListener('click', onClick);
      return () => ctx.container.removeEventListener('click', onClick);
    }),
  };
  return { part, arrive: () => arrive(), fail: (e: Error) => fail(e), seen, starts: () => starts };
}

describe('shop-product-table: lazily loaded parts', () => {
  afterEach(cleanup);

  it('holds presses on its buttons until its code has started, then hands each pressed button over once', async () => {
    const { ctx, container } = harness('<button class="wcpt-thing" id="a">A</button><button class="wcpt-thing" id="b">B</button><button id="other">other</button>');
    const seenByPage: string[] = [];
    container.addEventListener('click', (event) => seenByPage.push((event.target as HTMLElement).id));
    const { part, arrive, seen, starts } = deferredPart();
    lazyFeature('test', [part]).start(ctx);
    container.querySelector<HTMLElement>('#a')!.click();
    container.querySelector<HTMLElement>('#a')!.click();
    container.querySelector<HTMLElement>('#other')!.click();
    // Held: nothing on the page acted on the presses yet; other buttons are left alone.
    expect(seenByPage).to.deep.equal(['other']);
    expect(container.hasAttribute('data-shop-parts-loading'), 'loading hook while on its way').to.equal(true);
    arrive();
    await waitFor(() => starts() === 1);
    expect(container.hasAttribute('data-shop-parts-loading'), 'loading hook once started').to.equal(false);
    await waitFor(() => seen.length > 0);
    expect(seen).to.deep.equal(['a']);
    // Once started, presses go straight through.
    container.querySelector<HTMLElement>('#b')!.click();
    expect(seen).to.deep.equal(['a', 'b']);
  });

  it('holds nothing for a part without held buttons (links work as links until then)', async () => {
    const { ctx, container } = harness('<a class="wcpt-thing" id="link" href="#not-followed">link</a>');
    const { part } = deferredPart(false);
    lazyFeature('test', [part]).start(ctx);
    let prevented: boolean | undefined;
    container.addEventListener('click', (event) => { prevented = event.defaultPrevented; event.preventDefault(); });
    container.querySelector<HTMLElement>('#link')!.click();
    expect(prevented).to.equal(false);
  });

  it('says in the console when its code cannot be loaded, and lets presses through again', async () => {
    const errors = captureConsoleErrors();
    try {
      const { ctx, container } = harness('<button class="wcpt-thing" id="a">A</button>');
      const { part, fail } = deferredPart();
      lazyFeature('test', [part]).start(ctx);
      fail(new Error('offline'));
      await waitFor(() => errors.messages.some((m) => m.includes('shop-product-table: the test part could not be loaded.')));
      expect(container.hasAttribute('data-shop-parts-loading')).to.equal(false);
      let reached = false;
      container.addEventListener('click', () => { reached = true; });
      container.querySelector<HTMLElement>('#a')!.click();
      expect(reached).to.equal(true);
    } finally {
      errors.restore();
    }
  });

  it('is not asked for while the table has none of its markup, and is once rows bring it', async () => {
    const { ctx, appendRows } = harness('<p>no media here</p>');
    let loads = 0;
    const { part, arrive, starts } = deferredPart();
    lazyFeature('test', [{ ...part, load: () => { loads += 1; return part.load(); } }]).start(ctx);
    appendRows('<p>still none</p>');
    expect(loads).to.equal(0);
    appendRows('<button class="wcpt-thing" id="later">later</button>');
    appendRows('<button class="wcpt-thing" id="more">more</button>');
    expect(loads).to.equal(1);
    arrive();
    await waitFor(() => starts() === 1);
  });

  it('does not start when the table stopped the feature before the code arrived', async () => {
    const { ctx, stopFeature } = harness('<button class="wcpt-thing" id="a">A</button>');
    const { part, arrive, starts } = deferredPart();
    let loaded = false;
    lazyFeature('test', [{ ...part, load: () => part.load().then((start) => { loaded = true; return start; }) }]).start(ctx);
    stopFeature.abort();
    arrive();
    await waitFor(() => loaded);
    expect(starts()).to.equal(0);
  });
});

import { expect } from 'chai';
import type { Catalogue } from '../../src/elements/catalogue.ts';
import { createLoader, type Loader, type LoaderOptions } from '../../src/elements/loader.ts';
import { holdInteractions, READY_ATTRIBUTE, type Replay } from '../../src/elements/replay.ts';
import { captureConsole } from '../helpers/console.ts';
import { cleanup, fixture } from '../helpers/fixture.ts';
import { waitFor } from '../helpers/wait.ts';

// Tags can be defined once per page: every test uses names of its own.
let counter = 0;
const uniqueTag = (base = 'shop-test') => `${base}-${Date.now().toString(36)}-${(counter += 1)}`;

/** Code for `tag` whose loads fail the first `failures` times, then define the tag. */
function flakyCode(tag: string, failures: number) {
  const code = { calls: 0, load: async () => {} };
  code.load = async () => {
    code.calls += 1;
    if (code.calls <= failures) throw new TypeError(`Failed to fetch dynamically imported module: /${tag}.js`);
    if (!customElements.get(tag)) customElements.define(tag, class extends HTMLElement {});
  };
  return code;
}

/** Lets a MutationObserver callback queued by a DOM change run. */
const observerTick = () => Promise.resolve();

describe('loader', () => {
  const running: Loader[] = [];
  let errors: ReturnType<typeof captureConsole>;

  function start(options: Partial<LoaderOptions> & { catalogue: Catalogue }): Loader {
    const loader = createLoader({ retryDelaysMs: [], maxAttempts: 5, ...options });
    loader.start();
    running.push(loader);
    return loader;
  }

  beforeEach(() => {
    errors = captureConsole('error');
  });
  afterEach(() => {
    for (const loader of running.splice(0)) loader.stop();
    errors.restore();
    cleanup();
  });

  it('tries failed code again when its tag appears again, and says so once', async () => {
    const tag = uniqueTag();
    const code = flakyCode(tag, 2);
    start({ catalogue: { [tag]: { load: code.load } } });

    fixture(`<${tag}></${tag}>`);
    await waitFor(() => errors.messages.length === 1, { message: 'no console error after the first failure' });
    expect(customElements.get(tag)).to.equal(undefined);
    expect(errors.messages[0]).to.contain(`<${tag}>: the element's code could not be loaded`);
    expect(errors.messages[0]).to.contain('Failed to fetch dynamically imported module');

    fixture(`<div><${tag}></${tag}></div>`);
    await waitFor(() => code.calls === 2, { message: 'the second appearance did not load again' });
    fixture(`<${tag}></${tag}>`);
    await waitFor(() => customElements.get(tag), { message: 'the third appearance did not define the tag' });
    expect(code.calls).to.equal(3);
    expect(errors.messages).to.have.length(1);
  });

  it('says nothing of a load the page cut off by going away, and reports failures again if it stays', async () => {
    const tag = uniqueTag();
    let calls = 0;
    let cutOff: (error: Error) => void = () => {};
    const load = () => {
      calls += 1;
      return new Promise<void>((_resolve, reject) => (cutOff = reject));
    };
    // Attempts enough to outlast the second in which failures are taken for cut off.
    const loader = start({ catalogue: { [tag]: { load } }, maxAttempts: 50 });
    fixture(`<${tag}></${tag}>`);
    await waitFor(() => calls === 1, { message: 'the tag did not start loading' });
    // A form posted or a link followed: Firefox fails the imports the navigation cuts off.
    window.dispatchEvent(new Event('beforeunload'));
    cutOff(new TypeError(`error loading dynamically imported module: /${tag}.js`));
    await loader.loadTag(tag).catch(() => {});
    expect(errors.messages, 'no message for the cut-off load').to.deep.equal([]);
    // The navigation did not happen (a download): a load that fails later is reported.
    await waitFor(
      () => {
        if (calls > 0 && errors.messages.length === 0) {
          fixture(`<${tag}></${tag}>`);
          cutOff(new TypeError(`Failed to fetch dynamically imported module: /${tag}.js`));
        }
        return errors.messages.length === 1;
      },
      { message: 'a later failure was not reported', timeout: 5000, interval: 200 },
    );
    expect(errors.messages[0]).to.contain(`<${tag}>: the element's code could not be loaded`);
  });

  it('listens for the page going away only while a load is in flight', async () => {
    const tag = uniqueTag();
    let finish: () => void = () => {};
    const load = () => new Promise<void>((resolve) => (finish = resolve));
    const listening: string[] = [];
    const add = window.addEventListener;
    const remove = window.removeEventListener;
    window.addEventListener = function (this: Window, type: string, ...rest: unknown[]) {
      if (type === 'beforeunload') listening.push('add');
      return (add as (...args: unknown[]) => void).call(this, type, ...rest);
    } as typeof window.addEventListener;
    window.removeEventListener = function (this: Window, type: string, ...rest: unknown[]) {
      if (type === 'beforeunload') listening.push('remove');
      return (remove as (...args: unknown[]) => void).call(this, type, ...rest);
    } as typeof window.removeEventListener;
    try {
      const loader = start({ catalogue: { [tag]: { load } } });
      expect(listening, 'an idle loader listens').to.deep.equal([]);
      fixture(`<${tag}></${tag}>`);
      await waitFor(() => listening.length === 1, { message: 'a load in flight does not listen' });
      expect(listening).to.deep.equal(['add']);
      finish();
      await loader.loadTag(tag);
      await waitFor(() => listening.length === 2, { message: 'the listener stayed after the load' });
      expect(listening).to.deep.equal(['add', 'remove']);
    } finally {
      window.addEventListener = add;
      window.removeEventListener = remove;
    }
  });

  it('tries failed code again after a back-off while the tag is on the page', async () => {
    const tag = uniqueTag();
    const code = flakyCode(tag, 2);
    start({ catalogue: { [tag]: { load: code.load } }, retryDelaysMs: [20, 20] });

    fixture(`<${tag}></${tag}>`);
    await waitFor(() => customElements.get(tag), { message: 'the back-off did not load the tag again' });
    expect(code.calls).to.equal(3);
    expect(errors.messages).to.have.length(1);
    expect(errors.messages[0]).to.contain('tried again in 0.02 s');
  });

  it('stops after the most attempts allowed', async () => {
    const tag = uniqueTag();
    const code = flakyCode(tag, Infinity);
    start({ catalogue: { [tag]: { load: code.load } }, retryDelaysMs: [5, 5, 5, 5], maxAttempts: 3 });

    fixture(`<${tag}></${tag}>`);
    const loader = running[running.length - 1]!;
    await waitFor(() => code.calls === 3 && !loader.expected(tag), { message: 'not three failed attempts' });
    // Shown again after the last failure: no fourth attempt.
    fixture(`<${tag}></${tag}>`);
    await observerTick();
    expect(code.calls).to.equal(3);
    expect(errors.messages).to.have.length(1);
  });

  it('keeps watching while a tag is still to load, and loads tags added later', async () => {
    const first = uniqueTag();
    const second = uniqueTag();
    const firstCode = flakyCode(first, 0);
    const secondCode = flakyCode(second, 0);
    start({ catalogue: { [first]: { load: firstCode.load }, [second]: { load: secondCode.load } } });

    fixture(`<${first}></${first}>`);
    await waitFor(() => customElements.get(first));
    expect(secondCode.calls).to.equal(0);
    fixture(`<section><p><${second}></${second}></p></section>`);
    await waitFor(() => customElements.get(second), { message: 'a tag added later was not loaded' });
  });

  it('starts the chunks an element imports together with the element chunk', async () => {
    const tag = uniqueTag();
    const marker = `__loaderDependency${counter}`;
    let release!: () => void;
    const elementCode = new Promise<void>((resolve) => (release = resolve));
    start({
      catalogue: { [tag]: { load: () => elementCode } },
      chunks: { [tag]: ['./own.js', `data:text/javascript,globalThis.${marker}=true`] },
    });

    fixture(`<${tag}></${tag}>`);
    // The dependency runs while the element's own chunk has not arrived yet.
    await waitFor(() => (globalThis as Record<string, unknown>)[marker] === true, {
      message: 'the dependency did not start before the element chunk finished',
    });
    release();
  });

  it('asks a new URL of the element chunk when trying again', async () => {
    const tag = uniqueTag();
    const code = flakyCode(tag, 1);
    // The first attempt goes through the catalogue's import; a browser may keep that URL failed.
    start({
      catalogue: { [tag]: { load: code.load } },
      chunks: { [tag]: ['/test/browser/fixtures/loader-chunk.js'] },
      retryDelaysMs: [5],
    });

    fixture(`<${tag}></${tag}>`);
    const urls = await waitFor(() => (globalThis as { loaderChunkUrls?: string[] }).loaderChunkUrls, {
      message: 'the element chunk was not imported again',
    });
    expect(code.calls).to.equal(1);
    expect(urls).to.have.length(1);
    expect(new URL(urls[0]!).pathname).to.equal('/test/browser/fixtures/loader-chunk.js');
    expect(new URL(urls[0]!).search).to.match(/^\?attempt=2\b/);
  });

  it('keeps a versioned chunk URL\'s version when trying again', async () => {
    const tag = uniqueTag();
    const code = flakyCode(tag, 1);
    const before = (globalThis as { loaderChunkUrls?: string[] }).loaderChunkUrls?.length ?? 0;
    // The WordPress plugin names each element file with its content's hash: a retry asks that file, not an older one.
    start({
      catalogue: { [tag]: { load: code.load } },
      chunks: { [tag]: ['/test/browser/fixtures/loader-chunk.js?ver=0123456789ab'] },
      retryDelaysMs: [5],
    });

    fixture(`<${tag}></${tag}>`);
    const urls = await waitFor((): string[] | undefined => {
      const all = (globalThis as { loaderChunkUrls?: string[] }).loaderChunkUrls ?? [];
      return all.length > before ? all.slice(before) : undefined;
    }, { message: 'the element chunk was not imported again' });
    const url = new URL(urls[0]!);
    expect(url.pathname).to.equal('/test/browser/fixtures/loader-chunk.js');
    // The test server's module URLs end in a slash after the query: only what the loader wrote is compared.
    expect(url.search, url.href).to.match(/^\?ver=0123456789ab&attempt=2\b/);
  });

  it('warns once per unknown shop-* tag, naming the closest tag', async () => {
    const known = uniqueTag('shop-test-cart');
    const typo = known.replace('shop-test-cart', 'shop-test-crat');
    const warnings = captureConsole('warn');
    try {
      start({ catalogue: { [known]: { load: flakyCode(known, 0).load } } });
      fixture(`<${typo}></${typo}><${typo}></${typo}><other-widget></other-widget>`);
      fixture(`<${typo}></${typo}>`);
      // Both insertions were seen before the idle pass that warns: one warning for the name.
      await waitFor(() => warnings.messages.length > 0, { message: 'no warning for an unknown shop-* tag' });
      expect(warnings.messages).to.deep.equal([`<${typo}> is not a storefront-elements tag; did you mean <${known}>?`]);
    } finally {
      warnings.restore();
    }
  });

  it('warns for an unknown tag of every family the catalogue has, not only shop-*', async () => {
    const topic = uniqueTag('forum-test-topic');
    const outline = uniqueTag('course-test-outline');
    const topicTypo = topic.replace('forum-test-topic', 'forum-test-tpoic');
    const outlineTypo = outline.replace('course-test-outline', 'course-test-outlien');
    const warnings = captureConsole('warn');
    try {
      start({ catalogue: { [topic]: { load: flakyCode(topic, 0).load }, [outline]: { load: flakyCode(outline, 0).load } } });
      // A tag of no family of the catalogue is someone else's: no word about it.
      fixture(`<${topicTypo}></${topicTypo}><other-test-widget></other-test-widget><${outlineTypo}></${outlineTypo}>`);
      await waitFor(() => warnings.messages.length >= 2, { message: `warnings: ${JSON.stringify(warnings.messages)}` });
      expect([...warnings.messages].sort()).to.deep.equal([
        `<${outlineTypo}> is not a storefront-elements tag; did you mean <${outline}>?`,
        `<${topicTypo}> is not a storefront-elements tag; did you mean <${topic}>?`,
      ]);
    } finally {
      warnings.restore();
    }
  });

  it('whenPageReady resolves once every tag on the page is defined', async () => {
    const tag = uniqueTag();
    const loader = start({ catalogue: { [tag]: { load: flakyCode(tag, 0).load } } });
    fixture(`<${tag}></${tag}>`);
    await loader.whenPageReady();
    expect(customElements.get(tag)).to.not.equal(undefined);
    let rejected: unknown;
    await loader.loadTag('shop-nothing-like-this').catch((error: unknown) => (rejected = error));
    expect(String(rejected)).to.contain('<shop-nothing-like-this> is not a storefront-elements tag.');
  });
});

describe('interactions before an element is ready', () => {
  const TAG = 'test-cart';
  let replay: Replay | undefined;
  let expected = true;
  const seen: string[] = [];
  const onDocumentClick = (event: Event) => seen.push(`page ${event.type}`);

  function hold(holdMs = 5000): Replay {
    replay = holdInteractions({
      catalogue: {
        [TAG]: {
          load: async () => {},
          interactions: { click: 'a.ajax', submit: 'form.search', change: 'select.choice' },
        },
      },
      expected: () => expected,
      holdMs,
    });
    return replay;
  }

  /** Clicks like a shopper; false when the click's default action (following the link) was cancelled. */
  const click = (element: Element) => element.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
  /** Following a link to a fragment is asynchronous in some browsers. */
  const followed = (hash: string) => waitFor(() => location.hash === hash, { message: `the link to ${hash} was not followed` });

  /** What the element does once it upgrades: acts on its controls, then says it is ready. */
  function upgrade(host: HTMLElement, { handles = true } = {}): void {
    host.addEventListener('click', (event) => {
      if (!(event.target as Element).closest('a.ajax')) return;
      if (handles) event.preventDefault();
      seen.push('element click');
    });
    host.addEventListener('submit', (event) => {
      event.preventDefault();
      seen.push(`element submit ${(event as SubmitEvent).submitter?.getAttribute('name') ?? 'none'}`);
    });
    host.addEventListener('change', (event) => seen.push(`element change ${(event.target as HTMLSelectElement).value}`));
    host.setAttribute(READY_ATTRIBUTE, '');
  }

  /** An element with a select, and the values of the changes the page saw (remove `onChange` after). */
  function choiceOnPage() {
    const host = fixture(
      `<${TAG}><select class="choice"><option value="">-</option><option value="blue">Blue</option></select></${TAG}>`,
    );
    const pageChanges: string[] = [];
    const onChange = (event: Event) => pageChanges.push((event.target as HTMLSelectElement).value);
    document.addEventListener('change', onChange);
    return { host, select: host.querySelector('select')!, pageChanges, onChange };
  }

  beforeEach(() => {
    expected = true;
    seen.length = 0;
    history.replaceState(null, '', location.pathname + location.search);
    document.addEventListener('click', onDocumentClick);
  });
  afterEach(() => {
    replay?.stop();
    replay = undefined;
    document.removeEventListener('click', onDocumentClick);
    history.replaceState(null, '', location.pathname + location.search);
    cleanup();
  });

  it('holds a click on a control the element handles and gives it to the element once ready', async () => {
    hold();
    const host = fixture(`<${TAG}><a class="ajax" href="#followed"><span>Add</span></a></${TAG}>`);
    expect(click(host.querySelector('span')!)).to.equal(false);
    expect(seen).to.deep.equal([]);

    upgrade(host);
    await waitFor(() => seen.length === 2, { message: 'the held click was not sent again' });
    expect(seen).to.deep.equal(['element click', 'page click']);
  });

  it('follows the link, once, when the element is not ready in time', async () => {
    hold(30);
    const host = fixture(`<${TAG}><a class="ajax" href="#followed">Add</a></${TAG}>`);
    expect(click(host.querySelector('a')!)).to.equal(false);
    await followed('#followed');
    expect(seen).to.deep.equal(['page click']);

    // An upgrade after the hold time gets nothing more.
    upgrade(host);
    await observerTick();
    expect(seen).to.deep.equal(['page click']);
  });

  it('follows the link at once when the element code fails to load', async () => {
    const held = hold();
    const host = fixture(`<${TAG}><a class="ajax" href="#followed">Add</a></${TAG}>`);
    expect(click(host.querySelector('a')!)).to.equal(false);
    held.failed(TAG);
    expect(seen).to.deep.equal(['page click']);
    await followed('#followed');
  });

  it('holds nothing while the element code is known to have failed', async () => {
    hold();
    expected = false;
    const host = fixture(`<${TAG}><a class="ajax" href="#followed">Add</a></${TAG}>`);
    expect(click(host.querySelector('a')!)).to.equal(true);
    await followed('#followed');
  });

  it('never holds other links, modified clicks or elements that are ready', async () => {
    hold();
    const host = fixture(
      `<${TAG}><a class="product" href="#product">Hoodie</a><a class="ajax" href="#ajax">Add</a></${TAG}>`,
    );
    expect(click(host.querySelector('a.product')!)).to.equal(true);
    await followed('#product');

    const link = host.querySelector<HTMLAnchorElement>('a.ajax')!;
    // A ctrl-click is the browser's (a new tab); prevent it here to keep the test page.
    const preventNavigation = (event: Event) => event.preventDefault();
    link.addEventListener('click', preventNavigation);
    link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true }));
    link.removeEventListener('click', preventNavigation);
    expect(seen).to.deep.equal(['page click', 'page click']);

    host.setAttribute(READY_ATTRIBUTE, '');
    expect(click(link)).to.equal(true);
    await followed('#ajax');
  });

  it('holds a form submission with its submitter and sends it again once ready', async () => {
    hold();
    const host = fixture(
      `<${TAG}><form class="search" action="#sent"><input name="s" value="hoodie"><button name="go">Search</button></form></${TAG}>`,
    );
    const submissions: boolean[] = [];
    const onSubmit = (event: Event) => submissions.push(event.defaultPrevented);
    window.addEventListener('submit', onSubmit);
    host.querySelector('button')!.click();
    window.removeEventListener('submit', onSubmit);
    // Held: cancelled before any page listener saw it.
    expect(submissions).to.deep.equal([]);
    upgrade(host);
    await waitFor(() => seen.includes('element submit go'), { message: 'the held submission was not sent again' });
    expect(seen.filter((entry) => entry.startsWith('element submit'))).to.have.length(1);
  });

  it('submits the form natively when the element code fails', async () => {
    const held = hold();
    const host = fixture(
      `<${TAG}><iframe name="sink"></iframe><form class="search" action="/?sink" target="sink"><input name="s" value="hoodie"><button>Search</button></form></${TAG}>`,
    );
    const frame = host.querySelector('iframe')!;
    host.querySelector('button')!.click();
    held.failed(TAG);
    await waitFor(() => frame.contentWindow?.location.search.includes('s=hoodie'), {
      message: 'the form was not submitted natively',
    });
  });

  it('does not hold a change a key made (a choice still being made): the element takes it when committed', async () => {
    hold();
    const { host, select, pageChanges, onChange } = choiceOnPage();
    try {
      select.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true }));
      select.value = 'blue';
      select.dispatchEvent(new Event('change', { bubbles: true }));
      expect(pageChanges, 'the change went on at once').to.deep.equal(['blue']);
      upgrade(host);
      // The element is ready and nothing was held for it: a held change would have been sent by now.
      await waitFor(() => host.hasAttribute(READY_ATTRIBUTE));
      await new Promise((resolve) => requestAnimationFrame(resolve));
      expect(seen).to.deep.equal([]);
    } finally {
      document.removeEventListener('change', onChange);
    }
  });

  it('sends a held change to the element once ready, or to the page alone when it fails', async () => {
    const held = hold();
    const { host, select, pageChanges, onChange } = choiceOnPage();
    try {
      select.value = 'blue';
      select.dispatchEvent(new Event('change', { bubbles: true }));
      expect(pageChanges).to.deep.equal([]);
      upgrade(host);
      await waitFor(() => seen.includes('element change blue'));
      expect(pageChanges).to.deep.equal(['blue']);

      const other = fixture(`<${TAG}><select class="choice"><option value="red">Red</option></select></${TAG}>`);
      other.querySelector('select')!.dispatchEvent(new Event('change', { bubbles: true }));
      held.failed(TAG);
      expect(pageChanges).to.deep.equal(['blue', 'red']);
    } finally {
      document.removeEventListener('change', onChange);
    }
  });
});

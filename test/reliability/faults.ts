/**
 * Fault matrix: every registered call (src/services/calls.ts) × every fault of the
 * reference store's fault mode, driven through the call's demo steps in a real page.
 */
import type { Browser, BrowserContext, Request } from '@playwright/test';
import type { CallDescription } from '../../src/services/calls.ts';
import { DEMO_STEPS, demoOf, opensItsPage, shopperActions, type DemoStep } from './demo-steps.ts';
import { closeContext, elementsUpgraded, gotoSettled, newContext, runSteps, watchedPage, type Watched } from './lib/browser.ts';
import type { DemoPage } from './lib/discover.ts';
import { markUsableControls, productNameOf, shopFailures, stuckControls, visibleMessages } from './lib/page-state.ts';
import { LANES, pollUntil, pool, table, type Results } from './lib/results.ts';

export const FAULTS = ['500', 'timeout', 'malformed', 'shape', 'drop', 'slow'] as const;
export type Fault = (typeof FAULTS)[number];

/** The elements' request timeout while the `timeout` fault runs (the page setting request_timeout_ms). */
const CLIENT_TIMEOUT_MS = 2000;

/**
 * What the shopper gets when a call fails, by spec section: the behaviours SPEC.md §8 names;
 * every other call must show a readable message.
 */
type Expectation = 'navigate' | 'console-only' | 'keep' | 'message';
const BY_SECTION: Record<string, Expectation> = {
  '§7.2': 'navigate', // remove from mini cart: the browser follows the remove link
  '§7.13': 'console-only', // directory call fails: console only, nothing shown
  '§7.15': 'console-only', // cart recovery: console, the feature carries on
  '§7.16': 'console-only',
  '§3.6': 'keep', // background fragment refresh: the page keeps the fragments it has
  '§2.4': 'keep', // cart page re-read after a change that already succeeded: the table keeps what it shows
};
/** Calls that put something in the cart: a failure must say what did not go in. */
const CART_ADD_SECTIONS = new Set(['§7.1', '§7.10']);

function expectation(call: CallDescription): Expectation {
  const named = BY_SECTION[call.spec.trim().split(/[\s,]/)[0] ?? ''];
  if (named) return named;
  // A call the page makes by itself (the steps only open a page): the shopper asked for
  // nothing, so no message is owed; the page must stay as it was and usable.
  const background = (demoOf(call.name)?.steps ?? []).every((step) => 'goto' in step || 'post' in step);
  return background ? 'keep' : 'message';
}

export function matchesCall(call: CallDescription, request: Request): boolean {
  const url = new URL(request.url());
  switch (call.transport) {
    case 'wc-ajax':
      return url.searchParams.get('wc-ajax') === call.endpoint;
    case 'admin-ajax': {
      // bbPress answers its own actions on the page's URL with ?bbp-ajax=true (its bbp_ajaxurl).
      const bbPress = request.method() === 'POST' && url.searchParams.get('bbp-ajax') === 'true';
      if (!url.pathname.endsWith('/admin-ajax.php') && !bbPress) return false;
      const body = request.postData() ?? '';
      const form = new URLSearchParams(body);
      const action = url.searchParams.get('action') ?? form.get('action') ?? '';
      if (action === '' && call.marker) return form.has(call.marker);
      if (call.endpoint === '*') return action !== '';
      return action === call.endpoint || action === `woocommerce_${call.endpoint}` || action.startsWith(`${call.endpoint}`);
    }
    case 'rest':
      return url.pathname.startsWith('/wp-json/') && (call.endpoint === 'rest' || url.pathname.includes(call.endpoint));
    default:
      // A page or file the elements read themselves (e.g. the cart page re-read after a change).
      return (
        ['fetch', 'xhr'].includes(request.resourceType()) &&
        !url.searchParams.has('wc-ajax') &&
        !url.pathname.startsWith('/wp-json/') &&
        !url.pathname.endsWith('/admin-ajax.php') &&
        !url.pathname.startsWith('/__demo/')
      );
  }
}

/**
 * The store's fault mode covers its API calls only; calls that read a page are faulted in the
 * browser instead, with the same six kinds.
 */
async function faultInBrowser(context: BrowserContext, call: CallDescription, fault: Fault): Promise<void> {
  await context.route('**/*', async (route) => {
    if (!matchesCall(call, route.request())) return route.fallback();
    switch (fault) {
      case '500':
        return route.fulfill({ status: 500, contentType: 'text/html', body: '<h1>There has been a critical error on this website.</h1>' });
      case 'malformed':
        return route.fulfill({ status: 200, contentType: 'text/html', body: '<div class="shop_table cart"><tr><td' });
      case 'shape':
        return route.fulfill({ status: 200, contentType: 'application/json', body: '{"unexpected":[1,2,3]}' });
      case 'drop':
        return route.abort('connectionreset');
      case 'timeout':
        return; // never answered: the element's own timeout must end it
      case 'slow': {
        const response = await route.fetch();
        await new Promise((resolve) => setTimeout(resolve, SLOW_MS));
        return route.fulfill({ response }).catch(() => {});
      }
    }
  });
}
/** Same delay as the store's `slow` fault. */
const SLOW_MS = 3000;

interface Run {
  w: Watched;
  requests: Request[];
  names: string[];
  /** Index in w.navigations where the shopper's own actions start (after the steps' page loads). */
  shopperFrom: number;
  stepError?: string;
}

async function drive(w: Watched, call: CallDescription, steps: DemoStep[], cartAdd: boolean, tags: string[]): Promise<Run> {
  const run: Run = { w, requests: [], names: [], shopperFrom: w.navigations.length };
  const onRequest = (request: Request) => {
    if (matchesCall(call, request)) run.requests.push(request);
  };
  w.page.on('request', onRequest);
  try {
    for (const step of steps) {
      if (cartAdd && 'click' in step) {
        const name = await productNameOf(w.page.locator(step.click));
        if (name) run.names.push(name);
      }
      await runSteps(w, [step], tags);
      if ('goto' in step) run.shopperFrom = w.navigations.length;
    }
  } catch (error) {
    run.stepError = (error as Error).message.split('\n')[0];
  }
  await pollUntil(() => run.requests.length > 0, 5000);
  const last = run.requests.at(-1);
  if (last) await pollUntil(() => w.settled.has(last), 15_000);
  w.page.off('request', onRequest);
  return run;
}

async function statusOf(request: Request): Promise<number | undefined> {
  return (await request.response().catch(() => null))?.status();
}

interface Cell {
  call: string;
  fault: Fault;
  ok: boolean;
  detail: string;
  seconds: number;
}

/**
 * The order in which one call's faults run, one after another in one context: the slow answer
 * first (a success, nothing to replay), the quick failures next (in the page the previous one
 * left, when the call repeats in its page), the timeout last, on a page loaded with the short
 * client timeout (a page reads its timeout when it loads).
 */
const CHAIN: Fault[] = ['slow', '500', 'malformed', 'shape', 'drop', 'timeout'];
/** While this cookie is set, pages load with the short client timeout of the `timeout` fault. */
const SHORT_TIMEOUT_COOKIE = 'reliability_short_timeout';

/** One call's context and page, shared by its faults. */
interface Chain {
  context: BrowserContext;
  w: Watched;
  base: string;
  page: DemoPage;
  call: CallDescription;
  tags: string[];
  /** The page is the steps' page, usable, and its call can be made again in it (repeatsInPage). */
  inPage: boolean;
  /** The page was loaded with the short client timeout. */
  shortTimeout: boolean;
}

/**
 * What a fresh context would give the next fault: no cookies (a new session, no fault, no
 * consent, signed out), no routes, empty storage for the store's origin.
 */
async function resetChain(chain: Chain): Promise<void> {
  const { context, w, base } = chain;
  await context.unrouteAll({ behavior: 'ignoreErrors' });
  await context.clearCookies();
  if (new URL(w.page.url()).origin === new URL(base).origin) {
    await w.page.evaluate(() => {
      localStorage.clear();
      sessionStorage.clear();
    }).catch(() => {});
  }
  chain.inPage = false;
}

async function checkFault(chain: Chain, fault: Fault): Promise<Cell> {
  const { context, w, base, page, call, tags } = chain;
  const demo = demoOf(call.name);
  const steps = demo?.steps ?? [];
  const repeats = demo?.repeatsInPage === true;
  // Steps that open their own page need no demo page first.
  const ownPage = opensItsPage(steps);
  const problems: string[] = [];
  const t0 = Date.now();
  const pageErrorsBefore = w.pageErrors.length;
  const dialogsBefore = w.dialogs.length;
  const uncaught = () => w.pageErrors.slice(pageErrorsBefore);
  // In the page the previous fault left (its replay succeeded there), or from a fresh start.
  const inPage = chain.inPage && repeats && chain.shortTimeout === (fault === 'timeout');
  chain.inPage = false;
  try {
    if (!inPage) {
      await resetChain(chain);
      chain.shortTimeout = fault === 'timeout';
      if (chain.shortTimeout) await context.addCookies([{ name: SHORT_TIMEOUT_COOKIE, value: '1', url: base }]);
      if (!ownPage) {
        await gotoSettled(w, page.url);
        await elementsUpgraded(w.page, tags);
      }
    }
    if (call.transport === 'url') await faultInBrowser(context, call, fault);
    else await context.addCookies([{ name: 'demo_fault', value: `${fault}@${call.endpoint}`, url: base }]);
    // Steps that load their page start from nothing shown (the page before them goes away).
    const before = new Set(inPage || !ownPage ? await visibleMessages(w.page) : []);
    const errorsBefore = w.consoleErrors.length;
    const navBefore = w.navigations.length;
    await markUsableControls(w.page);
    const expected = fault === 'slow' ? 'success' : expectation(call);
    const cartAdd = CART_ADD_SECTIONS.has(call.spec.trim().split(/[\s,]/)[0] ?? '');

    /** The message this fault showed (a next fault in the page could not tell its own from it). */
    let shown: string[] = [];
    const actions = inPage ? shopperActions(steps) : steps;
    const run = await drive(w, call, actions, cartAdd, tags);
    if (run.stepError) problems.push(`steps failed: ${run.stepError}`);
    const request = run.requests.at(-1);
    if (!request) {
      const hops = w.navigations.slice(navBefore).map((r) => {
        const { pathname, search } = new URL(r.url());
        return pathname + search;
      });
      problems.push(`the call was not made by the demo steps${inPage ? ' (repeated in the page)' : ''} (page went to ${hops.join(' → ') || 'nowhere'})`);
    } else if (!w.settled.has(request)) {
      problems.push('the request never settled');
    }

    // A navigation the shopper's action caused, not one of the steps' own page loads.
    const navigated = () => w.navigations.length > run.shopperFrom;
    if (expected === 'navigate') {
      if (!(await pollUntil(navigated, 5000))) problems.push('§8: the browser did not follow the link');
      else {
        const target = new URL((w.navigations[run.shopperFrom] as Request).url());
        if (target.origin !== new URL(base).origin) problems.push(`navigated off site: ${target.href}`);
      }
    } else if (expected === 'message') {
      const fresh = await pollUntil(async () => {
        const now = (await visibleMessages(w.page)).filter((text) => !before.has(text));
        const dialogs = w.dialogs.slice(dialogsBefore);
        return now.length > 0 || dialogs.length > 0 ? [...now, ...dialogs] : undefined;
      }, 5000);
      if (fresh) shown = fresh;
      if (!fresh) problems.push('no readable message (role=alert, notice or error text)');
      else if (cartAdd && run.names.length > 0) {
        const names = run.names;
        if (!fresh.some((text) => names.some((name) => text.includes(name)))) {
          problems.push(`the message does not say what did not go in (${names.join(', ')}): ${JSON.stringify(fresh[0])}`);
        }
      }
    } else if (expected === 'console-only') {
      if (!(await pollUntil(() => w.consoleErrors.length > errorsBefore, 5000))) problems.push('§8: nothing written to the console');
    } else if (expected === 'success') {
      const status = request ? await statusOf(request) : undefined;
      if (status !== undefined && (status < 200 || status >= 300)) problems.push(`slow call answered ${status}`);
      const failures = await shopFailures(w.page);
      if (failures.length) problems.push(`a slow answer was treated as a failure: ${failures[0]?.message ?? ''}`);
    }

    if (!navigated()) {
      const stuck = await pollUntil(async () => ((await stuckControls(w.page)).length === 0 ? [] : undefined), 5000);
      if (!stuck) problems.push(`stuck: ${(await stuckControls(w.page)).slice(0, 3).join(', ')}`);
    }
    if (uncaught().length) problems.push(`uncaught: ${uncaught()[0]}`);

    // Still usable: the same steps without the fault succeed (in the same page, for a call that
    // repeats in its page and was not sent elsewhere). A slow answer is a success already,
    // checked above: running the call again would prove nothing more.
    let replayedInPage = false;
    if (fault !== 'slow') {
      await context.clearCookies({ name: 'demo_fault' });
      await context.unrouteAll({ behavior: 'ignoreErrors' });
      // After the timeout, the replay loads its page with the store's own timeout: the short one
      // is for the fault, and a replay under it would fail whenever the store is merely busy.
      const longer = fault === 'timeout';
      if (longer) {
        await context.clearCookies({ name: SHORT_TIMEOUT_COOKIE });
        chain.shortTimeout = false;
      }
      replayedInPage = repeats && !navigated() && !longer;
      // The link the shopper's action followed may still be landing: the replay's page loads
      // (gotoSettled, here or in the steps) let it land when it cuts them off.
      if ((navigated() || longer) && !ownPage) {
        await gotoSettled(w, page.url);
        await elementsUpgraded(w.page, tags);
      }
      const failuresBefore = (await shopFailures(w.page)).length;
      const replay = await drive(w, call, replayedInPage ? shopperActions(steps) : steps, false, tags);
      const again = replay.requests.at(-1);
      const status = again ? await statusOf(again) : undefined;
      const where = replayedInPage ? 'replay in the page' : 'replay';
      if (replay.stepError) problems.push(`${where}: steps failed: ${replay.stepError}`);
      else if (!again) problems.push(`${where}: the call was not made`);
      else if (status === undefined || status < 200 || status >= 300) problems.push(`${where} answered ${status ?? 'nothing'}`);
      else {
        const failures = (await shopFailures(w.page)).slice(failuresBefore);
        if (failures.length) problems.push(`${where} failed: ${failures[0]?.message ?? ''}`);
      }
      if (replay.w.navigations.length > replay.shopperFrom) replayedInPage = false;
    } else replayedInPage = repeats && !navigated();
    if (uncaught().length && !problems.some((p) => p.startsWith('uncaught'))) problems.push(`uncaught: ${uncaught()[0]}`);
    // The next fault goes on in this page only when this one left it as it should be, with its
    // message gone (the next fault's message must be told from it).
    if (replayedInPage && shown.length > 0) {
      const now = await visibleMessages(w.page);
      if (shown.some((text) => now.includes(text))) replayedInPage = false;
    }
    chain.inPage = replayedInPage && problems.length === 0;
  } catch (error) {
    problems.push(`error: ${(error as Error).message.split('\n')[0]}`);
  }
  return { call: call.name, fault, ok: problems.length === 0, detail: problems.join('; '), seconds: (Date.now() - t0) / 1000 };
}

/** Every fault of one call, in one context: each fault starts as a fresh visitor or in the page the last one left. */
async function checkCall(
  browser: Browser,
  base: string,
  page: DemoPage,
  call: CallDescription,
  tags: string[],
  record: (cell: Cell) => void,
): Promise<void> {
  const context = await newContext(browser, {
    base,
    settings: { request_timeout_ms: CLIENT_TIMEOUT_MS },
    settingsCookie: SHORT_TIMEOUT_COOKIE,
  });
  try {
    const w = await watchedPage(context);
    const chain: Chain = { context, w, base, page, call, tags, inPage: false, shortTimeout: false };
    for (const fault of CHAIN) record(await checkFault(chain, fault));
  } finally {
    await closeContext(context, `faults: ${call.name}`);
  }
}

export async function faultMatrix(
  browser: Browser,
  base: string,
  pages: DemoPage[],
  calls: CallDescription[],
  catalogue: string[],
  results: Results,
  // Twice the lanes of the other sections: a fault's time is mostly waiting (the 3 s slow
  // answer, the 2 s client timeout, the failure's message), not work.
  concurrency = LANES * 2,
): Promise<void> {
  const section = 'faults';
  const rows: string[][] = [['call', 'spec', ...FAULTS, 'passed']];
  const runnable: Array<{ call: CallDescription; page: DemoPage }> = [];
  // Steps for a call that no service registers any more test nothing: the entry is stale.
  for (const name of Object.keys(DEMO_STEPS).filter((name) => !calls.some((call) => call.name === name))) {
    results.fail(section, name, `demo steps in test/reliability/demo-steps.ts for a call no service registers (registerCall in src/services)`);
  }
  for (const call of calls) {
    const present = call.elements.filter((tag) => catalogue.includes(tag));
    if (call.elements.length === 0) {
      results.skip(section, call.name, 'service only: no element makes this call');
      rows.push([call.name, call.spec, ...FAULTS.map(() => '-'), 'service only']);
      continue;
    }
    if (present.length === 0) {
      results.skip(section, call.name, `element not present (${call.elements.join(', ')})`);
      rows.push([call.name, call.spec, ...FAULTS.map(() => '-'), 'element not present']);
      continue;
    }
    const demo = demoOf(call.name);
    if (!demo) {
      results.fail(
        section,
        call.name,
        `no demo steps: add ${call.name}: { tag, steps } to DEMO_STEPS in test/reliability/demo-steps.ts so the suite can make this call on the demo store`,
      );
      rows.push([call.name, call.spec, ...FAULTS.map(() => '-'), 'no demo steps']);
      continue;
    }
    const page = pages.find((p) => p.tag === demo.tag);
    if (!page) {
      results.fail(section, call.name, `no demo page with data-demo="${demo.tag}" on the home page`);
      rows.push([call.name, call.spec, ...FAULTS.map(() => '-'), 'no demo page']);
      continue;
    }
    runnable.push({ call, page });
  }
  // One lane per call (its faults one after another: calls that share server state, one user's
  // meta or one product's stock, never race with themselves); the calls with a page load per
  // fault first, the ones that repeat in their page fill in after them.
  const cells: Cell[] = [];
  const ordered = [...runnable.filter(({ call }) => !demoOf(call.name)?.repeatsInPage), ...runnable.filter(({ call }) => demoOf(call.name)?.repeatsInPage)];
  await pool(ordered, concurrency, ({ call, page }) =>
    checkCall(browser, base, page, call, catalogue, (cell) => {
      cells.push(cell);
      results.add(section, `${call.name} × ${cell.fault}`, cell.ok ? 'passed' : 'failed', cell.detail, cell.seconds);
    }),
  );
  for (const { call } of runnable) {
    const mine = cells.filter((c) => c.call === call.name);
    rows.push([
      call.name,
      call.spec,
      ...FAULTS.map((fault) => (mine.find((c) => c.fault === fault)?.ok ? 'ok' : 'FAIL')),
      `${mine.filter((c) => c.ok).length}/${mine.length}`,
    ]);
  }
  const passed = cells.filter((c) => c.ok).length;
  console.log(`\nFault matrix (calls × faults), ${passed}/${cells.length} passed:\n${table(rows)}\n`);
  results.figures.faultMatrix = { passed, total: cells.length, rows };
}

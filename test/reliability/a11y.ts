/**
 * Accessibility: axe-core on every demo page in its initial state and after opening each
 * dialog, menu or disclosure it offers (found by `[aria-haspopup]` and `[aria-expanded=false]`):
 * zero serious or critical violations; the same page loads make the strict-CSP checks (csp.ts).
 * Keyboard-only journeys for the elements that exist.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Browser, Page } from '@playwright/test';
import { closeContext, elementsUpgraded, idle, newContext, settle, watchedPage } from './lib/browser.ts';
import { checkCspReports, clearCspReports, CSP_SECTION, cspProblems, strictUrl } from './csp.ts';
import { byAddress, type DemoPage } from './lib/discover.ts';
import { LANES, pool, pollUntil, type Results } from './lib/results.ts';

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const MAX_TOGGLES = 6;

async function axeViolations(page: Page): Promise<string[]> {
  await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(ctx: unknown, options: unknown): Promise<{ violations: Array<{ id: string; impact: string; help: string; nodes: Array<{ target: unknown[] }> }> }> } }).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, targets: v.nodes.slice(0, 2).map((n) => JSON.stringify(n.target)) }));
  });
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.impact} ${v.id}: ${v.help} at ${v.targets.join(', ')}`);
}

/** The page's toggles as the scan finds them: visible `[aria-haspopup]` and `[aria-expanded=false]`, at most MAX_TOGGLES. */
const TOGGLES = '[aria-haspopup]:not([aria-haspopup=false]), [aria-expanded=false]';

/**
 * Marks the page's toggles (data-a11y-toggle = their place) and returns each one's label and
 * aria-expanded, or undefined for a place with no toggle.
 */
async function markToggles(page: Page, max: number): Promise<Array<{ label: string; expanded: string | null }>> {
  return page.evaluate(
    ({ selector, max }) => {
      const visible = [...document.querySelectorAll<HTMLElement>(selector)].filter((e) => {
        const r = e.getBoundingClientRect();
        return r.width > 0 && r.height > 0;
      });
      return visible.slice(0, max).map((el, i) => {
        el.dataset.a11yToggle = String(i);
        return {
          label: `${el.localName}${el.id ? `#${el.id}` : ''} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 30)}"`,
          expanded: el.getAttribute('aria-expanded'),
        };
      });
    },
    { selector: TOGGLES, max },
  );
}

/**
 * The modal dialogs open on the page (an open `<dialog>` or a shown `[aria-modal=true]`): one a
 * toggle opened covers the page, its own toggle too, and is closed with Escape, as a shopper would.
 */
async function openModals(page: Page): Promise<number> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('dialog[open], [aria-modal="true"]')].filter((el) => el.getClientRects().length > 0).length,
  );
}

/**
 * aria-expanded of every marked toggle, in place order, or 'hidden' for one no longer shown (a
 * section shut by an expand-all control takes the toggles inside it out of view).
 */
async function togglesExpanded(page: Page): Promise<Array<string | null>> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('[data-a11y-toggle]')]
      .sort((a, b) => Number(a.dataset.a11yToggle) - Number(b.dataset.a11yToggle))
      .map((el) => (el.getClientRects().length > 0 ? el.getAttribute('aria-expanded') : 'hidden')),
  );
}

/** Waits (at most 2 s) until no animation runs on the page: a panel sliding open or shut has its final state. */
async function animationsDone(page: Page): Promise<void> {
  await pollUntil(() => page.evaluate(() => document.getAnimations().every((a) => a.playState !== 'running')).catch(() => true), 2000, 25);
}

/**
 * One load per demo page (pages listed for several tags are one page), served under the strict
 * CSP: the CSP checks (csp.ts) on the page as it loaded, then axe on it in its initial state and
 * after opening each of its toggles, one at a time, in the same load: a toggle is closed again (a
 * second click, else Escape) before the next one opens, and the page is loaded again only when
 * closing did not give back the state it had (every toggle's aria-expanded as first found) or a
 * toggle took the page elsewhere. A page that passes the CSP checks is the page as served without
 * the policy (only the header differs), so axe scans the shopper's page either way.
 * `csp: false` loads the pages without the policy; `axe: false` checks the policy only.
 */
export async function accessibility(
  browser: Browser,
  base: string,
  pages: DemoPage[],
  catalogue: string[],
  results: Results,
  wanted: { csp: boolean; axe: boolean } = { csp: true, axe: true },
): Promise<void> {
  const all = byAddress([{ tag: 'home', url: `${base}/`, title: 'Home' }, ...pages]);
  let scans = 0;
  let loads = 0;
  let seriousOrCritical = 0;
  if (wanted.csp) await clearCspReports(base);
  await pool(all, LANES, async (demo) => {
    const context = await newContext(browser, { base });
    const path = new URL(demo.url).pathname;
    const url = wanted.csp ? strictUrl(demo.url) : demo.url;
    const t0 = Date.now();
    let cspRecorded = !wanted.csp;
    try {
      const w = await watchedPage(context);
      const load = async () => {
        loads += 1;
        // A page at the same address but for its hash would only scroll: it is left first, so the
        // page comes back as served (a demo page listed with a hash, e.g. /demo/course/#course-content).
        const here = new URL(w.page.url());
        if (here.href !== 'about:blank' && here.origin + here.pathname + here.search === new URL(url).origin + new URL(url).pathname + new URL(url).search) {
          await w.page.goto('about:blank');
        }
        const response = await w.page.goto(url, { waitUntil: 'load' });
        const tags = await elementsUpgraded(w.page, catalogue);
        return { response, tags };
      };
      const first = await load();
      if (!cspRecorded) {
        cspRecorded = true;
        results.expectNone(CSP_SECTION, `${path} <${demo.tag}>`, await cspProblems(w, first.response, first.tags), (Date.now() - t0) / 1000);
      }
      if (!wanted.axe) return;
      await settle(w.page);
      // A large table lays its rows out in a window once the page is idle: axe scans that page, not
      // the 10,000 rows the server printed (axe over those alone takes minutes).
      await idle(w.page);
      const initial = await axeViolations(w.page);
      scans += 1;
      seriousOrCritical += initial.length;
      results.expectNone('a11y', `${path} <${demo.tag}> initial state`, initial.slice(0, 4), (Date.now() - t0) / 1000);
      const toggles = await markToggles(w.page, MAX_TOGGLES);
      const firstState = toggles.map((t) => t.expanded);
      const firstModals = await openModals(w.page);
      let fresh = true;
      for (const [index, found] of toggles.entries()) {
        let label: string | undefined = found.label;
        if (!fresh) {
          await load();
          await settle(w.page);
          label = (await markToggles(w.page, MAX_TOGGLES))[index]?.label;
          if (!label) continue;
        }
        fresh = false;
        const toggle = w.page.locator(`[data-a11y-toggle="${index}"]`);
        await toggle.click({ timeout: 3000 }).catch(() => {});
        // A toggle that is also a link (the header cart) navigates: its target page is scanned on its own.
        // The locator is asked without waiting, or it would wait for the toggle on the next page.
        const navigated = () => new URL(w.page.url()).pathname !== path;
        await pollUntil(async () => navigated() || (await toggle.getAttribute('aria-expanded', { timeout: 100 }).catch(() => null)) !== 'false', 2000);
        if (navigated()) continue;
        await settle(w.page);
        await animationsDone(w.page);
        if (navigated()) continue;
        await idle(w.page);
        const opened = await axeViolations(w.page);
        scans += 1;
        seriousOrCritical += opened.length;
        results.expectNone('a11y', `${path} after opening ${label}`, opened.slice(0, 4));
        // Closed again, the page is as it was first found (every toggle's aria-expanded and whether it
        // shows, and no modal dialog open that was not): the next toggle opens from that state. A modal
        // dialog covers its toggle, so it is closed with Escape; anything else with a second click on
        // its toggle. Each waits for its own outcome (the dialog gone, the toggle's aria-expanded back)
        // and for the page's animations to end, then the state is compared once; Escape is the last
        // try. A page still not as first found (an expand-all control shuts every section, those first
        // open too) is loaded again at once.
        const same = async () =>
          !navigated() &&
          JSON.stringify(await togglesExpanded(w.page).catch(() => [])) === JSON.stringify(firstState) &&
          (await openModals(w.page).catch(() => -1)) === firstModals;
        if ((await openModals(w.page).catch(() => 0)) > firstModals) {
          await w.page.keyboard.press('Escape').catch(() => {});
          await pollUntil(async () => navigated() || (await openModals(w.page).catch(() => 0)) <= firstModals, 1000);
        } else {
          await toggle.click({ timeout: 1000 }).catch(() => {});
          await pollUntil(async () => navigated() || (await toggle.getAttribute('aria-expanded', { timeout: 100 }).catch(() => null)) === found.expanded, 1000);
        }
        await settle(w.page).catch(() => {});
        await animationsDone(w.page);
        if (!(await same()) && !navigated()) {
          await w.page.keyboard.press('Escape').catch(() => {});
          await settle(w.page).catch(() => {});
          await animationsDone(w.page);
        }
        if (await same()) {
          await settle(w.page);
          fresh = true;
        }
      }
    } catch (error) {
      const message = (error as Error).message.split('\n')[0] ?? '';
      if (!cspRecorded) results.fail(CSP_SECTION, `${path} <${demo.tag}>`, message);
      if (wanted.axe) results.fail('a11y', `${path} <${demo.tag}>`, message);
    } finally {
      await closeContext(context, `${wanted.axe ? 'a11y' : 'csp'}: ${path}`);
    }
  });
  if (wanted.csp) await checkCspReports(base, all.length, results);
  if (!wanted.axe) return;
  results.figures.axe = { scans, loads, seriousOrCritical };
  console.log(`axe: ${scans} scans in ${loads} page loads, ${seriousOrCritical} serious or critical violations`);
}

/** Presses Tab until `selector` has the focus (at most `max` presses). */
async function tabTo(page: Page, selector: string, max = 60): Promise<boolean> {
  for (let i = 0; i < max; i += 1) {
    if (await page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector)) return true;
    await page.keyboard.press('Tab');
  }
  return page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector);
}

interface Journey {
  tag: string;
  name: string;
  run(page: Page, demo: DemoPage, base: string): Promise<string[]>;
}

const JOURNEYS: Journey[] = [
  {
    tag: 'shop-variations',
    name: 'choose a variation and add it to the cart with the keyboard only',
    async run(page, demo, base) {
      const problems: string[] = [];
      await page.goto(`${base}/product/hoodie-sizes/`, { waitUntil: 'load' });
      const selects = await page.locator('form.variations_form select').count();
      for (let i = 0; i < selects; i += 1) {
        const selector = `form.variations_form select >> nth=${i}`;
        const name = await page.locator(selector).getAttribute('name');
        if (!(await tabTo(page, `form.variations_form select[name="${name}"]`))) {
          problems.push(`Tab never reached select ${name}`);
          return problems;
        }
        await page.keyboard.press('ArrowDown');
        await pollUntil(async () => (await page.locator(`form.variations_form select[name="${name}"]`).inputValue()) !== '', 2000);
      }
      const button = 'form.variations_form .single_add_to_cart_button';
      const enabled = await pollUntil(
        async () => page.evaluate((s) => {
          const b = document.querySelector(s);
          return !!b && !b.classList.contains('disabled') && !(b as HTMLButtonElement).disabled;
        }, button),
        5000,
      );
      if (!enabled) problems.push('the add-to-cart button did not become usable after the choice');
      if (!(await tabTo(page, button))) {
        problems.push('Tab never reached the add-to-cart button');
        return problems;
      }
      await page.keyboard.press('Enter');
      const added = await pollUntil(async () => {
        const state = (await (await page.request.get(`${base}/__demo/state`)).json()) as { cart: Array<{ variation_id: number | null }> };
        return state.cart.some((line) => line.variation_id);
      }, 8000);
      if (!added) problems.push('the variation did not reach the cart');
      void demo;
      return problems;
    },
  },
  {
    tag: 'shop-product-table',
    name: 'filter, sort and page a product table with the keyboard only',
    async run(page, demo, base) {
      const problems: string[] = [];
      await page.goto(`${base}/demo/product-table/`, { waitUntil: 'load' });
      await page.locator('shop-product-table[data-shop-ready]').waitFor({ state: 'attached' });
      // The add-on's dropdown: a div whose heading the element makes a button.
      const colour = '#wcpt-101 div.wcpt-dropdown[data-wcpt-filter="attribute"]';
      if (!(await tabTo(page, `${colour} > .wcpt-filter-heading`))) return ['Tab never reached the colour filter'];
      await page.keyboard.press('Enter');
      if (!(await tabTo(page, `${colour} input[value="red"]`, 12))) return ['Tab never reached the red option'];
      await page.keyboard.press('Space');
      if (!(await pollUntil(async () => page.url().includes('101_attr_pa_color'), 8000))) problems.push('Space on a filter option did not filter the table');
      // The table loaded: the option the shopper used still has the focus, in its open dropdown.
      const onOption = await pollUntil(async () => page.evaluate((s) => document.activeElement?.matches(s) ?? false, `${colour} input[value="red"]`), 3000);
      if (!onOption) problems.push('after filtering, the focus was not on the option used');
      const price = '#wcpt-101 th.wcpt-price a.wcpt-heading-sort';
      if (!(await tabTo(page, price, 80))) return [...problems, 'Tab never reached the price heading'];
      await page.keyboard.press('Enter');
      const sorted = await pollUntil(
        async () => (await page.locator('#wcpt-101 th.wcpt-price').getAttribute('aria-sort')) === 'ascending',
        8000,
      );
      if (!sorted) problems.push('Enter on the price heading did not sort the table');
      // After a load the focus is on the same heading, not lost to the page's top.
      const onHeading = await page.evaluate((s) => document.activeElement?.matches(s) ?? false, price);
      if (!onHeading) problems.push('after sorting, the focus was not on the heading used');
      const next = '#wcpt-101 .wcpt-pagination a.next';
      if (!(await tabTo(page, next, 400))) return [...problems, 'Tab never reached the next-page link'];
      await page.keyboard.press('Enter');
      if (!(await pollUntil(async () => page.url().includes('101_paged=2'), 8000))) problems.push('Enter on the next-page link did not load page 2');
      void demo;
      return problems;
    },
  },
  {
    tag: 'shop-product-table',
    name: 'add selected rows in a table with the keyboard',
    async run(page, demo, base) {
      const problems: string[] = [];
      await page.goto(`${base}/demo/product-table/order-form/`, { waitUntil: 'load' });
      await page.locator('shop-product-table[data-shop-ready]').waitFor({ state: 'attached' });
      // The cart side is its own chunk: it is working once it has put the heading checkbox in.
      await page.locator('#wcpt-109 .wcpt-cart-checkbox-heading').waitFor({ state: 'attached' });
      const boxes = '#wcpt-109 tbody input.wcpt-cart-checkbox:not([disabled])';
      // Oak bookends and paper clips: one of each (the bar counts items, and these start at 1).
      const ids = ['26', '28'];
      for (const id of ids) {
        const box = `#wcpt-109 tbody tr[data-wcpt-product-id="${id}"] input.wcpt-cart-checkbox`;
        if (!(await tabTo(page, box, 120))) return [...problems, `Tab never reached the checkbox of product ${id}`];
        await page.keyboard.press('Space');
        if (!(await page.locator(box).isChecked())) problems.push(`Space did not select product ${id}`);
      }
      const bar = '#wcpt-109 .wcpt-add-selected .wcpt-total-selected';
      if (!(await pollUntil(async () => (await page.locator(bar).textContent())?.trim() === '2', 3000))) {
        problems.push('the add-selected bar did not count the two selected rows');
      }
      const add = '#wcpt-109 .wcpt-cart-checkbox-trigger--local';
      if (!(await tabTo(page, add, 200))) return [...problems, 'Tab never reached the add-selected button'];
      await page.keyboard.press('Enter');
      const added = await pollUntil(
        async () => page.evaluate((list) => list.every((id) => Number(document.querySelector(`#wcpt-109 tr[data-wcpt-product-id="${id}"]`)?.getAttribute('data-wcpt-in-cart')) > 0), ids),
        10_000,
      );
      if (!added) problems.push('Enter on the add-selected button did not put the selected products in the cart');
      const unchecked = await pollUntil(async () => (await page.locator(`${boxes}:checked`).count()) === 0, 3000);
      if (!unchecked) problems.push('the rows stayed selected after they went into the cart');
      // The add button hides once nothing is selected: the focus must still be somewhere shown.
      const settled = await pollUntil(async () => page.locator('#wcpt-109 .wcpt-add-selected--unselected').count().then((n) => n === 1), 3000);
      if (!settled) problems.push('the add-selected bar did not go back to "nothing selected"');
      const focused = await page.evaluate(() => {
        const active = document.activeElement;
        return active !== null && active !== document.body && active.getClientRects().length > 0;
      });
      if (!focused) problems.push('after adding, the focus was lost to the page');
      void demo;
      return problems;
    },
  },
  {
    tag: 'member-directory',
    name: 'filter and page the member directory with the keyboard',
    async run(page, demo) {
      const problems: string[] = [];
      await page.goto(demo.url, { waitUntil: 'load' });
      await page.locator('member-directory[data-shop-ready] >> nth=0').waitFor({ state: 'attached' });
      const block = '[data-directory-id="wcm-directory-1"]';
      const idle = async () => pollUntil(async () => (await page.locator(`${block} .wcm-directory-list-wrapper`).getAttribute('aria-busy')) === 'false', 8000);
      await idle();
      if (!(await tabTo(page, `${block} .wcm-search-input`))) return ['Tab never reached the search box'];
      await page.keyboard.type('an');
      await page.keyboard.press('Enter');
      if (!(await pollUntil(async () => page.url().includes('wcm_dir_search=an'), 8000))) problems.push('Enter in the search box did not search');
      const toggle = `${block} select.wcm-plans + .wcm-multiselect-slot .wcm-multiselect-toggle`;
      if (!(await tabTo(page, toggle))) return [...problems, 'Tab never reached the plan choices'];
      await page.keyboard.press('Enter');
      if ((await page.locator(toggle).getAttribute('aria-expanded')) !== 'true') problems.push('Enter did not open the plan choices');
      await page.keyboard.press('Tab');
      await page.keyboard.press('Space');
      await page.keyboard.press('Escape');
      if (!(await page.evaluate((s) => document.activeElement?.matches(s) ?? false, toggle))) problems.push('Escape did not return to the plan button');
      if (!(await tabTo(page, `${block} .wcm-filter-btn`))) return [...problems, 'Tab never reached the filter button'];
      await page.keyboard.press('Enter');
      if (!(await pollUntil(async () => page.url().includes('wcm_dir_plan='), 8000))) problems.push('Enter on the filter button did not filter');
      await idle();
      const next = `${block} a.wcm-pagination.next`;
      if (!(await tabTo(page, next, 200))) return [...problems, 'Tab never reached the next-page link'];
      await page.keyboard.press('Enter');
      if (!(await pollUntil(async () => page.url().includes('wcm_dir_page=2'), 8000))) problems.push('Enter on the next-page link did not load page 2');
      await idle();
      const focused = await page.evaluate(() => document.activeElement !== document.body && document.activeElement !== null);
      if (!focused) problems.push('after paging, the focus was lost to the page');
      return problems;
    },
  },
  {
    tag: 'shop-lightbox',
    name: 'open a gallery, move, share and close it with the keyboard',
    async run(page, demo) {
      const problems: string[] = [];
      await page.goto(demo.url, { waitUntil: 'load' });
      await page.locator('shop-lightbox[data-shop-ready] >> nth=0').waitFor({ state: 'attached' });
      if (!(await tabTo(page, 'shop-lightbox .gallery > a:first-child'))) return ['Tab never reached the first picture'];
      await page.keyboard.press('Enter');
      if (!(await pollUntil(async () => (await page.locator('.pswp[data-opened]').count()) > 0, 8000))) return ['Enter on a picture did not open the gallery'];
      const live = async () => (await page.locator('.pswp .pswp__live').textContent())?.trim() ?? '';
      if (!(await pollUntil(async () => /^1 of \d+/.test(await live()), 3000))) problems.push(`the gallery did not announce "1 of n" (said "${await live()}")`);
      await page.keyboard.press('ArrowRight');
      if (!(await pollUntil(async () => /^2 of \d+/.test(await live()), 3000))) problems.push(`ArrowRight did not move to the second picture (said "${await live()}")`);
      for (let i = 0; i < 12; i += 1) {
        await page.keyboard.press('Tab');
        if (!(await page.evaluate(() => document.activeElement?.closest('.pswp') != null))) {
          problems.push('Tab left the open gallery');
          break;
        }
      }
      if (await tabTo(page, '.pswp .pswp__button--share', 12)) {
        await page.keyboard.press('Enter');
        if ((await page.locator('.pswp .pswp__button--share').getAttribute('aria-expanded')) !== 'true') problems.push('Enter did not open the share menu');
        await page.keyboard.press('Escape');
        if ((await page.locator('.pswp').count()) === 0) problems.push('Escape in the share menu closed the whole gallery');
      } else problems.push('Tab never reached the share button');
      await page.keyboard.press('Escape');
      if (!(await pollUntil(async () => (await page.locator('.pswp').count()) === 0, 5000))) problems.push('Escape did not close the gallery');
      const back = await page.evaluate(() => document.activeElement?.closest('shop-lightbox') != null && document.activeElement?.tagName === 'A');
      if (!back) problems.push('closing did not return the focus to a picture link');
      return problems;
    },
  },
  {
    tag: 'course-modal',
    name: 'open and close each dialog with focus returned',
    async run(page, demo) {
      const problems: string[] = [];
      await page.goto(demo.url, { waitUntil: 'load' });
      await page.locator('course-collapsible[data-shop-ready]').waitFor({ state: 'attached' });
      // Every trigger must be reachable: open the whole outline first, from the keyboard.
      if (!(await tabTo(page, '[data-ld-expands][data-ld-expands="ld-item-list-100"]'))) return ['Tab never reached the expand-all control'];
      await page.keyboard.press('Enter');
      if (!(await pollUntil(() => page.evaluate(() => document.querySelectorAll('.ld-item-list-item-expanded[hidden]').length === 0), 3000))) problems.push('Enter on expand all left a section shut');
      const count = await page.evaluate(() => {
        const triggers = [...document.querySelectorAll<HTMLElement>('[data-ld-modal-trigger]')];
        triggers.forEach((el, i) => { el.dataset.journeyTrigger = String(i); });
        return triggers.length;
      });
      if (count === 0) return ['the page has no modal trigger'];
      for (let i = 0; i < count; i += 1) {
        const trigger = `[data-journey-trigger="${i}"]`;
        if (!(await tabTo(page, trigger))) {
          problems.push(`Tab never reached modal trigger ${i + 1}`);
          continue;
        }
        await page.keyboard.press('Enter');
        const opened = await pollUntil(() => page.evaluate(() => document.querySelector('dialog.course-modal[open]') != null), 3000);
        if (!opened) {
          problems.push(`Enter on trigger ${i + 1} opened no dialog`);
          continue;
        }
        const state = await page.evaluate(() => {
          const dialog = document.querySelector<HTMLDialogElement>('dialog.course-modal[open]')!;
          const labelledBy = dialog.getAttribute('aria-labelledby');
          const name = (labelledBy ? document.getElementById(labelledBy)?.textContent : dialog.getAttribute('aria-label'))?.trim() ?? '';
          return { modal: dialog.getAttribute('aria-modal') === 'true' && dialog.matches(':modal'), name, focusInside: dialog.contains(document.activeElement) };
        });
        if (!state.modal) problems.push(`dialog ${i + 1} is not a modal with aria-modal="true"`);
        if (!state.name) problems.push(`dialog ${i + 1} has no name`);
        if (!state.focusInside) problems.push(`opening dialog ${i + 1} did not move the focus into it`);
        for (let t = 0; t < 8; t += 1) {
          await page.keyboard.press(t % 3 === 2 ? 'Shift+Tab' : 'Tab');
          if (!(await page.evaluate(() => document.querySelector('dialog.course-modal[open]')?.contains(document.activeElement) ?? false))) {
            problems.push(`Tab left dialog ${i + 1}`);
            break;
          }
        }
        await page.keyboard.press('Escape');
        if (!(await pollUntil(() => page.evaluate(() => document.querySelector('dialog.course-modal[open]') == null), 3000))) {
          problems.push(`Escape did not close dialog ${i + 1}`);
          continue;
        }
        if (!(await pollUntil(() => page.evaluate((s) => document.activeElement?.matches(s) ?? false, trigger), 2000))) problems.push(`closing dialog ${i + 1} did not return the focus to its trigger`);
      }
      return problems;
    },
  },
];

export async function keyboardJourneys(browser: Browser, base: string, pages: DemoPage[], catalogue: string[], results: Results): Promise<void> {
  const runnable: Array<{ journey: Journey; demo: DemoPage }> = [];
  for (const journey of JOURNEYS) {
    if (!catalogue.includes(journey.tag)) {
      results.skip('keyboard', journey.name, `element not present (<${journey.tag}>)`);
      continue;
    }
    const demo = pages.find((p) => p.tag === journey.tag);
    if (!demo) {
      results.fail('keyboard', journey.name, `no demo page with data-demo="${journey.tag}" on the home page`);
      continue;
    }
    runnable.push({ journey, demo });
  }
  // Each journey in its own context (its own cart): they run side by side like the other sections' pages.
  await pool(runnable, LANES, async ({ journey, demo }) => {
    const context = await newContext(browser, { base });
    try {
      const w = await watchedPage(context);
      const problems = await journey.run(w.page, demo, base);
      if (w.pageErrors.length) problems.push(`uncaught: ${w.pageErrors[0]}`);
      results.expectNone('keyboard', journey.name, problems);
    } catch (error) {
      results.fail('keyboard', journey.name, (error as Error).message.split('\n')[0] ?? '');
    } finally {
      await closeContext(context, `keyboard: ${journey.name}`);
    }
  });
}

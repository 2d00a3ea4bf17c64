// <member-directory> against the demo store: the directory blocks are the store's own server-rendered
// markup, fetched from its page (with the page's REST nonce) and mounted here; every list comes from
// the store's REST call.
import { expect } from 'chai';
import { resetMouse, sendKeys, sendMouse } from '@web/test-runner-commands';
import '../../src/elements/member-directory.element.ts';
import { liveRegionText } from '../../src/dom/announce.ts';
import { captureConsoleErrors, captureConsoleWarnings } from '../helpers/console.ts';
import { clearFault, setFault } from '../helpers/demo-store.ts';
import { demoPage, resetPage } from '../helpers/demo-tables.ts';
import { fixture } from '../helpers/fixture.ts';
import { usePageSettings } from '../helpers/page-settings.ts';
import { waitFor } from '../helpers/wait.ts';

const PAGE = '/demo/member-directory/';

interface Directory {
  host: HTMLElement;
  loads: Array<{ page: number; total: number | null; totalPages: number; count: number }>;
  failures: string[];
  $<T extends Element = HTMLElement>(selector: string): T;
  names(): string[];
}

let restoreSettings: (() => void) | undefined;

/** The demo page's settings block (its REST nonce is this browser session's). */
async function pageSettings(): Promise<Record<string, unknown>> {
  const doc = await demoPage(PAGE);
  return JSON.parse(doc.getElementById('storefront-settings')!.textContent!) as Record<string, unknown>;
}

/**
 * Mounts the page's directories (after `change` edits a copy of their markup) and waits until each
 * shows its first answer, unless `loaded` is false.
 */
async function mount(
  { change, settings = {}, loaded = true }: { change?: (markup: HTMLElement) => void; settings?: Record<string, unknown>; loaded?: boolean } = {},
): Promise<Directory[]> {
  restoreSettings = usePageSettings({ ...(await pageSettings()), ...settings });
  const doc = await demoPage(PAGE);
  const markup = document.createElement('div');
  for (const element of doc.querySelectorAll('member-directory')) markup.append(document.importNode(element, true));
  change?.(markup);
  const wrapper = fixture(`<div>${markup.innerHTML}</div>`);
  const directories = [...wrapper.querySelectorAll<HTMLElement>('member-directory')].map((host) => {
    const directory: Directory = {
      host,
      loads: [],
      failures: [],
      $: <T extends Element = HTMLElement>(selector: string) => {
        const element = host.querySelector<T>(selector);
        if (!element) throw new Error(`no ${selector}`);
        return element;
      },
      names: () => [...host.querySelectorAll('.wcm-directory-member h4')].map((h) => h.textContent ?? ''),
    };
    host.addEventListener('shop-member-directory-loaded', (event) => directory.loads.push((event as CustomEvent).detail));
    host.addEventListener('shop-request-failed', (event) => directory.failures.push((event as CustomEvent).detail.kind));
    return directory;
  });
  await waitFor(() => directories.every((d) => d.host.hasAttribute('data-shop-ready')), { message: 'directories not ready' });
  if (loaded) await waitFor(() => directories.every((d) => d.loads.length > 0), { message: 'first lists never arrived' });
  return directories;
}

/** List calls sent since `since`, as their query parameters. */
function listCalls(since = 0): URLSearchParams[] {
  return performance
    .getEntriesByType('resource')
    .filter((entry) => entry.startTime >= since && entry.name.includes('/wp-json/wc/v4/memberships/members'))
    .map((entry) => new URL(entry.name).searchParams);
}

const shown = (element: HTMLElement) => getComputedStyle(element).display !== 'none';
const param = (name: string) => new URL(location.href).searchParams.get(name);

async function loadsAfter(directory: Directory, count: number, message: string) {
  await waitFor(() => directory.loads.length >= count, { message });
  await waitFor(() => directory.$('.wcm-directory-list-wrapper').getAttribute('aria-busy') === 'false');
  return directory.loads[count - 1]!;
}

async function chooseOption(directory: Directory, which: 'plans' | 'status', label: string) {
  const slot = directory.$(`select.wcm-${which} + .wcm-multiselect-slot`);
  const toggle = slot.querySelector<HTMLButtonElement>('.wcm-multiselect-toggle')!;
  if (toggle.getAttribute('aria-expanded') !== 'true') toggle.click();
  await waitFor(() => toggle.getAttribute('aria-expanded') === 'true');
  const choice = [...slot.querySelectorAll('label')].find((l) => l.textContent?.trim() === label);
  if (!choice) throw new Error(`no choice ${label}`);
  choice.querySelector('input')!.click();
}

describe('member-directory against the demo store', () => {
  const startUrl = location.href;
  beforeEach(() => {
    resetPage(startUrl);
    // Each test reads its own calls, and the browser's timing buffer never fills up.
    performance.clearResourceTimings();
  });
  afterEach(() => {
    restoreSettings?.();
    restoreSettings = undefined;
    clearFault();
  });
  after(() => resetPage(startUrl));

  // First: the URL guard tells the console once per page and URL, and later tests page past this member.
  it('refuses an avatar URL that is not http(s) or relative', async () => {
    const errors = captureConsoleErrors();
    try {
      const [all] = await mount();
      all!.$<HTMLInputElement>('.wcm-search-input').value = 'Hostile';
      all!.$<HTMLInputElement>('.wcm-search-btn').click();
      await loadsAfter(all!, 2, 'search never answered');
      expect(all!.names()).to.deep.equal(['Hostile Avatar']);
      expect(all!.host.querySelector('.wcm-directory-member img')).to.equal(null);
      expect(errors.messages.some((m) => m.includes('member avatar') && m.includes('javascript:'))).to.equal(true);
    } finally {
      errors.restore();
    }
  });

  it('lists the first page with the §7.13 query; the block restricted to two plans and a status sends them', async () => {
    const [all, restricted] = await mount();
    const [first, second] = [listCalls().find((q) => q.get('per_page') === '12')!, listCalls().find((q) => q.get('per_page') === '6')!];
    expect(Object.fromEntries(first)).to.deep.equal({ customer_data: 'true', per_page: '12', wc_memberships_block: 'true', page: '1' });
    expect(Object.fromEntries(second)).to.deep.equal({
      customer_data: 'true', per_page: '6', wc_memberships_block: 'true', plan: '1,2', status: 'active', page: '1',
    });
    expect(all!.names()).to.have.length(12);
    expect(restricted!.names()).to.have.length(6);
    expect(all!.loads[0]!.totalPages).to.be.above(20);
    // The block with avatars shows them at its size with a text alternative; the other has none.
    const avatar = all!.$<HTMLImageElement>('.wcm-directory-member img');
    expect(avatar.getAttribute('width')).to.equal('64');
    expect(avatar.style.width).to.equal('64px');
    expect(avatar.alt).to.equal(`Photo of ${all!.names()[0]}`);
    expect(restricted!.host.querySelector('.wcm-directory-member img')).to.equal(null);
    expect([...restricted!.host.querySelectorAll('.info-box label')].map((l) => l.textContent)).to.include('Phone: ');
    // §4.22 on page 1 of many.
    expect(shown(all!.$('.wcm-pagination.previous'))).to.equal(false);
    expect(shown(all!.$('.wcm-pagination.next'))).to.equal(true);
    expect(all!.$('.wcm-pagination-wrapper').dataset.totalPages).to.equal(String(all!.loads[0]!.totalPages));
    // The list the page opens with is not read out; a list the visitor asked for is.
    const opened = all!.loads[0]!;
    expect(liveRegionText()).not.to.contain(`Members found: ${opened.total}. Page 1 of ${opened.totalPages}.`);
    restricted!.$<HTMLAnchorElement>('.wcm-pagination.next').click();
    await loadsAfter(restricted!, 2, 'page 2 never arrived');
    const { total, totalPages } = restricted!.loads[1]!;
    await waitFor(() => liveRegionText().includes(`Members found: ${total}. Page 2 of ${totalPages}.`), { message: 'results not announced' });
  });

  it("the visitor's plan replaces the block's plans; Filter reloads at page 1 with one history entry", async () => {
    const [, restricted] = await mount();
    restricted!.$<HTMLAnchorElement>('.wcm-pagination.next').click();
    await loadsAfter(restricted!, 2, 'page 2 never arrived');
    expect(param('wcm_dir2_page')).to.equal('2');
    const entries = history.length;
    const since = performance.now();
    await chooseOption(restricted!, 'plans', 'Silver');
    expect(restricted!.$('select.wcm-plans + .wcm-multiselect-slot .wcm-multiselect-value').textContent).to.equal('Silver');
    expect([...restricted!.$<HTMLSelectElement>('select.wcm-plans').selectedOptions].map((o) => o.value)).to.deep.equal(['2']);
    restricted!.$<HTMLInputElement>('.wcm-filter-btn').click();
    const load = await loadsAfter(restricted!, 3, 'filtered list never arrived');
    expect(load.page).to.equal(1);
    const [call] = listCalls(since);
    expect(call!.get('plan')).to.equal('2');
    expect(call!.get('status')).to.equal('active');
    expect(call!.get('page')).to.equal('1');
    expect([...restricted!.host.querySelectorAll('.wcm-directory-member')].every((card) => card.textContent!.includes('Plan: Silver'))).to.equal(true);
    expect(param('wcm_dir2_plan')).to.equal('2');
    expect(param('wcm_dir2_page')).to.equal(null);
    expect(history.length).to.equal(entries + 1);
    // The other directory's parameters are its own.
    expect(param('wcm_dir_plan')).to.equal(null);
  });

  it('searches with Enter; names, bios and profile fields with markup are text', async () => {
    const [all] = await mount();
    const input = all!.$<HTMLInputElement>('.wcm-search-input');
    input.focus();
    await sendKeys({ type: 'Markup' });
    await sendKeys({ press: 'Enter' });
    await loadsAfter(all!, 2, 'search never answered');
    expect(param('wcm_dir_search')).to.equal('Markup');
    expect(all!.names()).to.deep.equal(['<script>alert("name")</script> Markup']);
    const card = all!.$('.wcm-directory-member');
    expect(card.querySelector('script, b, a, i')).to.equal(null);
    expect(card.querySelectorAll('img')).to.have.length(1, 'the avatar only');
    expect(card.querySelector('.bio-box')!.textContent).to.equal('<img src=x onerror=alert(1)><b>Bold bio</b> & "quotes"');
    const lines = [...card.querySelectorAll('.info-box')].map((line) => line.textContent);
    expect(lines).to.include('Company: <a href="javascript:alert(1)">Evil &amp; Co</a>');
    expect(lines).to.include('Motto: <img src=x onerror=alert(2)>');
    // The page stayed where it was: Enter did not submit the form around the controls.
    expect(location.pathname).to.equal(new URL(startUrl).pathname);
  });

  it("lists profile fields in the block's configured order, not the answer's", async () => {
    const [all] = await mount({
      change: (markup) => {
        const block = markup.querySelector('.wc-memberships-directory-container')!;
        // The answer lists company before motto.
        block.setAttribute('data-directory-data', JSON.stringify({ ...JSON.parse(block.getAttribute('data-directory-data')!), profileFields: ['motto', 'company'] }));
      },
    });
    all!.$<HTMLInputElement>('.wcm-search-input').value = 'Markup';
    all!.$<HTMLInputElement>('.wcm-search-btn').click();
    await loadsAfter(all!, 2, 'search never answered');
    const labels = [...all!.host.querySelectorAll('.wcm-directory-member .info-box.profile-fields label')].map((label) => label.textContent);
    expect(labels).to.deep.equal(['Motto: ', 'Company: ']);
  });

  it('searches with the button; empty contact fields and a missing avatar are left out', async () => {
    const [all] = await mount();
    all!.$<HTMLInputElement>('.wcm-search-input').value = 'Emptyfields';
    all!.$<HTMLInputElement>('.wcm-search-btn').click();
    await loadsAfter(all!, 2, 'search never answered');
    expect(all!.names()).to.deep.equal(['Quiet Emptyfields']);
    const card = all!.$('.wcm-directory-member');
    expect(card.querySelector('img, .bio-box')).to.equal(null);
    expect([...card.querySelectorAll('.info-box')].map((line) => line.textContent)).to.deep.equal(['Plan: Gold']);
  });

  it("an empty list says 'search not found' with a search, and pagination is hidden", async () => {
    const [all] = await mount();
    all!.$<HTMLInputElement>('.wcm-search-input').value = 'zzzzqqq';
    all!.$<HTMLInputElement>('.wcm-filter-btn').click();
    await loadsAfter(all!, 2, 'search never answered');
    expect(all!.$('.wcm-directory-list-wrapper').textContent!.trim()).to.equal('We didn’t find any members. Please try a different search or check for typos.');
    expect(shown(all!.$('.wcm-pagination-wrapper'))).to.equal(false);
    await waitFor(() => liveRegionText().includes('We didn’t find any members'), { message: 'empty result not announced' });
  });

  it("an empty list without a filter says 'results not found' (a block whose plan has no members)", async () => {
    const [all] = await mount({
      change: (markup) => {
        const block = markup.querySelector('.wc-memberships-directory-container')!;
        block.setAttribute('data-directory-data', JSON.stringify({ ...JSON.parse(block.getAttribute('data-directory-data')!), membershipPlans: [99] }));
      },
    });
    // Both blocks ask at once, in either order: the first block's call is the one of 12 a page.
    expect(listCalls().find((q) => q.get('per_page') === '12')!.get('plan')).to.equal('99');
    expect(all!.$('.wcm-directory-list-wrapper').textContent!.trim()).to.equal('No records found...');
    expect(shown(all!.$('.wcm-pagination-wrapper'))).to.equal(false);
  });

  it('pagination: Next and Previous move one page; the last page hides Next; page 1 leaves the URL', async () => {
    const [all] = await mount();
    const firstPage = all!.names();
    all!.$<HTMLAnchorElement>('.wcm-pagination.next').click();
    await loadsAfter(all!, 2, 'page 2 never arrived');
    expect(param('wcm_dir_page')).to.equal('2');
    expect(all!.names()).not.to.deep.equal(firstPage);
    expect(shown(all!.$('.wcm-pagination.previous'))).to.equal(true);
    // The links lead where they go, for a new tab.
    expect(new URL(all!.$<HTMLAnchorElement>('.wcm-pagination.next').href).searchParams.get('wcm_dir_page')).to.equal('3');
    all!.$<HTMLAnchorElement>('.wcm-pagination.previous').click();
    await loadsAfter(all!, 3, 'page 1 never came back');
    expect(param('wcm_dir_page')).to.equal(null);
    expect(all!.names()).to.deep.equal(firstPage);
    expect(shown(all!.$('.wcm-pagination.previous'))).to.equal(false);
    // Previous on page 1 does nothing.
    const since = performance.now();
    all!.$<HTMLAnchorElement>('.wcm-pagination.previous').click();
    expect(listCalls(since)).to.have.length(0);

    const last = all!.loads[0]!.totalPages;
    history.replaceState(null, '', `?wcm_dir_page=${last}`);
    resetPage(location.href);
    const [atEnd] = await mount();
    expect(atEnd!.loads[0]!.page).to.equal(last);
    expect(shown(atEnd!.$('.wcm-pagination.next'))).to.equal(false);
    expect(shown(atEnd!.$('.wcm-pagination.previous'))).to.equal(true);
    const before = performance.now();
    atEnd!.$<HTMLAnchorElement>('.wcm-pagination.next').click();
    expect(listCalls(before)).to.have.length(0);
  });

  it('before the first answer, Next goes by the page count the server printed', async () => {
    setFault('latency-400');
    const [all] = await mount({ loaded: false });
    expect(Number(all!.$('.wcm-pagination-wrapper').dataset.totalPages)).to.be.above(1);
    all!.$<HTMLAnchorElement>('.wcm-pagination.next').click();
    const load = await loadsAfter(all!, 1, 'no list');
    expect(load.page).to.equal(2);
    expect(all!.loads.map((l) => l.page)).to.deep.equal([2], 'the first page, superseded, is never shown');
    expect(param('wcm_dir_page')).to.equal('2');
  });

  it('Next from the keyboard onto the last page hands the focus to Previous, not to the page', async () => {
    const [first] = await mount();
    const last = first!.loads[0]!.totalPages;
    expect(last).to.be.above(1);
    history.replaceState(null, '', `?wcm_dir_page=${last - 1}`);
    resetPage(location.href);
    const [all] = await mount();
    const next = all!.$<HTMLAnchorElement>('.wcm-pagination.next');
    next.focus();
    // Enter on a focused link is its click.
    next.click();
    await loadsAfter(all!, 2, 'the last page never arrived');
    expect(shown(next)).to.equal(false);
    // Booleans, not elements: chai's message for two elements says nothing of which is which.
    await waitFor(() => document.activeElement !== next, { message: 'the focus stayed on the hidden Next link' });
    expect(document.activeElement === all!.$('.wcm-pagination.previous'), 'the focus is on Previous').to.equal(true);
  });

  it('a deep link pre-fills search, plans, statuses and page, and asks for exactly them', async () => {
    history.replaceState(null, '', '?wcm_dir_search=ander&wcm_dir_plan=1,3&wcm_dir_status=active&wcm_dir_page=2&wcm_dir2_status=active');
    resetPage(location.href);
    const [all] = await mount();
    const call = listCalls().find((q) => q.get('per_page') === '12')!;
    expect(Object.fromEntries(call)).to.deep.equal({
      customer_data: 'true', per_page: '12', wc_memberships_block: 'true', plan: '1,3', status: 'active', search: 'ander', page: '2',
    });
    expect(all!.$<HTMLInputElement>('.wcm-search-input').value).to.equal('ander');
    expect(all!.$('select.wcm-plans + .wcm-multiselect-slot .wcm-multiselect-value').textContent).to.equal('Gold, Bronze');
    expect(all!.$('select.wcm-status + .wcm-multiselect-slot .wcm-multiselect-value').textContent).to.equal('Active');
    expect(all!.$('.wcm-pagination-wrapper').dataset.currentPage).to.equal('2');
  });

  it('Back and Forward restore the list and the controls', async () => {
    const [all] = await mount();
    const page1 = all!.names();
    all!.$<HTMLAnchorElement>('.wcm-pagination.next').click();
    await loadsAfter(all!, 2, 'page 2 never arrived');
    const page2 = all!.names();
    all!.$<HTMLInputElement>('.wcm-search-input').value = 'Baker';
    all!.$<HTMLInputElement>('.wcm-search-btn').click();
    await loadsAfter(all!, 3, 'search never answered');
    const searched = all!.names();
    history.back();
    await loadsAfter(all!, 4, 'Back did not reload');
    expect(all!.names()).to.deep.equal(page2);
    expect(all!.$<HTMLInputElement>('.wcm-search-input').value).to.equal('');
    expect(all!.$('.wcm-pagination-wrapper').dataset.currentPage).to.equal('2');
    history.back();
    await loadsAfter(all!, 5, 'Back did not reload page 1');
    expect(all!.names()).to.deep.equal(page1);
    history.forward();
    history.forward();
    await waitFor(() => all!.$<HTMLInputElement>('.wcm-search-input').value === 'Baker', { message: 'Forward did not restore the search' });
    await waitFor(() => JSON.stringify(all!.names()) === JSON.stringify(searched), { message: 'Forward did not restore the list' });
  });

  it('a failed call is told in the console only; the list stays and paging goes on from it', async () => {
    const [all] = await mount();
    const page1 = all!.names();
    const errors = captureConsoleErrors();
    try {
      for (const fault of ['500', 'malformed', 'shape']) {
        setFault(fault);
        all!.$<HTMLAnchorElement>('.wcm-pagination.next').click();
        await waitFor(() => all!.failures.length > 0 && all!.$('.wcm-directory-list-wrapper').getAttribute('aria-busy') === 'false', { message: `${fault}: no failure` });
        expect(all!.names(), fault).to.deep.equal(page1);
        expect(param('wcm_dir_page'), fault).to.equal(null);
        expect(shown(all!.$('.wmc-loader')), fault).to.equal(false);
        expect(all!.host.querySelector('.woocommerce-error, [role="alert"]'), fault).to.equal(null);
        all!.failures.length = 0;
      }
      expect(errors.messages.filter((m) => m.includes('<member-directory>: the members could not be loaded'))).to.have.length(3);
    } finally {
      errors.restore();
    }
    clearFault();
    all!.$<HTMLAnchorElement>('.wcm-pagination.next').click();
    const load = await loadsAfter(all!, 2, 'no list after the fault was cleared');
    expect(load.page).to.equal(2);
  });

  it('a bad nonce (403) keeps what the server printed and says so in the console', async () => {
    const errors = captureConsoleErrors();
    try {
      const [all, other] = await mount({ settings: { rest_nonce: 'badbadbad0' }, loaded: false });
      await waitFor(() => all!.failures.length > 0 && other!.failures.length > 0, { message: 'no failure' });
      expect(all!.failures[0]).to.equal('http');
      expect(all!.names()).to.have.length(12, "the server's first page stays");
      expect(errors.messages.some((m) => m.includes('<member-directory>: the members could not be loaded'))).to.equal(true);
    } finally {
      errors.restore();
    }
  });

  it('a newer request supersedes an older one; the loader shows while a call runs', async () => {
    const [all] = await mount();
    const entries = history.length;
    setFault('latency-300');
    all!.$<HTMLAnchorElement>('.wcm-pagination.next').click();
    await waitFor(() => all!.$('.wcm-directory-list-wrapper').getAttribute('aria-busy') === 'true', { message: 'not busy' });
    expect(shown(all!.$('.wmc-loader'))).to.equal(true);
    all!.$<HTMLAnchorElement>('.wcm-pagination.next').click();
    const load = await loadsAfter(all!, 2, 'no list');
    expect(load.page).to.equal(3);
    expect(all!.loads.map((l) => l.page)).to.deep.equal([1, 3], 'the superseded page 2 is never shown');
    expect(param('wcm_dir_page')).to.equal('3');
    expect(history.length).to.equal(entries + 1);
    expect(shown(all!.$('.wmc-loader'))).to.equal(false);
  });

  it('malformed block settings are named in the console and the platform defaults used', async () => {
    const errors = captureConsoleErrors();
    try {
      const [all] = await mount({
        change: (markup) => markup.querySelector('.wc-memberships-directory-container')!.setAttribute('data-directory-data', '{"perPage": "many",'),
      });
      expect(listCalls().some((q) => q.get('per_page') === '8')).to.equal(true);
      expect(all!.names()).to.have.length(8);
      expect(errors.messages.some((m) => m.startsWith('<member-directory>') && m.includes('data-directory-data') && m.includes('not valid JSON'))).to.equal(true);
    } finally {
      errors.restore();
    }
  });

  it('two directories with the same parameters: the second keeps its state out of the address bar and says so', async () => {
    const warnings = captureConsoleWarnings();
    try {
      const [, second] = await mount({ change: (markup) => markup.querySelectorAll('member-directory')[1]!.removeAttribute('param-prefix') });
      expect(warnings.messages.some((m) => m.includes('another directory on this page') && m.includes('param-prefix'))).to.equal(true);
      const before = location.href;
      second!.$<HTMLAnchorElement>('.wcm-pagination.next').click();
      await loadsAfter(second!, 2, 'page 2 never arrived');
      expect(location.href).to.equal(before);
    } finally {
      warnings.restore();
    }
  });

  it('the plan choices work with the keyboard: Enter opens, Space ticks, Escape closes and returns', async () => {
    const [all] = await mount();
    const toggle = all!.$<HTMLButtonElement>('select.wcm-plans + .wcm-multiselect-slot .wcm-multiselect-toggle');
    expect(all!.$<HTMLSelectElement>('select.wcm-plans').hidden).to.equal(true);
    toggle.focus();
    await sendKeys({ press: 'Enter' });
    await waitFor(() => toggle.getAttribute('aria-expanded') === 'true', { message: 'not opened' });
    await sendKeys({ press: 'Tab' });
    await sendKeys({ press: 'Tab' });
    await sendKeys({ press: ' ' });
    await waitFor(() => toggle.textContent!.includes('Silver'), { message: 'Silver not chosen' });
    expect(toggle.textContent).to.equal('Plans: Silver');
    await sendKeys({ press: 'Escape' });
    await waitFor(() => toggle.getAttribute('aria-expanded') === 'false', { message: 'not closed' });
    expect(document.activeElement).to.equal(toggle);
  });

  /** A real pointer click at the middle of `element` (or a text's range), measured just before the press. */
  async function pointerClick(element: Element | Range) {
    (element instanceof Range ? element.startContainer.parentElement! : element).scrollIntoView({ block: 'center' });
    const box = element.getBoundingClientRect();
    await sendMouse({ type: 'click', position: [Math.round(box.left + box.width / 2), Math.round(box.top + box.height / 2)] });
  }

  const choice = (slot: Element, label: string) => [...slot.querySelectorAll('label')].find((l) => l.textContent?.trim() === label)!;

  it("a real click on a choice's name ticks it and keeps the choices open", async () => {
    const [all] = await mount();
    const slot = all!.$('select.wcm-plans + .wcm-multiselect-slot');
    const toggle = slot.querySelector<HTMLButtonElement>('.wcm-multiselect-toggle')!;
    try {
      await pointerClick(toggle);
      await waitFor(() => toggle.getAttribute('aria-expanded') === 'true', { message: 'not opened' });
      // On the name, not on the box: the press moves the focus out of the group before the click.
      const name = document.createRange();
      name.selectNodeContents([...choice(slot, 'Bronze').childNodes].find((node) => node.nodeType === Node.TEXT_NODE && node.textContent!.trim())!);
      await pointerClick(name);
      await waitFor(() => toggle.textContent!.includes('Bronze'), { message: 'a click on the name did not tick it' });
      expect(toggle.getAttribute('aria-expanded')).to.equal('true');
      // A click outside closes the group.
      await pointerClick(all!.$('.wcm-search-input'));
      await waitFor(() => toggle.getAttribute('aria-expanded') === 'false', { message: 'a click outside did not close' });
    } finally {
      await resetMouse();
    }
  });

  /** Opens the plan choices and ticks Silver with real clicks, then clicks Filter once. */
  async function filterWithPointer(all: Directory) {
    const slot = all.$('select.wcm-plans + .wcm-multiselect-slot');
    const toggle = slot.querySelector<HTMLButtonElement>('.wcm-multiselect-toggle')!;
    await pointerClick(toggle);
    await waitFor(() => toggle.getAttribute('aria-expanded') === 'true', { message: 'not opened' });
    await pointerClick(choice(slot, 'Silver').querySelector('input')!);
    await waitFor(() => toggle.textContent!.includes('Silver'), { message: 'Silver not chosen' });
    expect(toggle.getAttribute('aria-expanded')).to.equal('true', 'the choices stay open while choosing');
    const since = performance.now();
    await pointerClick(all.$('.wcm-filter-btn'));
    await loadsAfter(all, 2, 'one click on Filter with the choices open sent no request');
    expect(listCalls(since)[0]!.get('plan')).to.equal('2');
    expect(all.names().length).to.be.above(0);
    await waitFor(() => toggle.getAttribute('aria-expanded') === 'false', { message: 'the choices did not close' });
  }

  it('with the plan choices open, one real click on Filter filters (no theme CSS on the page)', async () => {
    const [all] = await mount();
    try {
      await filterWithPointer(all!);
    } finally {
      await resetMouse();
    }
  });

  it('one real click on Filter still filters when the theme puts the open choices in the flow', async () => {
    const style = document.createElement('style');
    style.textContent = '.wcm-multiselect-choices { position: static; }';
    document.head.append(style);
    try {
      const [all] = await mount();
      await filterWithPointer(all!);
    } finally {
      style.remove();
      await resetMouse();
    }
  });

  it('draws the open choices with the --shop-popup-* properties a theme sets, and its own defaults without them', async () => {
    const [all] = await mount();
    const slot = all!.$('select.wcm-plans + .wcm-multiselect-slot');
    const toggle = slot.querySelector<HTMLButtonElement>('.wcm-multiselect-toggle')!;
    toggle.click();
    await waitFor(() => toggle.getAttribute('aria-expanded') === 'true', { message: 'not opened' });
    const choices = slot.querySelector<HTMLElement>('.wcm-multiselect-choices')!;
    expect(getComputedStyle(choices).borderTopColor).to.equal('rgb(140, 143, 148)');
    expect(getComputedStyle(choices).borderTopLeftRadius).to.equal('4px');
    const root = document.documentElement.style;
    root.setProperty('--shop-popup-background', 'rgb(1, 2, 3)');
    root.setProperty('--shop-popup-border-color', 'rgb(4, 5, 6)');
    root.setProperty('--shop-popup-radius', '9px');
    try {
      expect(getComputedStyle(choices).backgroundColor).to.equal('rgb(1, 2, 3)');
      expect(getComputedStyle(choices).borderTopColor).to.equal('rgb(4, 5, 6)');
      expect(getComputedStyle(choices).borderTopLeftRadius).to.equal('9px');
    } finally {
      for (const name of ['--shop-popup-background', '--shop-popup-border-color', '--shop-popup-radius']) root.removeProperty(name);
    }
  });

  it('lets go of the block: the server markup comes back when the element is removed', async () => {
    const [all] = await mount();
    const block = all!.$('.wc-memberships-directory-container');
    all!.host.remove();
    await waitFor(() => !block.querySelector('.wcm-multiselect-slot'), { message: 'disclosures not removed' });
    expect(block.querySelector<HTMLSelectElement>('select.wcm-plans')!.hidden).to.equal(false);
    expect(block.querySelectorAll('.wcm-directory-member')).to.have.length(12, "the server's cards");
  });
});

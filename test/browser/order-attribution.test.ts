// <order-attribution>: the cookies it records (in the platform script's format), the one set of
// checkout inputs per page, the block checkout's data, and the consent switch consent tools call.
import { expect } from 'chai';
import '../../src/elements/order-attribution.element.ts';
import { decodeCookieValue, unpackFields } from '../../src/core/order-attribution/index.ts';
import { getVerbatimCookie } from '../../src/services/cookies.ts';
import { removeAttributionCookies } from '../../src/services/order-attribution.ts';
import { resetOrderAttributionState } from '../../src/stores/order-attribution.ts';
import { captureConsoleErrors } from '../helpers/console.ts';
import { recordCookieWrites } from '../helpers/cookie-writes.ts';
import { cleanup, fixture } from '../helpers/fixture.ts';
import { usePageSettings } from '../helpers/page-settings.ts';
import { waitFor } from '../helpers/wait.ts';

const PREFIX = 'wc_order_attribution_';

let restoreSettings: (() => void) | undefined;
let restoreUrl: string | undefined;

function visit(search: string): void {
  restoreUrl ??= location.href;
  history.replaceState(null, '', `${location.pathname}${search}`);
}

/** A new page of the same visit: the element records again. */
function nextPage(): void {
  cleanup();
  resetOrderAttributionState();
}

async function mount(html: string, settings: Record<string, unknown> = { order_attribution_allow_tracking: true }): Promise<HTMLElement> {
  restoreSettings?.();
  restoreSettings = usePageSettings(settings);
  const wrapper = fixture(`<div>${html}</div>`);
  const hosts = [...wrapper.querySelectorAll<HTMLElement>('order-attribution')];
  await waitFor(() => hosts.every((host) => host.hasAttribute('data-shop-ready')), { message: 'order-attribution not ready' });
  return wrapper;
}

const input = (root: ParentNode, field: string) => root.querySelector<HTMLInputElement>(`input[name="${PREFIX}${field}"]`);
const cookie = (name: string) => unpackFields(decodeCookieValue(getVerbatimCookie(name)));
const sbjsCookies = () => document.cookie.split('; ').map((c) => c.split('=')[0]).filter((name) => name!.startsWith('sbjs_'));

const CHECKOUT = '<form class="checkout woocommerce-checkout" onsubmit="return false"><input name="billing_email"><order-attribution></order-attribution></form>';

describe('<order-attribution>', () => {
  beforeEach(() => {
    removeAttributionCookies();
    resetOrderAttributionState();
  });
  afterEach(() => {
    cleanup();
    restoreSettings?.();
    restoreSettings = undefined;
    if (restoreUrl) history.replaceState(null, '', restoreUrl);
    restoreUrl = undefined;
    delete (window as { wp?: unknown }).wp;
    removeAttributionCookies();
    resetOrderAttributionState();
  });

  it('records a campaign visit in the sbjs cookies and fills the checkout inputs', async () => {
    visit('?utm_source=newsletter&utm_medium=email&utm_campaign=spring%20sale');
    const root = await mount(CHECKOUT);
    const form = root.querySelector('form')!;
    await waitFor(() => input(form, 'source_type')?.value === 'utm');
    expect(input(form, 'utm_source')!.value).to.equal('newsletter');
    expect(input(form, 'utm_medium')!.value).to.equal('email');
    expect(input(form, 'utm_campaign')!.value).to.equal('spring sale');
    expect(input(form, 'utm_content')!.value).to.equal('(none)');
    expect(input(form, 'session_pages')!.value).to.equal('1');
    expect(input(form, 'session_count')!.value).to.equal('1');
    // Read back as the platform script reads it: each value decoded once more.
    expect(input(form, 'session_entry')!.value).to.equal(decodeURIComponent(location.href));
    expect(input(form, 'user_agent')!.value).to.equal(navigator.userAgent);
    // The platform script's format: `alias=value|||…`, percent-encoded as a whole.
    expect(document.cookie).to.match(/(?:^|; )sbjs_current=typ%3Dutm%7C%7C%7Csrc%3Dnewsletter%7C%7C%7Cmdm%3Demail/);
    expect(cookie('sbjs_first')).to.include({ typ: 'utm', src: 'newsletter' });
    expect(sbjsCookies().sort()).to.deep.equal(['sbjs_current', 'sbjs_current_add', 'sbjs_first', 'sbjs_first_add', 'sbjs_migrations', 'sbjs_session', 'sbjs_udata']);
    // The platform script's mark of a visit in its current format: its next page view counts on from ours.
    expect(document.cookie).to.match(/(?:^|; )sbjs_migrations=1418474375998%3D1(?:;|$)/);
  });

  it('counts pages in the session; a later type-in keeps the campaign as the current source', async () => {
    visit('?gclid=abc');
    await mount(CHECKOUT);
    await waitFor(() => cookie('sbjs_current').src === 'google');
    nextPage();
    visit('');
    const root = await mount(CHECKOUT);
    await waitFor(() => input(root, 'session_pages')?.value === '2');
    expect(input(root, 'source_type')!.value).to.equal('utm');
    expect(input(root, 'utm_source')!.value).to.equal('google');
    expect(input(root, 'session_count')!.value).to.equal('1');
  });

  it('puts exactly one set of inputs on a page with several forms and elements, in the checkout form', async () => {
    const root = await mount(`
      <form class="login"><input name="username"><order-attribution></order-attribution></form>
      <form class="register"><input name="email"><order-attribution></order-attribution></form>
      <form class="checkout woocommerce-checkout"><input name="billing_email"></form>`);
    await waitFor(() => input(root, 'source_type'));
    expect(document.querySelectorAll(`input[name="${PREFIX}source_type"]`)).to.have.length(1);
    expect(input(root, 'source_type')!.closest('form')!.classList.contains('checkout')).to.equal(true);
    expect(input(root, 'source_type')!.value).to.equal('typein');
    expect(input(root, 'utm_source')!.value).to.equal('(direct)');
    // Its owner leaves: another element takes over, still one set.
    root.querySelector('form.login order-attribution')!.remove();
    await waitFor(() => document.querySelectorAll(`input[name="${PREFIX}source_type"]`).length === 1 && input(root, 'source_type')!.value === 'typein');
  });

  it('without a checkout form the inputs go into the form the element sits in', async () => {
    const root = await mount('<form class="login"><input name="username"></form><form class="register"><order-attribution></order-attribution></form>');
    await waitFor(() => input(root, 'source_type'));
    expect(input(root, 'source_type')!.closest('form')!.classList.contains('register')).to.equal(true);
  });

  it('switched off through window.storefrontElements: every cookie goes and the inputs are sent empty; on again records', async () => {
    visit('?utm_source=news');
    const root = await mount(CHECKOUT);
    await waitFor(() => input(root, 'utm_source')?.value === 'news');
    const api = window.storefrontElements!.orderAttribution!;
    api.setTracking(false);
    expect(sbjsCookies()).to.deep.equal([]);
    expect(api.tracking).to.equal(false);
    await waitFor(() => input(root, 'utm_source')?.value === '');
    const values = [...root.querySelectorAll<HTMLInputElement>(`input[name^="${PREFIX}"]`)].map((i) => i.value);
    expect(values.length).to.equal(16);
    expect(values.every((v) => v === '')).to.equal(true);
    api.setTracking(true);
    await waitFor(() => input(root, 'utm_source')?.value === 'news');
    expect(cookie('sbjs_session').pgs).to.equal('1');
  });

  it('records nothing while tracking is not allowed (the default), and removes what an earlier page wrote', async () => {
    document.cookie = 'sbjs_current=typ%3Dutm; path=/';
    document.cookie = 'sbjs_migrations=1418474375998%3D1; path=/';
    const root = await mount(CHECKOUT, {});
    await waitFor(() => input(root, 'source_type'));
    expect(input(root, 'source_type')!.value).to.equal('');
    expect(sbjsCookies()).to.deep.equal([]);
  });

  it('hands the values to the block checkout under woocommerce/order-attribution', async () => {
    const calls: unknown[][] = [];
    (window as { wp?: unknown }).wp = { data: { dispatch: (store: string) => (store === 'wc/store/checkout' ? { setExtensionData: (...args: unknown[]) => calls.push(args) } : undefined) } };
    visit('?utm_source=blocks');
    await mount('<div class="wp-block-woocommerce-checkout"><order-attribution></order-attribution></div>');
    await waitFor(() => calls.length > 0);
    const [key, values, silent] = calls.at(-1)!;
    expect(key).to.equal('woocommerce/order-attribution');
    expect(values).to.include({ source_type: 'utm', utm_source: 'blocks' });
    expect(silent).to.equal(true);
  });

  it('a block checkout store that throws is logged; the form keeps its inputs', async () => {
    const errors = captureConsoleErrors();
    try {
      (window as { wp?: unknown }).wp = { data: { dispatch: () => { throw new Error('store not ready'); } } };
      const root = await mount(CHECKOUT);
      await waitFor(() => input(root, 'source_type')?.value === 'typein');
      expect(errors.messages.join('\n')).to.contain('<order-attribution> could not hand the values to the block checkout');
    } finally {
      errors.restore();
    }
  });

  it('a cookie store that refuses writes is logged; the form is left as it was and still sends', async () => {
    const errors = captureConsoleErrors();
    const { restore } = recordCookieWrites({ refuse: true });
    try {
      const root = await mount(CHECKOUT.replace(' onsubmit="return false"', ''));
      const form = root.querySelector('form')!;
      await waitFor(() => errors.messages.some((m) => m.includes('<order-attribution> could not record')));
      expect(form.querySelectorAll('input[type="hidden"]')).to.have.length(0);
      const submitted: boolean[] = [];
      form.addEventListener('submit', (event) => {
        submitted.push(event.defaultPrevented);
        event.preventDefault();
      });
      form.requestSubmit();
      expect(submitted).to.deep.equal([false]);
    } finally {
      restore();
      errors.restore();
    }
  });

  it('writes base64 values when configured, read back the same', async () => {
    visit('?utm_source=b64');
    const root = await mount(CHECKOUT, { order_attribution_allow_tracking: true, order_attribution_base64: true, order_attribution_promo: true });
    await waitFor(() => input(root, 'utm_source')?.value === 'b64');
    expect(getVerbatimCookie('sbjs_current')).to.match(/^[A-Za-z0-9+/]+$/);
    expect(cookie('sbjs_current')).to.include({ typ: 'utm', src: 'b64' });
    const code = Number(cookie('sbjs_promo').code);
    expect(code).to.be.within(100000, 999999);
  });

  it('writes on path / with the configured lifetimes (host-only on localhost)', async () => {
    const { writes, restore } = recordCookieWrites();
    try {
      await mount(CHECKOUT, { order_attribution_allow_tracking: true, order_attribution_session: 10, order_attribution_lifetime: 1 });
      await waitFor(() => writes.some((w) => w.startsWith('sbjs_session=')));
      const expiry = (name: string) => {
        const write = writes.find((w) => w.startsWith(`${name}=`))!;
        expect(write.toLowerCase()).to.contain('path=/');
        expect(write.toLowerCase()).not.to.contain('domain=');
        return Date.parse(/expires=([^;]+)/i.exec(write)![1]!);
      };
      const current = expiry('sbjs_current');
      const session = expiry('sbjs_session');
      // One month (30 days) against ten minutes, whatever the clock.
      expect(current - session).to.be.closeTo(30 * 24 * 3600_000 - 10 * 60_000, 60_000);
    } finally {
      restore();
    }
  });

  it('malformed settings are reported and the defaults used', async () => {
    const errors = captureConsoleErrors();
    try {
      const root = await mount(
        `<form class="checkout"><order-attribution settings='{"order_attribution_fields":{"x":"window.name"},"order_attribution_session":"soon"}'></order-attribution></form>`,
      );
      await waitFor(() => input(root, 'source_type'));
      const text = errors.messages.join('\n');
      expect(text).to.match(/<order-attribution>: the setting "order_attribution_fields[^"]*"[^\n]*Using its default/);
      expect(text).to.match(/order_attribution_session/);
      expect(root.querySelectorAll(`input[name^="${PREFIX}"]`)).to.have.length(16);
    } finally {
      errors.restore();
    }
  });

  it('setTracking with something else than true or false is refused with a message', () => {
    const errors = captureConsoleErrors();
    try {
      // The module has run (imported above): the API is on the page.
      (window.storefrontElements!.orderAttribution!.setTracking as (value: unknown) => void)('yes');
      expect(errors.messages.join('\n')).to.contain('setTracking() takes true or false');
      expect(window.storefrontElements!.orderAttribution!.tracking).to.equal(null);
    } finally {
      errors.restore();
    }
  });
});

// <cart-recovery> against the demo store's two provider actions (admin-ajax): what is captured, when,
// what is sent, the cookies it keeps, and the failure paths (§8: the console, and the capture carries on).
import { expect } from 'chai';
import { sendKeys } from '@web/test-runner-commands';
import '../../src/elements/cart-recovery.element.ts';
import { getCookie, removeCookie } from '../../src/services/cookies.ts';
import { resetCartRecoveryState } from '../../src/stores/cart-recovery.ts';
import { captureConsoleErrors } from '../helpers/console.ts';
import { recordCookieWrites } from '../helpers/cookie-writes.ts';
import { clearFault, setFault } from '../helpers/demo-store.ts';
import { cleanup, fixture } from '../helpers/fixture.ts';
import { usePageSettings } from '../helpers/page-settings.ts';
import { waitFor } from '../helpers/wait.ts';

const CURRENT = 'mailchimp.cart.current_email';
const PREVIOUS = 'mailchimp.cart.previous_email';
const SETTINGS = { ajax_url: '/wp-admin/admin-ajax.php', language: 'en', allowed_to_set_cookies: true, disable_carts: false };

let counter = 0;
/** An address no other test (or earlier run on the same database) used. */
const freshEmail = (tag = 'shopper') => `${tag}.${Date.now().toString(36)}${++counter}+cart@example.com`;

interface Sent { email: string; subscribed: boolean }
interface Page {
  host: HTMLElement;
  sent: Sent[];
  failures: Array<{ call: string; kind: string }>;
  found: string[];
  field(id: string): HTMLInputElement;
}

let restoreSettings: (() => void) | undefined;

const FORMS = `
<form class="checkout woocommerce-checkout">
  <input type="email" id="billing_email" name="billing_email">
  <input type="checkbox" id="mailchimp_woocommerce_newsletter" name="mailchimp_woocommerce_newsletter" value="1">
</form>
<form class="login"><input type="text" id="username" name="username"></form>
<form class="register"><input type="email" id="reg_email" name="email"></form>
<form class="contact"><fieldset id="contact-fields"><input type="email" id="email" name="email">
  <span class="mailchimp-newsletter"><input type="checkbox" id="contact-newsletter"></span></fieldset>
  <input type="text" id="other" name="other"></form>`;

async function mount(settings: Record<string, unknown> = {}, attributes = ''): Promise<Page> {
  restoreSettings = usePageSettings({ ...SETTINGS, ...settings });
  const wrapper = fixture(`<div><cart-recovery ${attributes}></cart-recovery>${FORMS}</div>`);
  const host = wrapper.querySelector<HTMLElement>('cart-recovery')!;
  const page: Page = {
    host, sent: [], failures: [], found: [],
    field: (id) => wrapper.querySelector<HTMLInputElement>(`#${id}`)!,
  };
  host.addEventListener('shop-cart-recovery-email-sent', (e) => page.sent.push({ email: e.detail.email, subscribed: e.detail.subscribed }));
  host.addEventListener('shop-request-failed', (e) => page.failures.push({ call: e.detail.call, kind: e.detail.kind }));
  host.addEventListener('shop-cart-recovery-email-found', (e) => page.found.push(e.detail.email));
  await waitFor(() => host.hasAttribute('data-shop-ready'), { message: 'cart-recovery not ready' });
  return page;
}

/** Gives `input` the value `value`, then focus and blur, as a shopper moving through the form. */
function fillAndLeave(input: HTMLInputElement, value: string): void {
  input.value = value;
  input.focus();
  input.blur();
}

/** What the demo's admin page lists for `email`: null when it was never captured. */
async function captured(email: string): Promise<{ subscribed: string; hash: string } | null> {
  const html = await (await fetch('/demo/cart-recovery/captured/', { credentials: 'same-origin' })).text();
  const row = new DOMParser().parseFromString(html, 'text/html').querySelector(`tr[data-email="${CSS.escape(email)}"]`);
  if (!row) return null;
  return {
    subscribed: row.querySelector('.subscribed')!.textContent!,
    hash: new URL(row.querySelector('a')!.href).searchParams.get('mc_cart_id')!,
  };
}

describe('<cart-recovery>', () => {
  beforeEach(() => resetCartRecoveryState());
  afterEach(() => {
    cleanup();
    clearFault();
    restoreSettings?.();
    restoreSettings = undefined;
    removeCookie(CURRENT);
    removeCookie(PREVIOUS);
  });

  it('sends a valid checkout address when the field loses focus, stores it, and never sends the same one again', async () => {
    const page = await mount();
    const email = freshEmail();
    fillAndLeave(page.field('billing_email'), email);
    await waitFor(() => page.sent.length === 1);
    expect(page.sent[0]).to.deep.equal({ email, subscribed: false });
    expect(getCookie(CURRENT)).to.equal(email);
    expect(await captured(email)).to.include({ subscribed: 'no' });
    // Focus and blur again, in another watched field too: nothing is sent for the same address.
    fillAndLeave(page.field('billing_email'), email);
    fillAndLeave(page.field('reg_email'), email);
    // A new address is; had the same one gone again, it would be listed before it.
    const next = freshEmail('next');
    fillAndLeave(page.field('username'), next);
    await waitFor(() => page.sent.length >= 2);
    expect(page.sent.map((s) => s.email)).to.deep.equal([email, next]);
    expect(getCookie(CURRENT)).to.equal(next);
    expect(getCookie(PREVIOUS)).to.equal(email);
  });

  it('reads the field when it gains focus too', async () => {
    const page = await mount();
    const email = freshEmail('focus');
    const field = page.field('reg_email');
    field.value = email;
    field.focus();
    await waitFor(() => page.sent.length === 1);
    expect(page.sent[0]!.email).to.equal(email);
    field.blur();
  });

  it('neither stores nor sends an invalid address (a 6-letter ending, a space), nor a field it does not watch', async () => {
    const page = await mount();
    fillAndLeave(page.field('billing_email'), 'jane@example.museum');
    fillAndLeave(page.field('billing_email'), 'jane doe@example.com');
    fillAndLeave(page.field('other'), freshEmail('other'));
    expect(getCookie(CURRENT)).to.equal(undefined);
    const valid = freshEmail('valid');
    fillAndLeave(page.field('billing_email'), valid);
    await waitFor(() => page.sent.length === 1);
    expect(page.sent.map((s) => s.email)).to.deep.equal([valid]);
  });

  it('toggling the newsletter box sends the same address again with the changed flag', async () => {
    const page = await mount();
    const email = freshEmail('news');
    fillAndLeave(page.field('billing_email'), email);
    await waitFor(() => page.sent.length === 1);
    page.field('mailchimp_woocommerce_newsletter').click();
    await waitFor(() => page.sent.length === 2);
    expect(page.sent[1]).to.deep.equal({ email, subscribed: true });
    await waitFor(async () => (await captured(email))?.subscribed === 'yes');
    // The block variant in the contact fields counts as well.
    page.field('mailchimp_woocommerce_newsletter').click();
    await waitFor(() => page.sent.length === 3);
    expect(page.sent[2]).to.deep.equal({ email, subscribed: false });
    page.field('contact-newsletter').click();
    await waitFor(() => page.sent.length === 4);
    expect(page.sent[3]).to.deep.equal({ email, subscribed: true });
  });

  it('sends the contact field after the typing pause; a new key press cancels the pending send', async () => {
    // The pause is a setting (2000 ms by default, checked on a fake clock in the unit tests).
    const page = await mount({ cart_recovery_delay_ms: 800 });
    const field = page.field('email');
    field.focus();
    const local = `typed${Date.now().toString(36)}${++counter}`;
    // "…@example.co" is valid: its send is pending when "m" is pressed.
    await sendKeys({ type: `${local}@example.com` });
    await waitFor(() => page.sent.length >= 1, { timeout: 8000 });
    // Had "…@example.co" gone, it would have been first.
    expect(page.sent.map((s) => s.email)).to.deep.equal([`${local}@example.com`]);
    expect(await captured(`${local}@example.co`)).to.equal(null);
  });

  it('looks the shopper up by the hash of a recovery link (mc_cart_id) and makes that address current', async () => {
    const email = freshEmail('hash');
    const first = await mount();
    fillAndLeave(first.field('billing_email'), email);
    await waitFor(() => first.sent.length === 1);
    const { hash } = (await captured(email))!;
    cleanup();
    restoreSettings?.();
    removeCookie(CURRENT);
    resetCartRecoveryState();
    const before = location.href;
    history.replaceState(null, '', `${location.pathname}?mc_cart_id=${hash}`);
    try {
      const page = await mount();
      await waitFor(() => page.found.length === 1);
      expect(page.found).to.deep.equal([email]);
      expect(getCookie(CURRENT)).to.equal(email);
    } finally {
      history.replaceState(null, '', before);
    }
  });

  it('writes its cookies on path / with secure and samesite=strict', async () => {
    const { writes, restore } = recordCookieWrites();
    try {
      const page = await mount();
      fillAndLeave(page.field('billing_email'), freshEmail('flags'));
      fillAndLeave(page.field('billing_email'), freshEmail('flags2'));
      const ours = writes.filter((w) => w.startsWith('mailchimp.cart.'));
      expect(ours.map((w) => w.split('=')[0])).to.deep.equal([CURRENT, PREVIOUS, CURRENT]);
      for (const write of ours) {
        const flags = write.split(';').slice(1).map((f) => f.trim().toLowerCase());
        expect(flags).to.include.members(['path=/', 'secure', 'samesite=strict']);
      }
    } finally {
      restore();
    }
  });

  for (const [name, settings] of [
    ['cookies are not allowed', { allowed_to_set_cookies: false }],
    ['carts are disabled', { disable_carts: true }],
  ] as const) {
    it(`records and sends nothing when ${name}`, async () => {
      const calls: string[] = [];
      const original = window.fetch;
      window.fetch = (input, init) => {
        calls.push(String(input));
        return original(input, init);
      };
      try {
        const page = await mount(settings);
        fillAndLeave(page.field('billing_email'), freshEmail('off'));
        page.field('mailchimp_woocommerce_newsletter').click();
        // The capture stores and calls in the same task as the blur: nothing came of it.
        expect(getCookie(CURRENT)).to.equal(undefined);
        expect(calls.filter((url) => url.includes('mailchimp_'))).to.deep.equal([]);
      } finally {
        window.fetch = original;
      }
    });
  }

  it('sends nothing to an ajax_url on another origin: the address is kept in the cookie and the console names the setting', async () => {
    const calls: string[] = [];
    const original = window.fetch;
    window.fetch = (input, init) => {
      calls.push(String(input));
      return original(input, init);
    };
    const errors = captureConsoleErrors();
    try {
      const page = await mount({ ajax_url: '//evil.example/wp-admin/admin-ajax.php' });
      const email = freshEmail('elsewhere');
      fillAndLeave(page.field('billing_email'), email);
      await waitFor(() => getCookie(CURRENT) === email, { message: 'address not kept' });
      const error = await waitFor(() => errors.messages.find((m) => m.includes('<cart-recovery> settings ajax_url')), { message: 'no console error' });
      expect(error).to.contain('//evil.example/wp-admin/admin-ajax.php');
      expect(calls.filter((url) => url.includes('evil.example'))).to.deep.equal([]);
      expect(page.sent).to.deep.equal([]);
    } finally {
      errors.restore();
      window.fetch = original;
    }
  });

  it('a server error is written to the console; the same address is sent again later and taken', async () => {
    const errors = captureConsoleErrors();
    try {
      setFault('500@mailchimp_set_user_by_email');
      const page = await mount();
      const email = freshEmail('retry');
      fillAndLeave(page.field('billing_email'), email);
      await waitFor(() => page.failures.length === 1);
      expect(page.failures[0]).to.deep.equal({ call: 'mailchimp_set_user_by_email', kind: 'http' });
      expect(errors.messages.some((m) => m.includes('<cart-recovery> mailchimp_set_user_by_email failed') && m.includes('HTTP 500'))).to.equal(true);
      clearFault();
      fillAndLeave(page.field('billing_email'), email);
      await waitFor(() => page.sent.length === 1);
      expect(await captured(email)).to.not.equal(null);
    } finally {
      errors.restore();
    }
  });

  it('a call that times out is reported as a timeout', async () => {
    const errors = captureConsoleErrors();
    try {
      setFault('timeout@mailchimp_set_user_by_email');
      const page = await mount({ request_timeout_ms: 300 });
      fillAndLeave(page.field('billing_email'), freshEmail('slow'));
      await waitFor(() => page.failures.length === 1);
      expect(page.failures[0]!.kind).to.equal('timeout');
      expect(errors.messages.join('\n')).to.match(/<cart-recovery> mailchimp_set_user_by_email failed: The store did not answer/);
    } finally {
      errors.restore();
    }
  });

  it('a look-up answer that is not JSON is reported; no address is made current', async () => {
    const errors = captureConsoleErrors();
    const before = location.href;
    history.replaceState(null, '', `${location.pathname}?mc_cart_id=${'a'.repeat(32)}`);
    try {
      setFault('malformed@mailchimp_get_user_by_hash');
      const page = await mount();
      await waitFor(() => page.failures.length === 1);
      expect(page.failures[0]).to.deep.equal({ call: 'mailchimp_get_user_by_hash', kind: 'invalid-body' });
      expect(getCookie(CURRENT)).to.equal(undefined);
      expect(errors.messages.some((m) => m.includes('mailchimp_get_user_by_hash failed'))).to.equal(true);
    } finally {
      history.replaceState(null, '', before);
      errors.restore();
    }
  });

  it('a failure inside (the cookie store refuses) is logged and never stops the form being sent', async () => {
    const errors = captureConsoleErrors();
    const { restore } = recordCookieWrites({ refuse: true });
    try {
      const page = await mount();
      const form = page.field('billing_email').form!;
      const submitted: boolean[] = [];
      form.addEventListener('submit', (event) => {
        submitted.push(event.defaultPrevented);
        event.preventDefault();
      });
      page.field('billing_email').value = freshEmail('locked');
      page.field('billing_email').focus();
      form.requestSubmit();
      page.field('billing_email').blur();
      expect(submitted).to.deep.equal([false]);
      await waitFor(() => page.failures.length >= 1);
      expect(errors.messages.join('\n')).to.contain('The cookie store is locked.');
      expect(page.sent).to.deep.equal([]);
    } finally {
      restore();
      errors.restore();
    }
  });

  it('a 2xx answer that is not the provider\'s still counts as sent (§7.16), and the console hears of it', async () => {
    const errors = captureConsoleErrors();
    try {
      setFault('shape@mailchimp_set_user_by_email');
      const page = await mount();
      const email = freshEmail('shape');
      fillAndLeave(page.field('billing_email'), email);
      await waitFor(() => page.sent.length === 1);
      expect(errors.messages.join('\n')).to.match(/mailchimp_set_user_by_email: the store took the address \(HTTP 2xx\) but its answer is not the provider's/);
      fillAndLeave(page.field('billing_email'), email);
      const next = freshEmail('shape-next');
      fillAndLeave(page.field('billing_email'), next);
      await waitFor(() => page.sent.length === 2);
      expect(page.sent.map((s) => s.email)).to.deep.equal([email, next]);
    } finally {
      errors.restore();
    }
  });

  it('a look-up answer of another shape is reported as unreadable', async () => {
    const errors = captureConsoleErrors();
    const before = location.href;
    history.replaceState(null, '', `${location.pathname}?mc_cart_id=${'b'.repeat(32)}`);
    try {
      setFault('shape@mailchimp_get_user_by_hash');
      const page = await mount();
      await waitFor(() => page.failures.length === 1);
      expect(page.failures[0]).to.deep.equal({ call: 'mailchimp_get_user_by_hash', kind: 'invalid-body' });
    } finally {
      history.replaceState(null, '', before);
      errors.restore();
    }
  });

  it('a malformed selector attribute is reported and the default fields are watched', async () => {
    const errors = captureConsoleErrors();
    try {
      const page = await mount({}, 'fields="#billing_email[["');
      expect(errors.messages.join('\n')).to.match(/<cart-recovery> attribute "fields".*not a CSS selector/);
      const email = freshEmail('attr');
      fillAndLeave(page.field('billing_email'), email);
      await waitFor(() => page.sent.length === 1);
    } finally {
      errors.restore();
    }
  });

  it('a malformed settings value is reported and its default used (nothing recorded)', async () => {
    const errors = captureConsoleErrors();
    try {
      const page = await mount({ disable_carts: 'sometimes' }, `settings='{"allowed_to_set_cookies":"maybe"}'`);
      expect(errors.messages.join('\n')).to.match(/<cart-recovery>: the setting "allowed_to_set_cookies" should be true or false.*Using its default/);
      expect(errors.messages.join('\n')).to.match(/<cart-recovery>: the setting "disable_carts"/);
      fillAndLeave(page.field('billing_email'), freshEmail('settings'));
      // allowed_to_set_cookies falls back to false: the blur stores nothing.
      expect(getCookie(CURRENT)).to.equal(undefined);
    } finally {
      errors.restore();
    }
  });
});

import { expect } from 'chai';
import '../../src/elements/coming-soon-banner.element.ts';
import { captureConsoleErrors } from '../helpers/console.ts';
import { cleanup, fixture } from '../helpers/fixture.ts';
import { waitFor } from '../helpers/wait.ts';
import { clearFault, setFault } from '../helpers/demo-store.ts';

const USER_URL = '/wp-json/wp/v2/users/me';
let nonce = '';

async function dismissedMeta(): Promise<string | undefined> {
  const response = await fetch(USER_URL, { headers: { 'X-WP-Nonce': nonce }, credentials: 'same-origin' });
  const user = (await response.json()) as { woocommerce_meta?: Record<string, string> };
  return user.woocommerce_meta?.coming_soon_banner_dismissed;
}

async function resetMeta(): Promise<void> {
  await fetch(USER_URL, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'X-WP-Nonce': nonce, 'Content-Type': 'application/json' },
    body: JSON.stringify({ woocommerce_meta: { coming_soon_banner_dismissed: 'no' } }),
  });
}

function banner(linkAttrs: string, elementAttrs = ''): string {
  return `<shop-coming-soon-banner ${elementAttrs}><div class="woocommerce-coming-soon-banner" id="coming-soon-footer-banner">`
    + '<div class="woocommerce-coming-soon-banner-container"><p>This store is in "coming soon" mode.</p>'
    + `<a href="#" class="coming-soon-footer-banner-dismiss" role="button" aria-label="Dismiss" ${linkAttrs}></a>`
    + '</div></div></shop-coming-soon-banner>';
}

async function mount(html: string): Promise<{ host: HTMLElement; box: HTMLElement; link: HTMLAnchorElement }> {
  const host = fixture(html);
  await waitFor(() => host.hasAttribute('data-shop-ready'), { message: 'banner not ready' });
  return {
    host,
    box: host.querySelector<HTMLElement>('.woocommerce-coming-soon-banner')!,
    link: host.querySelector<HTMLAnchorElement>('.coming-soon-footer-banner-dismiss')!,
  };
}

/** Counts the POSTs the page sends to the REST url while `run` goes on. */
function countPosts() {
  const original = window.fetch;
  let posts = 0;
  const bodies: unknown[] = [];
  const headers: Array<Record<string, string>> = [];
  window.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
    if (String(input).includes('/wp-json/') && init?.method === 'POST') {
      posts++;
      bodies.push(JSON.parse(String(init.body)));
      headers.push(init.headers as Record<string, string>);
    }
    return original(input, init);
  };
  return {
    get posts() {
      return posts;
    },
    bodies,
    headers,
    restore: () => (window.fetch = original),
  };
}

describe('<shop-coming-soon-banner>', function () {
  this.timeout(30_000);

  before(async () => {
    clearFault();
    // Chromium and Firefox run at once against one store: each signs in as its own user,
    // so one browser's dismissal never shows in the other's user meta.
    const user = navigator.userAgent.includes('Firefox') ? 'staff' : 'demo';
    const response = await fetch(`/__demo/login?user=${user}&redirect=/__demo/state`, { credentials: 'same-origin' });
    const state = (await response.json()) as { user_id: number; nonces: { wp_rest: string } };
    expect(state.user_id).to.be.greaterThan(0);
    nonce = state.nonces.wp_rest;
  });

  beforeEach(async () => {
    clearFault();
    await resetMeta();
  });

  afterEach(() => {
    clearFault();
    cleanup();
  });

  after(async () => {
    await resetMeta();
    await fetch('/__demo/logout?redirect=/__demo/state', { credentials: 'same-origin' });
  });

  it('POSTs the user meta with X-WP-Nonce to data-rest-url, then hides the banner', async () => {
    const { host, box, link } = await mount(banner(`data-rest-url="${USER_URL}" data-nonce="${nonce}"`));
    const spy = countPosts();
    const events: string[] = [];
    host.addEventListener('shop-coming-soon-dismissed', (event) => events.push(event.detail.restUrl));
    try {
      link.click();
      await waitFor(() => box.hidden && box.style.display === 'none', { message: 'banner not hidden' });
    } finally {
      spy.restore();
    }
    expect(spy.posts).to.equal(1);
    expect(spy.bodies[0]).to.deep.equal({ woocommerce_meta: { coming_soon_banner_dismissed: 'yes' } });
    expect(spy.headers[0]!['X-WP-Nonce']).to.equal(nonce);
    expect(events).to.deep.equal([USER_URL]);
    expect(await dismissedMeta()).to.equal('yes');
  });

  it('reads the url from href and the nonce from the page settings when the link has no data', async () => {
    const block = document.createElement('script');
    block.type = 'application/json';
    block.id = 'storefront-settings';
    block.textContent = JSON.stringify({ rest_nonce: nonce });
    document.head.append(block);
    const { reloadPageSettings } = await import('../../src/stores/settings.ts');
    reloadPageSettings();
    try {
      const html = banner('').replace('href="#"', `href="${USER_URL}"`);
      const { box, link } = await mount(html);
      link.click();
      await waitFor(() => box.hidden);
      expect(await dismissedMeta()).to.equal('yes');
    } finally {
      block.remove();
      reloadPageSettings();
    }
  });

  it('while pending: the link is disabled, the banner blocked, and a second activation sends nothing', async () => {
    setFault('latency-800@rest');
    const { box, link } = await mount(banner(`data-rest-url="${USER_URL}" data-nonce="${nonce}"`));
    const spy = countPosts();
    try {
      link.click();
      await waitFor(() => link.getAttribute('aria-disabled') === 'true');
      expect(box.querySelector('.blockUI.blockOverlay')).to.not.equal(null);
      link.click();
      link.dispatchEvent(new KeyboardEvent('keydown', { key: ' ', bubbles: true, cancelable: true }));
      await waitFor(() => box.hidden, { message: 'banner not hidden after the slow answer' });
      expect(spy.posts).to.equal(1);
      expect(box.querySelector('.blockUI.blockOverlay')).to.equal(null);
    } finally {
      spy.restore();
    }
  });

  it('Space on the link dismisses', async () => {
    const { box, link } = await mount(banner(`data-rest-url="${USER_URL}" data-nonce="${nonce}"`));
    const event = new KeyboardEvent('keydown', { key: ' ', bubbles: true, cancelable: true });
    link.dispatchEvent(event);
    expect(event.defaultPrevented).to.equal(true);
    await waitFor(() => box.hidden);
  });

  it('after a keyboard dismissal the focus moves to the next control instead of falling to the body', async () => {
    const html = banner(`data-rest-url="${USER_URL}" data-nonce="${nonce}"`)
      + '<a href="#next" id="after-banner">Next</a>';
    const { box, link } = await mount(html);
    link.focus();
    link.dispatchEvent(new KeyboardEvent('keydown', { key: ' ', bubbles: true, cancelable: true }));
    await waitFor(() => box.hidden);
    expect(document.activeElement?.id).to.equal('after-banner');
  });

  it('a failed dismissal keeps the focus on the link so the shopper can retry', async () => {
    setFault('500@rest');
    const { box, link } = await mount(banner(`data-rest-url="${USER_URL}" data-nonce="${nonce}"`));
    link.focus();
    link.click();
    await waitFor(() => box.querySelector('[role="alert"]'));
    expect(document.activeElement).to.equal(link);
  });

  for (const fault of ['500@rest', 'malformed@rest', 'shape@rest', 'empty@rest', 'drop@rest']) {
    it(`failure (${fault}): the banner stays, a role=alert message says so, the link works again`, async () => {
      setFault(fault);
      const { box, link } = await mount(banner(`data-rest-url="${USER_URL}" data-nonce="${nonce}"`));
      link.click();
      const alert = await waitFor(() => box.querySelector<HTMLElement>('[role="alert"]'), { timeout: 15_000 });
      expect(alert.textContent).to.match(/could not be dismissed/i);
      expect(box.hidden).to.equal(false);
      expect(link.hasAttribute('aria-disabled')).to.equal(false);
      expect(box.querySelector('.blockUI.blockOverlay')).to.equal(null);
      clearFault();
      link.click();
      await waitFor(() => box.hidden, { message: 'retry did not dismiss' });
      expect(box.querySelector('[role="alert"]')).to.equal(null);
    });
  }

  it('a bad nonce (403) keeps the banner and shows the store message', async () => {
    const { box, link } = await mount(banner(`data-rest-url="${USER_URL}" data-nonce="bad-nonce"`));
    link.click();
    const alert = await waitFor(() => box.querySelector<HTMLElement>('[role="alert"]'));
    expect(alert.textContent).to.contain('Cookie check failed');
    expect(box.hidden).to.equal(false);
    expect(await dismissedMeta()).to.equal('no');
  });

  it('never sends the nonce to another origin: no request, the banner stays and says so', async () => {
    for (const elsewhere of [`https://elsewhere.example${USER_URL}`, `//elsewhere.example${USER_URL}`]) {
      const counter = countPosts();
      const errors = captureConsoleErrors();
      try {
        const { box, link } = await mount(banner(`data-rest-url="${elsewhere}" data-nonce="${nonce}"`));
        link.click();
        const alert = await waitFor(() => box.querySelector<HTMLElement>('[role="alert"]'));
        expect(alert.textContent).to.not.equal('');
        expect(counter.posts).to.equal(0);
        expect(box.hidden).to.equal(false);
        expect(await dismissedMeta()).to.equal('no');
        expect(errors.messages.some((m) => m.includes('<shop-coming-soon-banner> the dismiss link\'s data-rest-url') && m.includes(elsewhere))).to.equal(true);
      } finally {
        errors.restore();
        counter.restore();
        cleanup();
      }
    }
  });

  it('the error-text attribute sets the first sentence of the message', async () => {
    setFault('500@rest');
    const { box, link } = await mount(banner(`data-rest-url="${USER_URL}" data-nonce="${nonce}"`, 'error-text="Nope."'));
    link.click();
    const alert = await waitFor(() => box.querySelector<HTMLElement>('[role="alert"]'));
    expect(alert.textContent!.startsWith('Nope.')).to.equal(true);
  });
});

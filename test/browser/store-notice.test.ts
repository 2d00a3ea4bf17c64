import { expect } from 'chai';
import '../../src/elements/store-notice.element.ts';
import { getCookie, removeCookie } from '../../src/services/cookies.ts';
import { cleanup, fixture } from '../helpers/fixture.ts';
import { waitFor } from '../helpers/wait.ts';

const NOTICE = (id: string, link = true) =>
  `<p class="woocommerce-store-notice demo_store" data-notice-id="${id}">Free shipping this week!`
  + (link ? ' <a role="button" href="#" class="woocommerce-store-notice__dismiss-link">Dismiss</a>' : '')
  + '</p>';

const usedIds = new Set<string>();
let counter = 0;
function freshId(): string {
  const id = `t${Date.now().toString(36)}${++counter}`;
  usedIds.add(id);
  return id;
}

async function mount(html: string): Promise<HTMLElement> {
  const host = fixture(html);
  await waitFor(() => host.hasAttribute('data-shop-ready'), { message: 'shop-store-notice not ready' });
  return host;
}

describe('<shop-store-notice>', () => {
  afterEach(() => {
    cleanup();
    for (const id of usedIds) removeCookie(`store_notice${id}`);
    usedIds.clear();
  });

  it('adopts the server link: a click sets store_notice{id}=hidden on / and hides the notice', async () => {
    const id = freshId();
    const host = await mount(`<shop-store-notice>${NOTICE(id)}</shop-store-notice>`);
    const notice = host.querySelector<HTMLElement>('.woocommerce-store-notice')!;
    const link = host.querySelector<HTMLAnchorElement>('.woocommerce-store-notice__dismiss-link')!;
    const events: string[] = [];
    host.addEventListener('shop-store-notice-dismissed', (event) => events.push(event.detail.noticeId));
    link.click();
    await waitFor(() => notice.hidden && notice.style.display === 'none');
    expect(getCookie(`store_notice${id}`)).to.equal('hidden');
    expect(document.cookie).to.contain(`store_notice${id}=hidden`);
    expect(events).to.deep.equal([id]);
    expect(host.hidden).to.equal(true);
  });

  it('stays hidden while the cookie exists (a reload)', async () => {
    const id = freshId();
    document.cookie = `store_notice${id}=hidden; path=/`;
    const host = fixture(`<shop-store-notice>${NOTICE(id)}</shop-store-notice>`);
    const notice = host.querySelector<HTMLElement>('.woocommerce-store-notice')!;
    await waitFor(() => notice.hidden && notice.style.display === 'none');
  });

  it('a new notice id shows again', async () => {
    const old = freshId();
    document.cookie = `store_notice${old}=hidden; path=/`;
    const id = freshId();
    const host = await mount(`<shop-store-notice notice-id="${id}">${NOTICE(old)}</shop-store-notice>`);
    const notice = host.querySelector<HTMLElement>('.woocommerce-store-notice')!;
    expect(notice.hidden).to.equal(false);
    expect(getComputedStyle(notice).display).not.to.equal('none');
  });

  it('shows a notice that theme CSS hides until a script shows it', async () => {
    const style = document.createElement('style');
    style.textContent = '.hidden-by-theme .woocommerce-store-notice { display: none; }';
    document.head.append(style);
    try {
      const id = freshId();
      const host = await mount(`<shop-store-notice class="hidden-by-theme">${NOTICE(id)}</shop-store-notice>`);
      await waitFor(() => getComputedStyle(host.querySelector('.woocommerce-store-notice')!).display !== 'none');
    } finally {
      style.remove();
    }
  });

  it('Space and Enter on the link dismiss (keyboard)', async () => {
    for (const key of [' ', 'Enter']) {
      const id = freshId();
      const host = await mount(`<shop-store-notice>${NOTICE(id)}</shop-store-notice>`);
      const link = host.querySelector<HTMLAnchorElement>('.woocommerce-store-notice__dismiss-link')!;
      const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true });
      link.dispatchEvent(event);
      // A link turns Enter into a click by itself; a synthetic keydown does not, so click as the browser would.
      if (key === 'Enter' && !event.defaultPrevented) link.click();
      await waitFor(() => getCookie(`store_notice${id}`) === 'hidden', { message: `key ${JSON.stringify(key)}` });
      if (key === ' ') expect(event.defaultPrevented, 'Space must not scroll the page').to.equal(true);
      cleanup();
    }
  });

  it('dismissing by keyboard moves the focus to the next control, not back to the top of the page', async () => {
    const id = freshId();
    const host = await mount(
      `<shop-store-notice>${NOTICE(id)}</shop-store-notice><p hidden><a href="#skipped">hidden</a></p><a href="#next" id="after-notice">Next</a>`,
    );
    const link = host.querySelector<HTMLAnchorElement>('.woocommerce-store-notice__dismiss-link')!;
    link.focus();
    link.dispatchEvent(new KeyboardEvent('keydown', { key: ' ', bubbles: true, cancelable: true }));
    await waitFor(() => host.hidden);
    expect(document.activeElement?.id).to.equal('after-notice');
  });

  it('with nothing focusable after it, the focus goes to the control before it', async () => {
    const before = fixture('<button type="button" id="before-notice">Before</button>');
    const id = freshId();
    const host = await mount(`<shop-store-notice>${NOTICE(id)}</shop-store-notice>`);
    const link = host.querySelector<HTMLAnchorElement>('.woocommerce-store-notice__dismiss-link')!;
    link.focus();
    link.click();
    await waitFor(() => host.hidden);
    expect(document.activeElement).to.equal(before);
  });

  it('adds its own dismiss link inside the notice when the markup has none, and keeps exactly one', async () => {
    const id = freshId();
    const host = await mount(`<shop-store-notice dismiss-text="Close">${NOTICE(id, false)}</shop-store-notice>`);
    const notice = host.querySelector<HTMLElement>('.woocommerce-store-notice')!;
    const link = await waitFor(() => notice.querySelector<HTMLAnchorElement>('.woocommerce-store-notice__dismiss-link'));
    expect(link.textContent).to.equal('Close');
    expect(link.getAttribute('role')).to.equal('button');
    // A re-render (attribute change) must not drop or duplicate the link.
    host.setAttribute('dismiss-text', 'Hide');
    await waitFor(() => notice.querySelector('.woocommerce-store-notice__dismiss-link')?.textContent === 'Hide');
    expect(host.querySelectorAll('.woocommerce-store-notice__dismiss-link')).to.have.length(1);
    notice.querySelector<HTMLAnchorElement>('.woocommerce-store-notice__dismiss-link')!.click();
    await waitFor(() => notice.hidden);
    expect(getCookie(`store_notice${id}`)).to.equal('hidden');
  });

  it('works on a bare element (no platform markup)', async () => {
    const id = freshId();
    const host = await mount(`<shop-store-notice notice-id="${id}">Sale today</shop-store-notice>`);
    const link = await waitFor(() => host.querySelector<HTMLAnchorElement>('.woocommerce-store-notice__dismiss-link'));
    expect(link.textContent).to.equal('Dismiss');
    link.click();
    await waitFor(() => host.hidden);
    expect(getCookie(`store_notice${id}`)).to.equal('hidden');
  });
});

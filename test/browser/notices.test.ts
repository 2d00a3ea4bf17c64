import { expect } from 'chai';
import '../../src/elements/notices.element.ts';
import { liveRegionText } from '../../src/dom/announce.ts';
import { cleanup, fixture } from '../helpers/fixture.ts';
import { nextFrame, waitFor } from '../helpers/wait.ts';

const SPACER = '<div class="spacer" style="height: 3000px"></div>';

async function mount(inner: string, attrs = ''): Promise<{ host: HTMLElement; wrapper: HTMLElement }> {
  const page = fixture(`<div>${SPACER}<shop-notices ${attrs}><div class="woocommerce-notices-wrapper">${inner}</div></shop-notices>${SPACER}</div>`);
  const host = page.querySelector<HTMLElement>('shop-notices')!;
  await waitFor(() => host.hasAttribute('data-shop-ready'), { message: 'shop-notices not ready' });
  return { host, wrapper: host.querySelector<HTMLElement>('.woocommerce-notices-wrapper')! };
}

/** Where the window must end up: the notice 100 px below the top. */
function expectedTop(notice: HTMLElement): number {
  return Math.round(notice.getBoundingClientRect().top + window.scrollY - 100);
}

describe('<shop-notices>', function () {
  this.timeout(15_000);

  beforeEach(() => window.scrollTo({ top: 0, behavior: 'instant' as ScrollBehavior }));
  afterEach(() => {
    cleanup();
    window.scrollTo({ top: 0, behavior: 'instant' as ScrollBehavior });
  });

  it('focuses the first notice with role alert (tabindex -1 added) and scrolls to 100 px above it', async () => {
    const { wrapper } = await mount(
      '<div class="woocommerce-info">Just information</div>'
      + '<ul class="woocommerce-error" role="alert"><li>Please enter a valid e-mail address.</li></ul>'
      + '<div class="woocommerce-message" role="alert">Second alert</div>',
    );
    const error = wrapper.querySelector<HTMLElement>('.woocommerce-error')!;
    await waitFor(() => document.activeElement === error, { timeout: 5000, message: 'alert not focused' });
    expect(error.getAttribute('tabindex')).to.equal('-1');
    // The error list keeps its list semantics (items are not orphaned) and is still announced.
    expect(error.hasAttribute('role')).to.equal(false);
    expect(error.getAttribute('aria-live')).to.equal('assertive');
    const info = wrapper.querySelector<HTMLElement>('.woocommerce-info')!;
    await waitFor(() => Math.abs(window.scrollY - expectedTop(info)) <= 2, { timeout: 5000, message: 'not scrolled to the notices' });
  });

  it('keeps a tabindex the notice already has', async () => {
    const { wrapper } = await mount('<div class="woocommerce-message" role="alert" tabindex="0">Added to cart</div>');
    const message = wrapper.querySelector<HTMLElement>('.woocommerce-message')!;
    await waitFor(() => document.activeElement === message, { timeout: 5000 });
    expect(message.getAttribute('tabindex')).to.equal('0');
  });

  it('reacts to notices inserted later', async () => {
    const { host, wrapper } = await mount('');
    const shown: number[] = [];
    host.addEventListener('shop-notices-shown', (event) => shown.push(event.detail.notices.length));
    wrapper.insertAdjacentHTML('beforeend', '<div class="woocommerce-message" role="alert">Your cart was updated.</div>');
    const message = wrapper.querySelector<HTMLElement>('.woocommerce-message')!;
    await waitFor(() => document.activeElement === message, { timeout: 5000, message: 'inserted notice not focused' });
    await waitFor(() => Math.abs(window.scrollY - expectedTop(message)) <= 2, { timeout: 5000 });
    expect(shown).to.deep.equal([1]);
  });

  it('scrolls to notices without role alert but does not focus them', async () => {
    const { host, wrapper } = await mount('');
    const events: Array<HTMLElement | null> = [];
    host.addEventListener('shop-notices-shown', (event) => events.push(event.detail.focused));
    wrapper.insertAdjacentHTML('beforeend', '<div class="woocommerce-info">No products were found.</div>');
    const info = wrapper.querySelector<HTMLElement>('.woocommerce-info')!;
    await waitFor(() => Math.abs(window.scrollY - expectedTop(info)) <= 2, { timeout: 5000 });
    expect(events).to.deep.equal([null]);
    expect(info.hasAttribute('tabindex')).to.equal(false);
    await waitFor(() => liveRegionText() === 'No products were found.', { message: 'inserted info not announced' });
  });

  it('focus="false" and scroll="false" turn the behaviours off', async () => {
    const { host, wrapper } = await mount('', 'focus="false" scroll="false"');
    const events: Array<HTMLElement | null> = [];
    host.addEventListener('shop-notices-shown', (event) => events.push(event.detail.focused));
    wrapper.insertAdjacentHTML('beforeend', '<div class="woocommerce-error" role="alert">Oops</div>');
    await waitFor(() => events.length === 1);
    expect(events).to.deep.equal([null]);
    expect(window.scrollY).to.equal(0);
    expect(wrapper.querySelector('.woocommerce-error')!.hasAttribute('tabindex')).to.equal(false);
  });

  it('an empty notices area does nothing', async () => {
    const { host } = await mount('');
    let shown = 0;
    host.addEventListener('shop-notices-shown', () => shown++);
    host.querySelector('.woocommerce-notices-wrapper')!.append(document.createElement('span'));
    // A later notice proves the observer is running and the span did not count.
    host.querySelector('.woocommerce-notices-wrapper')!.insertAdjacentHTML('beforeend', '<div class="woocommerce-info">x</div>');
    await waitFor(() => shown === 1);
    await nextFrame();
    expect(shown).to.equal(1);
  });

  it('stops watching when removed from the page', async () => {
    const { host, wrapper } = await mount('');
    let shown = 0;
    host.addEventListener('shop-notices-shown', () => shown++);
    host.remove();
    await nextFrame();
    wrapper.insertAdjacentHTML('beforeend', '<div class="woocommerce-message" role="alert">late</div>');
    // Mutation records are delivered before the next frame: none reached a listener.
    await nextFrame();
    expect(shown).to.equal(0);
    expect(host.hasAttribute('data-shop-ready')).to.equal(false);
  });
});

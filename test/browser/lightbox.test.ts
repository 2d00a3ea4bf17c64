import { expect } from 'chai';
import { sendKeys } from '@web/test-runner-commands';
import '../../src/elements/lightbox.element.ts';
import { cleanup, fixture } from '../helpers/fixture.ts';
import { captureConsoleErrors } from '../helpers/console.ts';
import { nextFrame, waitFor } from '../helpers/wait.ts';

const img = (id: number | string) => `/demo-assets/img/${id}.svg`;

const MARKUP = `
<shop-lightbox>
  <div class="gallery">
    <a class="l1" href="${img(1)}" data-size="800x800" title="Hoodie"><img src="${img(1)}" width="60" height="60" alt="Hoodie"></a>
    <a class="l2" href="${img(2)}" data-size="800x800"><img src="${img(2)}" width="60" height="60" alt="T-shirt"></a>
    <a class="l3" href="${img(3)}"><img src="${img(3)}" width="60" height="60" alt="Cap"></a>
    <a class="l4" href="${img(1)}">the hoodie again</a>
  </div>
  <div data-gallery="more" aria-label="More pictures">
    <a class="broken" href="${img(999999)}" data-size="800x600">A picture that is gone</a>
    <a class="poster" href="${img(4)}" data-width="800" data-height="800" data-caption="<b>Poster</b> & co">Poster</a>
  </div>
  <p><a class="plain" href="/product/hoodie/">The hoodie's page</a></p>
</shop-lightbox>`;

const root = () => document.querySelector<HTMLElement>('.pswp');
const live = () => root()?.querySelector('.pswp__live')?.textContent ?? '';
const currentImage = () => root()?.querySelector<HTMLImageElement>('.pswp__item[aria-hidden="false"] img.pswp__img:not(.pswp__img--placeholder)');
const absolute = (url: string) => new URL(url, location.href).href;
const link = (selector: string) => document.querySelector<HTMLAnchorElement>(selector)!;
const hasPlace = () => /[#&]gid=/.test(location.hash);

async function mount(markup = MARKUP, attrs = ''): Promise<HTMLElement> {
  const host = fixture(attrs ? markup.replace('<shop-lightbox>', `<shop-lightbox ${attrs}>`) : markup);
  await waitFor(() => host.hasAttribute('data-shop-ready'), { message: 'shop-lightbox not ready' });
  return host;
}

async function openAt(selector: string): Promise<HTMLElement> {
  link(selector).click();
  return opened();
}

/** The dialog once its opening ended: from then on PhotoSwipe listens to the keys. */
function opened(): Promise<HTMLElement> {
  return waitFor(() => (root()?.hasAttribute('data-opened') ? root() : null), { message: 'the gallery did not open' });
}

function address(hash: string): void {
  history.replaceState(null, '', location.pathname + location.search + hash);
}

describe('<shop-lightbox>', () => {
  afterEach(async () => {
    cleanup();
    await waitFor(() => !root(), { message: 'the gallery stayed open after the element left' });
    await waitFor(() => !hasPlace(), { message: 'the address kept the gallery place' });
  });

  it('opens the clicked picture in a labelled modal dialog and announces n of m', async () => {
    await mount();
    const dialog = await openAt('.l2');
    expect(dialog.getAttribute('role')).to.equal('dialog');
    expect(dialog.getAttribute('aria-modal')).to.equal('true');
    expect(dialog.getAttribute('aria-label')).to.equal('Image gallery');
    // The duplicate of the first picture is dropped: three pictures.
    await waitFor(() => live() === '2 of 3', { message: `announced ${live()}` });
    expect(dialog.querySelector('.pswp__live')!.getAttribute('aria-live')).to.equal('polite');
    await waitFor(() => currentImage()?.src === absolute(img(2)), { message: 'not the clicked picture' });
    expect(dialog.contains(document.activeElement)).to.equal(true);
    const labels = [...dialog.querySelectorAll('button')].map((b) => b.getAttribute('aria-label'));
    expect(labels).to.include.members(['Close', 'Previous image', 'Next image', 'Zoom', 'Share']);
  });

  it('moves with the arrow keys, closes with Escape and gives focus back to the link', async () => {
    await mount();
    await openAt('.l1');
    await waitFor(() => live() === '1 of 3');
    await sendKeys({ press: 'ArrowRight' });
    await waitFor(() => live() === '2 of 3', { message: `ArrowRight: ${live()}` });
    await sendKeys({ press: 'ArrowRight' });
    await waitFor(() => live() === '3 of 3' && currentImage()?.src === absolute(img(3)));
    await sendKeys({ press: 'ArrowLeft' });
    await waitFor(() => live() === '2 of 3', { message: `ArrowLeft: ${live()}` });
    await sendKeys({ press: 'Escape' });
    await waitFor(() => !root(), { message: 'Escape did not close' });
    await waitFor(() => document.activeElement === link('.l1'), { message: 'focus did not return to the link' });
  });

  it('keeps Tab and Shift+Tab inside the dialog', async () => {
    await mount();
    const dialog = await openAt('.l1');
    const seen = new Set<Element>();
    for (let i = 0; i < 8; i += 1) {
      await sendKeys({ press: 'Tab' });
      expect(dialog.contains(document.activeElement), `Tab ${i + 1} left the dialog`).to.equal(true);
      seen.add(document.activeElement!);
    }
    await sendKeys({ down: 'Shift' });
    try {
      for (let i = 0; i < 8; i += 1) {
        await sendKeys({ press: 'Tab' });
        expect(dialog.contains(document.activeElement), `Shift+Tab ${i + 1} left the dialog`).to.equal(true);
      }
    } finally {
      await sendKeys({ up: 'Shift' });
    }
    expect(seen.size).to.be.greaterThan(2);
  });

  it('a click with a modifier key keeps the link; other links stay plain', async () => {
    const host = await mount();
    const outcomes: boolean[] = [];
    const record = (event: Event) => {
      outcomes.push(event.defaultPrevented);
      event.preventDefault(); // the test page stays
    };
    window.addEventListener('click', record);
    try {
      link('.l1').dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true }));
      link('.l1').dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, shiftKey: true }));
      link('.plain').dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    } finally {
      window.removeEventListener('click', record);
    }
    expect(outcomes).to.deep.equal([false, false, false]);
    expect(root()).to.equal(null);
    expect(host.isConnected).to.equal(true);
  });

  it('records gid and pid in the hash: one history entry for the whole visit, Back closes', async () => {
    await mount();
    address('#top');
    await openAt('.l2');
    await waitFor(() => location.hash === '#top&gid=1&pid=2', { message: `hash ${location.hash}` });
    // The gallery's entry is the last one: any entry added by a slide change would lengthen the list.
    const entries = history.length;
    await sendKeys({ press: 'ArrowRight' });
    await waitFor(() => location.hash === '#top&gid=1&pid=3', { message: `hash ${location.hash}` });
    await sendKeys({ press: 'ArrowRight' });
    await waitFor(() => location.hash === '#top&gid=1&pid=1', { message: `hash ${location.hash}` });
    expect(history.length, 'moving between pictures added entries').to.equal(entries);
    // One step back leaves the gallery (a pile of entries would only go back a picture).
    history.back();
    await waitFor(() => !root(), { message: 'Back did not close the gallery' });
    expect(location.hash).to.equal('#top');
    await waitFor(() => document.activeElement === link('.l2'), { message: 'focus did not return after Back' });
    address('');
  });

  it('closing with Escape leaves the gallery entry, so the address is as before', async () => {
    await mount();
    await openAt('.l1');
    await waitFor(() => location.hash === '#&gid=1&pid=1');
    await sendKeys({ press: 'Escape' });
    await waitFor(() => !root() && location.hash === '', { message: `hash ${location.hash}` });
  });

  it('opens the picture a shared link names, and the first one for a pid out of range', async () => {
    address('#&gid=more&pid=2');
    const host = await mount();
    const dialog = await opened();
    await waitFor(() => live() === '2 of 2');
    expect(dialog.getAttribute('aria-label')).to.equal('More pictures');
    const caption = dialog.querySelector('.pswp__caption')!;
    expect(caption.textContent).to.equal('<b>Poster</b> & co');
    expect(caption.querySelector('b')).to.equal(null);
    await waitFor(() => currentImage()?.src === absolute(img(4)), { message: 'not the shared picture' });
    host.remove();
    await waitFor(() => !root() && !hasPlace(), { message: 'closing did not clear the shared place' });

    address('#&gid=1&pid=9');
    await mount();
    await waitFor(() => live() === '1 of 3', { message: `out of range: ${live()}` });
    await waitFor(() => location.hash === '#&gid=1&pid=1', { message: `hash ${location.hash}` });
  });

  it('ignores a hash that names no gallery of the page', async () => {
    // The gallery's code loaded here, not by earlier tests: an open would have begun within two frames.
    await import('../../src/controllers/lightbox/open/gallery.ts');
    address('#&gid=nope&pid=1');
    await mount();
    await nextFrame();
    await nextFrame();
    // A boolean: chai's failure report of a live gallery element disconnects the test browser.
    expect(root() === null, 'the address opened a gallery').to.equal(true);
    // Nor is one on its way: it would take the click's place, and the clicked picture would not show.
    await openAt('.l2');
    await waitFor(() => live() === '2 of 3', { message: `the click opened at ${live()}` });
    cleanup();
    await waitFor(() => !root() && location.hash === '#&gid=nope&pid=1', { message: `hash ${location.hash}` });
    address('');
  });

  it('shows the failed-image message with a link to the image', async () => {
    await mount();
    await openAt('.broken');
    const message = await waitFor(() => root()?.querySelector('.pswp__item[aria-hidden="false"] .pswp__error-msg'), { message: 'no error message' });
    expect(message.textContent).to.contain('The image could not be loaded.');
    const a = message.querySelector('a')!;
    expect(a.getAttribute('href')).to.equal(new URL(img(999999), location.href).href);
    expect(a.rel).to.equal('noopener noreferrer');
  });

  it('measures a picture the links give no size for', async () => {
    await mount();
    await openAt('.l3');
    // Until measured it has the window's shape; the image is square.
    await waitFor(() => {
      const box = currentImage()?.getBoundingClientRect();
      return box && box.width > 50 && Math.abs(box.width - box.height) < 2;
    }, { message: 'the picture kept the placeholder size' });
  });

  it('shares the picture: three networks and a download, built from the image and the page', async () => {
    await mount();
    const dialog = await openAt('.l2');
    await waitFor(() => location.hash.includes('pid=2'));
    const button = dialog.querySelector<HTMLButtonElement>('.pswp__button--share')!;
    expect(button.getAttribute('aria-expanded')).to.equal('false');
    button.click();
    expect(button.getAttribute('aria-expanded')).to.equal('true');
    const links = [...dialog.querySelectorAll<HTMLAnchorElement>('.pswp__share-menu a')];
    expect(links.map((a) => a.textContent)).to.deep.equal(['Share on Facebook', 'Post on X (Twitter)', 'Pin it on Pinterest', 'Download image']);
    const image = new URL(img(2), location.href).href;
    expect(new URL(links[0]!.href).searchParams.get('u')).to.equal(location.href);
    expect(new URL(links[1]!.href).searchParams.get('url')).to.equal(location.href);
    expect(new URL(links[2]!.href).searchParams.get('media')).to.equal(image);
    for (const a of links.slice(0, 3)) {
      expect(a.target).to.equal('_blank');
      expect(a.rel).to.equal('noopener noreferrer');
    }
    expect(links[3]!.href).to.equal(image);
    expect(links[3]!.hasAttribute('download')).to.equal(true);
    // Escape closes the menu first, then the gallery.
    await sendKeys({ press: 'Escape' });
    await waitFor(() => button.getAttribute('aria-expanded') === 'false');
    expect(root()).not.to.equal(null);
    expect(document.activeElement).to.equal(button);
    await sendKeys({ press: 'Escape' });
    await waitFor(() => !root(), { message: 'the second Escape did not close' });
  });

  it('share="false" leaves the menu out; theme="white" gives the white theme', async () => {
    await mount(MARKUP, 'share="false" theme="white"');
    const dialog = await openAt('.l1');
    expect(dialog.querySelector('.pswp__button--share')).to.equal(null);
    expect(dialog.classList.contains('shop-lightbox-white')).to.equal(true);
  });

  it('is black by default and animates unless the shopper asks for reduced motion', async () => {
    await mount();
    let dialog = await openAt('.l1');
    expect(dialog.classList.contains('shop-lightbox-black')).to.equal(true);
    expect(dialog.dataset.motion).to.equal('zoom');
    await sendKeys({ press: 'Escape' });
    await waitFor(() => !root() && !hasPlace());
    // The shopper's preference as the page reads it (Firefox's runner cannot emulate media features).
    const matchMedia = window.matchMedia;
    window.matchMedia = (query: string) => {
      const list = matchMedia.call(window, query);
      return /prefers-reduced-motion/.test(query) ? Object.create(list, { matches: { value: true } }) : list;
    };
    try {
      dialog = await openAt('.l1');
      expect(dialog.dataset.motion).to.equal('none');
    } finally {
      window.matchMedia = matchMedia;
    }
  });

  it('says so in the console when it holds no image links', async () => {
    const errors = captureConsoleErrors();
    try {
      await mount('<shop-lightbox><p>No pictures here.</p><a href="/product/hoodie/">Hoodie</a></shop-lightbox>');
    } finally {
      errors.restore();
    }
    expect(errors.messages.some((m) => m.includes('<shop-lightbox> holds no links to images'))).to.equal(true);
  });
});

describe('openLightbox (the table\'s way in: no address, no share menu)', () => {
  afterEach(async () => {
    cleanup();
    await waitFor(() => !root(), { message: 'the gallery stayed open' });
  });

  it('opens without touching the address, names the dialog, leaves refused sources out and returns focus where asked', async () => {
    const { openLightbox } = await import('../../src/controllers/lightbox/open.ts');
    const before = location.href;
    const historyLength = history.length;
    const back = fixture<HTMLButtonElement>('<button type="button">Back here</button>');
    const errors = captureConsoleErrors();
    try {
      const handle = await openLightbox({
        items: [
          { src: img(1), w: 800, h: 800, title: 'First' },
          { src: 'javascript:alert(1)', w: 800, h: 800, title: 'Refused' },
          { src: img(2), w: 800, h: 800, title: 'Second' },
        ],
        history: false,
        returnFocus: back,
        label: 'Images of the hoodie',
      });
      const dialog = await opened();
      expect(dialog.getAttribute('aria-label')).to.equal('Images of the hoodie');
      await waitFor(() => /^1 of 2\b/.test(live()), { message: `announced "${live()}"` });
      expect(dialog.querySelector('.pswp__button--share')).to.equal(null);
      expect(location.href).to.equal(before);
      handle.close();
      await handle.closed;
      await waitFor(() => document.activeElement === back, { message: 'focus did not return to the given element' });
      expect(location.href).to.equal(before);
      expect(history.length).to.equal(historyLength);
    } finally {
      errors.restore();
    }
  });
});

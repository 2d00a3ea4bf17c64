// The product table's media (§2.7, §3.13, §4.15, §9.2) on the store's media page: the lightbox trigger,
// hover and row zoom, the offset zoom popup, and audio previews (one at a time across tables).
import { expect } from 'chai';
import { resetMouse, sendKeys, sendMouse, setViewport } from '@web/test-runner-commands';
import '../../src/elements/product-table.element.ts';
import { liveRegionMessages } from '../../src/dom/announce.ts';
import type { TableContext } from '../../src/controllers/product-table/context.ts';
import { galleryStart, lightboxItems, readItems } from '../../src/controllers/product-table/media/lightbox.ts';
import { placeOffsetZoom } from '../../src/controllers/product-table/media/zoom.ts';
import { captureConsoleErrors } from '../helpers/console.ts';
import { emptyStoreCart } from '../helpers/demo-store.ts';
import { mountTables, resetPage } from '../helpers/demo-tables.ts';
import { nextFrame, waitFor } from '../helpers/wait.ts';

const PAGE = '/demo/product-table/media/';
const LAPTOP = { width: 1280, height: 800 };

function table(hosts: HTMLElement[], id: number): HTMLElement {
  const host = hosts.find((h) => h.querySelector(`[data-wcpt-table-id="${id}"]`));
  if (!host) throw new Error(`table ${id} is not on the page`);
  return host;
}

function rowOf(host: HTMLElement, name: string): HTMLTableRowElement {
  const row = [...host.querySelectorAll<HTMLTableRowElement>('tr.wcpt-row')].find((r) => r.querySelector('.wcpt-title')?.textContent?.includes(name));
  if (!row) throw new Error(`no row ${name}`);
  return row;
}

function centre(element: Element): [number, number] {
  const rect = element.getBoundingClientRect();
  return [Math.round(rect.left + rect.width / 2), Math.round(rect.top + rect.height / 2)];
}

/** Moves the real mouse onto `element` (scrolled into view) and resolves once the element has seen the pointer. */
async function hover(element: HTMLElement): Promise<[number, number]> {
  element.scrollIntoView({ block: 'center' });
  // The scroll's own event comes a frame later, and a scroll ends an offset zoom popup.
  await nextFrame();
  await nextFrame();
  // A layout that changes with the window (the phone layout's new markup) may still move it: the centre
  // must be in the window and where it was a frame before.
  let last = '';
  const point = await waitFor(async () => {
    const [x, y] = centre(element);
    if (x < 0 || y < 0 || x >= innerWidth || y >= innerHeight) {
      element.scrollIntoView({ block: 'center' });
      last = '';
      await nextFrame();
      return null;
    }
    const at = `${x},${y}`;
    const still = at === last;
    last = at;
    if (!still) await nextFrame();
    return still ? ([x, y] as [number, number]) : null;
  }, { message: 'the element never stood still in the window' });
  let entered = false;
  element.addEventListener('pointerenter', () => (entered = true), { once: true });
  await sendMouse({ type: 'move', position: point });
  await waitFor(() => entered, { message: 'the pointer did not reach the element' });
  return point;
}

async function pressOn(element: HTMLElement, key: string): Promise<void> {
  element.focus();
  await sendKeys({ press: key });
}

const fakeCtx = { prefix: 'wcpt', tableId: '160' } as unknown as TableContext;

describe('shop-product-table media', function () {
  this.timeout(30_000);
  let hosts: HTMLElement[];

  beforeEach(async () => {
    resetPage('/');
    await setViewport(LAPTOP);
    await resetMouse();
    await emptyStoreCart();
    hosts = await mountTables(PAGE);
  });

  afterEach(async () => {
    for (const audio of document.querySelectorAll('audio')) audio.pause();
    await resetMouse();
    await setViewport(LAPTOP);
  });

  describe('lightbox trigger', () => {
    it('makes the image wrapper a focusable button named after the product', async () => {
      const wrapper = await waitFor(() => rowOf(table(hosts, 160), 'Brass camp lamp').querySelector<HTMLElement>('.wcpt-lightbox-enabled[role="button"]'));
      expect(wrapper.tabIndex).to.equal(0);
      expect(wrapper.getAttribute('aria-label')).to.equal('View larger images of Brass camp lamp');
    });

    it('opens on the gallery of {src, w, h, title} with the product image first', async () => {
      const wrapper = rowOf(table(hosts, 160), 'Brass camp lamp').querySelector<HTMLElement>('.wcpt-lightbox-enabled')!;
      const { items, index } = lightboxItems(wrapper, fakeCtx);
      expect(index).to.equal(0);
      expect(items.map((i) => i.src)).to.deep.equal(['/demo-assets/img/25.svg', '/demo-assets/img/25-1.svg', '/demo-assets/img/25-2.svg', '/demo-assets/img/25-3.svg']);
      expect(items[1]).to.deep.include({ w: 800, h: 800, title: 'Brass camp lamp: side view' });
    });

    it('follows the chosen variation: the wrapper takes its full image and the gallery opens on it', async () => {
      const row = rowOf(table(hosts, 160), 'Linen shirt');
      const wrapper = row.querySelector<HTMLElement>('.wcpt-lightbox-enabled')!;
      const select = row.querySelector<HTMLSelectElement>('select.wcpt-select-variation-dropdown')!;
      select.value = '141';
      select.dispatchEvent(new Event('change', { bubbles: true }));
      await waitFor(() => wrapper.getAttribute('data-wcpt-lightbox') === '/demo-assets/img/141.svg', { message: 'the lightbox source did not follow the variation' });
      expect(wrapper.getAttribute('data-wcpt-lightbox--original')).to.equal('/demo-assets/img/40.svg');
      const { items, index } = lightboxItems(wrapper, fakeCtx);
      expect(items[index]!.src).to.equal('/demo-assets/img/141.svg');
      expect(items[0]!.src).to.equal('/demo-assets/img/40.svg');
      select.value = '';
      select.dispatchEvent(new Event('change', { bubbles: true }));
      await waitFor(() => wrapper.getAttribute('data-wcpt-lightbox') === '/demo-assets/img/40.svg', { message: 'the lightbox source did not return' });
      expect(lightboxItems(wrapper, fakeCtx).index).to.equal(0);
    });

    it('makes the gallery strip’s images buttons that open the gallery at their own place', async () => {
      const row = rowOf(table(hosts, 160), 'Brass camp lamp');
      const gallery = row.querySelector<HTMLElement>('.wcpt-gallery')!;
      const images = [...gallery.querySelectorAll<HTMLImageElement>('img.wcpt-gallery__item')];
      await waitFor(() => images[1]!.getAttribute('role') === 'button');
      expect(images[1]!.tabIndex).to.equal(0);
      expect(images[1]!.getAttribute('aria-label')).to.equal('View image 2 of Brass camp lamp');
      // The strip leaves out the product image, which the items start with.
      const items = readItems(gallery, fakeCtx);
      expect(items[galleryStart(images[1]!, 'wcpt')]!.src).to.equal('/demo-assets/img/25-2.svg');
      expect(galleryStart(gallery.querySelector('a.wcpt-gallery__more')!, 'wcpt')).to.equal(0);
      gallery.classList.add('wcpt-gallery--include-featured');
      expect(galleryStart(images[1]!, 'wcpt')).to.equal(1);
    });

    it('tells the console about items that are not a JSON list and shows the single image', async () => {
      const wrapper = rowOf(table(hosts, 160), 'Brass camp lamp').querySelector<HTMLElement>('.wcpt-lightbox-enabled')!;
      wrapper.setAttribute('data-wcpt-photoswipe-items', '{broken');
      const errors = captureConsoleErrors();
      try {
        const { items } = lightboxItems(wrapper, fakeCtx);
        expect(items.map((i) => i.src)).to.deep.equal(['/demo-assets/img/25.svg']);
      } finally {
        errors.restore();
      }
      expect(errors.messages.join('\n')).to.contain('data-wcpt-photoswipe-items is not a JSON list');
    });
  });

  // These open the shared lightbox (src/controllers/lightbox/open.ts): its dialog is PhotoSwipe's `.pswp`.
  describe('lightbox dialog', () => {
    afterEach(async () => {
      if (document.querySelector('.pswp')) await sendKeys({ press: 'Escape' });
      await waitFor(() => !document.querySelector('.pswp'), { message: 'the lightbox did not close' });
    });

    for (const key of ['Enter', ' ']) {
      it(`opens from the keyboard (${key === ' ' ? 'Space' : key}) on the product's image`, async () => {
        const wrapper = rowOf(table(hosts, 160), 'Brass camp lamp').querySelector<HTMLElement>('.wcpt-lightbox-enabled')!;
        await pressOn(wrapper, key);
        await waitFor(() => document.querySelector('.pswp img.pswp__img[src$="/demo-assets/img/25.svg"]'), { message: 'the lightbox did not open on the image' });
      });
    }

    it('opens a gallery strip image at its place', async () => {
      const image = rowOf(table(hosts, 160), 'Brass camp lamp').querySelector<HTMLElement>('img.wcpt-gallery__item[data-wcpt-gallery-item="1"]')!;
      await pressOn(image, 'Enter');
      await waitFor(() => document.querySelector('.pswp img.pswp__img[src$="/demo-assets/img/25-2.svg"]'), { message: 'the lightbox did not open on the strip image' });
    });

    it('opens on the chosen variation’s image', async () => {
      const row = rowOf(table(hosts, 160), 'Linen shirt');
      const select = row.querySelector<HTMLSelectElement>('select.wcpt-select-variation-dropdown')!;
      select.value = '141';
      select.dispatchEvent(new Event('change', { bubbles: true }));
      const wrapper = row.querySelector<HTMLElement>('.wcpt-lightbox-enabled')!;
      await waitFor(() => wrapper.getAttribute('data-wcpt-lightbox') === '/demo-assets/img/141.svg');
      wrapper.click();
      await waitFor(() => document.querySelector('.pswp img.pswp__img[src$="/demo-assets/img/141.svg"]'), { message: 'the lightbox did not open on the variation' });
    });
  });

  describe('zoom', () => {
    it('scales an image_hover image by its zoom level while the pointer is on it', async () => {
      const wrapper = table(hosts, 161).querySelector<HTMLElement>('.wcpt-zoom-enabled[data-wcpt-zoom-trigger="image_hover"]')!;
      await hover(wrapper);
      await waitFor(() => wrapper.style.transform === 'scale(2)', { message: 'the image did not zoom' });
      expect(wrapper.style.transformOrigin).to.match(/%/);
      await sendMouse({ type: 'move', position: [2, 2] });
      await waitFor(() => wrapper.style.transform === '', { message: 'the zoom did not end' });
    });

    it('zooms by 1.5 when the level is not a number, and says so', async () => {
      const errors = captureConsoleErrors();
      try {
        hosts = await (async () => {
          resetPage('/');
          return mountTables(PAGE, (markup) => markup.querySelector('[data-wcpt-zoom-trigger="image_hover"]')!.setAttribute('data-wcpt-zoom-level', 'big'));
        })();
        const wrapper = table(hosts, 161).querySelector<HTMLElement>('[data-wcpt-zoom-level="big"]')!;
        await hover(wrapper);
        await waitFor(() => wrapper.style.transform === 'scale(1.5)', { message: 'the default zoom was not used' });
      } finally {
        errors.restore();
      }
      expect(errors.messages.join('\n')).to.contain('data-wcpt-zoom-level="big" is not a scale');
    });

    it('zooms the row_hover images of the row under the pointer', async () => {
      const row = rowOf(table(hosts, 163), 'Oak bookends');
      const image = row.querySelector<HTMLElement>('[data-wcpt-zoom-trigger="row_hover"]')!;
      await hover(row.querySelector<HTMLElement>('.wcpt-title')!);
      await waitFor(() => image.style.transform === 'scale(1.25)', { message: 'the row image did not zoom' });
    });

    it('does not zoom on a phone', async () => {
      // The table takes its phone layout (new markup) for the narrow window, and back.
      const zoomable = async (device: string) => {
        const host = table(hosts, 161);
        await waitFor(() => host.querySelector(`.wcpt-table-scroll-wrapper-outer.wcpt-device-${device}`) && !host.querySelector('.wcpt-loading'), { message: `no ${device} layout` });
        return host.querySelector<HTMLElement>('.wcpt-zoom-enabled[data-wcpt-zoom-trigger="image_hover"]')!;
      };
      await setViewport({ width: 390, height: 800 });
      const onPhone = await zoomable('phone');
      await hover(onPhone);
      expect(onPhone.style.transform).to.equal('');
      // The same pointer path zooms once the window is a laptop's again.
      await sendMouse({ type: 'move', position: [1, 1] });
      await setViewport(LAPTOP);
      const onLaptop = await zoomable('laptop');
      await hover(onLaptop);
      await waitFor(() => onLaptop.style.transform === 'scale(2)', { message: 'the laptop did not zoom' });
    });
  });

  describe('offset zoom', () => {
    it('shows the large image 40 px right of the cursor, hidden from assistive technology, until the pointer leaves', async () => {
      const wrapper = rowOf(table(hosts, 161), 'Oak bookends').querySelector<HTMLElement>('.wcpt-product-image-wrapper--offset-zoom-enabled')!;
      const [x, y] = await hover(wrapper);
      const popup = await waitFor(() => document.querySelector<HTMLElement>('body > .wcpt-offset-zoom-container'), { message: 'no popup' });
      expect(popup.classList.contains('wcpt-161--offset-zoom-image')).to.equal(true);
      expect(popup.getAttribute('aria-hidden')).to.equal('true');
      expect(popup.querySelector('img')!.getAttribute('src')).to.equal('/demo-assets/img/26.svg');
      await waitFor(() => popup.querySelector('img')!.complete);
      const rect = popup.getBoundingClientRect();
      expect(Math.round(rect.left)).to.equal(x + 40);
      expect(rect.bottom).to.be.at.most(document.documentElement.clientHeight + 0.5);
      expect(Math.round(rect.top)).to.equal(Math.min(y, Math.round(document.documentElement.clientHeight - rect.height)));
      await sendMouse({ type: 'move', position: [x + 3, y + 2] });
      await waitFor(() => Math.round(popup.getBoundingClientRect().left) === x + 43, { message: 'the popup did not follow the cursor' });
      await sendMouse({ type: 'move', position: [2, 2] });
      await waitFor(() => !document.querySelector('.wcpt-offset-zoom-container'), { message: 'the popup stayed after leaving' });
    });

    it('goes when the page scrolls', async () => {
      const wrapper = rowOf(table(hosts, 161), 'Tea lights').querySelector<HTMLElement>('.wcpt-product-image-wrapper--offset-zoom-enabled')!;
      await hover(wrapper);
      const popup = await waitFor(() => document.querySelector('.wcpt-offset-zoom-container'), { message: 'no popup' });
      window.scrollBy(0, 40);
      // (Once scrolled, the pointer may rest on another image, which opens its own popup.)
      await waitFor(() => !popup.isConnected, { message: 'the popup stayed after scrolling' });
    });

    it('sits 40 px left of the image when the right side has no room, inside the window', () => {
      const popup = document.createElement('div');
      popup.style.cssText = 'position:fixed;width:300px;height:300px';
      const trigger = document.createElement('div');
      trigger.style.cssText = 'position:fixed;left:900px;top:700px;width:50px;height:50px';
      document.body.append(popup, trigger);
      try {
        placeOffsetZoom(popup, trigger, 1250, 780);
        expect(popup.style.left).to.equal(`${900 - 40 - 300}px`);
        expect(popup.style.top).to.equal(`${document.documentElement.clientHeight - 300}px`);
      } finally {
        popup.remove();
        trigger.remove();
      }
    });
  });

  describe('audio previews', () => {
    const toggle = (row: HTMLElement) => row.querySelector<HTMLButtonElement>('button.wcpt-player__toggle')!;
    const audio = (row: HTMLElement) => row.querySelector<HTMLAudioElement>('audio.wcpt-audio-elm');

    it('is a toggle button that names the track', async () => {
      const row = rowOf(table(hosts, 162), 'Field pencil set');
      const button = await waitFor(() => toggle(row));
      expect(button.getAttribute('aria-label')).to.equal('Play the audio preview of Field pencil set');
      expect(button.getAttribute('aria-pressed')).to.equal('false');
      expect(button.querySelector('.wcpt-player__play-button')).to.not.equal(null);
    });

    it('plays one preview at a time across tables, outlining the playing row', async () => {
      const first = rowOf(table(hosts, 162), 'Waterproof sketchbook');
      const second = rowOf(table(hosts, 163), 'Oak bookends');
      await waitFor(() => toggle(first) && toggle(second));
      await pressOn(toggle(first), 'Enter');
      await waitFor(() => audio(first) && !audio(first)!.paused && audio(first)!.currentTime > 0, { message: 'the first preview did not play' });
      expect(toggle(first).getAttribute('aria-pressed')).to.equal('true');
      expect(first.classList.contains('wcpt-waveplayer-active')).to.equal(true);
      expect(getComputedStyle(first).outlineStyle).to.equal('solid');
      expect(getComputedStyle(first).outlineWidth).to.equal('1px');

      await pressOn(toggle(second), 'Enter');
      await waitFor(() => audio(second) && !audio(second)!.paused, { message: 'the second preview did not play' });
      await waitFor(() => audio(first)!.paused && toggle(first).getAttribute('aria-pressed') === 'false', { message: 'the first preview kept playing' });
      expect(first.classList.contains('wcpt-waveplayer-active')).to.equal(false);
      expect(first.querySelector('.wcpt-player--playing')).to.equal(null);
      expect(second.classList.contains('wcpt-waveplayer-active')).to.equal(true);
      expect(document.querySelectorAll('.wcpt-waveplayer-active').length).to.equal(1);

      await pressOn(toggle(second), 'Enter');
      await waitFor(() => audio(second)!.paused && toggle(second).getAttribute('aria-pressed') === 'false', { message: 'the preview did not pause' });
      expect(second.classList.contains('wcpt-waveplayer-active')).to.equal(false);
    });

    it('returns to paused at the end of a track', async () => {
      // The trail notebook's preview lasts one second and does not loop.
      const row = rowOf(table(hosts, 162), 'Trail notebook');
      await pressOn(await waitFor(() => toggle(row)), 'Enter');
      await waitFor(() => toggle(row).getAttribute('aria-pressed') === 'true' && audio(row) && !audio(row)!.paused, { message: 'the preview did not play' });
      await waitFor(() => audio(row)!.ended || audio(row)!.currentTime === 0 && audio(row)!.paused, { message: 'the track did not end', timeout: 8000 });
      await waitFor(() => toggle(row).getAttribute('aria-pressed') === 'false' && !row.classList.contains('wcpt-waveplayer-active'), { message: 'the end did not reset the player' });
    });

    it('tells the shopper when a preview cannot be played', async () => {
      const row = rowOf(table(hosts, 162), 'Ink bottle');
      await pressOn(await waitFor(() => toggle(row)), 'Enter');
      const note = await waitFor(() => row.querySelector('.wcpt-player__error'), { message: 'the failure was silent' });
      expect(note.textContent).to.equal('The audio preview of Ink bottle could not be played.');
      await waitFor(() => liveRegionMessages().includes('The audio preview of Ink bottle could not be played.'), { message: 'the failure was not announced' });
      expect(toggle(row).getAttribute('aria-pressed')).to.equal('false');
      expect(row.classList.contains('wcpt-waveplayer-active')).to.equal(false);
      // A second try fails again, and says so again.
      const player = row.querySelector('.wcpt-player')!;
      const errorsSeen: boolean[] = [];
      const watch = new MutationObserver(() => errorsSeen.push(player.classList.contains('wcpt-player--error')));
      watch.observe(player, { attributes: true, attributeFilter: ['class'] });
      try {
        await pressOn(toggle(row), 'Enter');
        await waitFor(() => errorsSeen.includes(false) && errorsSeen.at(-1) === true && toggle(row).getAttribute('aria-pressed') === 'false', { message: 'the second failure was silent' });
      } finally {
        watch.disconnect();
      }
      expect(row.querySelector('.wcpt-player__error')!.textContent).to.equal('The audio preview of Ink bottle could not be played.');
    });
  });
});

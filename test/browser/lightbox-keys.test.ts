import { expect } from 'chai';
import { sendKeys } from '@web/test-runner-commands';
import '../../src/elements/lightbox.element.ts';
import { cleanup, fixture } from '../helpers/fixture.ts';
import { waitFor } from '../helpers/wait.ts';

// Escape while the gallery opens. A file of its own: whether the gallery's code is loaded
// already depends on nothing another test did.
const img = (id: number) => `/demo-assets/img/${id}.svg`;
const MARKUP = `
<shop-lightbox>
  <div class="gallery">
    <a class="l1" href="${img(1)}" data-size="800x800"><img src="${img(1)}" width="60" height="60" alt="Hoodie"></a>
    <a class="l2" href="${img(2)}" data-size="800x800"><img src="${img(2)}" width="60" height="60" alt="T-shirt"></a>
  </div>
</shop-lightbox>`;

const root = () => document.querySelector<HTMLElement>('.pswp');
const link = (selector: string) => document.querySelector<HTMLAnchorElement>(selector)!;
const hasPlace = () => /[#&]gid=/.test(location.hash);

/** What the page showed when each Escape arrived: nothing yet, the opening, or the open gallery. */
function watchEscapes(): { phases: string[]; stop(): void } {
  const phases: string[] = [];
  const record = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    const dialog = root();
    phases.push(!dialog ? 'none' : dialog.hasAttribute('data-opened') ? 'open' : 'opening');
  };
  // Capture on the window: before any listener of the page sees the key.
  window.addEventListener('keydown', record, true);
  return { phases, stop: () => window.removeEventListener('keydown', record, true) };
}

async function closedAndBack(selector: string): Promise<void> {
  await waitFor(() => !root(), { message: 'one Escape did not close the gallery' });
  await waitFor(() => document.activeElement === link(selector), { message: 'focus did not return to the link' });
  await waitFor(() => !hasPlace(), { message: `the address kept the gallery place: ${location.hash}` });
}

describe('<shop-lightbox> Escape while opening', () => {
  afterEach(async () => {
    cleanup();
    await waitFor(() => !root(), { message: 'the gallery stayed open after the element left' });
  });

  it('Escape pressed right after the click closes it with one press', async () => {
    const host = fixture(MARKUP);
    await waitFor(() => host.hasAttribute('data-shop-ready'), { message: 'shop-lightbox not ready' });
    const escapes = watchEscapes();
    try {
      link('.l2').focus();
      link('.l2').click();
      await sendKeys({ press: 'Escape' });
      await closedAndBack('.l2');
    } finally {
      escapes.stop();
    }
    expect(escapes.phases).to.have.length(1);
  });

  it('Escape during the opening animation closes it at once, with one press', async () => {
    const host = fixture(MARKUP);
    await waitFor(() => host.hasAttribute('data-shop-ready'), { message: 'shop-lightbox not ready' });
    const escapes = watchEscapes();
    try {
      // A busy machine may deliver the key after the opening ended: then try again.
      for (let attempt = 0; attempt < 3 && !escapes.phases.includes('opening'); attempt += 1) {
        link('.l1').focus();
        link('.l1').click();
        const dialog = await waitFor(() => root(), { message: 'the gallery did not start opening' });
        await sendKeys({ press: 'Escape' });
        // Gone from view at once, even while PhotoSwipe finishes its opening out of sight.
        if (escapes.phases.at(-1) === 'opening' && dialog.isConnected) expect(getComputedStyle(dialog).visibility).to.equal('hidden');
        await closedAndBack('.l1');
      }
    } finally {
      escapes.stop();
    }
    expect(escapes.phases, 'no Escape arrived during the opening').to.include('opening');
  });
});

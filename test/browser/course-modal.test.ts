import { expect } from 'chai';
import { sendKeys, sendMouse } from '@web/test-runner-commands';
import '../../src/elements/course-modal.element.ts';
import { captureConsoleWarnings } from '../helpers/console.ts';
import { cleanup, fixture } from '../helpers/fixture.ts';
import { waitFor } from '../helpers/wait.ts';

const MARKUP = `
<course-modal>
  <p><button type="button" class="open-details" data-ld-modal-trigger="lesson-3-details">Lesson details</button>
     <a class="open-quiz" href="#quiz-info" data-ld-modal-trigger>Quiz information</a>
     <button type="button" class="open-plain" data-ld-modal-trigger="plain-note">A note</button></p>
  <div class="ld-modal" id="lesson-3-details">
    <h2 class="ld-modal-heading" id="details-title">Lesson 3: Colour theory</h2>
    <p id="details-text">Forty minutes, two exercises.</p>
    <label for="notes">Notes</label> <input id="notes" class="notes">
    <a href="/lesson/3/" class="go">Start the lesson</a>
    <button type="button" class="ld-modal-closer own-close">Got it</button>
  </div>
  <div class="ld-modal" id="quiz-info"><h3>Quiz: Colours</h3><p>Ten questions.</p></div>
  <div class="ld-modal" id="plain-note" aria-label="A short note"><p>No controls here.</p></div>
</course-modal>`;

const dialog = () => document.querySelector<HTMLDialogElement>('dialog.course-modal')!;
const isOpen = () => dialog()?.open === true;
const active = () => document.activeElement as HTMLElement | null;

async function mount(markup = MARKUP): Promise<HTMLElement> {
  const host = fixture(markup);
  await waitFor(() => host.hasAttribute('data-shop-ready'), { message: 'course-modal not ready' });
  return host;
}

async function openFrom(selector: string): Promise<HTMLDialogElement> {
  const trigger = document.querySelector<HTMLElement>(selector)!;
  trigger.focus();
  trigger.click();
  await waitFor(isOpen, { message: `the dialog did not open from ${selector}` });
  return dialog();
}

describe('<course-modal>', () => {
  afterEach(() => {
    if (isOpen()) dialog().close();
    cleanup();
  });

  it('hides the printed content and marks the triggers as opening a dialog', async () => {
    const host = await mount();
    for (const id of ['lesson-3-details', 'quiz-info', 'plain-note']) expect(document.getElementById(id)!.hidden, id).to.equal(true);
    expect(host.querySelector('.open-details')!.getAttribute('aria-haspopup')).to.equal('dialog');
  });

  it('opens a copy of the named content as a labelled modal dialog with focus inside, and gives it back on Escape', async () => {
    await mount();
    const opened = await openFrom('.open-details');
    expect(opened.matches(':modal')).to.equal(true);
    expect(opened.getAttribute('aria-modal')).to.equal('true');
    const label = document.getElementById(opened.getAttribute('aria-labelledby')!);
    expect(label?.textContent).to.equal('Lesson 3: Colour theory');
    expect(opened.contains(label)).to.equal(true);
    // A copy: the page keeps its content, and no id appears twice.
    expect(document.querySelectorAll('#notes')).to.have.length(1);
    expect(opened.querySelector('.notes')!.id).to.not.equal('notes');
    expect(opened.querySelector('label')!.htmlFor).to.equal(opened.querySelector('.notes')!.id);
    await waitFor(() => active()?.classList.contains('notes'), { message: 'focus did not move to the first control' });
    await sendKeys({ press: 'Escape' });
    await waitFor(() => !isOpen(), { message: 'Escape did not close' });
    await waitFor(() => active()?.classList.contains('open-details'), { message: 'focus did not return to the trigger' });
  });

  it('closes from the overlay and from its close buttons', async () => {
    await mount();
    await openFrom('.open-details');
    // The top-left corner of the page is overlay: the dialog is centred and narrower.
    await sendMouse({ type: 'click', position: [3, 3] });
    await waitFor(() => !isOpen(), { message: 'a click on the overlay did not close' });
    await waitFor(() => active()?.classList.contains('open-details'));

    await openFrom('.open-details');
    dialog().querySelector<HTMLElement>('.course-modal__close')!.click();
    await waitFor(() => !isOpen(), { message: 'the close button did not close' });

    await openFrom('.open-details');
    dialog().querySelector<HTMLElement>('.own-close')!.click();
    await waitFor(() => !isOpen(), { message: 'the content\'s .ld-modal-closer did not close' });
    await waitFor(() => active()?.classList.contains('open-details'));
  });

  it('leaves the focus where the shopper moved it before the close event came', async () => {
    await mount();
    const opened = await openFrom('.open-details');
    // The close event comes a task after the close: a fast Tab may already have moved on.
    const afterCloseEvent = new Promise((resolve) => opened.addEventListener('close', () => setTimeout(resolve), { once: true }));
    opened.close();
    document.querySelector<HTMLElement>('.open-quiz')!.focus();
    await afterCloseEvent;
    expect(active()?.classList.contains('open-quiz'), `the focus is on ${active()?.className}`).to.equal(true);
  });

  it('gives a focus left nowhere back to the trigger', async () => {
    await mount();
    const opened = await openFrom('.open-details');
    const afterCloseEvent = new Promise((resolve) => opened.addEventListener('close', () => setTimeout(resolve), { once: true }));
    opened.close();
    (document.activeElement as HTMLElement | null)?.blur();
    expect(active()).to.equal(document.body);
    await afterCloseEvent;
    expect(active()?.classList.contains('open-details'), `the focus is on ${active()?.localName}`).to.equal(true);
  });

  it('a click inside the content does not close it', async () => {
    await mount();
    const opened = await openFrom('.open-details');
    const text = opened.querySelector<HTMLElement>('p')!;
    const box = text.getBoundingClientRect();
    await sendMouse({ type: 'click', position: [Math.round(box.left + 5), Math.round(box.top + box.height / 2)] });
    await sendMouse({ type: 'click', position: [Math.round(box.left + 5), Math.round(box.top + box.height / 2)] });
    expect(isOpen()).to.equal(true);
  });

  it('keeps Tab and Shift+Tab inside the dialog', async () => {
    await mount();
    const opened = await openFrom('.open-details');
    await waitFor(() => active()?.classList.contains('notes'));
    const seen: string[] = [];
    for (let i = 0; i < 5; i++) {
      await sendKeys({ press: 'Tab' });
      expect(opened.contains(active()), `Tab ${i + 1} left the dialog for ${active()?.outerHTML}`).to.equal(true);
      seen.push(active()!.className);
    }
    // notes → go → own-close → close → notes (round) → go
    expect(seen).to.deep.equal(['go', 'ld-modal-closer own-close', 'course-modal__close ld-modal-closer', 'notes', 'go']);
    // Shift held with down/up: Firefox's driver knows no "Shift+Tab" chord.
    await sendKeys({ down: 'Shift' });
    try {
      await sendKeys({ press: 'Tab' });
      await sendKeys({ press: 'Tab' });
    } finally {
      await sendKeys({ up: 'Shift' });
    }
    expect(active()!.className).to.equal('course-modal__close ld-modal-closer');
  });

  it('Tab reaches every stop the browser makes (media, iframe, editable text, summary, scroll box, shadow DOM) and wraps', async () => {
    if (!customElements.get('tab-probe-card')) {
      customElements.define('tab-probe-card', class extends HTMLElement {
        connectedCallback() {
          if (this.shadowRoot) return;
          this.attachShadow({ mode: 'open' }).innerHTML = '<button type="button" class="in-shadow">Inside</button><slot></slot>';
        }
      });
    }
    await mount(`<course-modal>
      <button type="button" class="open-media" data-ld-modal-trigger="media">Media</button>
      <div id="media">
        <h2>Watch and write</h2>
        <a href="/lesson/4/" class="go">Lesson 4</a>
        <video class="video" controls width="160" height="90"></video>
        <audio class="audio" controls></audio>
        <iframe class="frame" title="Exercise" srcdoc="<p>Exercise</p>" width="160" height="60"></iframe>
        <div class="editable" contenteditable="true">Your answer</div>
        <details class="more"><summary class="summary">More</summary><a href="/closed/" class="in-closed">Hidden until opened</a></details>
        <div class="scroller" style="height: 2em; overflow: auto"><p style="height: 10em; margin: 0">A long transcript</p></div>
        <tab-probe-card class="card"><a href="/slotted/" class="slotted">Slotted link</a></tab-probe-card>
        <button type="button" class="off" disabled>Disabled</button>
        <button type="button" class="off" hidden>Hidden</button>
        <span style="visibility: hidden"><a href="/invisible/" class="off">Invisible</a></span>
        <div inert><button type="button" class="off">Inert</button></div>
        <button type="button" class="off" tabindex="-1">Out of the order</button>
        <fieldset disabled><input class="off"></fieldset>
      </div>
    </course-modal>`);
    const opened = await openFrom('.open-media');
    const close = opened.querySelector<HTMLElement>('.course-modal__close')!;
    // The copy's iframe loads its document after the open: a Tab into a frame still swapping its
    // first empty document for the real one can be lost with it.
    const frame = opened.querySelector<HTMLIFrameElement>('iframe.frame')!;
    await waitFor(() => frame.contentDocument?.readyState === 'complete' && frame.contentDocument.body?.textContent === 'Exercise',
      { message: "the dialog's iframe did not load" });
    close.focus();
    // The deepest focused element: inside a shadow root, the shadow's own.
    const where = () => {
      let el: Element | null = document.activeElement;
      while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
      return el?.classList[0] ?? el?.localName ?? 'nothing';
    };
    const seen: string[] = [];
    for (let i = 0; i < 12; i++) {
      await sendKeys({ press: 'Tab' });
      // A key pressed in the iframe is the iframe's: the browser moves on from it by itself.
      await waitFor(() => where() !== seen.at(-1) || seen.length === 0, { message: `Tab ${i + 1} stayed on ${where()} after ${seen.join(", ")}` });
      expect(opened.contains(document.activeElement), `Tab ${i + 1} left the dialog for ${document.activeElement?.outerHTML}`).to.equal(true);
      seen.push(where());
      // The frame's element is active in the page before its document has the focus; the next key
      // goes to whichever document holds it, so the next Tab waits for the frame's.
      if (where() === 'frame') await waitFor(() => frame.contentDocument?.hasFocus() === true, { message: "the iframe's document did not take the focus" });
    }
    expect(seen).to.deep.equal([
      'go', 'video', 'audio', 'frame', 'editable', 'summary', 'scroller', 'in-shadow', 'slotted', 'course-modal__close',
      'go', 'video',
    ]);
    await sendKeys({ down: 'Shift' });
    try {
      await sendKeys({ press: 'Tab' });
      await sendKeys({ press: 'Tab' });
    } finally {
      await sendKeys({ up: 'Shift' });
    }
    expect(where()).to.equal('course-modal__close');
  });

  it('opens from a link to #id, named by the copy\'s heading, without following the link', async () => {
    await mount();
    const before = location.hash;
    const opened = await openFrom('.open-quiz');
    expect(location.hash).to.equal(before);
    expect(document.getElementById(opened.getAttribute('aria-labelledby')!)!.textContent).to.equal('Quiz: Colours');
    expect(opened.textContent).to.contain('Ten questions.');
    expect(opened.textContent).to.not.contain('Forty minutes');
  });

  it('content without a heading or controls: named by its aria-label, the focus on the content', async () => {
    await mount();
    const opened = await openFrom('.open-plain');
    expect(opened.getAttribute('aria-label')).to.equal('A short note');
    expect(opened.hasAttribute('aria-labelledby')).to.equal(false);
    await waitFor(() => active()?.classList.contains('course-modal__content'));
  });

  it('each open shows a fresh copy', async () => {
    await mount();
    let opened = await openFrom('.open-details');
    opened.querySelector<HTMLInputElement>('.notes')!.value = 'typed';
    opened.close();
    await waitFor(() => !isOpen());
    opened = await openFrom('.open-details');
    expect(opened.querySelector<HTMLInputElement>('.notes')!.value).to.equal('');
    expect(opened.querySelectorAll('.notes')).to.have.length(1);
  });

  it('a trigger naming missing content: a clear warning, and the link keeps working', async () => {
    const warnings = captureConsoleWarnings();
    try {
      const host = await mount(`<course-modal>
        <a class="lost" href="#nowhere" data-ld-modal-trigger="no-such-content">Lost</a>
        <button type="button" class="empty" data-ld-modal-trigger>Empty</button></course-modal>`);
      expect(warnings.messages.some((m) => m.includes('course-modal') && m.includes('"no-such-content"') && m.includes('no element has that id'))).to.equal(true);
      expect(warnings.messages.some((m) => m.includes('course-modal') && m.includes('empty data-ld-modal-trigger'))).to.equal(true);
      const link = host.querySelector<HTMLAnchorElement>('.lost')!;
      let prevented: boolean | undefined;
      host.addEventListener('click', (event) => { prevented = event.defaultPrevented; event.preventDefault(); });
      link.click();
      expect(prevented).to.equal(false);
      expect(isOpen()).to.equal(false);
    } finally {
      warnings.restore();
    }
  });

  it('a course-modal nested in another: its trigger opens one dialog, its own', async () => {
    const host = await mount(`<course-modal class="outer"><course-modal class="inner">
      <button type="button" class="nested" data-ld-modal-trigger="nested-note">Note</button>
      <div id="nested-note"><h2>Nested</h2><button type="button">OK</button></div></course-modal></course-modal>`);
    const inner = host.querySelector<HTMLElement>('.inner')!;
    await waitFor(() => inner.hasAttribute('data-shop-ready'));
    await openFrom('.nested');
    const open = [...document.querySelectorAll<HTMLDialogElement>('dialog.course-modal')].filter((d) => d.open);
    expect(open).to.have.length(1);
    expect(open[0]!.parentElement).to.equal(inner);
  });

  it('gives the page its content back when it leaves', async () => {
    const host = await mount();
    const content = document.getElementById('lesson-3-details')!;
    const trigger = host.querySelector('.open-details')!;
    host.remove();
    await waitFor(() => !content.hidden && !trigger.hasAttribute('aria-haspopup'), { message: 'the markup was not restored' });
  });
});

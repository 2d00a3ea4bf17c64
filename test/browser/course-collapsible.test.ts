import { expect } from 'chai';
import { sendKeys } from '@web/test-runner-commands';
import '../../src/elements/course-collapsible.element.ts';
import { captureConsoleWarnings } from '../helpers/console.ts';
import { cleanup, fixture } from '../helpers/fixture.ts';
import { waitFor } from '../helpers/wait.ts';

const lesson = (id: string, title: string) => `
  <div class="ld-item-list-item ld-lesson" id="${id}">
    <div class="ld-item-list-item-preview"><span class="ld-item-name">${title}</span>
      <button type="button" class="ld-expand-button lesson-toggle" data-ld-expands="${id}" data-ld-expand-text="Show" data-ld-collapse-text="Hide"><span class="ld-text">Show</span></button></div>
    <div class="ld-item-list-item-expanded"><p style="margin:0;height:40px">${title}: what you will learn.</p></div>
  </div>`;

const MARKUP = `
<course-collapsible>
  <button type="button" class="ld-expand-button all" data-ld-expands="outline" data-ld-expand-text="Expand All" data-ld-collapse-text="Collapse All"><span class="ld-text">Expand All</span></button>
  <div id="outline" data-ld-expand-list="true">
    <div class="ld-item-list-item" id="module-1">
      <div class="ld-item-list-item-preview">Module 1 <button type="button" class="ld-expand-button module-1"  data-ld-expands="module-1"><span class="ld-text">Expand</span></button></div>
      <div class="ld-item-list-item-expanded" id="module-1-lessons">${lesson('lesson-11', 'Lesson 1.1')}${lesson('lesson-12', 'Lesson 1.2')}</div>
    </div>
    <div class="ld-item-list-item ld-expanded" id="module-2">
      <div class="ld-item-list-item-preview">Module 2 <div class="ld-expand-button module-2" data-ld-expands="module-2"><span class="ld-text">Collapse</span></div></div>
      <div class="ld-item-list-item-expanded"><p style="margin:0;height:30px">Reading list</p></div>
    </div>
  </div>
</course-collapsible>`;

const $ = <T extends HTMLElement = HTMLElement>(selector: string) => document.querySelector<T>(selector)!;
const panelOf = (sectionId: string) => $(`#${sectionId} > .ld-item-list-item-expanded`);
const settled = (panel: HTMLElement) => panel.getAnimations().length === 0;
const label = (toggle: HTMLElement) => toggle.querySelector('.ld-text')!.textContent;

async function mount(markup = MARKUP): Promise<HTMLElementTagNameMap['course-collapsible']> {
  const host = fixture<HTMLElementTagNameMap['course-collapsible']>(markup);
  await waitFor(() => host.hasAttribute('data-shop-ready'), { message: 'course-collapsible not ready' });
  return host;
}

/** The open panel shows all of its content: its height is its content's height. */
function showsAll(panel: HTMLElement): boolean {
  return !panel.hidden && settled(panel) && Math.abs(panel.getBoundingClientRect().height - panel.scrollHeight) < 1 && panel.scrollHeight > 0;
}

function reduceMotion(reduce: boolean): () => void {
  const original = window.matchMedia;
  window.matchMedia = ((query: string) => ({
    ...original.call(window, query),
    matches: query.includes('prefers-reduced-motion') ? reduce : original.call(window, query).matches,
  })) as typeof window.matchMedia;
  return () => { window.matchMedia = original; };
}

describe('<course-collapsible>', () => {
  let restoreMotion: (() => void) | undefined;
  afterEach(() => {
    restoreMotion?.();
    restoreMotion = undefined;
    cleanup();
  });

  it('starts with sections shut unless printed open, with aria-expanded and aria-controls on the toggles', async () => {
    await mount();
    expect(panelOf('module-1').hidden).to.equal(true);
    expect($('.module-1').getAttribute('aria-expanded')).to.equal('false');
    expect($('.module-1').getAttribute('aria-controls')).to.equal('module-1-lessons');
    expect(panelOf('module-2').hidden).to.equal(false);
    expect($('.module-2').getAttribute('aria-expanded')).to.equal('true');
    expect(document.getElementById($('.module-2').getAttribute('aria-controls')!)).to.equal(panelOf('module-2'));
    expect($('.all').getAttribute('aria-controls')).to.equal('outline');
  });

  it('opens with an animated height that ends at the content\'s height, and shuts again', async () => {
    restoreMotion = reduceMotion(false);
    await mount();
    const toggle = $('.module-1');
    const panel = panelOf('module-1');
    toggle.click();
    expect(panel.getAnimations().length, 'no height animation ran').to.equal(1);
    expect(toggle.getAttribute('aria-expanded')).to.equal('true');
    expect($('#module-1').classList.contains('ld-expanded')).to.equal(true);
    expect(label(toggle)).to.equal('Collapse');
    await waitFor(() => showsAll(panel), { message: 'the open panel does not show its content' });
    expect(panel.style.height).to.equal('');
    toggle.click();
    expect(toggle.getAttribute('aria-expanded')).to.equal('false');
    expect(label(toggle)).to.equal('Expand');
    await waitFor(() => panel.hidden && settled(panel), { message: 'the panel did not shut' });
  });

  it('shows content that grows inside an open section', async () => {
    restoreMotion = reduceMotion(false);
    await mount();
    const panel = panelOf('module-1');
    $('.module-1').click();
    await waitFor(() => showsAll(panel));
    const before = panel.getBoundingClientRect().height;
    const added = document.createElement('p');
    added.style.cssText = 'margin:0;height:120px';
    added.textContent = 'A late addition';
    panel.append(added);
    await waitFor(() => showsAll(panel) && panel.getBoundingClientRect().height >= before + 120, { message: 'the grown content is cut off' });
  });

  it('nested sections: an open lesson inside an open module shows in full', async () => {
    await mount();
    $('.module-1').click();
    await waitFor(() => showsAll(panelOf('module-1')));
    $('#lesson-12 .lesson-toggle').click();
    expect(label($('#lesson-12 .lesson-toggle'))).to.equal('Hide');
    await waitFor(() => showsAll(panelOf('lesson-12')), { message: 'the lesson did not open' });
    await waitFor(() => showsAll(panelOf('module-1')), { message: 'the module does not show the opened lesson' });
    expect(panelOf('lesson-11').hidden).to.equal(true);
  });

  it('expand all opens every section (nested too) and its label follows; collapse all shuts them', async () => {
    await mount();
    const all = $('.all');
    const panels = ['module-1', 'module-2', 'lesson-11', 'lesson-12'].map(panelOf);
    expect(label(all)).to.equal('Expand All');
    expect(all.getAttribute('aria-expanded')).to.equal('false');
    all.click();
    expect(label(all)).to.equal('Collapse All');
    expect(all.getAttribute('aria-expanded')).to.equal('true');
    await waitFor(() => panels.every(showsAll), { message: 'expand all left a section shut' });
    for (const toggle of document.querySelectorAll('[data-ld-expands]')) expect(toggle.getAttribute('aria-expanded')).to.equal('true');
    all.click();
    expect(label(all)).to.equal('Expand All');
    await waitFor(() => panels.every((panel) => panel.hidden && settled(panel)), { message: 'collapse all left a section open' });
  });

  it('the expand-all label follows sections opened one by one', async () => {
    await mount();
    for (const selector of ['.module-1', '#lesson-11 .lesson-toggle', '#lesson-12 .lesson-toggle']) $(selector).click();
    expect(label($('.all'))).to.equal('Collapse All');
    $('#lesson-11 .lesson-toggle').click();
    expect(label($('.all'))).to.equal('Expand All');
  });

  it('labels toggles without data-ld-* texts from the element\'s attributes', async () => {
    const host = await mount(`<course-collapsible expand-text="Ouvrir" collapse-text="Fermer" expand-all-text="Tout ouvrir" collapse-all-text="Tout fermer">
      <button type="button" class="all" data-ld-expands="list"><span class="ld-text">?</span></button>
      <div id="list" data-ld-expand-list><div id="s1"><button type="button" class="one" data-ld-expands="s1"><span class="ld-text">?</span></button>
        <div class="ld-item-list-item-expanded">Contenu</div></div></div></course-collapsible>`);
    expect(label($('.all'))).to.equal('Tout ouvrir');
    expect(label($('.one'))).to.equal('Ouvrir');
    $('.all').click();
    expect(label($('.all'))).to.equal('Tout fermer');
    expect(label($('.one'))).to.equal('Fermer');
    expect(host.expandAllText).to.equal('Tout ouvrir');
  });

  it('an outline nested in another is toggled once, by its own element', async () => {
    await mount(`<course-collapsible><div id="outer"><button type="button" class="outer" data-ld-expands="outer">Outer</button>
      <div class="ld-item-list-item-expanded"><course-collapsible class="inner-host"><div id="inner">
        <button type="button" class="inner" data-ld-expands="inner">Inner</button>
        <div class="ld-item-list-item-expanded">Inner content</div></div></course-collapsible></div></div></course-collapsible>`);
    await waitFor(() => $('.inner-host').hasAttribute('data-shop-ready'));
    $('.outer').click();
    $('.inner').click();
    expect($('.inner').getAttribute('aria-expanded')).to.equal('true');
    expect($('.outer').getAttribute('aria-expanded')).to.equal('true');
  });

  it('opens in full under the LMS stylesheet, which folds the parts with max-height: 0', async () => {
    const style = document.createElement('style');
    style.textContent = '.ld-item-list-item-expanded { max-height: 0; overflow: hidden; }';
    document.head.append(style);
    try {
      await mount();
      $('.module-1').click();
      await waitFor(() => showsAll(panelOf('module-1')), { message: 'the theme\'s max-height kept the section shut' });
    } finally {
      style.remove();
    }
  });

  it('honours prefers-reduced-motion: no animation, the section opens at once', async () => {
    restoreMotion = reduceMotion(true);
    await mount();
    const panel = panelOf('module-1');
    $('.module-1').click();
    expect(panel.getAnimations()).to.have.length(0);
    expect(showsAll(panel)).to.equal(true);
  });

  it('works from the keyboard: a printed div becomes a focusable button (Enter, Space), a button takes Space', async () => {
    await mount();
    const div = $('.module-2');
    expect(div.getAttribute('role')).to.equal('button');
    expect(div.tabIndex).to.equal(0);
    div.focus();
    await sendKeys({ press: 'Enter' });
    expect(div.getAttribute('aria-expanded')).to.equal('false');
    await sendKeys({ press: ' ' });
    expect(div.getAttribute('aria-expanded')).to.equal('true');
    $('.module-1').focus();
    await sendKeys({ press: ' ' });
    await waitFor(() => $('.module-1').getAttribute('aria-expanded') === 'true', { message: 'Space on the button did not open' });
  });

  it('malformed markup: a clear warning per toggle, and the content stays readable', async () => {
    const warnings = captureConsoleWarnings();
    try {
      await mount(`<course-collapsible>
        <div class="ld-item-list-item" id="orphan"><a href="#orphan" class="ld-expand-button no-target">Details</a>
          <div class="ld-item-list-item-expanded">Still readable</div></div>
        <button type="button" class="ld-expand-button lost" data-ld-expands="nowhere">Lost</button>
      </course-collapsible>`);
      expect(warnings.messages.some((m) => m.startsWith('course-collapsible:') && m.includes('"Details"') && m.includes('no data-ld-expands'))).to.equal(true);
      expect(warnings.messages.some((m) => m.startsWith('course-collapsible:') && m.includes('"nowhere"') && m.includes('no element has that id'))).to.equal(true);
      expect($('#orphan .ld-item-list-item-expanded').hidden).to.equal(false);
      expect($('.lost').hasAttribute('aria-expanded')).to.equal(false);
      let prevented: boolean | undefined;
      document.addEventListener('click', (event) => { prevented = event.defaultPrevented; event.preventDefault(); }, { once: true });
      $('.no-target').click();
      expect(prevented).to.equal(false);
    } finally {
      warnings.restore();
    }
  });

  it('gives the markup back as printed when it leaves', async () => {
    const host = await mount();
    $('.module-1').click();
    const panel = panelOf('module-1');
    const div = $('.module-2');
    const section = $('#module-1');
    const all = $('.all');
    $('.all').click();
    expect(label(all)).to.equal('Collapse All');
    host.remove();
    await waitFor(() => !panel.hidden && !div.hasAttribute('role') && !div.hasAttribute('aria-expanded') && !section.classList.contains('ld-expanded') && label(all) === 'Expand All',
      { message: 'the markup was not restored' });
  });
});

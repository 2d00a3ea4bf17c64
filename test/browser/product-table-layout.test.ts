import { expect } from 'chai';
import { resetMouse, sendKeys, sendMouse } from '@web/test-runner-commands';
import '../../src/elements/product-table.element.ts';
import { HEADING_SHIFT } from '../../src/controllers/product-table/freeze.ts';
import { captureConsoleWarnings } from '../helpers/console.ts';
import { cleanup, fixture } from '../helpers/fixture.ts';
import { nextFrame, waitFor } from '../helpers/wait.ts';

const DEVICES = ['laptop', 'tablet', 'phone'];
const COLUMNS = 8;
const COLUMN_PX = 150;

/** The same value for every device: the test window's width decides which one is read. */
function perDevice(values: Record<string, unknown>): Record<string, unknown> {
  const sc: Record<string, unknown> = {};
  for (const device of DEVICES) for (const [name, value] of Object.entries(values)) sc[`${device}_${name}`] = value;
  return sc;
}

function escapeAttr(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
}

const tooltip = (id: string, text: string) =>
  `<span class="wcpt-tooltip"><button type="button" class="wcpt-tooltip-label" aria-describedby="${id}">ⓘ</button>` +
  `<span class="wcpt-tooltip-content-wrapper" data-wcpt-position="above" role="tooltip" id="${id}"><span class="wcpt-tooltip-content">${text}</span></span></span>`;

function heading(column: number): string {
  const inner = `<div class="col" style="width:${COLUMN_PX}px">`;
  if (column === 1) {
    return `<th scope="col" class="wcpt-heading wcpt-title wcpt-sortable" data-wcpt-column-index="1" data-wcpt-sort-id="column_1">${inner}` +
      `<a class="wcpt-heading-sort" href="?101_orderby=column_1&amp;101_order=asc">Product</a> ${tooltip('tip-heading', 'The name of the product')}</div></th>`;
  }
  return `<th scope="col" class="wcpt-heading wcpt-c${column}">${inner}Column ${column}</div></th>`;
}

function row(index: number): string {
  const cells = [`<td class="wcpt-cell wcpt-title"><div class="col" style="width:${COLUMN_PX}px"><input type="checkbox" name="pick-${index}" aria-label="Pick ${index}"> <a class="name" href="#product-${index}">Product ${index}</a></div></td>`];
  for (let column = 2; column <= COLUMNS; column++) {
    const body = column === 3 && index === 2 ? `Note ${tooltip(`tip-row-${index}`, 'Ships in two days')}` : `Cell ${index}.${column}`;
    cells.push(`<td class="wcpt-cell wcpt-c${column}"><div class="col" style="width:${COLUMN_PX}px">${body}</div></td>`);
  }
  return `<tr class="wcpt-row ${index % 2 ? 'wcpt-odd' : 'wcpt-even'}" data-wcpt-product-id="${10000 + index}">${cells.join('')}</tr>`;
}

interface Mounted {
  host: HTMLElement & { disableModule(name: string, source: string): void; permitModule(name: string, source: string): void; isModuleDisabled(name: string): boolean };
  container: HTMLElement;
  wrapper: HTMLElement;
  table: HTMLTableElement;
}

async function mount(sc: Record<string, unknown>, { rows = 60, width = 400, before = '', id = '101' } = {}): Promise<Mounted> {
  const headings = Array.from({ length: COLUMNS }, (_, i) => heading(i + 1)).join('');
  const body = Array.from({ length: rows }, (_, i) => row(i + 1)).join('');
  const page = fixture(`<div>${before}<div style="width:${width}px">
    <shop-product-table>
      <div id="wcpt-${id}" class="wcpt wcpt-${id}" data-wcpt-table-id="${id}" data-wcpt-query-string="?"
           data-wcpt-sc-attrs="${escapeAttr(JSON.stringify(sc))}"
           data-wcpt-encrypted-query-vars="T" data-wcpt-encrypted-user-filters="T"
           data-wcpt-column-layout-source-map='{"laptop":"laptop","tablet":"laptop","phone":"laptop"}'>
        <div class="wcpt-table-scroll-wrapper-outer wcpt-device-laptop">
          <div class="wcpt-table-scroll-wrapper">
            <table class="wcpt-table"><caption class="screen-reader-text">Lamps</caption>
              <thead><tr class="wcpt-heading-row">${headings}</tr></thead><tbody>${body}</tbody></table>
          </div>
        </div>
      </div>
    </shop-product-table></div><div style="height:1200px"></div></div>`);
  const host = page.querySelector<Mounted['host']>('shop-product-table')!;
  await waitFor(() => host.hasAttribute('data-shop-ready'), { message: 'shop-product-table not ready' });
  const container = host.querySelector<HTMLElement>('.wcpt')!;
  return { host, container, wrapper: container.querySelector('.wcpt-table-scroll-wrapper')!, table: container.querySelector('table')! };
}

const cell = (table: HTMLTableElement, rowIndex: number, column: number) => table.rows[rowIndex]!.cells[column - 1]!;
const left = (element: Element) => element.getBoundingClientRect().left;

describe('<shop-product-table> layout', () => {
  afterEach(() => {
    cleanup();
    document.body.classList.remove('wcpt-nav-modal-on');
    window.scrollTo({ top: 0, behavior: 'instant' });
  });

  describe('freeze-table', () => {
    const FROZEN = perDevice({ freeze_left: 2, freeze_right: 1, freeze_heading: true, freeze_heading_offset: 30, table_width: '1400px' });

    it('keeps the first and last columns in place while the wrapper scrolls sideways', async () => {
      const { wrapper, table } = await mount(FROZEN);
      const rowIndex = 5;
      const before = [1, 2, 4, COLUMNS].map((c) => left(cell(table, rowIndex, c)));
      const headingBefore = left(cell(table, 0, 2));
      expect(table.getBoundingClientRect().width).to.be.at.least(1400);
      wrapper.scrollLeft = 300;
      expect(wrapper.scrollLeft).to.equal(300);
      const after = [1, 2, 4, COLUMNS].map((c) => left(cell(table, rowIndex, c)));
      expect(after[0]).to.be.closeTo(before[0]!, 1);
      expect(after[1]).to.be.closeTo(before[1]!, 1);
      expect(after[2]).to.be.closeTo(before[2]! - 300, 1);
      expect(after[3]).to.be.closeTo(before[3]!, 1);
      expect(left(cell(table, 0, 2))).to.be.closeTo(headingBefore, 1);
      // The last column sits at the wrapper's right edge (less the table's border spacing), over the columns passing under it.
      const wrapperRight = wrapper.getBoundingClientRect().left + wrapper.clientWidth;
      const spacing = Number.parseFloat(getComputedStyle(table).borderSpacing);
      expect(cell(table, rowIndex, COLUMNS).getBoundingClientRect().right).to.be.closeTo(wrapperRight - spacing, 1);
      await waitFor(() => wrapper.classList.contains('wcpt-freeze-shadow-start') && wrapper.classList.contains('wcpt-freeze-shadow-end'));
    });

    it('keeps the heading row below the offset while the page scrolls past the table', async () => {
      const { table } = await mount(FROZEN, { before: '<div style="height:100px"></div>' });
      const th = cell(table, 0, 4);
      const resting = th.getBoundingClientRect().top;
      const tableTop = table.getBoundingClientRect().top + window.scrollY;
      window.scrollTo({ top: tableTop + 500, behavior: 'instant' });
      await waitFor(() => Math.abs(th.getBoundingClientRect().top - 30) < 1, { message: 'the heading did not stay below the offset' });
      // The frozen corner cell moves down with the heading and stays on top of the rows.
      expect(cell(table, 0, 1).getBoundingClientRect().top).to.be.closeTo(30, 1);
      // The rows pass under it: across the wrapper, what the browser finds just below the offset is the heading.
      const box = table.parentElement!.getBoundingClientRect();
      for (const x of [box.left + 10, box.left + box.width / 2, box.right - 10]) {
        expect(document.elementFromPoint(x, 35)?.closest('thead'), `at x ${x}`).to.equal(table.tHead);
      }
      window.scrollTo({ top: 0, behavior: 'instant' });
      await waitFor(() => Math.abs(th.getBoundingClientRect().top - resting) < 1, { message: 'the heading did not go back to its place' });
    });

    it('in a long table freezes the rows around the viewport, and follows the page', async () => {
      const { wrapper, table } = await mount(FROZEN, { rows: 900 });
      const body = table.tBodies[0]!;
      const position = (index: number) => getComputedStyle(body.rows[index]!.cells[0]!).position;
      expect(position(0)).to.equal('sticky');
      expect(position(899)).to.equal('static');
      const target = body.rows[600]!;
      window.scrollTo({ top: target.getBoundingClientRect().top + window.scrollY - 200, behavior: 'instant' });
      await waitFor(() => position(600) === 'sticky', { message: 'the rows in view were not frozen' });
      expect(position(0)).to.equal('static');
      const before = left(target.cells[0]!);
      wrapper.scrollLeft = 250;
      expect(left(target.cells[0]!)).to.be.closeTo(before, 1);
      // Further down the range moves along rather than growing.
      window.scrollTo({ top: body.rows[880]!.getBoundingClientRect().top + window.scrollY - 200, behavior: 'instant' });
      await waitFor(() => position(880) === 'sticky', { message: 'the range did not follow' });
      expect(position(500)).to.equal('static');
    });

    it('moves the real cells: every input stays single', async () => {
      const { container, wrapper, table } = await mount(FROZEN);
      expect(getComputedStyle(cell(table, 3, 1)).position).to.equal('sticky');
      wrapper.scrollLeft = 200;
      window.scrollTo({ top: 600, behavior: 'instant' });
      await nextFrame();
      expect(container.querySelectorAll('input[name="pick-3"]')).to.have.length(1);
      expect(container.querySelectorAll('table')).to.have.length(1);
      expect(container.querySelectorAll('.wcpt-tooltip-label')).to.have.length(2);
    });

    it('measures again 100 ms after a column changes width', async () => {
      const { wrapper, table } = await mount(FROZEN);
      const second = cell(table, 3, 2);
      /** Whether the second column keeps its unscrolled place when the wrapper scrolls. */
      const staysInPlace = () => {
        wrapper.scrollLeft = 0;
        const before = left(second);
        wrapper.scrollLeft = 300;
        return Math.abs(left(second) - before) < 1;
      };
      expect(staysInPlace()).to.equal(true);
      cell(table, 0, 1).querySelector<HTMLElement>('.col')!.style.width = '260px';
      // Until measured again the second column sticks where the first one ended before: over it.
      expect(staysInPlace()).to.equal(false);
      await waitFor(staysInPlace, { message: 'the frozen columns were not measured again' });
    });

    it('pauses while the navigation dialog is open and catches up after', async () => {
      const { table } = await mount(FROZEN);
      const shift = () => table.tHead!.style.getPropertyValue(HEADING_SHIFT);
      const tableTop = table.getBoundingClientRect().top + window.scrollY;
      document.body.classList.add('wcpt-nav-modal-on');
      await nextFrame();
      const held = shift();
      window.scrollTo({ top: tableTop + 400, behavior: 'instant' });
      window.dispatchEvent(new Event('scroll'));
      expect(shift()).to.equal(held);
      document.body.classList.remove('wcpt-nav-modal-on');
      const th = cell(table, 0, 4);
      await waitFor(() => Math.abs(th.getBoundingClientRect().top - 30) < 1, { message: 'the heading did not catch up' });
    });

    it('removes its rules, property and classes when stopped, and comes back when permitted', async () => {
      const { host, wrapper, table } = await mount(FROZEN);
      wrapper.scrollLeft = 100;
      window.scrollTo({ top: 500, behavior: 'instant' });
      await waitFor(() => table.tHead!.style.getPropertyValue(HEADING_SHIFT) !== '' && wrapper.classList.contains('wcpt-freeze-shadow-start'));
      const sheets = document.adoptedStyleSheets.length;
      host.disableModule('freeze-table', 'test');
      expect(getComputedStyle(cell(table, 2, 1)).position).to.equal('static');
      expect(getComputedStyle(cell(table, 0, 3)).transform).to.equal('none');
      expect(table.getBoundingClientRect().width).to.be.below(1400);
      expect(table.hasAttribute('style') || table.tHead!.hasAttribute('style')).to.equal(false);
      expect(wrapper.className).to.equal('wcpt-table-scroll-wrapper');
      expect(document.adoptedStyleSheets.length).to.equal(sheets - 1);
      host.permitModule('freeze-table', 'test');
      expect(getComputedStyle(cell(table, 2, 1)).position).to.equal('sticky');
    });

    it('stays off while any source disables it, through the element and the add-on globals', async () => {
      const { host, container, table } = await mount(FROZEN);
      const globals = window as unknown as Record<string, (...args: unknown[]) => unknown>;
      const $container = { jquery: '3.7.1', 0: container, length: 1 };
      const sticky = () => getComputedStyle(cell(table, 2, 1)).position === 'sticky';
      expect(sticky()).to.equal(true);
      globals.wcpt_disable_module!('freeze-table', $container, 'theme');
      host.disableModule('freeze-table', 'plugin');
      expect(sticky()).to.equal(false);
      globals.wcpt_permit_module!('freeze-table', container, 'theme');
      expect(sticky()).to.equal(false);
      expect(globals.wcpt_is_module_disabled!('freeze-table', $container)).to.equal(true);
      host.permitModule('freeze-table', 'plugin');
      expect(sticky()).to.equal(true);
      expect(globals.wcpt_is_module_disabled!('freeze-table', container)).to.equal(false);
      expect(host.isModuleDisabled('freeze-table')).to.equal(false);
    });

    it('keeps a change made through the globals before the table started', async () => {
      await mount(FROZEN); // the first table defines the globals
      cleanup();
      const globals = window as unknown as Record<string, (...args: unknown[]) => unknown>;
      const page = fixture(`<div><shop-product-table><div class="wcpt" data-wcpt-table-id="103" data-wcpt-query-string="?"
        data-wcpt-sc-attrs="${escapeAttr(JSON.stringify(FROZEN))}"
        data-wcpt-column-layout-source-map='{"laptop":"laptop","tablet":"laptop","phone":"laptop"}'>
        <div class="wcpt-table-scroll-wrapper-outer wcpt-device-laptop"><div class="wcpt-table-scroll-wrapper">
        <table class="wcpt-table"><thead><tr>${heading(2)}${heading(3)}</tr></thead><tbody>${row(1)}</tbody></table></div></div></div></shop-product-table></div>`);
      const host = page.querySelector<Mounted['host']>('shop-product-table')!;
      const container = page.querySelector('.wcpt')!;
      expect(host.hasAttribute('data-shop-ready')).to.equal(false);
      globals.wcpt_disable_module!('freeze-table', container, 'theme');
      expect(globals.wcpt_is_module_disabled!('freeze-table', container)).to.equal(true);
      await waitFor(() => host.hasAttribute('data-shop-ready'));
      expect(host.isModuleDisabled('freeze-table')).to.equal(true);
      expect(getComputedStyle(page.querySelector('tbody td')!).position).to.equal('static');
      globals.wcpt_permit_module!('freeze-table', container, 'theme');
      expect(getComputedStyle(page.querySelector('tbody td')!).position).to.equal('sticky');
    });

    it('names a bad column count or width and leaves that part out', async () => {
      const warnings = captureConsoleWarnings();
      try {
        const { table } = await mount(perDevice({ freeze_left: 'two', table_width: '1400px; color: red' }));
        expect(getComputedStyle(cell(table, 2, 1)).position).to.equal('static');
        expect(table.getBoundingClientRect().width).to.be.below(1400);
        expect(warnings.messages.some((m) => /freeze_left should be a whole number of columns; "two" is ignored/.test(m))).to.equal(true);
        expect(warnings.messages.some((m) => /table_width "1400px; color: red" is not a CSS length/.test(m))).to.equal(true);
      } finally {
        warnings.restore();
      }
    });
  });

  describe('scroll region and grab-and-scroll', () => {
    function pointer(target: Element, type: string, clientX: number, buttons = 1): void {
      target.dispatchEvent(new PointerEvent(type, { bubbles: true, cancelable: true, composed: true, pointerType: 'mouse', pointerId: 1, isPrimary: true, button: 0, buttons, clientX, clientY: 10 }));
    }

    function drag(target: Element, dx: number): void {
      const x = target.getBoundingClientRect().left + 5;
      pointer(target, 'pointerdown', x);
      pointer(target, 'pointermove', x + dx);
      pointer(target, 'pointerup', x + dx, 0);
      target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, clientX: x + dx }));
    }

    it('is a focusable, named region while the table overflows', async () => {
      const { container, wrapper } = await mount(perDevice({ table_width: 1400 }));
      await waitFor(() => wrapper.getAttribute('tabindex') === '0');
      expect(wrapper.getAttribute('role')).to.equal('region');
      expect(wrapper.getAttribute('aria-label')).to.equal('Lamps');
      wrapper.focus();
      await sendKeys({ press: 'ArrowRight' });
      await waitFor(() => wrapper.scrollLeft > 0, { message: 'the arrow key did not scroll the region' });
      container.parentElement!.parentElement!.style.width = '3000px';
      await waitFor(() => !wrapper.hasAttribute('tabindex') && !wrapper.hasAttribute('role') && !wrapper.hasAttribute('aria-label'));
    });

    it('scrolls by a mouse drag, and a drag of more than 2 px cancels the click', async () => {
      const { wrapper, table } = await mount({ grab_and_scroll: true, ...perDevice({ table_width: 1400 }) });
      expect(wrapper.classList.contains('wcpt-grab-and-scroll')).to.equal(true);
      wrapper.scrollLeft = 200;
      const link = cell(table, 4, 1).querySelector('a')!;
      let clicks = 0;
      link.addEventListener('click', (event) => {
        event.preventDefault();
        clicks++;
      });
      drag(link, -40);
      expect(wrapper.scrollLeft).to.equal(240);
      expect(clicks).to.equal(0);
      expect(wrapper.classList.contains('wcpt-grab-and-scroll--grabbing')).to.equal(false);

      drag(link, -2);
      expect(wrapper.scrollLeft).to.equal(240);
      expect(clicks).to.equal(1);
      // The guard was for that one click only.
      link.click();
      expect(clicks).to.equal(2);
    });

    it('swallows the real click that ends a real mouse drag, and only that one', async () => {
      const { wrapper, table } = await mount({ grab_and_scroll: true, ...perDevice({ table_width: 1400 }) });
      const link = cell(table, 3, 1).querySelector('a')!;
      let clicks = 0;
      link.addEventListener('click', (event) => {
        event.preventDefault();
        clicks++;
      });
      const box = link.getBoundingClientRect();
      const x = Math.round(box.right - 4);
      const y = Math.round(box.top + box.height / 2);
      try {
        // Pressed on the link, dragged 30 px to the left: the table scrolls on by 30 px.
        await sendMouse({ type: 'move', position: [x, y] });
        await sendMouse({ type: 'down' });
        await sendMouse({ type: 'move', position: [x - 10, y] });
        await sendMouse({ type: 'move', position: [x - 30, y] });
        await sendMouse({ type: 'up' });
        expect(wrapper.scrollLeft).to.equal(30);
        expect(clicks).to.equal(0);
        const after = link.getBoundingClientRect();
        await sendMouse({ type: 'click', position: [Math.round(after.right - 4), y] });
        await waitFor(() => clicks === 1, { message: `clicks: ${clicks}` });
      } finally {
        await resetMouse();
      }
    });

    it('shows the grabbing cursor during a drag and never starts one on a control or a touch', async () => {
      const { wrapper, table } = await mount({ grab_and_scroll: 'true', ...perDevice({ table_width: 1400 }) });
      const text = cell(table, 4, 5);
      const x = text.getBoundingClientRect().left + 5;
      pointer(text, 'pointerdown', x);
      pointer(text, 'pointermove', x - 30);
      expect(wrapper.classList.contains('wcpt-grab-and-scroll--grabbing')).to.equal(true);
      expect(wrapper.scrollLeft).to.equal(30);
      pointer(text, 'pointerup', x - 30, 0);
      expect(wrapper.classList.contains('wcpt-grab-and-scroll--grabbing')).to.equal(false);

      const checkbox = cell(table, 4, 1).querySelector('input')!;
      pointer(checkbox, 'pointerdown', x);
      pointer(checkbox, 'pointermove', x - 50);
      pointer(checkbox, 'pointerup', x - 50, 0);
      expect(wrapper.scrollLeft).to.equal(30);

      text.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, pointerType: 'touch', button: 0, buttons: 1, clientX: x }));
      text.dispatchEvent(new PointerEvent('pointermove', { bubbles: true, pointerType: 'touch', buttons: 1, clientX: x - 50 }));
      expect(wrapper.scrollLeft).to.equal(30);
    });

    it('does nothing without grab_and_scroll', async () => {
      const { wrapper, table } = await mount(perDevice({ table_width: 1400 }));
      const text = cell(table, 4, 5);
      pointer(text, 'pointerdown', 300);
      pointer(text, 'pointermove', 250);
      pointer(text, 'pointerup', 250, 0);
      expect(wrapper.scrollLeft).to.equal(0);
      expect(wrapper.classList.contains('wcpt-grab-and-scroll')).to.equal(false);
    });
  });

  describe('tooltips', () => {
    const hover = (target: Element, type: 'pointerover' | 'pointerout', relatedTarget: Element | null = null) =>
      target.dispatchEvent(new PointerEvent(type, { bubbles: true, pointerType: 'mouse', relatedTarget }));

    async function tips() {
      const mounted = await mount({});
      const [headingTip, rowTip] = [...mounted.container.querySelectorAll<HTMLElement>('.wcpt-tooltip')];
      return { ...mounted, headingTip: headingTip!, rowTip: rowTip! };
    }
    const isOpen = (tip: HTMLElement) => tip.classList.contains('wcpt-open');
    const labelOf = (tip: HTMLElement) => tip.querySelector<HTMLButtonElement>('.wcpt-tooltip-label')!;
    const textOf = (tip: HTMLElement) => tip.querySelector<HTMLElement>('.wcpt-tooltip-content-wrapper')!;

    it('opens after the hover delay, is shown in view, and closes when the pointer leaves', async () => {
      const { rowTip } = await tips();
      const label = labelOf(rowTip);
      window.scrollTo({ top: label.getBoundingClientRect().top - 300, behavior: 'instant' });
      hover(label, 'pointerover');
      expect(isOpen(rowTip)).to.equal(false);
      await waitFor(() => isOpen(rowTip), { message: 'the tooltip did not open on hover' });
      expect(label.getAttribute('aria-expanded')).to.equal('true');
      const text = textOf(rowTip).getBoundingClientRect();
      expect(text.height).to.be.above(0);
      expect(text.bottom).to.be.at.most(label.getBoundingClientRect().top + 1);
      expect(textOf(rowTip).getAttribute('data-wcpt-position')).to.equal('above');
      // Moving onto the text keeps it open; leaving the tooltip closes it.
      hover(label, 'pointerout', textOf(rowTip));
      hover(textOf(rowTip), 'pointerover');
      hover(textOf(rowTip), 'pointerout', document.body);
      await waitFor(() => !isOpen(rowTip), { message: 'the tooltip did not close on leave' });
      expect(label.getAttribute('aria-expanded')).to.equal('false');
    });

    it('does not open when the pointer leaves before the delay', async () => {
      const { rowTip } = await tips();
      const classChanges: string[] = [];
      new MutationObserver((records) => records.forEach(() => classChanges.push(rowTip.className))).observe(rowTip, { attributeFilter: ['class'] });
      hover(labelOf(rowTip), 'pointerover');
      hover(labelOf(rowTip), 'pointerout', document.body);
      // Another table's tooltip, hovered after, opens after the same delay: the first one's time has passed by then.
      const other = await mount({}, { id: '102' });
      const clock = other.container.querySelector<HTMLElement>('.wcpt-tooltip')!;
      hover(labelOf(clock), 'pointerover');
      await waitFor(() => isOpen(clock));
      expect(classChanges).to.deep.equal([]);
    });

    it('opens on focus, closes on Escape and keeps the focus', async () => {
      const { rowTip } = await tips();
      const label = labelOf(rowTip);
      label.focus();
      expect(isOpen(rowTip)).to.equal(true);
      await sendKeys({ press: 'Escape' });
      await waitFor(() => !isOpen(rowTip));
      expect(document.activeElement).to.equal(label);
    });

    it('toggles on click, stays open when the pointer leaves, closes on a click elsewhere', async () => {
      const { rowTip, headingTip, table } = await tips();
      const label = labelOf(rowTip);
      label.click();
      expect(isOpen(rowTip)).to.equal(true);
      hover(label, 'pointerout', document.body);
      // Opening another one closes the first: one at a time.
      labelOf(headingTip).click();
      expect(isOpen(rowTip)).to.equal(false);
      expect(isOpen(headingTip)).to.equal(true);
      labelOf(headingTip).click();
      expect(isOpen(headingTip)).to.equal(false);
      label.click();
      cell(table, 8, 4).click();
      expect(isOpen(rowTip)).to.equal(false);
    });

    it('shows a heading tooltip below its label at the top of the viewport, inside the viewport', async () => {
      const { headingTip } = await tips();
      const label = labelOf(headingTip);
      window.scrollTo({ top: label.getBoundingClientRect().top + window.scrollY - 2, behavior: 'instant' });
      label.click();
      const text = textOf(headingTip);
      expect(text.getAttribute('data-wcpt-position')).to.equal('below');
      const rect = text.getBoundingClientRect();
      expect(rect.top).to.be.at.least(label.getBoundingClientRect().bottom - 1);
      expect(rect.left).to.be.at.least(0);
      expect(rect.right).to.be.at.most(document.documentElement.clientWidth);
      // Not clipped by the scroll wrapper: the text is what the browser finds there.
      const probe = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2);
      expect(text.contains(probe)).to.equal(true);
    });

    it('a click in a heading tooltip does not sort; the heading link does', async () => {
      const { host, headingTip, table } = await tips();
      const loads: string[] = [];
      host.addEventListener('shop-table-before-load', (event) => {
        event.preventDefault();
        loads.push(event.detail.query);
      });
      labelOf(headingTip).click();
      textOf(headingTip).click();
      expect(loads).to.deep.equal([]);
      cell(table, 0, 1).querySelector<HTMLElement>('a.wcpt-heading-sort')!.click();
      expect(loads).to.have.length(1);
    });

    it('puts the printed tooltip back when stopped', async () => {
      const { host, rowTip } = await tips();
      labelOf(rowTip).click();
      expect(isOpen(rowTip)).to.equal(true);
      expect(textOf(rowTip).matches(':popover-open')).to.equal(true);
      host.disableModule('tooltips', 'test');
      expect(isOpen(rowTip)).to.equal(false);
      expect(textOf(rowTip).hasAttribute('popover')).to.equal(false);
      expect(textOf(rowTip).getAttribute('style')).to.equal(null);
      expect(textOf(rowTip).getAttribute('data-wcpt-position')).to.equal('above');
      expect(labelOf(rowTip).hasAttribute('aria-expanded')).to.equal(false);
    });
  });

  describe('auto-scroll', () => {
    const loaded = (host: HTMLElement, purpose: string) =>
      host.dispatchEvent(new CustomEvent('shop-table-loaded', { bubbles: true, detail: { tableId: '101', query: '?', purpose } }));
    const FAR = '<div style="height:2000px"></div>';
    const containerTop = (container: HTMLElement) => container.getBoundingClientRect().top;

    async function settles(): Promise<void> {
      // Three frames: an animation that had started would have moved by then.
      for (let i = 0; i < 3; i++) await nextFrame();
    }

    for (const purpose of ['filter', 'paginate', 'sort']) {
      it(`brings the table's top to the offset after a ${purpose}`, async () => {
        const { host, container } = await mount({ auto_scroll: true, ...perDevice({ scroll_offset: 20 }) }, { before: FAR });
        expect(window.scrollY).to.equal(0);
        loaded(host, purpose);
        await waitFor(() => Math.abs(containerTop(container) - 20) < 1, { message: `table top at ${containerTop(container)}` });
      });
    }

    it('uses 20 px by default and the height of a selector\'s element', async () => {
      const { host, container } = await mount(perDevice({ auto_scroll: 'true' }), { before: FAR });
      loaded(host, 'paginate');
      await waitFor(() => Math.abs(containerTop(container) - 20) < 1);
      cleanup();
      window.scrollTo({ top: 0, behavior: 'instant' });
      const header = fixture('<header id="site-head" style="height:64px"></header>');
      const again = await mount({ auto_scroll: true, ...perDevice({ scroll_offset: '#site-head' }) }, { before: FAR });
      loaded(again.host, 'filter');
      await waitFor(() => Math.abs(containerTop(again.container) - 64) < 1, { message: `table top at ${containerTop(again.container)}` });
      header.remove();
    });

    it('leaves the page alone for other loads, without auto_scroll, and when the top is in view', async () => {
      const { host } = await mount({ auto_scroll: true }, { before: FAR });
      for (const purpose of ['lazy_load', 'device_switch', 'refresh_table', 'infinite_scroll', 'history']) loaded(host, purpose);
      await settles();
      expect(window.scrollY).to.equal(0);
      cleanup();

      const off = await mount({}, { before: FAR });
      loaded(off.host, 'filter');
      await settles();
      expect(window.scrollY).to.equal(0);
      cleanup();

      const near = await mount({ auto_scroll: true }, { before: '<div style="height:200px"></div>' });
      loaded(near.host, 'sort');
      await settles();
      expect(window.scrollY).to.equal(0);
      // The same table scrolled past: its top is out of view and the page comes back to it.
      window.scrollTo({ top: 600, behavior: 'instant' });
      loaded(near.host, 'sort');
      await waitFor(() => Math.abs(containerTop(near.container) - 20) < 1);
    });
  });
});

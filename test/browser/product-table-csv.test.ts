// The product table's CSV buttons against the demo store's wcpt_get_csv (no fetch stubs): the file's
// content (RFC 4180 quoting, formula cells, the byte order mark), its name, the busy button that
// ignores clicks, and a failure that restores the button and says so. The download itself is
// recorded: a capturing click listener keeps the `<a download>` the element clicks, and stops the
// browser from saving the file.
import { expect } from 'chai';
import { sendKeys } from '@web/test-runner-commands';
import '../../src/elements/product-table.element.ts';
import { clearFault, setFault } from '../helpers/demo-store.ts';
import { mountTables, resetPage } from '../helpers/demo-tables.ts';
import { waitFor } from '../helpers/wait.ts';

const PAGE = '/demo/product-table/csv/';

interface Download { name: string; href: string; bytes: Uint8Array; text: string }

/** Records the files the page saves, with their content read from the Blob URL before it is revoked. */
function recordDownloads() {
  const downloads: Download[] = [];
  const pending: Array<Promise<void>> = [];
  const onClick = (event: MouseEvent) => {
    const link = event.target;
    if (!(link instanceof HTMLAnchorElement) || !link.hasAttribute('download')) return;
    event.preventDefault();
    const { href, download: name } = link;
    pending.push(fetch(href).then((r) => r.arrayBuffer()).then((buffer) => {
      const bytes = new Uint8Array(buffer);
      downloads.push({ name, href, bytes, text: new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes) });
    }));
  };
  document.addEventListener('click', onClick, true);
  return {
    downloads,
    clicks: () => pending.length,
    settled: () => Promise.all(pending),
    stop: () => document.removeEventListener('click', onClick, true),
  };
}

/** wc-ajax=wcpt_get_csv requests that have ended since `since`. */
function csvRequests(since: number): number {
  return performance.getEntriesByType('resource').filter((entry) => entry.startTime >= since && entry.name.includes('wc-ajax=wcpt_get_csv')).length;
}

const buttons = (host: HTMLElement) => [...host.querySelectorAll<HTMLElement>('.wcpt-csv-download')];
const isIdle = (button: HTMLElement) => !button.hasAttribute('aria-busy') && !button.classList.contains('wcpt-disabled') && !button.classList.contains('wcpt-loading');

describe('shop-product-table: CSV download', () => {
  const startUrl = location.href;
  let recorder: ReturnType<typeof recordDownloads>;
  beforeEach(() => {
    resetPage(startUrl);
    recorder = recordDownloads();
  });
  afterEach(() => recorder.stop());
  after(() => resetPage(startUrl));

  it('saves every row of the table as {file name}.csv, quoted as RFC 4180 says, formula cells neutralised, with a BOM', async () => {
    const [host] = await mountTables(PAGE);
    const [current] = buttons(host!);
    await waitFor(() => current!.getAttribute('role') === 'button', { message: 'button not made operable' });
    current!.click();
    await waitFor(() => recorder.clicks() === 1, { message: 'no download' });
    await recorder.settled();
    const [file] = recorder.downloads;
    expect(file!.name).to.equal('Product export.csv');
    expect(file!.href.startsWith('blob:')).to.equal(true);
    expect([...file!.bytes.slice(0, 3)]).to.deep.equal([0xef, 0xbb, 0xbf]);
    const text = file!.text.slice(1);
    expect(text.startsWith('Product,SKU,Category,Price,Stock,Description,On sale\r\n')).to.equal(true);
    expect(text.endsWith('\r\n')).to.equal(true);
    expect(text).to.contain('\r\n"Desk lamp, brass",LAMP-DESK-BRASS,,49.9,7,"Our ""classic"" lamp.\nBulb included, 2 m cable.",false\r\n');
    expect(text).to.contain('\r\nHome cleaning kit,\'-KIT-01,,9.5,In stock,"\'=SUM(A1:A9) cloths, sponges and brushes",true\r\n');
    expect(text).to.contain('\r\n"Café sign ""Open""",SIGN-CAFE,,18,Out of stock,"\'@cafe sign: enamel; two sides\r\nHook included",false\r\n');
    // Eight products (more than the table's page of five) and the headings.
    expect(text.match(/,(true|false)\r\n/g)).to.have.length(8);
    await waitFor(() => isIdle(current!), { message: 'button not idle again' });
  });

  it('exports all of the table\'s products with the include-all button, whatever the filters, under a safe file name', async () => {
    const [host] = await mountTables(`${PAGE}?141_on_sale=1`);
    const all = buttons(host!)[1]!;
    all.click();
    await waitFor(() => recorder.clicks() === 1, { message: 'no download' });
    await recorder.settled();
    const [file] = recorder.downloads;
    expect(file!.name).to.equal('exports-all- products.csv');
    const lines = file!.text.slice(1).split('\r\n');
    expect(lines[0]).to.equal('Product,SKU,Price');
    expect(lines).to.include('"Desk lamp, brass",LAMP-DESK-BRASS,49.9');
    expect(lines.filter(Boolean)).to.have.length(9);
  });

  it('is busy and disabled while the request runs: clicks and key presses then send no second request', async () => {
    const [host] = await mountTables(PAGE);
    const [current] = buttons(host!);
    await waitFor(() => current!.getAttribute('role') === 'button');
    const since = performance.now();
    setFault('latency-800@wcpt_get_csv');
    current!.click();
    await waitFor(() => current!.getAttribute('aria-busy') === 'true', { message: 'not busy' });
    expect(current!.getAttribute('aria-disabled')).to.equal('true');
    expect(current!.classList.contains('wcpt-disabled')).to.equal(true);
    expect(current!.classList.contains('wcpt-loading')).to.equal(true);
    expect(getComputedStyle(current!).cursor).to.equal('progress');
    current!.click();
    current!.dispatchEvent(new MouseEvent('dblclick', { bubbles: true }));
    current!.click();
    current!.focus();
    await sendKeys({ press: 'Enter' });
    await waitFor(() => isIdle(current!), { message: 'not idle again' });
    await waitFor(() => recorder.clicks() >= 1, { message: 'no download' });
    // Idle again: the next click is a new export. Started after the first answer and held as long, its
    // answer is the last to arrive, so any request a click sent while busy has ended by then.
    current!.click();
    await waitFor(() => recorder.clicks() >= 2 && isIdle(current!), { message: 'no second download' });
    await recorder.settled();
    expect(csvRequests(since)).to.equal(2);
    expect(recorder.clicks()).to.equal(2);
  });

  it('a double click sends one request; a later click sends the next', async () => {
    const [host] = await mountTables(PAGE);
    const [current] = buttons(host!);
    await waitFor(() => current!.getAttribute('role') === 'button');
    const since = performance.now();
    // Held, so that the answer of the later click arrives last (see above).
    setFault('latency-300@wcpt_get_csv');
    current!.click();
    current!.click();
    await waitFor(() => recorder.clicks() >= 1 && isIdle(current!), { message: 'no download' });
    current!.click();
    await waitFor(() => recorder.clicks() >= 2 && isIdle(current!), { message: 'no second download' });
    await recorder.settled();
    expect(csvRequests(since)).to.equal(2);
    expect(recorder.clicks()).to.equal(2);
  });

  it('a file asked for still comes when the table reloads meanwhile', async () => {
    const [host] = await mountTables(PAGE);
    const [current] = buttons(host!);
    await waitFor(() => current!.getAttribute('role') === 'button');
    setFault('latency-600@wcpt_get_csv');
    current!.click();
    await waitFor(() => current!.getAttribute('aria-busy') === 'true');
    host!.querySelector<HTMLElement>('th.wcpt-heading.wcpt-title')!.click();
    await waitFor(() => !host!.contains(current!), { message: 'table not reloaded' });
    await waitFor(() => recorder.clicks() === 1, { message: 'the download was dropped' });
    await recorder.settled();
    expect(recorder.downloads[0]!.text).to.contain('"Desk lamp, brass"');
  });

  it('the keyboard works the add-on\'s <div> button', async () => {
    const [host] = await mountTables(PAGE);
    const [current] = buttons(host!);
    await waitFor(() => current!.tabIndex === 0, { message: 'not focusable' });
    current!.focus();
    await sendKeys({ press: 'Enter' });
    await waitFor(() => recorder.clicks() === 1, { message: 'Enter did not download' });
    await waitFor(() => isIdle(current!));
    await sendKeys({ press: ' ' });
    await waitFor(() => recorder.clicks() === 2, { message: 'Space did not download' });
  });

  it('the failure message speaks the shop\'s language (i18n_csv_failed_text); a setting that is no text is reported and the default used', async () => {
    const warnings: unknown[][] = [];
    const errors: unknown[][] = [];
    const original = { warn: console.warn, error: console.error };
    console.warn = (...args: unknown[]) => warnings.push(args);
    console.error = (...args: unknown[]) => errors.push(args);
    try {
      const [host] = await mountTables(PAGE, (markup) =>
        markup.querySelector('shop-product-table')!.setAttribute('settings', JSON.stringify({ i18n_csv_failed_text: 'Le fichier CSV n’a pas pu être créé' })));
      const [current] = buttons(host!);
      await waitFor(() => current!.getAttribute('role') === 'button');
      setFault('500@wcpt_get_csv');
      current!.click();
      await waitFor(() => current!.nextElementSibling?.getAttribute('role') === 'alert', { message: 'no message' });
      expect(current!.nextElementSibling!.textContent).to.match(/^Le fichier CSV n’a pas pu être créé: /);

      resetPage(location.href);
      const [other] = await mountTables(PAGE, (markup) =>
        markup.querySelector('shop-product-table')!.setAttribute('settings', JSON.stringify({ i18n_csv_failed_text: 42 })));
      const [button] = buttons(other!);
      await waitFor(() => button!.getAttribute('role') === 'button');
      setFault('500@wcpt_get_csv');
      button!.click();
      await waitFor(() => button!.nextElementSibling?.getAttribute('role') === 'alert', { message: 'no message' });
      expect(button!.nextElementSibling!.textContent).to.match(/^The CSV file could not be made: /);
      expect(warnings.some((args) => String(args[0]).includes('"i18n_csv_failed_text" is not a text'))).to.equal(true);
    } finally {
      console.warn = original.warn;
      console.error = original.error;
      clearFault();
    }
  });

  it('a failure restores the button and says so beside it; the next click tries again and clears the message', async () => {
    const [host] = await mountTables(PAGE);
    const [current] = buttons(host!);
    await waitFor(() => current!.getAttribute('role') === 'button');
    const errors: unknown[][] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => errors.push(args);
    try {
      for (const fault of ['500@wcpt_get_csv', 'malformed@wcpt_get_csv', 'empty@wcpt_get_csv']) {
        setFault(fault);
        current!.click();
        await waitFor(() => current!.nextElementSibling?.getAttribute('role') === 'alert', { message: `no message for ${fault}` });
        const alert = current!.nextElementSibling!;
        expect(alert.textContent, fault).to.match(/^The CSV file could not be made: .+/);
        expect(isIdle(current!), fault).to.equal(true);
        expect(current!.hasAttribute('aria-disabled')).to.equal(false);
        clearFault();
        current!.click();
        await waitFor(() => !host!.querySelector('.wcpt-csv-download-error'), { message: 'message not cleared' });
        await waitFor(() => isIdle(current!));
      }
    } finally {
      console.error = original;
      clearFault();
    }
    expect(errors.filter((args) => String(args[0]).includes('The CSV file could not be made'))).to.have.length(3);
    await waitFor(() => recorder.clicks() === 3, { message: 'the retries did not download' });
  });
});

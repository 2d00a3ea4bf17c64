import { expect } from 'chai';
import '../../src/elements/product-search.element.ts';
import { navigation } from '../../src/dom/navigation.ts';
import { cleanup, fixture } from '../helpers/fixture.ts';
import { waitFor } from '../helpers/wait.ts';
import { captureConsoleErrors } from '../helpers/console.ts';

const FORM = (action = '/shop/') => `<form role="search" method="get" action="${action}">
  <input type="search" name="s" aria-label="Search products">
  <select name="wcpt_search_category" aria-label="Category">
    <option value="">All categories</option>
    <option value="hoodies" data-url="/product-category/hoodies/">Hoodies</option>
    <option value="caps">Caps</option>
  </select>
  <button type="submit">Search</button>
</form>`;

async function mount(attrs: string, action?: string): Promise<HTMLElement> {
  const host = fixture(`<shop-product-search ${attrs}>${FORM(action)}</shop-product-search>`);
  await waitFor(() => host.hasAttribute('data-shop-ready'), { message: 'shop-product-search not ready' });
  return host;
}

/** Submits like the shopper pressing the button, and returns the URL the page would go to. */
async function search(host: HTMLElement, keyword: string, category = ''): Promise<string> {
  host.querySelector<HTMLInputElement>('[name="s"]')!.value = keyword;
  host.querySelector<HTMLSelectElement>('select')!.value = category;
  const went: string[] = [];
  const original = navigation.assign;
  navigation.assign = (url: string) => void went.push(url);
  try {
    host.querySelector<HTMLButtonElement>('button[type="submit"]')!.click();
    await waitFor(() => went.length === 1, { message: 'no navigation' });
    return went[0]!;
  } finally {
    navigation.assign = original;
  }
}

describe('<shop-product-search>', () => {
  afterEach(() => cleanup());

  it('shop mode: {action}?s={kw}&{prefix}_search_category={cat}', async () => {
    const host = await mount('mode="shop" prefix="wcpt"');
    expect(await search(host, 'blue hoodie', 'hoodies')).to.equal('/shop/?s=blue%20hoodie&wcpt_search_category=hoodies');
  });

  it('search mode adds post_type=product', async () => {
    const host = await mount('mode="search" prefix="wcpt"', '/');
    expect(await search(host, 'cap', 'caps')).to.equal('/?s=cap&post_type=product&wcpt_search_category=caps');
  });

  it("category mode: the chosen option's data-url with ?s=", async () => {
    const host = await mount('mode="category"');
    expect(await search(host, 'zip', 'hoodies')).to.equal('/product-category/hoodies/?s=zip');
  });

  it('category mode: the category-urls map when the option has no data-url', async () => {
    const host = await mount(`mode="category" category-urls='{"caps":"/product-category/caps/"}'`);
    expect(await search(host, 'red', 'caps')).to.equal('/product-category/caps/?s=red');
  });

  it('category mode with "all categories" falls back to the shop URL', async () => {
    const host = await mount('mode="category"');
    expect(await search(host, 'red', '')).to.equal('/shop/?s=red&wcpt_search_category=');
  });

  it('encodes the keyword', async () => {
    const host = await mount('mode="shop" prefix="t1"');
    expect(await search(host, 'a&b=c #x', '')).to.equal('/shop/?s=a%26b%3Dc%20%23x&t1_search_category=');
  });

  it('an empty keyword goes to clear-redirect-url', async () => {
    const host = await mount('mode="search" clear-redirect-url="/shop/?cleared=1"');
    expect(await search(host, '  ', 'caps')).to.equal('/shop/?cleared=1');
  });

  it('fires a cancelable shop-product-search with the URL; preventDefault stays on the page', async () => {
    const host = await mount('mode="shop"');
    const details: Array<{ url: string; keyword: string; category: string }> = [];
    host.addEventListener('shop-product-search', (event) => {
      details.push(event.detail);
      event.preventDefault();
    });
    const went: string[] = [];
    const original = navigation.assign;
    navigation.assign = (url: string) => void went.push(url);
    try {
      host.querySelector<HTMLInputElement>('[name="s"]')!.value = 'beanie';
      host.querySelector<HTMLButtonElement>('button[type="submit"]')!.click();
      await waitFor(() => details.length === 1);
      expect(details[0]).to.deep.include({ url: '/shop/?s=beanie&wcpt_search_category=', keyword: 'beanie', category: '' });
      expect(went).to.deep.equal([]);
    } finally {
      navigation.assign = original;
    }
  });

  it('never follows a form action that is a script URL: one console error, the page stays', async () => {
    const errors = captureConsoleErrors();
    const went: string[] = [];
    const original = navigation.assign;
    navigation.assign = (url: string) => void went.push(url);
    try {
      for (const action of ['javascript:alert(1)', ' JaVaScRiPt:alert(1)', 'java\tscript:alert(1)', 'vbscript:x', 'data:text/html,x']) {
        const host = await mount('mode="shop"');
        const form = host.querySelector('form')!;
        form.setAttribute('action', action);
        let submitted = false;
        const seen = (event: Event) => (submitted = !event.defaultPrevented);
        document.addEventListener('submit', seen);
        host.querySelector<HTMLButtonElement>('button[type="submit"]')!.click();
        document.removeEventListener('submit', seen);
        await waitFor(() => errors.messages.some((m) => m.includes('<shop-product-search> form action')), { message: `no console error for ${JSON.stringify(action)}` });
        expect(submitted, 'the native submission is held').to.equal(false);
        cleanup();
      }
      expect(went).to.deep.equal([]);
    } finally {
      navigation.assign = original;
      errors.restore();
    }
  });

  it('a bad mode logs one error naming tag and attribute and searches in shop mode', async () => {
    const errors = captureConsoleErrors();
    try {
      const host = await mount('mode="everywhere"');
      expect(errors.messages.filter((m) => m.includes('<shop-product-search>') && m.includes('"mode"'))).to.have.length(1);
      expect(await search(host, 'x', 'caps')).to.equal('/shop/?s=x&wcpt_search_category=caps');
    } finally {
      errors.restore();
    }
  });

  it('invalid category-urls JSON logs one error and is ignored', async () => {
    const errors = captureConsoleErrors();
    try {
      const host = await mount(`mode="category" category-urls="{not json"`);
      expect(errors.messages.filter((m) => m.includes('<shop-product-search>') && m.includes('"category-urls"'))).to.have.length(1);
      expect(await search(host, 'x', 'hoodies')).to.equal('/product-category/hoodies/?s=x');
    } finally {
      errors.restore();
    }
  });
});

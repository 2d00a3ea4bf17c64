import type { Page } from '@playwright/test';
import { expect, test } from '../helpers/e2e.ts';

// Shopper journeys of the variable-product form (<shop-variations>) and the own-price field
// (<shop-own-price>) on the demo store, after the platform's own product-page scenarios.

const form = (page: Page) => page.locator('shop-variations form.variations_form');
const price = (page: Page) => page.locator('.single_variation .woocommerce-variation-price');
const addButton = (page: Page) => page.locator('shop-variations .single_add_to_cart_button');

/** Dismisses every browser alert (a click waits until its alert is answered) and keeps its text. */
function answerAlerts(page: Page): string[] {
  const messages: string[] = [];
  page.on('dialog', (dialog) => {
    messages.push(dialog.message());
    void dialog.dismiss();
  });
  return messages;
}

async function openProduct(page: Page, slug: string, query = ''): Promise<void> {
  await page.goto(`/product/${slug}/${query}`);
  await expect(page.locator('shop-variations[data-ready]')).toHaveCount(1);
}

test.describe('variable product form', () => {
  test.afterEach(async ({ context }) => {
    await context.clearCookies({ name: 'demo_fault' });
  });

  test('adds each of the four sizes to the cart as its own line', async ({ page, pageErrors }) => {
    for (const size of ['s', 'm', 'l', 'xl']) {
      await openProduct(page, 'hoodie-sizes');
      await page.selectOption('select[name="attribute_pa_size"]', size);
      await expect(page.locator('input.variation_id')).not.toHaveValue('');
      await expect(addButton(page)).not.toHaveClass(/disabled/);
      await Promise.all([page.waitForEvent('load'), addButton(page).click()]);
      await page.waitForURL(/\/product\/hoodie-sizes\//);
    }
    await page.goto('/cart/');
    await expect(page.locator('tr.cart_item')).toHaveCount(4);
    expect(pageErrors).toEqual([]);
  });

  test('changes the price between variations', async ({ page }) => {
    await openProduct(page, 'hoodie-sizes');
    await page.selectOption('select[name="attribute_pa_size"]', 's');
    await expect(price(page)).toContainText('20.00');
    await page.selectOption('select[name="attribute_pa_size"]', 'm');
    await expect(price(page)).toContainText('22.00');
    await page.selectOption('select[name="attribute_pa_size"]', 'xl');
    await expect(price(page)).toContainText('26.00');
  });

  test("keeps the price when another attribute changes to a value that 'any' covers", async ({ page }) => {
    await openProduct(page, 'tshirt-colour-logo');
    await page.selectOption('select[name="attribute_pa_color"]', 'blue');
    await page.selectOption('select[name="attribute_logo"]', 'Yes');
    await expect(page.locator('input.variation_id')).toHaveValue('111');
    await expect(price(page)).toContainText('15.00');
    const before = await price(page).textContent();
    await page.selectOption('select[name="attribute_logo"]', 'No');
    await expect(page.locator('input.variation_id')).toHaveValue('111');
    await expect(price(page)).toHaveText(before ?? '');
  });

  test('swaps weight, dimensions and SKU for the variation and restores them on reset', async ({ page }) => {
    await openProduct(page, 'tshirt-colour-logo');
    const weight = page.locator('.woocommerce-product-attributes-item--weight td');
    const dimensions = page.locator('.woocommerce-product-attributes-item--dimensions td');
    const sku = page.locator('.product_meta .sku');
    await expect(weight).toHaveText('0.25 kg');
    await expect(dimensions).toHaveText('28 × 18 × 1 cm');
    await page.selectOption('select[name="attribute_pa_color"]', 'blue');
    await page.selectOption('select[name="attribute_logo"]', 'Yes');
    await expect(weight).toHaveText('0.3 kg');
    await expect(dimensions).toHaveText('30 × 20 × 2 cm');
    await expect(sku).toHaveText('TSHIRT-BLUE');
    await page.selectOption('select[name="attribute_pa_color"]', 'red');
    await expect(weight).toHaveText('0.35 kg');
    await page.locator('.reset_variations').click();
    await expect(weight).toHaveText('0.25 kg');
    await expect(dimensions).toHaveText('28 × 18 × 1 cm');
    await expect(sku).toHaveText('TSHIRT-CL');
  });

  test('reset with the keyboard, then add to cart: the selection-needed alert', async ({ page }) => {
    await openProduct(page, 'hoodie-sizes');
    await page.selectOption('select[name="attribute_pa_size"]', 'm');
    await expect(addButton(page)).not.toHaveClass(/disabled/);
    const reset = page.locator('.reset_variations');
    await expect(reset).toBeVisible();
    await reset.focus();
    await page.keyboard.press('Space');
    await expect(page.locator('select[name="attribute_pa_size"]')).toHaveValue('');
    await expect(page.locator('select[name="attribute_pa_size"]')).toBeFocused();
    await expect(reset).toBeHidden();
    await expect(page.locator('#storefront-live-region')).toContainText('selection has been reset');
    const messages = answerAlerts(page);
    // aria-disabled: Playwright would wait for it to become enabled; a shopper can still click it.
    await addButton(page).click({ force: true });
    await expect.poll(() => messages).toEqual([expect.stringMatching(/select some product options/)]);
    await expect(page).toHaveURL(/\/product\/hoodie-sizes\/$/);
  });

  test('disables the inactive option and shows an out-of-stock variation as unavailable', async ({ page }) => {
    await openProduct(page, 'cap-mixed-availability');
    await expect(page.locator('select[name="attribute_pa_color"] option[value="black"]')).toBeDisabled();
    await page.selectOption('select[name="attribute_pa_color"]', 'blue');
    await expect(addButton(page)).toHaveClass(/wc-variation-is-unavailable/);
    await expect(page.locator('.single_variation .woocommerce-variation-availability')).toContainText('Out of stock');
    const messages = answerAlerts(page);
    await addButton(page).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => messages).toEqual([expect.stringMatching(/unavailable/)]);
  });

  test('matches quoted, ampersand and non-Latin values', async ({ page }) => {
    await openProduct(page, 'quote-attrs');
    for (const [label, id] of [['Men\'s "Classic"', '131'], ['Größe & Fit', '132'], ['日本', '133'], ['<b>Bold</b> & brave', '134']]) {
      await page.selectOption('select[name="attribute_style"]', { label: label! });
      await expect(page.locator('input.variation_id')).toHaveValue(id!);
    }
  });

  test('AJAX mode: looks variations up, aborting a superseded lookup', async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'demo_fault', value: 'latency-600@get_variation', url: baseURL! }]);
    const lookups = { sent: 0, aborted: 0 };
    page.on('request', (r) => r.url().includes('wc-ajax=get_variation&') || r.url().endsWith('wc-ajax=get_variation') ? (lookups.sent += 1) : 0);
    page.on('requestfailed', (r) => (r.url().endsWith('wc-ajax=get_variation') ? (lookups.aborted += 1) : 0));
    await openProduct(page, 'sneaker-many');
    await page.selectOption('select[name="attribute_pa_shoe-size"]', '40');
    await page.selectOption('select[name="attribute_pa_color"]', 'white');
    await expect(form(page)).toHaveClass(/processing/);
    // The overlay sits over the form; a script (like another plugin) changes the colour meanwhile.
    await page.locator('select[name="attribute_pa_color"]').evaluate((select: HTMLSelectElement) => {
      select.value = 'red';
      select.dispatchEvent(new Event('change', { bubbles: true }));
    });
    await expect(page.locator('input.variation_id')).toHaveValue('1013');
    await expect(form(page)).not.toHaveClass(/processing/);
    await expect(price(page)).toContainText('64.00');
    expect(lookups.sent).toBe(2);
    expect(lookups.aborted).toBe(1);
  });

  /** Requests to the matrix URL, and how often the element narrowed its options. */
  async function watchMatrix(page: Page) {
    const requests: string[] = [];
    page.on('request', (r) => (r.url().includes('wc-ajax=get_variation_matrix') ? requests.push(r.method()) : 0));
    await page.addInitScript(() => {
      const w = window as unknown as { narrowed: number };
      w.narrowed = 0;
      document.addEventListener('shop-variation-options-updated', () => (w.narrowed += 1), true);
    });
    return { requests, narrowed: () => page.evaluate(() => (window as unknown as { narrowed: number }).narrowed) };
  }

  /** A complete choice on the sneaker page is looked up and found. */
  async function lookUpSneaker(page: Page) {
    await page.selectOption('select[name="attribute_pa_shoe-size"]', '40');
    await page.selectOption('select[name="attribute_pa_color"]', 'white');
    await expect(page.locator('input.variation_id')).toHaveValue('1012');
    await expect(price(page)).toContainText('64.00');
  }

  test('AJAX mode: no matrix request by default (the platform has no such call); options stay as printed', async ({ page }) => {
    const watch = await watchMatrix(page);
    await openProduct(page, 'sneaker-many');
    await lookUpSneaker(page);
    expect(watch.requests).toEqual([]);
    expect(await watch.narrowed()).toBe(0);
  });

  test('AJAX mode: narrowed from the matrix block the page prints, without a request', async ({ page, pageErrors }) => {
    const watch = await watchMatrix(page);
    await page.goto('/demo/variations-matrix-block/');
    await expect(page.locator('shop-variations[data-ready]')).toHaveCount(1);
    await expect.poll(watch.narrowed).toBeGreaterThan(0);
    await lookUpSneaker(page);
    expect(watch.requests).toEqual([]);
    expect(pageErrors).toEqual([]);
  });

  test('AJAX mode: narrowed from the URL the page configures, read once', async ({ page, pageErrors }) => {
    const watch = await watchMatrix(page);
    await page.goto('/demo/variations-matrix-url/');
    await expect(page.locator('shop-variations[data-ready]')).toHaveCount(1);
    await expect.poll(watch.narrowed).toBeGreaterThan(0);
    await lookUpSneaker(page);
    expect(watch.requests).toEqual(['GET']);
    expect(pageErrors).toEqual([]);
  });

  test("a variation without a price shows the shop's 'unavailable' text in the panel", async ({ page }) => {
    await openProduct(page, 'cap-mixed-availability');
    await page.selectOption('select[name="attribute_pa_color"]', 'green');
    await expect(page.locator('.single_variation')).toContainText(
      'Sorry, this product is unavailable. Please choose a different combination.',
    );
    await expect(page.locator('.single_variation')).toBeVisible();
    await expect(addButton(page)).toHaveClass(/wc-variation-is-unavailable/);
    const variation = await page.evaluate(async () => {
      const body = new URLSearchParams({ product_id: '3', attribute_pa_color: 'green' });
      return (await fetch('/?wc-ajax=get_variation', { method: 'POST', body })).json();
    });
    expect(variation).toMatchObject({ variation_id: 123, variation_is_visible: false, is_purchasable: false });
  });

  test('narrows 1,100 inline variations and works under a strict CSP (no eval)', async ({ page, pageErrors }) => {
    await openProduct(page, 'configurator-1000', '?csp=strict');
    await page.selectOption('select[name="attribute_material"]', 'Walnut');
    await page.selectOption('select[name="attribute_finish"]', 'Gloss');
    await page.selectOption('select[name="attribute_width"]', '90 cm');
    await expect(page.locator('input.variation_id')).toHaveValue(String(2001 + 110 + 2 * 11 + 3));
    await expect(price(page)).toContainText('280.00');
    const reports = await (await page.request.get('/__demo/csp-reports').catch(() => undefined))?.text().catch(() => '');
    expect(reports ?? '').not.toMatch(/eval/);
    expect(pageErrors).toEqual([]);
  });
});

test.describe('own-price field', () => {
  test('formats the amount with the configured decimals; text that is not a number becomes 0', async ({ page }) => {
    await page.goto('/product/donation-own-price/');
    // Ready: its change listener is on the field (a change before that is the platform's, not ours).
    await expect(page.locator('shop-own-price[data-shop-ready]')).toHaveCount(1);
    const input = page.locator('shop-own-price input.own-price');
    const events = page.evaluate(
      () =>
        new Promise<number>((resolve) =>
          document.addEventListener('shop-own-price-changed', (e) => resolve(e.detail.amount), { once: true }),
        ),
    );
    await expect
      .poll(async () => {
        await input.fill('12,5');
        await input.blur();
        return input.inputValue();
      })
      .toBe('12.50');
    expect(await events).toBe(12.5);
    await input.fill('a lot');
    await input.blur();
    await expect(input).toHaveValue('0.00');
  });
});

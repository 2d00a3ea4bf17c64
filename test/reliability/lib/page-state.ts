/** Reads of the page's state that the checks share: messages, busy controls, product names. */
import type { Locator, Page } from '@playwright/test';

/** Texts of visible messages: alerts, status lines, the platform's notices and error texts. */
export async function visibleMessages(page: Page): Promise<string[]> {
  return page
    .evaluate(() => {
      const selector = [
        '[role=alert]',
        '[role=status]',
        '[role=alertdialog]',
        '.woocommerce-error',
        '.woocommerce-message',
        '.woocommerce-info',
        '[class*="error"]',
        '[class*="notice"]',
      ].join(',');
      const texts = new Set<string>();
      const visit = (root: Document | ShadowRoot) => {
        for (const el of root.querySelectorAll<HTMLElement>(selector)) {
          const rect = el.getBoundingClientRect();
          if (rect.width <= 2 || rect.height <= 2) continue;
          const style = getComputedStyle(el);
          if (style.visibility === 'hidden' || style.display === 'none' || Number(style.opacity) === 0) continue;
          const text = (el.innerText || '').replace(/\s+/g, ' ').trim();
          if (text) texts.add(text);
        }
        for (const host of root.querySelectorAll('*')) if (host.shadowRoot) visit(host.shadowRoot);
      };
      visit(document);
      return [...texts];
    })
    .catch(() => []);
}

/** Remembers every control that is usable now, to find the ones a failed call leaves stuck. */
export async function markUsableControls(page: Page): Promise<void> {
  await page.evaluate(() => {
    const usable = new Set<Element>();
    for (const el of document.querySelectorAll('button, input, select, textarea, a[href], [role=button]')) {
      if (!(el as HTMLButtonElement).disabled && el.getAttribute('aria-disabled') !== 'true') usable.add(el);
    }
    (window as unknown as { __usable: Set<Element> }).__usable = usable;
  });
}

/** Controls left loading, busy, blocked or newly disabled; empty when the page is usable. */
export async function stuckControls(page: Page): Promise<string[]> {
  return page
    .evaluate(() => {
      const describe = (el: Element) => {
        const id = el.id ? `#${el.id}` : '';
        const cls = typeof el.className === 'string' && el.className ? `.${el.className.trim().split(/\s+/).slice(0, 3).join('.')}` : '';
        return `<${el.localName}${id}${cls}>`;
      };
      const stuck: string[] = [];
      for (const el of document.querySelectorAll('[aria-busy=true]')) stuck.push(`${describe(el)} aria-busy`);
      for (const el of document.querySelectorAll('.loading, .blockOverlay, .processing')) stuck.push(`${describe(el)} loading`);
      const usable = (window as unknown as { __usable?: Set<Element> }).__usable;
      for (const el of usable ?? []) {
        if (!el.isConnected) continue;
        if ((el as HTMLButtonElement).disabled || el.getAttribute('aria-disabled') === 'true') stuck.push(`${describe(el)} disabled`);
      }
      return stuck;
    })
    .catch(() => []);
}

/** The product a control belongs to, as the page names it (listing title, table row, mini-cart line). */
export async function productNameOf(locator: Locator): Promise<string | undefined> {
  return locator
    .first()
    .evaluate((el) => {
      const item = el.closest('li.product, .product, tr, .woocommerce-mini-cart-item, .cart_item');
      const selectors = ['.woocommerce-loop-product__title', '.product_title', 'h1', 'h2', 'h3', 'td.name a', 'td.product-name a', 'a:not(.remove):not(.button)'];
      for (const selector of selectors) {
        const text = item?.querySelector(selector)?.textContent?.replace(/\s+/g, ' ').trim();
        if (text) return text;
      }
      return /[“"]([^”"]+)[”"]/.exec(el.getAttribute('aria-label') ?? '')?.[1];
    })
    .catch(() => undefined);
}

export async function shopFailures(page: Page): Promise<Array<{ call?: string; message?: string }>> {
  return page
    .evaluate(() => ((window as unknown as { __shopFailures?: unknown[] }).__shopFailures ?? []) as Array<{ call?: string; message?: string }>)
    .catch(() => []);
}

/**
 * Automatic mode (`dist/auto.js`): the platform's standard markup is enhanced where it is, with no
 * template edit. For each piece of markup a rule knows, an element of the library is created in one
 * container at the end of the body and pointed at the markup by reference (`forElement`), so the
 * theme's DOM keeps its structure and every theme selector keeps matching. Markup inserted later
 * (fragments, infinite scroll, other scripts) is enhanced when it arrives; an element whose markup
 * left the page leaves with it.
 */
import { FOR_PROPERTY } from '../dom/element-scope.ts';
import { installVariationFormBridge } from './variation-form-bridge.ts';

export interface AutoRule {
  tag: string;
  /** The platform markup this rule looks for. */
  markup: string;
  /** The element applies to the closest such markup around what was found (default: what was found). */
  target?: string;
  /** Without a `target` around what was found, the element applies to its parent. */
  orParent?: boolean;
}

/** The platform's standard markup, each with the element that replaces the script handling it. */
// elements:start (written by `npm run elements` from the declarations in src/elements/*.element.ts: edit those, not this)
export const AUTO_RULES: readonly AutoRule[] = [
  { tag: 'forum-reply-form', markup: 'a.bbp-reply-to-link', target: '#bbpress-forums' },
  { tag: 'forum-toggle', markup: 'a.favorite-toggle, a.subscription-toggle', target: '#bbpress-forums' },
  { tag: 'forum-topic-form', markup: '#bbp_topic_title', target: '#bbpress-forums' },
  { tag: 'shop-account-form', markup: '.woocommerce form:has(input[type="password"])' },
  { tag: 'shop-add-to-cart', markup: '.ajax_add_to_cart[data-product_id]', target: 'ul.products, .wc-block-grid__products' },
  { tag: 'shop-coming-soon-banner', markup: '.woocommerce-coming-soon-banner' },
  { tag: 'shop-mini-cart', markup: '.widget_shopping_cart_content', target: '.widget_shopping_cart', orParent: true },
  { tag: 'shop-notices', markup: '.woocommerce-notices-wrapper' },
  { tag: 'shop-ordering', markup: 'form.woocommerce-ordering' },
  { tag: 'shop-product-table', markup: 'div.wcpt[data-wcpt-table-id]' },
  { tag: 'shop-store-notice', markup: '.woocommerce-store-notice' },
  { tag: 'shop-variations', markup: 'form.variations_form' },
];
// elements:end

export const AUTO_CONTAINER_ATTRIBUTE = 'data-storefront-auto';

export interface AutoMode {
  /** Enhances what the rules find in `root` (the whole page by default) that is not enhanced yet. */
  scan(root?: ParentNode): void;
  /** Stops watching the page and removes the elements it created. */
  stop(): void;
}

/**
 * The tags the page leaves to another script: the settings' `auto_leave` (the WordPress plugin names an
 * add-on's tags there when a page keeps that add-on's own script, which handles its markup itself).
 */
function leftTags(doc: Document): ReadonlySet<string> {
  // Read from the block itself: the settings store (and its validation) is the elements' and stays out of this entry.
  let leave: unknown;
  try {
    leave = (JSON.parse(doc.getElementById('storefront-settings')?.textContent || '{}') as { auto_leave?: unknown }).auto_leave;
  } catch {
    leave = undefined; // The elements report a broken block.
  }
  return new Set(Array.isArray(leave) ? leave.filter((tag): tag is string => typeof tag === 'string') : []);
}

export function startAutoMode(doc: Document = document, allRules: readonly AutoRule[] = AUTO_RULES): AutoMode {
  const left = leftTags(doc);
  const rules = left.size ? allRules.filter((rule) => !left.has(rule.tag)) : allRules;
  /** Per tag, the markup an element of this mode applies to, and that element. */
  const created = new Map<string, Map<Element, HTMLElement>>(rules.map((rule) => [rule.tag, new Map()]));
  let container: HTMLElement | undefined;

  const containerFor = (): HTMLElement => {
    if (container?.isConnected) return container;
    container = doc.createElement('div');
    container.setAttribute(AUTO_CONTAINER_ATTRIBUTE, '');
    // No box of its own: the elements render into the markup they enhance.
    container.style.display = 'contents';
    doc.body.append(container);
    return container;
  };

  /** Markup a theme already wraps in the tag, or that an element already names, is left alone. */
  const handled = (tag: string, target: Element): boolean =>
    created.get(tag)!.has(target) ||
    target.closest(tag) !== null ||
    target.querySelector(tag) !== null ||
    (target.id !== '' && doc.querySelector(`${tag}[for="${CSS.escape(target.id)}"]`) !== null);

  const enhance = (rule: AutoRule, found: Element) => {
    const target = (rule.target && found.closest(rule.target)) || (rule.orParent && found.parentElement) || found;
    if (handled(rule.tag, target)) return;
    const element = doc.createElement(rule.tag);
    // Set before the tag's code arrives: the element takes it over when it upgrades.
    (element as unknown as Record<string, unknown>)[FOR_PROPERTY] = target;
    created.get(rule.tag)!.set(target, element);
    containerFor().append(element);
  };

  const scan = (root: ParentNode = doc) => {
    for (const rule of rules) {
      if (root instanceof Element && root.matches(rule.markup)) enhance(rule, root);
      for (const found of root.querySelectorAll(rule.markup)) enhance(rule, found);
    }
  };

  /** Elements whose markup left the page go too (their listeners with them). */
  const prune = () => {
    for (const byTarget of created.values()) {
      for (const [target, element] of byTarget) {
        if (target.isConnected) continue;
        byTarget.delete(target);
        element.remove();
      }
    }
  };

  const observer = new MutationObserver((records) => {
    let removed = false;
    for (const record of records) {
      if (record.removedNodes.length) removed = true;
      for (const node of record.addedNodes) {
        if (node instanceof Element && node !== container && !container?.contains(node)) scan(node);
      }
    }
    if (removed) prune();
  });

  const begin = () => {
    scan();
    observer.observe(doc.body, { childList: true, subtree: true });
  };
  if (doc.readyState === 'loading') doc.addEventListener('DOMContentLoaded', begin, { once: true });
  else begin();
  // Scripts written for the platform's variation script (which this mode replaces) call its jQuery
  // plugin on the forms they insert: the form is enhanced here at once, as the observer would.
  const uninstallBridge = rules.some((rule) => rule.tag === 'shop-variations')
    ? installVariationFormBridge((form) => scan(form))
    : () => {};

  return {
    scan,
    stop() {
      uninstallBridge();
      observer.disconnect();
      for (const byTarget of created.values()) {
        for (const element of byTarget.values()) element.remove();
        byTarget.clear();
      }
      container?.remove();
    },
  };
}

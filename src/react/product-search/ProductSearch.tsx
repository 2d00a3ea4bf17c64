import { useEffect } from 'react';
import { searchRedirectUrl } from '../../core/product-search/index.ts';
import { emit } from '../../dom/events.ts';
import { navigation } from '../../dom/navigation.ts';
import { guardUrl } from '../../dom/url.ts';
import type { ElementProps } from '../base/element-props.ts';

/** Parsed as the element file's attribute spec declares them (src/elements/product-search.element.ts). */
export type ProductSearchAttributes = StorefrontElementAttributes['shop-product-search'];


function categorySelect(form: HTMLFormElement, prefix: string): HTMLSelectElement | null {
  return (
    form.querySelector<HTMLSelectElement>(`select[name="${CSS.escape(`${prefix}_search_category`)}"]`) ??
    form.querySelector<HTMLSelectElement>('select[name$="_search_category"], select[name="product_cat"], select')
  );
}

/**
 * Global product search form (§2.7): on submit the browser goes to the URL of the
 * configured mode, built by `searchRedirectUrl`.
 */
export function ProductSearch({ host, attrs }: ElementProps<ProductSearchAttributes>) {
  useEffect(() => {
    const onSubmit = (event: SubmitEvent) => {
      const form = event.target;
      if (!(form instanceof HTMLFormElement) || event.defaultPrevented) return;
      const keywordInput = form.querySelector<HTMLInputElement>('[name="s"]');
      if (!keywordInput) return;
      const select = categorySelect(form, attrs.prefix);
      const category = select?.value ?? '';
      const option = select?.selectedOptions[0];
      const categoryUrl = option?.dataset.url || (category ? attrs.categoryUrls[category] : undefined) || undefined;
      const url = searchRedirectUrl({
        mode: attrs.mode,
        keyword: keywordInput.value,
        category,
        action: form.getAttribute('action') || window.location.pathname,
        prefix: attrs.prefix,
        categoryUrl,
        clearRedirectUrl: attrs.clearRedirectUrl,
      });
      event.preventDefault();
      const detail = { url, mode: attrs.mode, keyword: keywordInput.value.trim(), category };
      if (!emit(host, 'shop-product-search', detail, { cancelable: true })) return;
      // The form's own action is markup, not data, but a `javascript:` action is still never followed.
      const safe = guardUrl(url, '<shop-product-search> form action');
      if (safe !== null) navigation.assign(safe);
    };
    host.addEventListener('submit', onSubmit);
    return () => host.removeEventListener('submit', onSubmit);
  }, [host, attrs.mode, attrs.prefix, attrs.clearRedirectUrl, attrs.categoryUrls]);

  return null;
}

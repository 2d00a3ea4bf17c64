// A React 19 consumer: every tag and attribute the README shows, as JSX. React sets attributes on
// a custom element (true → present, false → removed, numbers → text) and adds a listener for
// each `onshop-…` prop. Lines under `@ts-expect-error` are misuse the types must reject.
import { useRef } from 'react';
import 'storefront-elements';
// The JSX typing of the tags (types only; needs @types/react 19).
import type {} from 'storefront-elements/jsx';
import type { ShopVariationsElement } from 'storefront-elements';

export function Shop() {
  const variations = useRef<ShopVariationsElement>(null);
  return (
    <>
      {/* Each element beside the markup it enhances, named by id. */}
      {/* elements:start (written by `npm run elements` from the declarations in src/elements/*.element.ts: edit those, not this) */}
      <cart-recovery for="cart-recovery-markup" />
      <course-collapsible for="course-collapsible-markup" />
      <course-modal for="course-modal-markup" />
      <forum-alert for="forum-alert-markup" />
      <forum-reply-form for="forum-reply-form-markup" />
      <forum-toggle for="forum-toggle-markup" />
      <forum-topic-form for="forum-topic-form-markup" />
      <member-directory for="member-directory-markup" />
      <order-attribution for="order-attribution-markup" />
      <shop-account-form for="shop-account-form-markup" />
      <shop-add-to-cart for="shop-add-to-cart-markup" />
      <shop-coming-soon-banner for="shop-coming-soon-banner-markup" />
      <shop-lightbox for="shop-lightbox-markup" />
      <shop-mini-cart for="shop-mini-cart-markup" />
      <shop-notices for="shop-notices-markup" />
      <shop-ordering for="shop-ordering-markup" />
      <shop-own-price for="shop-own-price-markup" />
      <shop-product-search for="shop-product-search-markup" />
      <shop-product-table for="shop-product-table-markup" />
      <shop-store-notice for="shop-store-notice-markup" />
      <shop-variations for="shop-variations-markup" />
      <shop-video for="shop-video-markup" />
      {/* elements:end */}
      <member-directory
        param-prefix="wcm_dir2_"
        settings='{"member_directory_keywords":{"plan":"Abo"}}'
        onshop-member-directory-loaded={(event) => console.log(event.detail.totalPages, event.detail.plans.join(','))}
      />
      <cart-recovery
        fields="#billing_email"
        contact-field="#contact-fields input[type=email]"
        newsletter="#mailchimp_woocommerce_newsletter"
        settings='{"allowed_to_set_cookies":true}'
        onshop-cart-recovery-email-sent={(event) => console.log(event.detail.email, event.detail.subscribed, event.detail.response)}
        onshop-cart-recovery-email-found={(event) => console.log(event.detail.email)}
      />
      <order-attribution
        settings='{"order_attribution_allow_tracking":true}'
        onshop-order-attribution-updated={(event) => console.log(event.detail.tracking, event.detail.values.utm_source)}
      />
      <shop-account-form show-text="Show password" hide-text="Hide password" />
      <shop-add-to-cart settings='{"is_cart":true}' onshop-added-to-cart={(event) => console.log(event.detail.cartHash)}>
        <a href="?add-to-cart=12" data-quantity="1" data-product_id="12" className="button add_to_cart_button ajax_add_to_cart">
          Add to cart
        </a>
      </shop-add-to-cart>
      <shop-coming-soon-banner rest-url="/wp-json/wp/v2/users/me" nonce="abc" error-text="Could not dismiss." />
      <shop-mini-cart refresh-on-load settings="{}" onshop-removed-from-cart={(event) => console.log(event.detail.cartItemKey)} />
      <shop-mini-cart refresh-on-load={false} />
      <shop-notices focus="false" scroll={false} onshop-notices-shown={(event) => event.detail.focused?.focus()} />
      <shop-ordering result-count=".woocommerce-result-count" onshop-ordering-change={(event) => event.preventDefault()} />
      <shop-own-price decimals={2} forced-decimals="false" decimal-separator="," thousand-separator="." settings="{}" data-decimals="2" />
      <shop-own-price decimals="2" forced-decimals onshop-own-price-changed={(event) => console.log(event.detail.amount.toFixed(2))} />
      <shop-own-price min={1} max="1000" min-text="At least %%MINIMUM%%." max-text="At most %%MAXIMUM%%." invalid-text="Not a price." data-min="1" />
      <shop-product-search mode="search" prefix="wcpt" clear-redirect-url="/shop/" category-urls='{"hoodies":"/c/hoodies/"}' />
      <shop-product-table
        prefix="wcpt"
        settings='{"breakpoints":{"phone":599,"tablet":1199}}'
        onshop-table-before-load={(event) => event.detail.purpose === 'filter' && event.preventDefault()}
        onshop-table-loaded={(event) => console.log(event.detail.tableId, event.detail.query)}
        onshop-table-load-failed={(event) => console.log(event.detail.reason === 'no-table')}
      />
      <shop-store-notice notice-id="n1" dismiss-text="Dismiss" onshop-store-notice-dismissed={(event) => console.log(event.detail.noticeId)} />
      <shop-variations
        ref={variations}
        product-id={10}
        product-variations="false"
        custom-data='{"source":"quick-view"}'
        settings='{"wc_ajax_url":"/?wc-ajax=%%endpoint%%"}'
        variation-matrix="false"
        variation-matrix-url="/?wc-ajax=get_variation_matrix&product_id=10"
        onshop-variation-found={(event) => console.log(event.detail.variationId + 1, event.detail.variation.variation_id)}
      />
      <shop-variations swatches="pa_color:color,pa_size:label" swatches-only />
      <shop-variations swatches="true" swatches-only={false} />
      <shop-video ratio="16:9" />
      <shop-lightbox share={false} theme="white" />
      <course-modal close-text="Close" />
      <course-collapsible expand-text="Ouvrir" collapse-text="Fermer" expand-all-text="Tout ouvrir" collapse-all-text="Tout fermer" />
      <forum-topic-form />
      <forum-reply-form onshop-forum-reply-parent={(event) => console.log(event.detail.parent + 1)} />
      <forum-toggle
        ajax-url="/wp-admin/admin-ajax.php"
        generic-error="Something went wrong."
        settings='{"generic_ajax_error":"Try again."}'
        onshop-forum-toggled={(event) => console.log(event.detail.action, event.detail.pressed)}
        onshop-forum-toggle-failed={(event) => console.log(event.detail.message, event.detail.kind)}
      />
      <forum-alert />

      {/* @ts-expect-error not a tag of the package */}
      <shop-minicart />
      {/* @ts-expect-error theme is black or white */}
      <shop-lightbox theme="red" />
      {/* @ts-expect-error mode is category, shop or search */}
      <shop-product-search mode="serch" />
      {/* @ts-expect-error product-id is a number */}
      <shop-variations product-id="ten" />
      {/* @ts-expect-error decimals is a number */}
      <shop-own-price decimals={[2]} />
      {/* @ts-expect-error min is a number */}
      <shop-own-price min={{ amount: 1 }} />
      {/* @ts-expect-error refresh-on-load is a boolean */}
      <shop-mini-cart refresh-on-load="banana" />
      {/* @ts-expect-error JSON attributes take JSON text */}
      <shop-add-to-cart settings={{ is_cart: true }} />
      {/* @ts-expect-error the failure reason is 'no-table' or 'request' */}
      <shop-product-table onshop-table-load-failed={(event) => event.detail.reason === 'timeout'} />
      {/* @ts-expect-error no such detail field */}
      <shop-store-notice onshop-store-notice-dismissed={(event) => console.log(event.detail.id)} />
    </>
  );
}

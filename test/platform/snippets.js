/*
 * Ten snippets as themes and plugins write them against the platform's jQuery events, printed at the
 * end of every page of the real store. Each records what it saw in window.__snippets, so the suite can
 * compare what they see with the platform's scripts and with ours.
 */
/* global jQuery */
(function ($) {
  if (!$) {
    window.__snippets = [{ snippet: 'no-jquery', data: null }];
    return;
  }
  var log = (window.__snippets = window.__snippets || []);
  function record(snippet, data) {
    log.push({ snippet: snippet, data: data === undefined ? null : data });
  }
  function buttonProduct($button) {
    return $button && $button.length ? String($button.data('product_id') || $button.attr('data-product_id') || '') : null;
  }
  function fragmentKeys(fragments) {
    return fragments && typeof fragments === 'object' ? Object.keys(fragments).sort() : null;
  }
  var $body = $(document.body);

  // 1. A cart badge in the header counts the adds.
  var $badge = $('<span class="snippet-cart-badge">0</span>').appendTo($body);
  $body.on('added_to_cart', function (event, fragments, cartHash, $button) {
    $badge.text(String(Number($badge.text()) + 1));
    record('cart-badge', { count: $badge.text(), product_id: buttonProduct($button) });
  });

  // 2. A popup confirms the add.
  $body.on('added_to_cart', function (event, fragments, cartHash, $button) {
    $('.snippet-popup').remove();
    $('<div class="snippet-popup" role="status"></div>').text('Added to your cart').appendTo($body);
    record('popup', { fragments: fragmentKeys(fragments), hash: typeof cartHash === 'string' && cartHash.length > 0 });
  });

  // 3. Analytics hear which variation was found.
  $(document).on('found_variation', 'form.variations_form', function (event, variation) {
    record('analytics', {
      variation_id: variation.variation_id,
      sku: variation.sku,
      price: variation.display_price,
      in_stock: variation.is_in_stock,
    });
  });

  // 4. A custom price line under the variation panel.
  var $price = $('<p class="snippet-price"></p>');
  $('form.variations_form').after($price);
  $(document).on('show_variation', 'form.variations_form', function (event, variation, purchasable) {
    $price.text('Only ' + variation.display_price + ' today');
    record('custom-price', { variation_id: variation.variation_id, purchasable: purchasable });
  });

  // 5. A theme asks for fresh fragments (after its own AJAX, say).
  window.snippetThemeRefresh = function () {
    record('theme-refresh');
    $body.trigger('wc_fragment_refresh');
  };

  // 6. Listeners on refreshed fragments.
  $body.on('wc_fragments_refreshed', function () {
    record('fragments-refreshed', { widget: $('div.widget_shopping_cart_content').length > 0 });
  });

  // 7. Something changed in the variation form.
  $(document).on('woocommerce_variation_has_changed', 'form.variations_form', function () {
    record('variation-has-changed');
  });

  // 8. The form was reset.
  $(document).on('reset_data', 'form.variations_form', function () {
    record('reset-data');
  });

  // 9. An item left the cart.
  $body.on('removed_from_cart', function (event, fragments, cartHash, $button) {
    record('removed', {
      fragments: fragmentKeys(fragments),
      hash: typeof cartHash,
      key: $button && $button.length ? /^[0-9a-f]{32}$/.test(String($button.data('cart_item_key'))) : null,
    });
  });

  // 10. A plugin vetoes AJAX adds of one product (it wants a form first).
  $body.on('should_send_ajax_request.adding_to_cart', function (event, $button) {
    if ($button && $button.attr('data-product_sku') === 'RS-S02') {
      record('veto', { product_id: buttonProduct($button) });
      return false;
    }
    return undefined;
  });
})(window.jQuery);

import type { AttributeSpec } from '../core/attributes/index.ts';
import { matrixAttributeSchema } from '../core/variations/matrix.ts';
import { customDataSchema, variationListSchema } from '../core/variations/schema.ts';
import { Variations, controllers } from '../react/variations/Variations.tsx';
import { attr, createElement, defineTag } from './base/define.tsx';
import { settingsAttribute } from '../core/settings/attribute.ts';
import type { ElementDeclaration, JsxAttributes, ParsedAttributes } from './base/types.ts';

/** The element's one declaration: `npm run elements` writes the catalogue, the tables and the type lists from it. */
const declaration = {
  tag: 'shop-variations',
  enhances: 'form.variations_form',
  holds: {
    change: 'select[name^="attribute_"], .variations select',
    click: '.reset_variations, .single_add_to_cart_button',
  },
  auto: { markup: 'form.variations_form' },
} as const satisfies ElementDeclaration;

const attributes = {
  /** Parent product id; defaults to the form's `data-product_id`. */
  productId: attr.number(0, { min: 0, integer: true, fallbackText: "the form's data-product_id" }),
  /**
   * JSON list of variation objects, or `false` to look each one up over AJAX. Defaults to the form's
   * `data-product_variations`.
   */
  productVariations: attr.json(variationListSchema, null, "the form's data-product_variations"),
  /** JSON object posted as `custom_data` with each lookup. Defaults to the form's `data-custom_data`. */
  customData: attr.json(customDataSchema, null, "the form's data-custom_data"),
  /**
   * JSON object of settings over the page's (texts: `i18n_no_matching_variations_text`,
   * `i18n_make_a_selection_text`, `i18n_unavailable_text`, `i18n_reset_alert_text`; `wc_ajax_url`).
   */
  settings: settingsAttribute(),
  /**
   * JSON attribute matrix for narrowing in AJAX mode:
   * `{"attributes":[…],"combinations":[[…]],"inactive":[…]}`; `false` turns narrowing off in AJAX mode. When
   * absent, a `script.shop-variation-matrix` JSON block inside the element is read, then
   * `variation-matrix-url`.
   */
  variationMatrix: noNarrowingWhenBad(
    attr.json(matrixAttributeSchema, null),
  ),
  /**
   * Opt-in: a URL answering the attribute matrix as JSON, read once with a GET in AJAX mode when the page
   * prints no matrix (e.g. `/?wc-ajax=get_variation_matrix&product_id=10` on a store that adds that
   * endpoint). Without it nothing is requested.
   */
  variationMatrixUrl: attr.string(''),
  /**
   * Shows each attribute's options as swatches beside its select: alone (or `true`) for every attribute, the
   * kind chosen per attribute (colour chips when its options carry a colour, else text labels), or a list of
   * `name:kind` (`pa_color:color,pa_size:label,pa_pattern:image`; the `attribute_` prefix is optional).
   * `false` turns off the page's `swatches` setting. When absent, that setting decides.
   */
  swatches: presentText(),
  /**
   * Hides the selects that have swatches (visually, and from the tab order and screen readers); they stay in
   * the form and are still submitted.
   */
  swatchesOnly: attr.boolean(false),
};

/** Text whose absence means something else than empty: `swatches` alone asks for every attribute. */
function presentText(): AttributeSpec<string | null, 'string'> {
  return { kind: 'string', fallback: null, fallbackText: 'the page\'s "swatches" setting', parse: (raw) => ({ ok: true, value: raw == null ? null : String(raw) }) };
}

/** A bad matrix attribute turns narrowing off rather than reading another source the page did not mean. */
function noNarrowingWhenBad<T>(spec: AttributeSpec<T | null, 'json'>): AttributeSpec<T | false | null, 'json'> {
  return {
    ...spec,
    // The value a refused matrix stands for (an absent one is still null: the other sources are read).
    fallback: false,
    fallbackText: 'no narrowing in AJAX mode (every option stays choosable)',
    parse(raw) {
      const result = spec.parse(raw);
      return result.ok ? result : { ...result, value: false };
    },
  };
}

/**
 * Variable-product form of the single product page (SPEC §2.2, §3.1, §3.4, §4.2, §4.3,
 * §5.1, §5.2, §7.3, §9.1). Wrap the platform's `form.variations_form`; it keeps working
 * without JavaScript and the element adopts it: one `select[name^=attribute_]` per
 * attribute in `table.variations`, the `a.reset_variations` link, `.single_variation_wrap`
 * with `.single_variation`, `.woocommerce-variation-add-to-cart`, `input.variation_id`,
 * `.single_add_to_cart_button` and `.quantity .qty`. The product meta (`.product_meta .sku`,
 * `.product_weight` / `.woocommerce-product-attributes-item--weight td`, `.product_dimensions`
 * / `--dimensions td`) and the gallery's main image (`.woocommerce-product-gallery__image img`)
 * of the enclosing `.product` are swapped for the chosen variation's and restored on reset.
 *
 * ```html
 * <shop-variations>
 *   <form class="variations_form cart" method="post" data-product_id="10"
 *         data-product_variations='[{"variation_id":101,"attributes":{"attribute_pa_size":"s"}, …}]'>
 *     <table class="variations"><tr><th><label for="pa_size">Size</label></th><td>
 *       <select id="pa_size" name="attribute_pa_size"><option value="">Choose an option</option>
 *         <option value="s">S</option><option value="m">M</option></select>
 *       <a class="reset_variations" href="#">Clear</a></td></tr></table>
 *     <div class="single_variation_wrap">
 *       <div class="woocommerce-variation single_variation"></div>
 *       <div class="woocommerce-variation-add-to-cart variations_button">
 *         <div class="quantity"><input type="number" class="input-text qty text" name="quantity" value="1"></div>
 *         <button type="submit" class="single_add_to_cart_button button alt">Add to cart</button>
 *         <input type="hidden" name="add-to-cart" value="10"><input type="hidden" name="variation_id" class="variation_id" value="0">
 *       </div></div>
 *   </form>
 * </shop-variations>
 * ```
 *
 * Behaviour: a variation matches when, for every attribute, its value or the chosen one is
 * empty ('any') or both are the same text (entities decoded, Unicode normalised); the first
 * match in the data's order wins. With inline data the match is found at once; with
 * `product_variations` false (above the shop's inline threshold) it is looked up with
 * `get_variation` (the form blocked meanwhile, a superseded lookup aborted, a failed one
 * reported in an alert under the selects). Each select keeps only the options that still
 * match some variation given the other selects; options whose variations are inactive are
 * disabled; a choice that became invalid is cleared. The panel (price, availability and
 * description) appears 300 ms after a match; a match the store marks
 * `variation_is_visible: false` (a variation without a price) shows the shop's 'unavailable'
 * text there instead, as the platform does. The add-to-cart button is disabled with the
 * 'selection needed' or 'unavailable' state; clicking it then alerts the shop's text. The
 * quantity follows the variation's min and max; sold individually fixes it at 1 and hides it.
 * The variation's image replaces the gallery's first image, unless a thumbnail of the
 * gallery (`.flex-control-nav`) already shows it: then the slider goes to that slide
 * (`flexslider-click` with jQuery, a click without).
 * A select printed with `data-show_option_none="no"` drops its 'Choose an option'
 * placeholder once it holds a valid choice; the placeholder returns when the choice is cleared.
 *
 * State hooks: `data-shop-ready` (and `data-ready`) is set on the element once the first check has run (100 ms after
 * it starts); the form gets the class `processing` and `aria-busy` while a lookup runs; alerts
 * (no match, failed lookup) appear in `.shop-variations-messages` right after `.single_variation`.
 * `element.resetSelection()` clears the selection as the reset link does.
 *
 * The panel's `price_html`, `availability_html` and `variation_description` are HTML made by
 * the shop's own server for this panel (like cart fragments) and are inserted as HTML; every
 * other field (SKU, weight, dimensions, image attributes) is written as text or attribute
 * values: `weight_html` and `dimensions_html` are shown as the text they mark up, a plain
 * `weight` exactly as written.
 *
 * Swatches (`swatches`, or the page's `swatches` setting in automatic mode): each chosen
 * attribute's options as a radio group (`div.shop-swatches[role=radiogroup]` of focusable
 * `span.shop-swatch[role=radio]`) right after its select, named by the attribute's label:
 * colour chips with their name (the colour from the option's `data-color`, else the setting's
 * `colors` map by term slug or name), pictures with their name (the option's `data-image`, else
 * the first inline variation with that value and an image), or text labels. The select stays
 * the source of truth: choosing a swatch sets it and fires its `input` and `change`, so every
 * event above follows as for a choice in the select; a change of the select, narrowing and the
 * reset link show on the swatches. An option that no variation can match given the other
 * choices is `aria-disabled` with the reason in its name ("Red — not available in XL"); one
 * whose variations are inactive is marked "— out of stock", as the select disables it. One tab
 * stop per attribute; arrow keys move and choose, Home and End go to the first and last; an
 * option that cannot be chosen can be reached (its name says why) but is not chosen. The
 * swatches' code loads on demand, only on pages that ask for them.
 *
 * Keyboard: the reset link works with Enter and Space, is visible only while something is
 * chosen, announces the reset in the live region and returns focus to the first select.
 *
 * Differences from the platform's script: options are narrowed in AJAX mode too, when the
 * page provides the attribute matrix (`{"attributes":[…],"combinations":[[…]],"inactive":[…]}`):
 * in the `variation-matrix` attribute, in a
 * `<script type="application/json" class="shop-variation-matrix">` block inside the element
 * (the theme prints it, for instance from the `woocommerce_after_variations_form` hook), or at
 * the URL of `variation-matrix-url` (read once with a GET), in that order. Nothing is requested
 * unless the page sets that URL: the platform has no such call. A matrix that cannot be read or
 * does not fit the form's selects is reported in the console and nothing is narrowed. The
 * panel is a component, never a string template run through eval; attribute values are
 * compared as text on both sides; the panel content of an already open panel follows a new
 * match at once; the panel slides with transform and opacity only (the layout changes once),
 * and not at all when the shopper prefers reduced motion. Image URLs of a variation that are
 * not http(s) or relative (`javascript:`, `data:text/html`…) are refused (reported once): the
 * gallery keeps the product's own image.
 *
 * jQuery (when `window.jQuery` exists), triggered on the form with the platform's argument
 * arrays: `found_variation [variation]`, `show_variation [variation, purchasable]`,
 * `hide_variation`, `reset_data`, `check_variations`, `woocommerce_variation_select_change`,
 * `woocommerce_variation_has_changed`, `woocommerce_update_variation_values`, `wc_variation_form`.
 * Commands other scripts trigger on the form are obeyed: `check_variations`, `reset_data`,
 * `update_variation_values`, `reset_image` and `reload_product_variations` (re-reads the
 * form's `product_variations` data).
 *
 * @tagname shop-variations
 * @summary Variable-product form: selects, matching, narrowing, panel, meta and image swap, quantity.
 * @cssprop --shop-swatch-size - Smallest height and width of a swatch. Default `2.5rem`; at least 44px on phones (up to 599px wide) and touch screens.
 * @cssprop --shop-swatch-gap - Space between the swatches of an attribute. Default `.5rem`.
 * @cssprop --shop-swatch-radius - Corner radius of a swatch. Default `.375rem`.
 * @cssprop --shop-swatch-border-width - Border width of a swatch. Default `1px`.
 * @cssprop --shop-swatch-border-color - Border colour of a swatch. Default `#8c8f94`.
 * @cssprop --shop-swatch-background - Background of a swatch. Default `#fff`.
 * @cssprop --shop-swatch-text - Text colour of a swatch. Default `#1d2327`.
 * @cssprop --shop-swatch-checked-color - Border and ring of the chosen swatch (and of a hovered one). Default `#1d2327`.
 * @cssprop --shop-swatch-focus-color - Focus outline of a swatch. Default `#2271b1`.
 * @cssprop --shop-swatch-disabled-background - Background of a swatch that cannot be chosen. Default `#f6f7f7`.
 * @cssprop --shop-swatch-disabled-text - Text colour of a swatch that cannot be chosen. Default `#50575e`.
 * @cssprop --shop-swatch-chip-size - Diameter of a colour chip. Default `1.25rem`.
 * @cssprop --shop-swatch-color - Set by the element on each `.shop-swatch__chip`: the option's colour.
 * @cssprop --shop-swatch-image-size - Side of a picture swatch's image. Default `4rem`.
 * @cssprop --shop-error-color - Colour of the message shown when a variation could not be looked up. Default `#b32d2e`.
 * @fires shop-variation-found - A variation matches the selection. jQuery: `found_variation`.
 * @fires shop-variation-shown - The panel shows the variation. jQuery: `show_variation`.
 * @fires shop-variation-hidden - The panel was hidden. jQuery: `hide_variation`.
 * @fires shop-variation-data-reset - Meta, image and panel went back to the product's own. jQuery: `reset_data`.
 * @fires shop-variation-not-found - The complete selection matches no variation.
 * @fires shop-variation-reset - The shopper cleared the selection with the reset link.
 * @fires shop-variation-changed - A select changed, or a reset emptied the selects. jQuery: `woocommerce_variation_has_changed`.
 * @fires shop-variation-options-updated - The options were narrowed. jQuery: `woocommerce_update_variation_values`.
 * @fires shop-variation-lookup-failed - A `get_variation` call failed.
 * @fires shop-request-failed - A `get_variation` call failed (`call: 'get_variation'`).
 */
export class ShopVariationsElement extends createElement({
  tag: declaration.tag,
  attributes,
  component: Variations,
  // Ready once the first check has run, as the platform's script is.
  readiness: 'self',
}) {
  /** Clears the selection as the reset link does. */
  resetSelection(): void {
    controllers.get(this)?.reset();
  }
}

defineTag(declaration.tag, ShopVariationsElement);

declare global {
  interface HTMLElementTagNameMap {
    'shop-variations': ShopVariationsElement;
  }
  interface StorefrontElementAttributes {
    'shop-variations': ParsedAttributes<typeof attributes>;
  }
}
declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'shop-variations': JsxAttributes<typeof attributes, ShopVariationsElement>;
    }
  }
}

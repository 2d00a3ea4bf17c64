import { AccountForm } from '../react/account-form/AccountForm.tsx';
import { attr, createElement, defineTag } from './base/define.tsx';
import type { ElementDeclaration, JsxAttributes, ParsedAttributes } from './base/types.ts';

/** The element's one declaration: `npm run elements` writes the catalogue, the tables and the type lists from it. */
const declaration = {
  tag: 'shop-account-form',
  enhances: 'form:has(input[type="password"])',
  auto: { markup: '.woocommerce form:has(input[type="password"])' },
} as const satisfies ElementDeclaration;

const attributes = {
  /** Label of the toggle while the password is hidden. Default: settings `i18n_password_show`. */
  showText: attr.string(''),
  /** Label of the toggle while the password is visible. Default: settings `i18n_password_hide`. */
  hideText: attr.string(''),
};

/**
 * Account and checkout forms (SPEC §2.5, §4.6, §9.1). Wrap the login, registration,
 * edit-account or checkout form (or a container holding several).
 *
 * - Every `input[type=password]` inside gets a show/hide toggle: a real
 *   `<button type="button" class="show-password-input">` placed in the input's
 *   `span.password-input` (created when the markup has none), with `aria-controls`
 *   naming the input. Its label (`aria-label` and `title`) says what a press does and
 *   switches between the page settings `i18n_password_show` and `i18n_password_hide` (or
 *   the `show-text` / `hide-text` attributes); there is no `aria-pressed`, so a screen
 *   reader hears "Show password" or "Hide password", never "Hide password, pressed".
 *   While visible it also carries the platform's `display-password` class. Password inputs
 *   added later (for example by a checkout refresh) get a toggle too.
 * - The toggle shows an icon of its own, so it is never a blank square on a theme that
 *   does not style it: an inline `<svg class="shop-password-icon" aria-hidden="true">`
 *   eye, struck through while the password is visible, 1em wide in `currentColor`. These
 *   are presentation attributes, so any theme rule wins
 *   (`.show-password-input .shop-password-icon { width: 20px; height: 20px }`). A theme that
 *   draws its own icon in the button's `::before` or `::after`, as a glyph, text or a
 *   background or mask image (the platform's `woocommerce-layout.css` paints an image into
 *   `::before`), keeps it alone: the element then leaves the SVG out. An icon drawn only
 *   with borders is not recognised; hide the SVG with `.shop-password-icon { display: none }`.
 * - A field's description (`.description`, or an element named by the field's
 *   `aria-describedby` whose id ends in `-description`; else a `.description` in the same
 *   form row) starts shut, slides open (250 ms) when the field gets focus, and slides shut
 *   on Escape or a click outside the field and its description. With
 *   `prefers-reduced-motion: reduce` it opens and shuts without animation. Without
 *   JavaScript the descriptions simply stay visible.
 *
 * Focus: a pointer click on the toggle returns focus to the input with its caret and
 * selection kept; a keyboard press (Enter or Space) leaves focus on the toggle so it can be
 * pressed again.
 *
 * ```html
 * <shop-account-form>
 *   <form class="woocommerce-form woocommerce-form-register register" method="post">
 *     <p class="form-row">
 *       <label for="reg_password">Password</label>
 *       <span class="password-input">
 *         <input type="password" name="password" id="reg_password" aria-describedby="reg_password-description">
 *       </span>
 *       <span class="description" id="reg_password-description">Use at least 8 characters.</span>
 *     </p>
 *   </form>
 * </shop-account-form>
 * ```
 *
 * The element sets `data-shop-ready` once its behaviour is in place (a hook for styles and tests).
 *
 * @tagname shop-account-form
 * @summary Password show/hide toggles and expanding field descriptions.
 * @fires shop-password-toggle - A password was shown or hidden.
 */
export class ShopAccountFormElement extends createElement({
  tag: declaration.tag,
  attributes,
  component: AccountForm,
}) {}

defineTag(declaration.tag, ShopAccountFormElement);

declare global {
  interface HTMLElementTagNameMap {
    'shop-account-form': ShopAccountFormElement;
  }
  interface StorefrontElementAttributes {
    'shop-account-form': ParsedAttributes<typeof attributes>;
  }
}
declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'shop-account-form': JsxAttributes<typeof attributes, ShopAccountFormElement>;
    }
  }
}

/**
 * Public store API (`storefront-elements/stores`): the same page-wide stores the elements
 * use, read-only, and the actions that change the cart.
 */
export { $cart, refreshCart, type CartLine, type CartState } from './cart.ts';
export {
  addToCart,
  removeItem,
  type AddToCartOutcome,
  type CartActionOptions,
  type CartActionSettings,
  type RemoveItemOutcome,
} from './cart-actions.ts';
export { $settings, pageSettings, reloadPageSettings, SETTINGS_ELEMENT_ID } from './settings.ts';
export type { ShopEventMap, ShopEventName } from '../dom/events.ts';
export type { Settings } from '../core/settings/index.ts';

/** Public store API (`storefront-elements/stores`): the same singletons the elements use. */
export { $cart, applyCartResponse, beginCartUpdate, refreshCart, type CartState, type CartResponse } from './cart.ts';
export { $settings, pageSettings, reloadPageSettings, updateSettings, SETTINGS_ELEMENT_ID } from './settings.ts';
export { registeredCalls, type CallDescription } from '../services/calls.ts';
export type { ShopEventMap, ShopEventName } from '../dom/events.ts';
export type { Settings } from '../core/settings/index.ts';

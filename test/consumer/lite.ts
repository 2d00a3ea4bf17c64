// A consumer of the lite build (preact/compat inside): the same entries under storefront-elements/lite,
// typed by the same declarations as the default build.
import { loadTag, tags, type ShopVariationsElement } from 'storefront-elements/lite';
import { $cart, type CartState } from 'storefront-elements/lite/stores';
import 'storefront-elements/lite/elements/store-notice';
import { ShopMiniCartElement } from 'storefront-elements/lite/elements/mini-cart';

const liteTags: readonly string[] = tags;
void loadTag('shop-variations');
$cart.subscribe((cart: CartState) => console.log(cart.cartQuantity));
const variations = document.querySelector<ShopVariationsElement>('shop-variations');
void [liteTags, variations, ShopMiniCartElement.tagName];

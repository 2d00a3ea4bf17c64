/**
 * Every text the library writes for shoppers, by key, with its English default. A shop gives its
 * own words in the page settings block (`{"messages": {"addedToCart": "%s liegt im Warenkorb."}}`);
 * a key it does not give keeps the English text. Texts the platform or an add-on already prints
 * in the shop's language (`i18n_view_cart`, the product table's `i18n_*`, the directory's keywords)
 * keep that source first: `SETTINGS_MESSAGES` names the message that stands in when they are absent.
 *
 * Placeholders: `%s` (the values in order), `%1$s`, `%2$s` (by position, as WordPress translators
 * write them) and `{name}` (by name); `formatMessage` fills them.
 * A few templates keep their platform's own placeholders (`%%MINIMUM%%`, `{n}`), filled where used.
 * Plurals: `…One` is the text for one, the key without it the text for any other number.
 */
import { closest } from '../text/closest.ts';

export const MESSAGES = {
  // Failed requests (what the shopper reads; the detail goes to the console).
  requestTimedOut: 'The store took too long to answer. Please try again.',
  requestUnreachable: 'The store could not be reached. Check your connection and try again.',
  requestRefused: 'The store did not accept it.',
  requestHttpError: 'The store answered with an error (HTTP %s). Please try again.',
  requestNotAccepted: 'The store did not accept the request. Please try again.',
  requestUnreadable: 'The store sent an answer that could not be read. Please try again.',
  requestFailed: 'Something went wrong. Please try again.',

  // Shared words.
  close: 'Close',
  loading: 'Loading…',
  dismiss: 'Dismiss',
  /** A product's name inside a sentence. */
  productName: '“%s”',

  // Cart: listing buttons and the mini cart.
  addedToCart: '%s has been added to your cart.',
  addedToCartUnnamed: 'The product has been added to your cart.',
  addToCartFailed: 'Could not add %1$s to your cart: %2$s',
  addToCartFailedUnnamed: 'Could not add this product to your cart: %s',
  removedFromCart: '%s has been removed from your cart.',
  removedFromCartUnnamed: 'The product has been removed from your cart.',
  viewCart: 'View cart',

  // Variable products.
  noMatchingVariations: 'Sorry, no products matched your selection. Please choose a different combination.',
  makeASelection: 'Please select some product options before adding this product to your cart.',
  variationUnavailable: 'Sorry, this product is unavailable. Please choose a different combination.',
  selectionReset: 'Your selection has been reset. Please select some product options before adding this product to your cart.',
  variationCheckFailed: 'The product options could not be checked. Please try again.',

  // Account forms.
  showPassword: 'Show password',
  hidePassword: 'Hide password',

  // Own price (name your price); `%%MINIMUM%%` and `%%MAXIMUM%%` become prices.
  ownPriceInvalid: 'Please enter a valid, non-negative amount.',
  ownPriceBelowMinimum: 'Please enter at least %%MINIMUM%%.',
  ownPriceAboveMaximum: 'Please enter no more than %%MAXIMUM%%.',

  // Banners.
  bannerDismissFailed: 'The banner could not be dismissed. Please try again.',

  // Course area.
  expand: 'Expand',
  collapse: 'Collapse',
  expandAll: 'Expand All',
  collapseAll: 'Collapse All',

  // Forum.
  forumError: 'Something went wrong. Refresh your browser and try again.',

  // Image lightbox.
  lightboxDialog: 'Image gallery',
  lightboxZoom: 'Zoom',
  lightboxPrevious: 'Previous image',
  lightboxNext: 'Next image',
  lightboxShare: 'Share',
  lightboxImageFailed: 'The image could not be loaded.',
  lightboxOpenImage: 'Open the image',
  /** `%1$s`: the picture's number, `%2$s`: how many there are. */
  lightboxPosition: '%1$s of %2$s',
  shareFacebook: 'Share on Facebook',
  shareX: 'Post on X (Twitter)',
  sharePinterest: 'Pin it on Pinterest',
  downloadImage: 'Download image',

  // Member directory (the directory's own keywords come first).
  directoryPlan: 'Plan',
  directoryEmail: 'Email',
  directoryPhone: 'Phone',
  directoryAddress: 'Address',
  directorySearchNotFound: 'We didn’t find any members. Please try a different search or check for typos.',
  directoryResultsNotFound: 'No records found...',
  directoryResultsCount: 'Members found: %1$s. Page %2$s of %3$s.',
  directoryAvatarAlt: 'Photo of %s',
  directoryPlansLegend: 'Plans',
  directoryStatusesLegend: 'Statuses',

  // Product table: loads, search and sort.
  tableShownNone: 'No products found.',
  tableShownOne: 'Showing 1 product.',
  tableShown: 'Showing %s products.',
  tableAppendedOne: '1 more product loaded.',
  tableAppended: '%s more products loaded.',
  tableSearchAllOne: 'Showing the 1 product.',
  tableSearchAll: 'Showing all %s products.',
  tableSearchNone: 'No products match.',
  tableSearchOne: '1 product matches.',
  tableSearch: '%s products match.',
  tableUpdateFailed: 'The table could not be updated. Please try again.',
  tableUpdateFailedReason: 'The table could not be updated: %s',
  tableSortedAscending: 'Sorted by %s, ascending.',
  tableSortedDescending: 'Sorted by %s, descending.',
  tableFilterAndSort: 'Filter and sort',
  tableSort: 'Sort',
  tableFilters: 'Filters',
  /** The name of a table that scrolls sideways, when it has no caption. */
  tableRegion: 'Products',

  // Product table: images and audio (`%s`: the product's name).
  tableThisProduct: 'this product',
  tableImages: 'Images of %s',
  tableViewLargerImages: 'View larger images of %s',
  tableViewImage: 'View image %1$s of %2$s',
  tableAudioFailed: 'The audio preview of %s could not be played.',
  tablePlayAudio: 'Play the audio preview of %s',

  // Product table: cart.
  tableOutOfStock: 'Sorry, this product is out of stock.',
  tableProductFormFailed: "Sorry, this product's options could not be loaded.",
  tableProductFormLink: 'Continue with the cart button’s link instead?',
  tableNotAdded: 'The product could not be added to your cart. Please try again.',
  tableNotAddedItems: 'Not added to your cart: %s.',
  tableSomeNotAdded: 'Some items could not be added to your cart.',
  tableCartFailed: 'The cart could not be updated. Please try again.',
  tableAddedToCart: '%s added to your cart.',
  tableAddedToCartList: 'Added to your cart: %s.',
  tableRemovedFromCart: '%s removed from your cart.',
  tableRemoveFromCart: 'Remove %s from your cart',
  tableSelectAll: 'Select every product shown',
  tableSelectedProducts: 'Selected products',
  /** The selection bar's text: `%1$s` the number selected, `%2$s` their price. */
  tableAddSelectedBar: 'Add selected (%1$s) to cart: %2$s',
  tableAddSelectedOne: 'Add 1 selected product to the cart',
  tableAddSelected: 'Add %s selected products to the cart',
  tableHide: 'Hide',
  tableSelectionRefused: 'Not added: %s.',
  tableQuantityInvalid: 'its quantity is not valid',
  tableNoOptionChosen: 'no available option is chosen',
  tableSelectedAddedOne: '1 selected product added to your cart.',
  tableSelectedAdded: '%s selected products added to your cart.',
  quantityIncrease: 'Increase quantity',
  quantityDecrease: 'Decrease quantity',
  tableNypEmpty: 'Please enter an amount.',
  tableNypMinimum: 'Please enter at least %%MINIMUM%%.',
  tableNypMaximum: 'Please enter less than or equal to %%MAXIMUM%%.',
  tableCsvFailed: 'The CSV file could not be made',

  // Product table: wishlist.
  tableInWishlist: '%s in wishlist',
  wishlistSelectOptions: 'Please select some options first',
  /** `{n}`: the product's name in quotes. */
  wishlistAdded: '{n} added to your wishlist',
  wishlistView: 'View wishlist',
  wishlistFailed: 'Your wishlist could not be updated: %s',

  // Variation swatches: why an option cannot be chosen, after its name ("Red — not available in XL").
  swatchNotAvailable: 'not available in %s',
  swatchOutOfStock: 'out of stock',
  swatchUnavailable: 'unavailable',
} as const satisfies Record<string, string>;

/** The key of a shopper-facing text. */
export type MessageKey = keyof typeof MESSAGES;
/** A shop's texts: any keys, each a template. */
export type Messages = Partial<Record<MessageKey, string>>;
export type MessageValue = string | number;
/** Gives the text for a key with its placeholders filled. */
export type MessageText = (key: MessageKey, ...values: MessageValue[]) => string;

export const MESSAGE_KEYS = Object.keys(MESSAGES) as MessageKey[];

/**
 * Fills a template's placeholders: `%s` and `%d` take the values in order, `%1$s` the value at a
 * position, `{name}` a named value (from an object given last); any other `%` is text. A
 * placeholder with no value stays as written, so a mistake in a shop's text shows instead of
 * silently losing words.
 */
export function formatMessage(template: string, values: readonly MessageValue[] = [], named: Readonly<Record<string, MessageValue>> = {}): string {
  let next = 0;
  return template.replace(/%(\d+)\$[sd]|%[sd]|\{([A-Za-z_][\w-]*)\}/g, (match, position: string | undefined, name: string | undefined) => {
    if (name !== undefined) return Object.hasOwn(named, name) ? String(named[name]) : match;
    const index = position === undefined ? next++ : Number(position) - 1;
    return index < values.length ? String(values[index]) : match;
  });
}

/** The English text of a key, filled: the default when no shop text is given. */
export const english: MessageText = (key, ...values) => formatMessage(MESSAGES[key], values);

/** A text function over a shop's messages, English for the keys it lacks. */
export function messageText(messages: Messages): MessageText {
  return (key, ...values) => formatMessage(messages[key] ?? MESSAGES[key], values);
}

/**
 * The parts of a template around its placeholders, for text that holds elements (a count in a
 * span): strings, and the position (0-based) of each placeholder.
 */
export function messageParts(template: string): Array<string | number> {
  const parts: Array<string | number> = [];
  let next = 0;
  let last = 0;
  for (const match of template.matchAll(/%(\d+)\$[sd]|%[sd]/g)) {
    if (match.index > last) parts.push(template.slice(last, match.index));
    parts.push(match[1] === undefined ? next++ : Number(match[1]) - 1);
    last = match.index + match[0].length;
  }
  if (last < template.length) parts.push(template.slice(last));
  return parts;
}

export interface MessagesResult {
  messages: Messages;
  /** One sentence per value left out, for the console. */
  problems: string[];
}

/**
 * Reads the `messages` object of a settings block: each key on its own. A key this version does
 * not know, or a value that is not text, is left out with a problem line (its English text stays);
 * every other key still applies.
 */
export function parseMessages(input: unknown): MessagesResult {
  if (input === undefined || input === null) return { messages: {}, problems: [] };
  if (typeof input !== 'object' || Array.isArray(input)) {
    return { messages: {}, problems: [`"messages" should be an object of texts by key, not ${Array.isArray(input) ? 'an array' : JSON.stringify(input)}; the English texts are used`] };
  }
  const messages: Messages = {};
  const problems: string[] = [];
  for (const [key, value] of Object.entries(input as Record<string, unknown>)) {
    if (!Object.hasOwn(MESSAGES, key)) {
      const near = closest(key, MESSAGE_KEYS);
      problems.push(`"messages.${key}" is not a message key${near ? ` (did you mean "${near}"?)` : ''}; it is ignored`);
      continue;
    }
    if (typeof value !== 'string' || value.trim() === '') {
      problems.push(`"messages.${key}" should be a non-empty text, not ${JSON.stringify(value) ?? String(value)}; the English text is used`);
      continue;
    }
    messages[key as MessageKey] = value;
  }
  return { messages, problems };
}

/**
 * The page settings whose words the platform or an add-on prints in the shop's language: when the
 * page gives none, the message stands in (so a shop's `messages` reach them too).
 */
export const SETTINGS_MESSAGES = {
  i18n_view_cart: 'viewCart',
  i18n_no_matching_variations_text: 'noMatchingVariations',
  i18n_make_a_selection_text: 'makeASelection',
  i18n_unavailable_text: 'variationUnavailable',
  i18n_reset_alert_text: 'selectionReset',
  i18n_password_show: 'showPassword',
  i18n_password_hide: 'hidePassword',
  i18n_out_of_stock_text: 'tableOutOfStock',
  i18n_loading_text: 'loading',
  i18n_close_text: 'close',
  i18n_product_form_failed_text: 'tableProductFormFailed',
  i18n_product_form_link_text: 'tableProductFormLink',
  i18n_not_added_text: 'tableNotAdded',
  i18n_not_added_items_text: 'tableNotAddedItems',
  i18n_csv_failed_text: 'tableCsvFailed',
  i18n_wishlist_select_options_text: 'wishlistSelectOptions',
  i18n_wishlist_added_text: 'wishlistAdded',
  i18n_wishlist_view_text: 'wishlistView',
  i18n_wishlist_failed_text: 'wishlistFailed',
  generic_ajax_error: 'forumError',
} as const satisfies Record<string, MessageKey>;

/**
 * The settings layer that sits under everything the page prints: each setting of
 * `SETTINGS_MESSAGES` with the shop's message, for the keys the shop gave.
 */
export function settingsFromMessages(messages: Messages): Record<string, unknown> {
  const layer: Record<string, unknown> = {};
  for (const [setting, key] of Object.entries(SETTINGS_MESSAGES) as Array<[string, MessageKey]>) {
    const text = messages[key];
    if (text !== undefined) layer[setting] = text;
  }
  const nyp = { empty: messages.tableNypEmpty, minimum_js: messages.tableNypMinimum, maximum_js: messages.tableNypMaximum };
  const given = Object.fromEntries(Object.entries(nyp).filter(([, text]) => text !== undefined));
  if (Object.keys(given).length) layer.nyp_error_message_templates = given;
  return layer;
}

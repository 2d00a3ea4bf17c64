/**
 * The wishlist column (§4.13): the add-on's `.wcpt-wishlist` toggle with the settings it reads from
 * its attributes (product name, toast words and duration, whether a variable product may go in
 * without a chosen variation). The element makes it work; the state comes from the page settings
 * (`ti_wishlist_ids`), so the server prints every toggle alike.
 */
import { esc } from '../render.ts';
import type { TableConfig } from './config.ts';
import type { TableRow } from './query.ts';
import { t } from '../../i18n/index.ts';

const HEART = '<svg class="wcpt-wishlist__icon" aria-hidden="true" focusable="false" width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"><path d="M20.84 4.61a5.5 5.5 0 0 0-7.78 0L12 5.67l-1.06-1.06a5.5 5.5 0 0 0-7.78 7.78l1.06 1.06L12 21.23l7.78-7.78 1.06-1.06a5.5 5.5 0 0 0 0-7.78z"/></svg>';

export function wishlistCellHtml(config: TableConfig, row: TableRow): string {
  const options = config.wishlist ?? {};
  const attrs = [
    'type="button"',
    'class="wcpt-wishlist"',
    `data-wcpt-product-name="${esc(row.name)}"`,
    `data-wcpt-duration-seconds="${options.duration_seconds ?? 3}"`,
    'data-wcpt-icon="heart"',
    options.item_added_label ? `data-wcpt-item-added-label="${esc(t(options.item_added_label))}"` : '',
    options.view_wishlist_label ? `data-wcpt-view-wishlist-label="${esc(t(options.view_wishlist_label))}"` : '',
    options.variable_permitted ? 'data-wcpt-variable-permitted="1"' : '',
  ].filter(Boolean).join(' ');
  // On the wishlist itself the toggle takes a row off the list.
  return `<button ${attrs}>${HEART}<span class="wcpt-wishlist__text">${t(options.mode ? 'Remove' : 'Wishlist')}</span></button>`;
}

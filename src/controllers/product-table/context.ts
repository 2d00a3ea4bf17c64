/**
 * What every part of a product table works with: the table's container and settings, its
 * store, and the way to load a new query. Each behaviour of the table is a feature module
 * (`TableFeature`): started once the table is on the page, stopped before its content is
 * replaced and started again after, and stopped while any source disables it (§4.21).
 */
import type { Settings } from '../../core/settings/index.ts';
import type { TablePurpose, TableStore } from '../../stores/product-table.ts';

export type Device = 'laptop' | 'tablet' | 'phone';

/** The table's shortcode attributes (`data-{prefix}-sc-attrs`), as printed. */
export type { ScAttrs } from '../../core/product-table/load.ts';
import type { ScAttrs } from '../../core/product-table/load.ts';

export interface TableContext {
  /**
   * The markup the element enhances: the `<shop-product-table>` element when it wraps the table, the
   * markup it names with `for` otherwise. Events are sent from here.
   */
  readonly host: HTMLElement;
  /** The `<shop-product-table>` element itself: where its state marks (`data-shop-…`) live. */
  readonly element: HTMLElement;
  /** The add-on's container (`div.wcpt[data-wcpt-table-id]`); kept across loads, its content replaced. */
  readonly container: HTMLElement;
  readonly tableId: string;
  /** The add-on's prefix of classes, attributes and endpoints (`wcpt`). */
  readonly prefix: string;
  readonly settings: Settings;
  readonly store: TableStore;
  /** Shortcode attributes as of the last load. */
  sc(): ScAttrs;
  /** A shortcode attribute read as a boolean ("true", "1", true…). */
  flag(name: string): boolean;
  /** A per-device shortcode attribute (`{device}_{name}`) for the current device. */
  deviceValue(name: string): unknown;
  /** The device of the current window width (§9.2). */
  device(): Device;
  /** The device whose markup the table holds now (`.wcpt-device-*`). */
  shownDevice(): Device;
  /** The table's query string now, with its leading `?`. */
  query(): string;
  /**
   * Loads the table for a new query (`?…` or without `?`) and shows it, following the URL
   * rules of §2.7 (form mode, ajax disabled, history). Resolves once it is shown or refused.
   */
  navigate(query: string, purpose: TablePurpose): Promise<void>;
  /** Appends the next page's rows (infinite scroll, §4.20). Resolves false when nothing came. */
  appendNextPage(): Promise<boolean>;
  /** Listens for rows added by infinite scroll; returns the unsubscribe. */
  onRowsAppended(listener: (rows: HTMLTableRowElement[]) => void): () => void;
  /** Aborted when the feature is stopped: pass it to listeners and requests. */
  readonly signal: AbortSignal;
}

export interface TableFeature {
  /** Module name for `disableModule` / `permitModule` (§4.21). */
  name: string;
  /** Starts the behaviour on the current content; returns what undoes it. */
  start(ctx: TableContext): void | (() => void);
}

/** Reads a shortcode value as the add-on does: true, "true", "1", "yes", "on" and 1 are on. */
export { isSwitchOn as isOn } from '../../core/product-table/device.ts';

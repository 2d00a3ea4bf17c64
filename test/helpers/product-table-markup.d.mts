export interface MarkupProduct {
  id: number;
  title: string;
  sku: string;
  price: number;
  minPrice?: number;
  maxPrice?: number;
  type?: 'simple' | 'variable' | 'variation';
  variationId?: number;
  category: string;
  rating?: number;
  date?: number;
  popularity?: number;
  menuOrder?: number;
  /** The text of the product's child row (none: no child row). */
  child?: string;
}

export interface SortSpecMarkup {
  orderby: string;
  order?: string;
  meta_key?: string;
  orderby_attribute?: string;
  orderby_taxonomy?: string;
}

export interface MarkupOptions {
  tableId?: number;
  groupByCategory?: boolean;
  clickAnywhere?: boolean;
  hasChildRows?: boolean;
  firstStripe?: 'odd' | 'even';
  sc?: Record<string, unknown>;
  sortParams?: { column_heading: Record<string, SortSpecMarkup>; dropdown: SortSpecMarkup[] } | null;
  device?: 'laptop' | 'tablet' | 'phone';
  /** Renders the infinite-scroll dots (more pages remain). */
  more?: boolean;
}

export const CATEGORIES: ReadonlyArray<{ slug: string; name: string }>;
export const INSTANT_SORT_PARAMS: { column_heading: Record<string, SortSpecMarkup>; dropdown: SortSpecMarkup[] };
export function sampleProducts(count: number, options?: { childEvery?: number; variationEvery?: number }): MarkupProduct[];
export function tableBody(products: readonly MarkupProduct[], options?: MarkupOptions): string;
export function productTableHtml(products: readonly MarkupProduct[], options?: MarkupOptions): string;

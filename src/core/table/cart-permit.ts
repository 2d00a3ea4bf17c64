/**
 * STUB (type-checking only): §6's permit, replaced by the real core/table/cart-permit.ts on merge.
 */
export interface CartWidgetPermitInput {
  url: string;
  siteUrl: string;
  enabledSiteWide: boolean;
  pageHasTable: boolean;
  include: string;
  exclude: string;
}

export function cartWidgetPermitted(input: CartWidgetPermitInput): boolean {
  return input.enabledSiteWide || input.pageHasTable;
}

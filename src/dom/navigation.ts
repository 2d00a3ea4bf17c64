/**
 * Page navigation the elements perform (§7.1 redirects to the product or cart page,
 * §7.2 following a remove link). One seam, so tests can watch where the page would go
 * instead of leaving the test page.
 */
export const navigation = {
  assign(url: string): void {
    location.assign(url);
  },
};

/**
 * The drop-in entry's page-load run of the §5.1 quantity floor. The rule's code lives in
 * the shared runtime chunk; it is fetched only when the page has a quantity input, so
 * pages without one load nothing more than the loader.
 */
const QUANTITY_INPUTS = 'input.qty, .quantity input[type=number]';

export function startQuantityFloor(): void {
  if (typeof document === 'undefined') return;
  const run = () => {
    if (!document.querySelector(QUANTITY_INPUTS)) return;
    import('../dom/quantity-floor.ts').then(
      ({ applyQuantityFloor }) => applyQuantityFloor(),
      (error: unknown) => console.error('storefront-elements: the quantity floor could not be loaded:', error),
    );
  };
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', run, { once: true });
  else run();
}

/**
 * The phone layout's Filters and Sort buttons (SPEC §2.7): they open the navigation dialog
 * (phone-modal/nav-dialog.ts, fetched on first use), and while they work the page's own navigation form is
 * not shown a second time.
 */
import type { TableContext, TableFeature } from './context.ts';

export const navModal: TableFeature = {
  name: 'nav-modal',
  start(ctx: TableContext) {
    const { container, prefix: p, signal, tableId } = ctx;
    const buttonSelector = `.${p}-responsive-navigation .${p}-rn-button[data-${p}-modal]`;
    const buttons = container.querySelectorAll(buttonSelector);
    for (const button of buttons) {
      button.setAttribute('aria-haspopup', 'dialog');
      button.setAttribute('aria-expanded', 'false');
    }
    if (buttons.length) {
      // The page's own form (there for use without JavaScript) is not shown a second time. Hiding
      // it is behaviour, not a look a theme may restyle: an inline style, put back on stop.
      for (const form of container.querySelectorAll<HTMLElement>(`:scope > form.${p}-navigation`)) {
        const before = form.style.getPropertyValue('display');
        const priority = form.style.getPropertyPriority('display');
        form.style.setProperty('display', 'none', 'important');
        signal.addEventListener('abort', () => {
          if (before) form.style.setProperty('display', before, priority);
          else form.style.removeProperty('display');
          if (!form.getAttribute('style')) form.removeAttribute('style');
        }, { once: true });
      }
    }
    let close: ((keep: boolean) => void) | undefined;
    let opening = false;

    container.addEventListener(
      'click',
      (event) => {
        const button = (event.target as Element).closest<HTMLElement>(buttonSelector);
        if (!button || !container.contains(button) || close || opening) return;
        event.preventDefault();
        opening = true;
        // Most visits never open the dialog: its code comes with the first opening.
        import('./phone-modal/nav-dialog.ts').then(
          ({ openNavDialog }) => {
            opening = false;
            if (signal.aborted) return;
            close = openNavDialog(ctx, button, button.getAttribute(`data-${p}-modal`) === 'sort' ? 'sort' : 'filters', () => {
              close = undefined;
            });
          },
          (error: unknown) => {
            opening = false;
            console.error(`<shop-product-table> table ${tableId}: the filter dialog could not be loaded.`, error);
          },
        );
      },
      { signal },
    );
    return () => close?.(false);
  },
};

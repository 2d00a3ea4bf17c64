import { useEffect } from 'react';
import { SHOP } from '../../core/timings/index.ts';
import { announce } from '../../dom/announce.ts';
import { emit } from '../../dom/events.ts';
import { onSelectCommit } from '../../dom/keyboard.ts';
import type { ElementProps } from '../base/element-props.ts';
import { useTimers } from '../base/hooks.ts';

/** Parsed as the element file's attribute spec declares them (src/elements/ordering.element.ts). */
export type OrderingAttributes = StorefrontElementAttributes['shop-ordering'];


/** Submits a form as a press of its submit button would (validation, submit event), or plainly. */
export function submitForm(form: HTMLFormElement): void {
  if (typeof form.requestSubmit === 'function') form.requestSubmit();
  else form.submit();
}

function findResultCount(host: HTMLElement, selector: string): HTMLElement | null {
  return host.querySelector<HTMLElement>(selector) ?? document.querySelector<HTMLElement>(selector);
}

/**
 * Result ordering (§2.1): choosing in `select.orderby` submits its form: a pointer choice at
 * once, a keyboard choice on Enter or blur (arrow keys only move the choice). The result
 * count becomes a polite live region and is re-announced §9.1's delay after load.
 */
export function Ordering({ host, attrs }: ElementProps<OrderingAttributes>) {
  const timers = useTimers();

  useEffect(
    () =>
      onSelectCommit(
        host,
        (select) => select.matches('select.orderby, select[name="orderby"]'),
        (select) => {
          const form = select.form;
          if (!form) return false;
          // A prevented event means the page applies the ordering itself: the choice is taken.
          if (emit(host, 'shop-ordering-change', { orderby: select.value }, { cancelable: true })) submitForm(form);
          return true;
        },
      ),
    [host],
  );

  useEffect(() => {
    const count = findResultCount(host, attrs.resultCount);
    if (!count) return;
    // The platform prints role="alert"; an explicit polite level keeps it from interrupting.
    if (!count.hasAttribute('aria-live')) count.setAttribute('aria-live', 'polite');
    if (!count.hasAttribute('aria-atomic')) count.setAttribute('aria-atomic', 'true');
    return timers.after(SHOP.resultCountAnnounceDelayMs, () => {
      const text = count.textContent?.replace(/\s+/g, ' ').trim();
      if (text) announce(text, 0, 'result-count');
    });
  }, [host, attrs.resultCount, timers]);

  return null;
}

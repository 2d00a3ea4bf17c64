/**
 * The form's JSON data attributes (`data-product_variations`, `data-custom_data`), read as
 * the platform's script reads them: through jQuery's `.data()` when the page has jQuery
 * (another script may have put a value there), from the attribute otherwise.
 */
import { jqueryData } from '../jquery.ts';

export function readFormJson(form: HTMLElement, key: string): { value: unknown; problem?: string } {
  const fromJQuery = jqueryData(form, key);
  if (fromJQuery.found) return { value: fromJQuery.value };
  const raw = form.getAttribute(`data-${key}`);
  if (raw == null || raw === '') return { value: undefined };
  try {
    return { value: JSON.parse(raw) };
  } catch (error) {
    return { value: undefined, problem: `data-${key} is not valid JSON (${(error as Error).message})` };
  }
}

/**
 * Styles of the product table's behaviour (loading state, hidden rows, sticky parts, the
 * navigation dialog…), each feature module adding its own once: the library's layered base
 * styles (dom/styles.ts), so any theme rule wins.
 */
import { adoptLayeredStyles } from '../styles.ts';

export function adoptTableStyles(name: string, css: string): void {
  adoptLayeredStyles(name, css);
}

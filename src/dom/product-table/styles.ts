/**
 * Styles of the product table's behaviour (loading state, hidden rows, sticky parts, the
 * navigation dialog…), each feature module adding its own once: the library's layered base
 * styles (dom/styles.ts), so any theme rule wins. A re-export, so the bundles keep one chunk.
 */
export { adoptLayeredStyles as adoptTableStyles } from '../styles.ts';

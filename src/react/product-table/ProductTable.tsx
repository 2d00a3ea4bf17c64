/**
 * `<shop-product-table>`: adopts the table add-on's server-rendered container and runs the
 * table's feature modules on it (see table.ts). It renders nothing of its own: every part
 * of the table is the server's markup, so themes keep styling it.
 */
import { useLayoutEffect } from 'react';
import type { ElementProps } from '../base/element-props.ts';
import { useAdoptedElement } from '../base/use-adopted.ts';
import { applyPendingModuleChanges, installModuleGlobals } from '../../controllers/product-table/compat-globals.ts';
import { TABLE_FEATURES } from '../../controllers/product-table/features.ts';
import { startTable, type TableController } from '../../controllers/product-table/table.ts';
import { useSettings } from '../settings/use-settings.ts';

/** Parsed as the element file's attribute spec declares them (src/elements/product-table.element.ts). */
export type ProductTableAttrs = StorefrontElementAttributes['shop-product-table'];

const controllers = new WeakMap<HTMLElement, TableController>();

/** The controller of the table inside `host`, for the element's public methods. */
export function tableController(host: HTMLElement): TableController | undefined {
  return controllers.get(host);
}

export function ProductTable({ host, element, attrs }: ElementProps<ProductTableAttrs>) {
  const settings = useSettings(attrs.settings);
  const { prefix } = attrs;
  const container = useAdoptedElement<HTMLElement>(host, [`:scope > .${prefix}[data-${prefix}-table-id]`, `:scope.${prefix}[data-${prefix}-table-id]`], { childrenOnly: true });

  useLayoutEffect(() => {
    if (!container) return;
    const controller = startTable({ host, element, container, prefix, settings, features: TABLE_FEATURES });
    controllers.set(host, controller);
    installModuleGlobals(prefix, tableController);
    applyPendingModuleChanges(host, controller);
    return () => {
      controllers.delete(host);
      controller.stop();
    };
  }, [host, element, container, prefix, settings]);

  return null;
}

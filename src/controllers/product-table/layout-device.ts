/**
 * Devices (§9.2): the window width decides laptop, tablet or phone (resize debounced 250 ms).
 * When the new device uses another column layout than the one shown, the table is loaded
 * again for it; otherwise only the device class changes. Off laptop the left sidebar is
 * shown as a header.
 */
import { TABLE } from '../../core/timings/index.ts';
import type { Device, TableContext, TableFeature } from './context.ts';

/** The device whose columns `device` uses (`data-{prefix}-column-layout-source-map`). */
function layoutSource(ctx: TableContext, device: Device): string {
  const raw = ctx.container.getAttribute(`data-${ctx.prefix}-column-layout-source-map`);
  if (!raw) return device;
  try {
    const map = JSON.parse(raw) as Record<string, unknown>;
    return typeof map[device] === 'string' ? (map[device] as string) : device;
  } catch {
    return device;
  }
}

function placeSidebar(ctx: TableContext, device: Device): void {
  const { prefix } = ctx;
  for (const nav of ctx.container.querySelectorAll(`.${prefix}-navigation.${prefix}-left-sidebar, .${prefix}-navigation.${prefix}-was-left-sidebar`)) {
    const asHeader = device !== 'laptop';
    nav.classList.toggle(`${prefix}-left-sidebar`, !asHeader);
    nav.classList.toggle(`${prefix}-header`, asHeader);
    nav.classList.toggle(`${prefix}-was-left-sidebar`, asHeader);
    // The sidebar prints its filters open; in the header they start closed, as the add-on's script does.
    if (asHeader) {
      for (const open of nav.querySelectorAll(`details[open], .${prefix}-dropdown.${prefix}-open`)) {
        open.removeAttribute('open');
        open.classList.remove(`${prefix}-open`);
      }
    }
  }
}

export const deviceLayout: TableFeature = {
  name: 'device',
  start(ctx) {
    const { prefix } = ctx;
    const apply = () => {
      const wanted = ctx.device();
      const shown = ctx.shownDevice();
      placeSidebar(ctx, wanted);
      if (wanted === shown) return;
      const outer = ctx.container.querySelector(`.${prefix}-table-scroll-wrapper-outer`);
      if (layoutSource(ctx, wanted) === layoutSource(ctx, shown)) {
        for (const part of ctx.container.querySelectorAll(`.${prefix}-device-${shown}`)) {
          part.classList.replace(`${prefix}-device-${shown}`, `${prefix}-device-${wanted}`);
        }
        return;
      }
      if (outer) void ctx.navigate(ctx.query(), 'device_switch');
    };
    let timer: ReturnType<typeof setTimeout> | undefined;
    let width = window.innerWidth;
    window.addEventListener(
      'resize',
      () => {
        if (window.innerWidth === width) return;
        width = window.innerWidth;
        clearTimeout(timer);
        timer = setTimeout(apply, TABLE.resizeDebounceMs);
      },
      { signal: ctx.signal },
    );
    apply();
    return () => clearTimeout(timer);
  },
};

/**
 * Devices of the product table (SPEC §9.2): a window at or below the phone breakpoint is a phone,
 * at or below the tablet breakpoint a tablet, otherwise a laptop.
 */
import { TABLE } from '../timings/index.ts';

export type Device = 'phone' | 'tablet' | 'laptop';

/** Widest window (px) of each smaller device. */
export interface Breakpoints {
  phone: number;
  tablet: number;
}

/** The breakpoints when the store sets none (phone 599 px, tablet 1199 px, as the shop settings' defaults). */
export const DEFAULT_BREAKPOINTS: Readonly<Breakpoints> = { phone: TABLE.phoneBreakpointPx, tablet: TABLE.tabletBreakpointPx };

/** The device for a window width. */
export function deviceForWidth(width: number, breakpoints: Breakpoints): Device {
  if (width <= breakpoints.phone) return 'phone';
  if (width <= breakpoints.tablet) return 'tablet';
  return 'laptop';
}

/** A breakpoint from a number or numeric text, else undefined. */
function readBreakpoint(value: unknown): number | undefined {
  const number = typeof value === 'number' ? value : typeof value === 'string' && value.trim() ? Number(value) : NaN;
  return Number.isFinite(number) && number >= 0 ? number : undefined;
}

/**
 * Breakpoints from untrusted data ({phone, tablet}, numbers or numeric text). A missing or bad value
 * takes its default and is named in `problems`; a phone breakpoint above the tablet one is kept
 * (the tablet layout then never shows) and named too.
 */
export function parseBreakpoints(raw: unknown): { breakpoints: Breakpoints; problems: string[] } {
  const problems: string[] = [];
  const breakpoints = { ...DEFAULT_BREAKPOINTS };
  if (raw === undefined || raw === null) return { breakpoints, problems };
  if (typeof raw !== 'object' || Array.isArray(raw)) {
    problems.push(`breakpoints should be an object like {"phone": 599, "tablet": 1199}; the defaults are used`);
    return { breakpoints, problems };
  }
  for (const device of ['phone', 'tablet'] as const) {
    const value = (raw as Record<string, unknown>)[device];
    if (value === undefined) continue;
    const number = readBreakpoint(value);
    if (number === undefined) {
      problems.push(`the ${device} breakpoint should be a width in px (a number of at least 0), not ${JSON.stringify(value)}; ${breakpoints[device]} is used`);
    } else breakpoints[device] = number;
  }
  if (breakpoints.phone > breakpoints.tablet) {
    problems.push(`the phone breakpoint (${breakpoints.phone}) is above the tablet breakpoint (${breakpoints.tablet}), so no width gives the tablet layout`);
  }
  return { breakpoints, problems };
}

const TRUTHY = new Set(['true', '1', 'yes', 'on']);

/** A shortcode attribute read as a switch: true, 1, or the text true/1/yes/on (any case, trimmed). */
export function isSwitchOn(value: unknown): boolean {
  if (typeof value === 'boolean') return value;
  if (typeof value === 'number') return value === 1;
  return typeof value === 'string' && TRUTHY.has(value.trim().toLowerCase());
}

/** Whether rows are grouped under category headings on the device: `{device}_group_by_category`. */
export function groupByCategoryFor(scAttrs: Record<string, unknown> | undefined, device: Device): boolean {
  return isSwitchOn(scAttrs?.[`${device}_group_by_category`]);
}

/** Whether the URL must not follow the table state: the `disable_url_update` attribute. */
export function urlUpdateDisabled(scAttrs: Record<string, unknown> | undefined): boolean {
  return isSwitchOn(scAttrs?.['disable_url_update']);
}

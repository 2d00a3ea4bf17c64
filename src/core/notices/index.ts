/** Notices (§2.6, §9.1): what is announced, and the easing of the scroll to them. Pure. */

/** Alerts, status regions and live regions speak for themselves: announcing them again would say them twice. */
export function speaksForItself(role: string | null, hasAriaLive: boolean): boolean {
  return hasAriaLive || role === 'alert' || role === 'status';
}

/** The polite announcement of inserted notices: each one's text with its whitespace collapsed, in order. */
export function announcementText(texts: ReadonlyArray<string | null | undefined>): string {
  return texts
    .map((text) => text?.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .join(' ');
}

/** Ease-in-out (quadratic) for progress 0…1: the scroll to notices starts and ends gently. */
export function easeInOut(t: number): number {
  return t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2;
}

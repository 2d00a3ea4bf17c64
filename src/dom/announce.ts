/**
 * One polite live region per page for screen-reader announcements (cart updated,
 * variation reset ...). Messages can be delayed as §9.1 asks; a newer message
 * replaces one that is still waiting.
 */
const REGION_ID = 'storefront-live-region';
const pending = new Map<string, ReturnType<typeof setTimeout>>();

function region(): HTMLElement {
  let node = document.getElementById(REGION_ID);
  if (!node) {
    node = document.createElement('div');
    node.id = REGION_ID;
    node.setAttribute('role', 'status');
    node.setAttribute('aria-live', 'polite');
    node.className = 'screen-reader-text';
    // Visually hidden but read by screen readers.
    node.style.cssText =
      'position:absolute!important;width:1px;height:1px;margin:-1px;padding:0;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap;border:0';
    document.body.append(node);
  }
  return node;
}

/** Announces `message` after `delayMs`; `channel` groups messages where only the latest counts. */
export function announce(message: string, delayMs = 0, channel = 'default'): void {
  const waiting = pending.get(channel);
  if (waiting) clearTimeout(waiting);
  const speak = () => {
    pending.delete(channel);
    const node = region();
    // Clearing first makes screen readers repeat an identical message.
    node.textContent = '';
    requestAnimationFrame(() => {
      node.textContent = message;
    });
  };
  if (delayMs <= 0) speak();
  else pending.set(channel, setTimeout(speak, delayMs));
}

export function liveRegionText(): string {
  return document.getElementById(REGION_ID)?.textContent ?? '';
}

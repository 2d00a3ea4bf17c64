/**
 * One polite live region per page for screen-reader announcements (cart updated,
 * variation reset, result count ...). Messages can be delayed as §9.1 asks; a newer
 * message on the same channel replaces one that is still waiting.
 *
 * No message is lost to a later one. Each message is added as a node of its own to a
 * `role="log"` region (`aria-relevant="additions"`, not atomic) and stays there for
 * `MESSAGE_LIFETIME_MS`; replacing the region's text instead would drop a message on
 * screen readers that read the region when they get round to it (VoiceOver) or that cut
 * the current speech short on a new change (JAWS). An added node is an event of its own,
 * which a screen reader queues behind the message it is still speaking; removals are
 * not announced. The same text added again is a new node, so it is spoken again.
 */
const REGION_ID = 'storefront-live-region';
/** How long a message stays in the region: time for a queue of messages to be spoken. */
const MESSAGE_LIFETIME_MS = 7000;
/** A region just added to the page is announced from only once the accessibility tree has it. */
const REGION_SETTLE_MS = 100;

const pending = new Map<string, ReturnType<typeof setTimeout>>();
/** Messages waiting for a region that was just created. */
let backlog: string[] | undefined;

function createRegion(doc: Document): HTMLElement {
  const node = doc.createElement('div');
  node.id = REGION_ID;
  node.className = 'screen-reader-text';
  // Visually hidden but read by screen readers.
  node.style.cssText =
    'position:absolute!important;width:1px;height:1px;margin:-1px;padding:0;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap;border:0';
  doc.body.append(node);
  return node;
}

function makeLog(node: HTMLElement): void {
  // Also turns a region an older copy of the library made (role="status", atomic) into a log.
  if (node.getAttribute('role') === 'log') return;
  node.setAttribute('role', 'log');
  node.setAttribute('aria-live', 'polite');
  node.setAttribute('aria-relevant', 'additions');
  node.setAttribute('aria-atomic', 'false');
}

function append(node: HTMLElement, message: string): void {
  const item = node.ownerDocument.createElement('div');
  item.textContent = message;
  node.append(item);
  setTimeout(() => item.remove(), MESSAGE_LIFETIME_MS);
}

/**
 * The timers work on the document the message was announced in, never on the global one: a timer
 * may fire after that document is gone from the global scope (a test environment torn down).
 */
function deliver(doc: Document, message: string): void {
  if (backlog) {
    backlog.push(message);
    return;
  }
  const existing = doc.getElementById(REGION_ID);
  if (existing) {
    makeLog(existing);
    append(existing, message);
    return;
  }
  const node = createRegion(doc);
  makeLog(node);
  backlog = [message];
  setTimeout(() => {
    const waiting = backlog ?? [];
    backlog = undefined;
    if (!node.isConnected) doc.body.append(node);
    for (const text of waiting) append(node, text);
  }, REGION_SETTLE_MS);
}

/** Announces `message` after `delayMs`; `channel` groups messages where only the latest counts. */
export function announce(message: string, delayMs = 0, channel = 'default'): void {
  const waiting = pending.get(channel);
  if (waiting) clearTimeout(waiting);
  pending.delete(channel);
  const doc = document;
  if (delayMs <= 0) deliver(doc, message);
  else
    pending.set(
      channel,
      setTimeout(() => {
        pending.delete(channel);
        deliver(doc, message);
      }, delayMs),
    );
}

/** The messages in the region now, oldest first. */
export function liveRegionMessages(): string[] {
  const node = document.getElementById(REGION_ID);
  return node ? [...node.children].map((item) => item.textContent ?? '') : [];
}

/** The latest message still in the region ('' when none). */
export function liveRegionText(): string {
  return liveRegionMessages().at(-1) ?? '';
}

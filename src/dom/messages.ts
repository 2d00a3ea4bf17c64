/**
 * The shop's texts (`messages` in the page settings block), read once from the block without the
 * settings' validation (an element that needs no settings still speaks the shop's language), and
 * `shopText`, which every shopper-facing text the library writes goes through.
 */
import { formatMessage, MESSAGES, parseMessages, type MessageKey, type Messages, type MessageText } from '../core/messages/index.ts';

/** The page settings block: `<script type="application/json" id="storefront-settings">`. */
export const SETTINGS_BLOCK_ID = 'storefront-settings';

let current: Messages | undefined;

function readMessages(): Messages {
  const block = typeof document === 'undefined' ? null : document.getElementById(SETTINGS_BLOCK_ID);
  const json = block?.textContent?.trim();
  if (!json) return {};
  let data: unknown;
  try {
    data = JSON.parse(json);
  } catch {
    // The settings store reports the broken block.
    return {};
  }
  if (data === null || typeof data !== 'object' || !('messages' in data)) return {};
  const { messages, problems } = parseMessages(data.messages);
  for (const problem of problems) console.warn(`Page settings #${SETTINGS_BLOCK_ID}: ${problem}.`);
  return messages;
}

/** The shop's texts, read from the block on first use. */
export function pageMessages(): Messages {
  current ??= readMessages();
  return current;
}

/** Reads the block again (a page that rewrites it, and tests). */
export function reloadMessages(): Messages {
  current = undefined;
  return pageMessages();
}

/** The template of a key: the shop's, or the English default. */
export function messageTemplate(key: MessageKey): string {
  return pageMessages()[key] ?? MESSAGES[key];
}

/** The shop's text for `key` with its placeholders filled. */
export const shopText: MessageText = (key, ...values) => formatMessage(messageTemplate(key), values);

/** Whether the shop gave its own text for `key` (the English default is used otherwise). */
export function hasShopText(key: MessageKey): boolean {
  return pageMessages()[key] !== undefined;
}

/**
 * docs/guide/messages.md, written from the messages module so the page cannot drift from it
 * (index.test.ts compares the two; `UPDATE_MESSAGES_DOC=1 npx vitest run src/core/messages` rewrites it).
 */
import { MESSAGE_KEYS, MESSAGES, SETTINGS_MESSAGES, type MessageKey } from './index.ts';

const NYP_SETTINGS: Partial<Record<MessageKey, string>> = {
  tableNypEmpty: 'nyp_error_message_templates.empty',
  tableNypMinimum: 'nyp_error_message_templates.minimum_js',
  tableNypMaximum: 'nyp_error_message_templates.maximum_js',
};

const DIRECTORY_KEYWORDS: Partial<Record<MessageKey, string>> = {
  directoryPlan: 'plan', directoryEmail: 'email', directoryPhone: 'phone', directoryAddress: 'address',
  directorySearchNotFound: 'search_not_found', directoryResultsNotFound: 'results_not_found',
  directoryResultsCount: 'results_count', directoryAvatarAlt: 'avatar_alt',
  directoryPlansLegend: 'plans_legend', directoryStatusesLegend: 'statuses_legend',
};

function firstSource(key: MessageKey): string {
  const setting = Object.entries(SETTINGS_MESSAGES).find(([, k]) => k === key)?.[0] ?? NYP_SETTINGS[key];
  if (setting) return `setting \`${setting}\``;
  const keyword = DIRECTORY_KEYWORDS[key];
  if (keyword) return `\`member_directory_keywords.${keyword}\``;
  return '';
}

const cell = (text: string) => text.replaceAll('|', '\\|');

export function messagesDoc(): string {
  const rows = MESSAGE_KEYS.map((key) => `| \`${key}\` | ${cell(MESSAGES[key])} | ${firstSource(key)} |`);
  return `<!-- Written from src/core/messages/index.ts by src/core/messages/doc.ts: edit those, not this page. -->
# Messages: every text in the shop's language

Every text the library writes for shoppers (announcements, error messages, button and dialog names, the
words of the dialogs and bars it adds) has a key with an English default. A shop gives its own words in
the page settings block:

\`\`\`html
<script type="application/json" id="storefront-settings">
{ "language": "de", "messages": { "addedToCart": "%s wurde Ihrem Warenkorb hinzugefügt.", "close": "Schließen" } }
</script>
\`\`\`

- A key the shop does not give keeps its English text. A key the library does not know, or a value that
  is not a non-empty text, is named in one console warning (with the nearest key when it looks like a
  typo) and changes nothing else.
- Placeholders: \`%s\` takes the values in order, \`%1$s\`, \`%2$s\` by position (as WordPress translators
  write them), \`{n}\` and \`%%MINIMUM%%\`/\`%%MAXIMUM%%\` where the table says so. Keep them in your text.
- Plurals: a key ending in \`One\` is the text for one; the key without it is the text for any other number.
- Where the platform or an add-on already prints a text in the shop's language (the last column), that
  text comes first and the message only stands in when the page has none. An element attribute that sets
  a text (\`close-text\`, \`dismiss-text\`, …) comes before both.
- For TypeScript, \`MessageKey\` (every key) and \`Messages\` (a shop's object) are exported from the package.

| key | English default | comes first when the page has it |
|---|---|---|
${rows.join('\n')}
`;
}

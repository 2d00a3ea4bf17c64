// The WordPress plugin's copy of the library's shopper-facing texts (includes/messages.php), written from
// src/core/messages so that each text is a literal translation call WordPress's tools can extract.
// scripts/wp-plugin.test.mjs fails when the file and the module differ;
// `UPDATE_PLUGIN_MESSAGES=1 npx vitest run scripts/wp-plugin.test.mjs` rewrites it.

const php = (text) => `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

/** includes/messages.php for the library's messages (key → English default). */
export function pluginMessagesPhp(messages) {
  const entries = Object.entries(messages)
    .map(([key, english]) => `\t\t${php(key)} => __( ${php(english)}, 'storefront-elements' ),`)
    .join('\n');
  const defaults = Object.entries(messages)
    .map(([key, english]) => `\t\t${php(key)} => ${php(english)},`)
    .join('\n');
  return `<?php
/**
 * The library's texts for shoppers in the site's language. Generated from the library's messages
 * (src/core/messages) by scripts/lib/plugin-messages.mjs: edit those, not this.
 *
 * @package storefront-elements
 */

defined( 'ABSPATH' ) || exit;

/**
 * Each message key with its text in the site's language (the English default when there is no translation).
 *
 * @return array<string, string>
 */
function storefront_elements_message_texts() {
	return array(
${entries}
	);
}

/**
 * Each message key with its English text, the library's default (what storefront_elements_message_texts()
 * gives without a translation).
 *
 * @return array<string, string>
 */
function storefront_elements_message_defaults() {
	return array(
${defaults}
	);
}
`;
}

/** The plugin's own admin texts in German (every text of its screens needs one: scripts/wp-plugin.test.mjs). */
export const ADMIN_GERMAN = {
  'WooCommerce is not active: the plugin replaces its scripts and does nothing without it.':
    'WooCommerce ist nicht aktiv: Das Plugin ersetzt dessen Skripte und tut ohne WooCommerce nichts.',
  'The library\'s files are missing (%s). WooCommerce keeps its own scripts until they are there: install the plugin from its release zip, or run "npm run wp-plugin" in the library\'s source.':
    'Die Dateien der Bibliothek fehlen (%s). WooCommerce behält seine eigenen Skripte, bis sie da sind: Installieren Sie das Plugin aus seinem Release-ZIP oder führen Sie „npm run wp-plugin“ im Quellcode der Bibliothek aus.',
  'Storefront Elements:': 'Storefront Elements:',
  'Storefront Elements': 'Storefront Elements',
  "The shop's front-end scripts are replaced by the library's elements on every page the plugin can serve; deactivate the plugin to switch back.":
    'Die Frontend-Skripte des Shops werden auf jeder Seite, die das Plugin bedienen kann, durch die Elemente der Bibliothek ersetzt; deaktivieren Sie das Plugin, um zurückzuwechseln.',
  Build: 'Build',
  'Default (React)': 'Standard (React)',
  'Lite (Preact): the same elements in about a third of the bytes': 'Lite (Preact): dieselben Elemente in etwa einem Drittel der Bytes',
  'Variation matrix': 'Variantenmatrix',
  'Print the options matrix of products with many variations, so their selects narrow as they do for smaller products':
    'Die Optionsmatrix von Produkten mit vielen Varianten ausgeben, damit ihre Auswahlfelder sich wie bei kleineren Produkten eingrenzen',
  Settings: 'Einstellungen',
  jQuery: 'jQuery',
  'Automatic: only on pages where a script still needs it': 'Automatisch: nur auf Seiten, auf denen ein Skript es noch braucht',
  'Always: for themes with jQuery snippets written into their templates': 'Immer: für Themes mit jQuery-Snippets direkt in ihren Templates',
  'Variation swatches': 'Varianten-Swatches',
  'Empty: the selects only. "all": swatches for every attribute. Or a list of attributes, each optionally with :color, :image or :label (for example pa_color:color,pa_size:label).':
    'Leer: nur die Auswahlfelder. „all“: Swatches für jedes Attribut. Oder eine Liste von Attributen, jeweils optional mit :color, :image oder :label (zum Beispiel pa_color:color,pa_size:label).',
  'Hide the selects that have swatches (they stay in the form)': 'Auswahlfelder mit Swatches ausblenden (sie bleiben im Formular)',
  'Left out of the swatches list: "%s" (write an attribute name, optionally followed by :color, :image or :label).':
    'Aus der Swatch-Liste weggelassen: „%s“ (schreiben Sie einen Attributnamen, optional gefolgt von :color, :image oder :label).',
  'Add to cart button': 'In-den-Warenkorb-Button',
  'Mini cart': 'Mini-Warenkorb',
  'Product search': 'Produktsuche',
  'Product table': 'Produkttabelle',
  'Choose what this block shows in its settings.': 'Wählen Sie in den Einstellungen des Blocks, was er zeigt.',
  'Product ID': 'Produkt-ID',
  'Show the price': 'Preis anzeigen',
  'Product table ID': 'ID der Produkttabelle',
  Elements: 'Elemente',
  'storefront_element: name one of the library\'s tags, for example tag="shop-lightbox".':
    'storefront_element: Nennen Sie eines der Tags der Bibliothek, zum Beispiel tag="shop-lightbox".',
  'storefront_element: "%s" is not one of the library\'s tags; the content is shown without it.':
    'storefront_element: „%s“ ist keines der Tags der Bibliothek; der Inhalt wird ohne dieses Tag angezeigt.',
  'storefront_element: <%1$s> has no attribute %2$s; left out.': 'storefront_element: <%1$s> hat kein Attribut %2$s; weggelassen.',
  'Add to cart buttons and the mini cart': 'In-den-Warenkorb-Buttons und der Mini-Warenkorb',
  'Variation forms of variable products': 'Variantenformulare variabler Produkte',
  'Sorting, notices, the store notice and password fields': 'Sortierung, Meldungen, der Shop-Hinweis und Passwortfelder',
  'Order attribution': 'Bestellzuordnung',
  'Product tables (Product Table & List Builder add-on)': 'Produkttabellen (Erweiterung Product Table & List Builder)',
  'The forum (bbPress add-on)': 'Das Forum (Erweiterung bbPress)',
  "Unticked: the platform's or the add-on's own script stays on every page and the elements leave that markup to it. Tags placed in content or templates by hand still work.":
    'Nicht angehakt: Das eigene Skript der Plattform oder der Erweiterung bleibt auf jeder Seite, und die Elemente überlassen ihm dieses Markup. Von Hand in Inhalte oder Templates gesetzte Tags funktionieren weiterhin.',
};

/** languages/storefront-elements-de_DE.l10n.php: WordPress's PHP translation file (6.5+) for German. */
export function pluginGermanL10n(messages, german, admin = ADMIN_GERMAN) {
  const pairs = new Map(Object.entries(admin));
  for (const [key, english] of Object.entries(messages)) if (german[key] && !pairs.has(english)) pairs.set(english, german[key]);
  const lines = [...pairs].map(([english, text]) => `\t\t${php(english)} => ${php(text)},`).join('\n');
  return `<?php
// German texts of the plugin and of the library's messages. Generated by scripts/lib/plugin-messages.mjs
// from the library's German messages (demo/i18n/de.ts) and the plugin's admin texts: edit those, not this.
return array(
\t'domain' => 'storefront-elements',
\t'plural-forms' => 'nplurals=2; plural=(n != 1);',
\t'language' => 'de_DE',
\t'messages' => array(
${lines}
\t),
);
`;
}

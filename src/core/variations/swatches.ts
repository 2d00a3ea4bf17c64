/**
 * Variation swatches (the `swatches` attribute of `<shop-variations>` and the page's `swatches`
 * setting), as pure rules: which attribute shows which kind of swatch, the colours a shop maps
 * its terms to, and the accessible name of an option that cannot be chosen.
 *
 * The attribute: present and empty (or true/yes/on/all) = every attribute, kind chosen per
 * attribute; false/no/off/0 = none; otherwise a comma-separated list of `name[:kind]`, the name
 * with or without its `attribute_` prefix (`pa_color:color,pa_size:label,pa_pattern:image`), a
 * name alone meaning the kind is chosen. Kinds: `color` (`colour` too), `image`, `label`.
 * A malformed entry is reported (the entry and what is wrong with it) and the rest is used.
 *
 * The setting (`#storefront-settings`, or the element's `settings` attribute):
 * `{"swatches": {"attributes": "pa_color:color,pa_size:label", "colors": {"red": "#c00"},
 * "only": false, "texts": {"not_available": "not available in %s", "out_of_stock": "out of stock", "unavailable": "unavailable"}}}`;
 * `"swatches": true` or `"swatches": "pa_color:color"` are short for `{"attributes": …}`.
 */
import { MESSAGES } from '../messages/index.ts';
export type SwatchKind = 'color' | 'image' | 'label';
/** A kind, or `auto`: colour when the attribute's options carry a colour, else label. */
export type SwatchChoice = SwatchKind | 'auto';

export interface SwatchList {
  /** Every attribute (each kind chosen), or the listed ones. */
  all: boolean;
  /** Full attribute names (`attribute_pa_color`) → kind. */
  kinds: Map<string, SwatchChoice>;
  /** One line per malformed part, naming it. */
  problems: string[];
}

export interface SwatchTexts {
  /** `%s` is the list of chosen values that exclude the option. */
  not_available: string;
  out_of_stock: string;
  /** An option no variation has at all. */
  unavailable: string;
}

export interface SwatchSettings {
  /** What the setting asks for (`null` = the setting says nothing: no swatches from it). */
  list: string | null;
  colors: Map<string, string>;
  only: boolean;
  /** The texts the setting gives; the shop's messages (`swatchNotAvailable` …) stand in for the others. */
  texts: Partial<SwatchTexts>;
  problems: string[];
}

/** The English reasons (the messages' defaults), for a caller that has no shop texts at hand. */
export const DEFAULT_SWATCH_TEXTS: SwatchTexts = {
  not_available: MESSAGES.swatchNotAvailable,
  out_of_stock: MESSAGES.swatchOutOfStock,
  unavailable: MESSAGES.swatchUnavailable,
};

const ALL_WORDS = new Set(['', 'true', 'yes', 'on', 'all', '1']);
/**
 * The words of swatches-off.ts, kept here too: importing that module from the lazy part would
 * make the variation form's chunk export it, and the element's entry a facade of one more file.
 */
const NONE_WORDS = new Set(['false', 'no', 'off', '0', 'none']);
const KINDS: Record<string, SwatchKind> = { color: 'color', colour: 'color', image: 'image', label: 'label' };

/** The full attribute name of `name` among the form's `names` (prefix optional, case ignored), or undefined. */
function fullName(name: string, names: readonly string[]): string | undefined {
  const wanted = name.toLowerCase();
  return names.find((n) => {
    const lower = n.toLowerCase();
    return lower === wanted || lower === `attribute_${wanted}`;
  });
}

/** Reads a swatch list (the attribute's text, or the setting's) against the form's attribute names. */
export function parseSwatchList(text: string, names: readonly string[]): SwatchList {
  const kinds = new Map<string, SwatchChoice>();
  const problems: string[] = [];
  const trimmed = text.trim();
  const word = trimmed.toLowerCase();
  if (ALL_WORDS.has(word)) {
    for (const name of names) kinds.set(name, 'auto');
    return { all: true, kinds, problems };
  }
  if (NONE_WORDS.has(word)) return { all: false, kinds, problems };
  const bare = (n: string) => n.replace(/^attribute_/, '');
  for (const raw of trimmed.split(',')) {
    const entry = raw.trim();
    if (entry === '') continue;
    const parts = entry.split(':').map((p) => p.trim());
    const [name = '', kindText, ...extra] = parts;
    if (name === '') {
      problems.push(`"${entry}": no attribute name before the colon; skipped`);
      continue;
    }
    const full = fullName(name, names);
    if (!full) {
      const known = names.map(bare).join(', ') || 'none';
      problems.push(`"${entry}": the form has no attribute "${bare(name)}" (it has ${known}); skipped`);
      continue;
    }
    let kind: SwatchChoice = 'auto';
    if (kindText !== undefined && kindText !== '') {
      const known = KINDS[kindText.toLowerCase()];
      if (known) kind = known;
      else problems.push(`"${entry}": unknown kind "${kindText}" (write color, image or label); ${bare(full)} gets the kind its options suggest`);
    }
    if (extra.length > 0) problems.push(`"${entry}": "${extra.join(':')}" after the kind is not understood; ignored`);
    if (kinds.has(full)) problems.push(`"${entry}": ${bare(full)} is listed twice; the last one is used`);
    kinds.set(full, kind);
  }
  return { all: false, kinds, problems };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Reads the page's `swatches` setting; every malformed part is reported and left out. */
export function readSwatchSettings(value: unknown): SwatchSettings {
  const out: SwatchSettings = { list: null, colors: new Map(), only: false, texts: {}, problems: [] };
  if (value === undefined || value === null || value === false) return out;
  if (value === true) {
    out.list = '';
    return out;
  }
  if (typeof value === 'string') {
    out.list = value;
    return out;
  }
  if (!isRecord(value)) {
    out.problems.push(`should be true, a list like "pa_color:color,pa_size:label" or an object, not ${JSON.stringify(value)}`);
    return out;
  }
  const { attributes, colors, colours, only, texts } = value;
  if (attributes === true) out.list = '';
  else if (typeof attributes === 'string') out.list = attributes;
  else if (isRecord(attributes)) {
    out.list = Object.entries(attributes)
      .map(([name, kind]) => (typeof kind === 'string' && kind !== '' ? `${name}:${kind}` : name))
      .join(',');
  } else if (attributes !== undefined && attributes !== false && attributes !== null) {
    out.problems.push(`attributes: should be true, a list like "pa_color:color" or {"pa_color": "color"}, not ${JSON.stringify(attributes)}`);
  }
  // Colours alone (a theme that only maps its terms) do not turn swatches on.
  const map = colors ?? colours;
  if (isRecord(map)) {
    for (const [term, colour] of Object.entries(map)) {
      if (term === '__proto__') continue;
      if (typeof colour === 'string' && colour.trim() !== '') out.colors.set(term.toLowerCase(), colour.trim());
      else out.problems.push(`colors.${term}: should be a CSS colour text, not ${JSON.stringify(colour)}; skipped`);
    }
  } else if (map !== undefined) {
    out.problems.push(`colors: should be an object of term → CSS colour, not ${JSON.stringify(map)}`);
  }
  if (only === true || only === 'yes' || only === '1' || only === 1) out.only = true;
  else if (only !== undefined && only !== false && only !== 'no' && only !== '' && only !== 0 && only !== '0') {
    out.problems.push(`only: should be true or false, not ${JSON.stringify(only)}`);
  }
  if (isRecord(texts)) {
    for (const key of ['not_available', 'out_of_stock', 'unavailable'] as const) {
      const text = texts[key];
      if (typeof text === 'string') out.texts[key] = text;
      else if (text !== undefined) out.problems.push(`texts.${key}: should be a text, not ${JSON.stringify(text)}`);
    }
  }
  return out;
}

/** The colour a shop gives an option: its own (`data-color`), else the map by value, else by label. */
export function optionColor(own: string | undefined, value: string, label: string, colors: ReadonlyMap<string, string>): string | undefined {
  if (own && own.trim() !== '') return own.trim();
  return colors.get(value.toLowerCase()) ?? colors.get(label.trim().toLowerCase());
}

/** The kind shown for an attribute: `auto` becomes colour when one of its options has a colour. */
export function resolveKind(choice: SwatchChoice, anyColor: boolean): SwatchKind {
  if (choice !== 'auto') return choice;
  return anyColor ? 'color' : 'label';
}

/** The accessible name of an option: its label, and why it cannot be chosen. */
export function swatchName(
  label: string,
  state: 'enabled' | 'disabled' | 'absent',
  conflicts: readonly string[],
  texts: SwatchTexts = DEFAULT_SWATCH_TEXTS,
): string {
  if (state === 'disabled') return `${label} — ${texts.out_of_stock}`;
  if (state === 'enabled') return label;
  if (conflicts.length === 0) return `${label} — ${texts.unavailable}`;
  return `${label} — ${texts.not_available.replace('%s', conflicts.join(', '))}`;
}

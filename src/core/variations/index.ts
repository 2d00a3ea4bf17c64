/**
 * Variation matching (SPEC §5.2) and option narrowing (§4.3), precomputed once per
 * data set so that every change of a select costs a handful of word operations.
 *
 * For each attribute the index keeps one bitset per value (the variations whose value
 * is exactly that text) and one for 'any' (the variations whose value is empty or
 * absent). The variations compatible with a chosen value are `exact ∪ any`; a match
 * is the intersection over every chosen attribute, and the first match is the lowest
 * set bit, i.e. the first variation in the data's order.
 *
 * Narrowing of one select uses the *other* selects' values only: an option stays when
 * some variation compatible with them has that value (or 'any'); it is enabled when
 * one of those variations is active (`variation_is_active` not false).
 */
export { decodeEntities, sameText, textKey } from './text.ts';
import { textKey } from './text.ts';

/** What the index needs of a variation (a full variation object, or a matrix row). */
export interface IndexEntry {
  attributes: Record<string, string>;
  variation_is_active?: boolean;
}

/** Chosen values by attribute name (`attribute_pa_size`); '' or absent means 'not chosen'. */
export type Chosen = Readonly<Record<string, string | null | undefined>>;

export type OptionState = 'enabled' | 'disabled' | 'absent';

/** The narrowing result for one select. */
export interface AttributeOptions {
  readonly name: string;
  /** State of an option value (compared as text): shown and choosable, shown but disabled, or removed. */
  state(value: string): OptionState;
}

type Bits = Uint32Array;

function lowestBit(bits: Bits): number {
  for (let w = 0; w < bits.length; w += 1) {
    const word = bits[w]!;
    if (word !== 0) return w * 32 + (31 - Math.clz32(word & -word));
  }
  return -1;
}

function intersects(a: Bits, b: Bits): boolean {
  for (let w = 0; w < a.length; w += 1) if ((a[w]! & b[w]!) !== 0) return true;
  return false;
}

function intersects3(a: Bits, b: Bits, c: Bits): boolean {
  for (let w = 0; w < a.length; w += 1) if ((a[w]! & b[w]! & c[w]!) !== 0) return true;
  return false;
}

function isEmpty(a: Bits): boolean {
  for (let w = 0; w < a.length; w += 1) if (a[w] !== 0) return false;
  return true;
}

export class VariationIndex<V extends IndexEntry = IndexEntry> {
  /** The attribute names the selects use, in form order. */
  readonly names: readonly string[];
  readonly entries: readonly V[];
  readonly #words: number;
  readonly #all: Bits;
  readonly #active: Bits;
  /** Per attribute: text key → variations with exactly that value. */
  readonly #exact: Array<Map<string, Bits>>;
  /** Per attribute: variations whose value is empty or absent ('any'). */
  readonly #any: Bits[];
  readonly #position = new Map<string, number>();

  constructor(names: readonly string[], entries: readonly V[]) {
    this.names = [...names];
    this.entries = entries;
    this.names.forEach((name, i) => this.#position.set(name, i));
    const words = Math.max(1, Math.ceil(entries.length / 32));
    this.#words = words;
    this.#all = new Uint32Array(words);
    this.#active = new Uint32Array(words);
    this.#exact = this.names.map(() => new Map<string, Bits>());
    this.#any = this.names.map(() => new Uint32Array(words));
    entries.forEach((entry, i) => {
      const w = i >>> 5;
      const bit = 1 << (i & 31);
      this.#all[w]! |= bit;
      if (entry.variation_is_active !== false) this.#active[w]! |= bit;
      const attributes = entry.attributes ?? {};
      this.names.forEach((name, a) => {
        const key = textKey(attributes[name]);
        if (key === '') {
          this.#any[a]![w]! |= bit;
          return;
        }
        let bits = this.#exact[a]!.get(key);
        if (!bits) {
          bits = new Uint32Array(words);
          this.#exact[a]!.set(key, bits);
        }
        bits[w]! |= bit;
      });
    });
  }

  get size(): number {
    return this.entries.length;
  }

  /** Variations compatible with every chosen value except (optionally) the one of `skip`. */
  #compatible(chosen: Chosen, skip = -1): Bits {
    const out = this.#all.slice();
    this.names.forEach((name, a) => {
      if (a === skip) return;
      const key = textKey(chosen[name]);
      if (key === '') return;
      const exact = this.#exact[a]!.get(key);
      const any = this.#any[a]!;
      for (let w = 0; w < this.#words; w += 1) out[w]! &= (exact ? exact[w]! : 0) | any[w]!;
    });
    return out;
  }

  /** §5.2: the first variation, in data order, matching the chosen values. */
  match(chosen: Chosen): V | undefined {
    const index = lowestBit(this.#compatible(chosen));
    return index < 0 ? undefined : this.entries[index];
  }

  /** Every variation matching the chosen values, in data order. */
  matches(chosen: Chosen): V[] {
    const bits = this.#compatible(chosen);
    const out: V[] = [];
    for (let w = 0; w < bits.length; w += 1) {
      let word = bits[w]!;
      while (word !== 0) {
        const low = word & -word;
        out.push(this.entries[w * 32 + (31 - Math.clz32(low))]!);
        word ^= low;
      }
    }
    return out;
  }

  /** §4.3 narrowing of one select, given the other selects' values. */
  options(chosen: Chosen, name: string): AttributeOptions {
    const a = this.#position.get(name);
    if (a === undefined) return { name, state: () => 'enabled' };
    const candidates = this.#compatible(chosen, a);
    const any = this.#any[a]!;
    const anyAttached = intersects(candidates, any);
    const anyEnabled = anyAttached && intersects3(candidates, any, this.#active);
    const exact = this.#exact[a]!;
    const active = this.#active;
    return {
      name,
      state(value: string): OptionState {
        if (anyEnabled) return 'enabled';
        const bits = exact.get(textKey(value));
        if (bits && intersects3(candidates, bits, active)) return 'enabled';
        if (anyAttached || (bits && intersects(candidates, bits))) return 'disabled';
        return 'absent';
      },
    };
  }

  /** Narrowing of every select at once. */
  allOptions(chosen: Chosen): AttributeOptions[] {
    return this.names.map((name) => this.options(chosen, name));
  }

  /** True when nothing at all matches the chosen values. */
  isDeadEnd(chosen: Chosen): boolean {
    return isEmpty(this.#compatible(chosen));
  }
}

/** Every select has a value. */
export function isComplete(names: readonly string[], chosen: Chosen): boolean {
  return names.every((name) => textKey(chosen[name]) !== '');
}

/** How many selects have a value. */
export function chosenCount(names: readonly string[], chosen: Chosen): number {
  return names.reduce((n, name) => (textKey(chosen[name]) !== '' ? n + 1 : n), 0);
}

/** §5.2 for one variation, without an index (the definition the index implements). */
export function matchesVariation(attributes: Record<string, string>, chosen: Chosen): boolean {
  for (const [name, value] of Object.entries(attributes)) {
    const own = textKey(value);
    const wanted = textKey(chosen[name]);
    if (own !== '' && wanted !== '' && own !== wanted) return false;
  }
  return true;
}

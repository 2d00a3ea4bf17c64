/**
 * The candidate nearest to a misspelt name, for "did you mean …?" hints (unknown tags,
 * unknown attributes). Hyphens do not count (`refresh-onload` is one edit from
 * `refresh-on-load`, `minicart` from `mini-cart`).
 */

/** Edit distance: insertions, deletions, substitutions and swaps of neighbours count one each. */
export function editDistance(a: string, b: string): number {
  const rows: number[][] = [];
  for (let i = 0; i <= a.length; i += 1) {
    rows[i] = [i];
    for (let j = 1; j <= b.length; j += 1) {
      if (i === 0) {
        rows[i]![j] = j;
        continue;
      }
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) best = Math.min(best, rows[i - 2]![j - 2]! + 1);
      rows[i]![j] = best;
    }
  }
  return rows[a.length]![b.length]!;
}

/** The nearest candidate within a third of the word's length (at least 2 edits), or undefined. */
export function closest(word: string, candidates: Iterable<string>): string | undefined {
  const bare = (text: string) => text.toLowerCase().replaceAll('-', '');
  const target = bare(word);
  const limit = Math.max(2, Math.floor(target.length / 3));
  let best: string | undefined;
  let bestDistance = Infinity;
  for (const candidate of candidates) {
    const distance = editDistance(target, bare(candidate));
    if (distance < bestDistance && distance <= limit) {
      best = candidate;
      bestDistance = distance;
    }
  }
  return best;
}

/**
 * The candidate nearest to a misspelt word, for "did you mean …?" hints. Hyphens do not
 * count (`refresh-onload` is one edit from `refresh-on-load`, `minicart` from `mini-cart`).
 */
function distance(a: string, b: string): number {
  const previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i += 1) {
    let diagonal = previous[0]!;
    previous[0] = i;
    for (let j = 1; j <= b.length; j += 1) {
      const above = previous[j]!;
      previous[j] = Math.min(above + 1, previous[j - 1]! + 1, diagonal + (a[i - 1] === b[j - 1] ? 0 : 1));
      diagonal = above;
    }
  }
  return previous[b.length]!;
}

/** The nearest candidate within a third of the word's length (at least 2 edits), or undefined. */
export function closest(word: string, candidates: Iterable<string>): string | undefined {
  const bare = (text: string) => text.toLowerCase().replaceAll('-', '');
  const target = bare(word);
  const limit = Math.max(2, Math.floor(target.length / 3));
  let best: string | undefined;
  let bestDistance = Infinity;
  for (const candidate of candidates) {
    const d = distance(target, bare(candidate));
    if (d < bestDistance && d <= limit) {
      best = candidate;
      bestDistance = d;
    }
  }
  return best;
}

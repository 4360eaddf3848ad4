// "Did you mean ...?": the nearest known names to a misspelt one.

export function levenshtein(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const substitution = previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1);
      current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, substitution);
    }
    previous = current;
  }
  return previous[b.length];
}

/**
 * Known names close to `name`, nearest first: within `maxDistance` edits (case-insensitive) and
 * fewer edits than the name is long, so "foo" is not "corrected" to an unrelated "url". With
 * `substrings`, names containing `name` count too ("Item" finds "NavbarItem").
 */
export function nearestNames(name: string, known: readonly string[], options: { maxDistance?: number; limit?: number; substrings?: boolean } = {}): string[] {
  const { maxDistance = 3, limit = 3, substrings = false } = options;
  const lower = name.toLowerCase();
  return known
    .map((k) => ({ k, d: levenshtein(lower, k.toLowerCase()) }))
    .filter(({ k, d }) => (d <= maxDistance && d < name.length) || (substrings && k.toLowerCase().includes(lower)))
    .sort((a, b) => a.d - b.d || a.k.localeCompare(b.k))
    .slice(0, limit)
    .map(({ k }) => k);
}

/** Levenshtein edit distance between two short names. */
export function editDistance(a: string, b: string): number {
  let prev = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i += 1) {
    const row = [i];
    for (let j = 1; j <= b.length; j += 1) row[j] = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    prev = row;
  }
  return prev[b.length]!;
}

const fold = (s: string): string => s.toLowerCase().replace(/[_-]/g, '');
const words = (s: string): string[] => s.toLowerCase().split(/[_\-.]+/).filter(Boolean);

/**
 * The known option an unknown one most likely meant, for "did you mean": the same name in another
 * case or separator style; else a name holding all its words (`include_jobs` →
 * `include_background_jobs`) or all of whose words it holds; else the nearest by edit distance
 * when that is at most a third of the name (at least 2). Undefined when nothing is close.
 */
export function closestName(name: string, candidates: readonly string[]): string | undefined {
  const folded = fold(name);
  const same = candidates.find((c) => fold(c) === folded);
  if (same) return same;
  const nearest = (pool: readonly string[]) =>
    pool.map((c) => ({ c, d: editDistance(name.toLowerCase(), c.toLowerCase()) })).reduce<{ c: string; d: number } | undefined>((best, x) => (!best || x.d < best.d ? x : best), undefined);
  const mine = words(name);
  const related = candidates.filter((c) => {
    const theirs = words(c);
    // A word matches a word it starts (`job` and `jobs`).
    const holds = (all: string[], some: string[]) => some.every((w) => all.some((x) => x.startsWith(w) || w.startsWith(x)));
    return mine.length > 1 && theirs.length > 1 && (holds(theirs, mine) || holds(mine, theirs));
  });
  if (related.length > 0) return nearest(related)?.c;
  const best = nearest(candidates.filter((c) => Math.abs(c.length - name.length) <= Math.max(2, Math.floor(name.length / 3))));
  return best && best.d <= Math.max(2, Math.floor(name.length / 3)) ? best.c : undefined;
}

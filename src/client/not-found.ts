interface IndexRecord {
  title: string;
  route: string;
  description: string;
}

/** Words that say nothing about which page was meant. */
const NOISE = new Set(['docs', 'doc', 'html', 'index', 'the', 'and', 'of']);

function words(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length > 1 && !NOISE.has(w));
}

/** Edit distance with transpositions (optimal string alignment), capped for speed. */
export function editDistance(a: string, b: string, cap = 3): number {
  if (Math.abs(a.length - b.length) > cap) return cap + 1;
  const rows: number[][] = Array.from({ length: a.length + 1 }, (_, i) => [i, ...new Array<number>(b.length).fill(0)]);
  for (let j = 0; j <= b.length; j++) rows[0]![j] = j;
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) best = Math.min(best, rows[i - 2]![j - 2]! + 1);
      rows[i]![j] = best;
    }
  }
  return rows[a.length]![b.length]!;
}

/** How well one wanted word matches a page word: exact 3, near (a typo or two) or a prefix of 4+ letters 2, shorter prefix 1. */
function wordScore(wanted: string, have: string): number {
  if (wanted === have) return 3;
  const allowed = wanted.length >= 8 ? 2 : wanted.length >= 4 ? 1 : 0;
  if (allowed > 0 && editDistance(wanted, have, allowed) <= allowed) return 2;
  if (have.startsWith(wanted) || wanted.startsWith(have)) return Math.min(wanted.length, have.length) >= 4 ? 2 : 1;
  return 0;
}

/**
 * Ranks pages for an address that matched none: each word of the address scores its best match
 * among the page's route and title words; pages whose last route segment matches score higher,
 * and shorter routes win ties.
 */
export function rankSuggestions(path: string, records: IndexRecord[], limit = 5): IndexRecord[] {
  const parts = words(path);
  if (parts.length === 0) return [];
  // "quick-start" should find "quickstart": adjacent words also count joined.
  const joined = parts.slice(1).map((w, i) => `${parts[i]}${w}`);
  const wanted = [...parts, ...joined];
  const lastWanted = [parts[parts.length - 1] ?? '', joined[joined.length - 1] ?? ''].filter(Boolean);
  return records
    .map((record) => {
      const have = [...new Set([...words(record.route), ...words(record.title)])];
      const last = words(record.route).pop() ?? '';
      const score = wanted.reduce((sum, w) => sum + Math.max(0, ...have.map((h) => wordScore(w, h))), 0) + (lastWanted.some((w) => wordScore(w, last) >= 2) ? 2 : 0);
      return { record, score };
    })
    .filter((s) => s.score >= 2)
    .sort((a, b) => b.score - a.score || a.record.route.length - b.record.route.length)
    .slice(0, limit)
    .map((s) => s.record);
}

/** On the 404 page, suggests up to five pages close to the address the reader tried. */
export async function suggestPages(): Promise<void> {
  const box = document.querySelector<HTMLElement>('[data-suggestions]');
  const list = box?.querySelector('ul');
  if (!box || !list) return;
  let path = location.pathname;
  try {
    path = decodeURIComponent(path);
  } catch {
    // A malformed escape: match on the address without its escapes.
    path = path.replace(/%[0-9a-f]{0,2}/gi, ' ');
  }
  const response = await fetch('/page-index.json');
  if (!response.ok) return;
  const suggestions = rankSuggestions(path, (await response.json()) as IndexRecord[]);
  for (const record of suggestions) {
    const li = document.createElement('li');
    const a = document.createElement('a');
    a.href = record.route;
    a.textContent = record.title;
    li.append(a);
    list.append(li);
  }
  box.hidden = suggestions.length === 0;
}

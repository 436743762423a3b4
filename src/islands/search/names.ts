import MiniSearch from 'minisearch';
import {
  editionLabels,
  foldName,
  looksLikeIdentifier,
  NAME_TYPES,
  PAGE_KINDS,
  type NameRow,
  type NameType,
  type NamesIndex,
  type PageKindName,
} from '../../shared/search-names.ts';
import type { SearchFilters } from './types.ts';

/** One name of the index, as MiniSearch stores it. */
interface NameDoc {
  id: number;
  /** The text shown and tokenised (`createTag`, `Run status and results`). */
  name: string;
  /** The folded form (`rowcounttotal`), matched as one token. */
  fold: string;
}

/** A page row, unpacked. */
export interface PageInfo {
  title: string;
  route: string;
  section?: string;
  kind: PageKindName;
  editions: number;
  description: string;
}

/** A names hit: the page, the anchor it lands on, the matched name and its type. */
export interface NameHit {
  page: PageInfo;
  anchor: string;
  name: string;
  type: NameType;
  score: number;
  /** The folded query equals the folded name: an exact hit, however it was typed. */
  exact: boolean;
  /** The query is the name exactly as written (`ROW_COUNT_TOTAL`, `EntityType`). */
  verbatim: boolean;
}

/** How much a hit of each type counts: page titles most, fields least. */
const TYPE_WEIGHT: Record<NameType, number> = { title: 1.6, plugin: 1.3, aspect: 1.1, heading: 1, 'enum value': 1, keyword: 0.8, field: 0.7 };
/** Page kinds readers look for by name: connector titles weigh more than other generated pages. */
const KIND_WEIGHT: Record<PageKindName, number> = { guide: 1.4, connector: 1.3, entity: 1, graphql: 1 };

/** Words of a name, camelCase and snake_case split too: `colorHex` → color, hex, colorhex. */
export function tokenizeName(text: string): string[] {
  const words = text.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  const parts = words.flatMap((w) => w.split(/(?<=[a-z0-9])(?=[A-Z])|(?<=[A-Z])(?=[A-Z][a-z])/));
  return [...new Set([...words, ...parts].map((w) => w.toLowerCase()))];
}

/** Edit distance of two short strings (names are folded and short, so the full table is cheap). */
export function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[b.length]!;
}

/** How alike the folded query and a folded name are, 0 to 1: a misspelt name beats a longer look-alike. */
function likeness(folded: string, name: string): number {
  const target = name.slice(0, 64);
  return 1 - editDistance(folded.slice(0, 64), target) / Math.max(folded.length, target.length, 1);
}

/** The last segment of a dotted name (`tagProperties.colorHex` → `colorHex`): what people type. */
function lastSegment(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot === -1 ? name : name.slice(dot + 1);
}

/** Page titles, headings and reference names, searchable with typos and prefixes. */
export class NamesSearch {
  readonly pages: PageInfo[];
  readonly sections: string[];
  private readonly rows: { page: number; anchor: string; name: string; type: NameType }[];
  /** Titles, keywords and reference names: prefix and typo-tolerant matching. */
  private readonly index: MiniSearch<NameDoc>;
  /** Headings and type fields (many, and they grow with the site): prefix matching only, so a keystroke stays fast. */
  private readonly secondary: MiniSearch<NameDoc>;

  constructor(data: NamesIndex) {
    this.sections = data.sections;
    this.pages = data.pages.map(([title, route, section, kind, editions, description]) => ({
      title,
      route,
      section: data.sections[section],
      kind: PAGE_KINDS[kind] ?? 'guide',
      editions,
      description,
    }));
    this.rows = [
      ...data.pages.map(([title], page) => ({ page, anchor: '', name: title, type: 'title' as const })),
      ...data.names.map(([name, page, anchor, type]) => ({ page, anchor, name, type: NAME_TYPES[type] ?? 'heading' })),
    ];
    const options = {
      fields: ['name', 'fold'],
      tokenize: (text: string, field?: string) => (field === 'fold' ? [text] : tokenizeName(text)),
      processTerm: (term: string) => term.toLowerCase(),
      searchOptions: { tokenize: tokenizeName },
    };
    this.index = new MiniSearch<NameDoc>(options);
    this.secondary = new MiniSearch<NameDoc>(options);
    this.index.addAll(this.rows.map((row, id) => ({ id, name: row.name, fold: foldName(lastSegment(row.name)) })));
  }

  /** Adds the second part of the index: headings, type fields and page descriptions. */
  addMore(rows: NameRow[], descriptions: string[] = []): void {
    descriptions.forEach((d, i) => {
      const page = this.pages[i];
      if (page && d) page.description = d;
    });
    const first = this.rows.length;
    for (const [name, page, anchor, type] of rows) {
      if (this.pages[page]) this.rows.push({ page, anchor, name, type: NAME_TYPES[type] ?? 'field' });
    }
    this.secondary.addAll(this.rows.slice(first).map((row, i) => ({ id: first + i, name: row.name, fold: foldName(lastSegment(row.name)) })));
    this.cache.clear();
  }

  /** Whether a page passes the filters. */
  matches(page: PageInfo, filters: SearchFilters): boolean {
    if (filters.section && page.section !== filters.section) return false;
    if (filters.kind && page.kind !== filters.kind) return false;
    if (filters.edition && !editionLabels(page.editions).includes(filters.edition)) return false;
    return true;
  }

  private readonly cache = new Map<string, NameHit[]>();

  /** Names hits, best first; the last few queries are remembered (quick results, then merged ones). */
  search(query: string, filters: SearchFilters, limit = 40): NameHit[] {
    const key = JSON.stringify([query, filters.section, filters.kind, filters.edition, limit]);
    const cached = this.cache.get(key);
    if (cached) return cached;
    const hits = this.run(query, filters, limit);
    if (this.cache.size > 20) this.cache.clear();
    this.cache.set(key, hits);
    return hits;
  }

  private run(query: string, filters: SearchFilters, limit: number): NameHit[] {
    const folded = foldName(query);
    if (!folded) return [];
    const fuzzy = (term: string): number | false => (term.length > 3 ? 0.25 : false);
    const scores = new Map<number, number>();
    const add = (id: number, score: number): void => {
      scores.set(id, Math.max(scores.get(id) ?? 0, score));
    };
    for (const r of this.index.search(query, { fields: ['name'], prefix: true, fuzzy, combineWith: 'AND' })) add(r.id as number, r.score);
    // The whole query folded into one token: enum values and identifiers typed any way.
    for (const r of this.index.search(folded, { fields: ['fold'], prefix: true, fuzzy: folded.length > 4 ? 0.2 : false, tokenize: (t) => [t] })) add(r.id as number, r.score * 1.2);
    for (const r of this.secondary.search(query, { fields: ['name'], prefix: true, combineWith: 'AND' })) add(r.id as number, r.score);
    for (const r of this.secondary.search(folded, { fields: ['fold'], prefix: true, tokenize: (t) => [t] })) add(r.id as number, r.score * 1.2);
    const hits: NameHit[] = [];
    const identifier = looksLikeIdentifier(query);
    const trimmed = query.trim();
    for (const [id, raw] of scores) {
      const row = this.rows[id]!;
      const page = this.pages[row.page]!;
      if (!this.matches(page, filters)) continue;
      const sameFold = foldName(lastSegment(row.name)) === folded || foldName(row.name) === folded;
      // Plain words match titles, keywords and guide headings exactly; identifiers match anything.
      const exact = sameFold && (identifier || row.type === 'title' || row.type === 'keyword' || row.type === 'plugin' || (row.type === 'heading' && page.kind === 'guide'));
      // Typed exactly as written (`ROW_COUNT_TOTAL`, `EntityType`): that spelling wins over look-alikes.
      const verbatim = identifier && (lastSegment(row.name) === trimmed || row.name === trimmed);
      // Words (not an identifier) are more likely meant for a guide than for a generated reference page.
      const wordsForReference = !identifier && /\s/.test(trimmed) && (page.kind === 'graphql' || page.kind === 'entity');
      const weight = TYPE_WEIGHT[row.type] * (row.type === 'title' ? KIND_WEIGHT[page.kind] : 1) * (wordsForReference ? 0.75 : 1);
      const alike = Math.max(likeness(folded, foldName(lastSegment(row.name))), likeness(folded, foldName(row.name)));
      hits.push({ page, anchor: row.anchor, name: row.name, type: row.type, exact, verbatim, score: raw * weight * (0.4 + alike) * (exact ? 3 : 1) * (verbatim ? 2 : 1) });
    }
    return hits.sort((a, b) => b.score - a.score).slice(0, limit);
  }

  /** A spelling the index knows that is close to the query, for the empty state. */
  suggest(query: string): string | undefined {
    const [best] = this.index.autoSuggest(query, { fields: ['name'], fuzzy: 0.34, prefix: true });
    return best && best.suggestion !== query.toLowerCase() ? best.suggestion : undefined;
  }
}

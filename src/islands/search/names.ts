import MiniSearch from 'minisearch';
import {
  editionLabels,
  foldName,
  looksLikeIdentifier,
  NAME_TYPES,
  PAGE_FLAG_GENERATED,
  PAGE_FLAG_LISTING,
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
  /** A generated listing (a category's index page). */
  listing: boolean;
  /** Generated reference: GraphQL and entity pages, and guide-kind pages made from reference data. */
  reference: boolean;
}

/** What the query analysis (`query.ts`) tells the names search. */
export interface SearchHints {
  /** The query is a question or sentence: generated reference pages are not what it asks for. */
  question?: boolean;
  /** A connector the reader asks to connect ("connect snowflake" → `snowflake`). */
  connector?: string;
  /** The query as typed, stop words included: a title typed word for word is exact, capitals are an acronym. */
  raw?: string;
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

/** A word without its plural ending, so "domains" meets "domain" and "policies" "policy" (applied to the index and the query alike). */
export function stemWord(word: string): string {
  let w = word;
  if (w.length > 4 && w.endsWith('ies')) w = `${w.slice(0, -3)}y`;
  else if (w.length > 3 && w.endsWith('s') && !/(ss|us|is)$/.test(w)) w = w.slice(0, -1);
  // A light suffix strip, so "configure" meets "configuration" and "upgrade" "upgrading".
  for (const suffix of ['ation', 'ing', 'ed', 'e']) {
    if (w.endsWith(suffix) && w.length - suffix.length >= 4) return w.slice(0, -suffix.length);
  }
  return w;
}

/** A folded name without its plural ending (for exact hits: "Domains" is what "domain" asks for). */
function foldStem(text: string): string {
  return stemWord(foldName(text));
}

/** Letters and digits only, lower case: "What is DataHub?" → "whatisdatahub". */
function plainFold(text: string): string {
  return text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
}

/** The initials of a name's words, hyphenated parts counted apart ("Single sign-on with OIDC" → "ssowo"). */
function initialsOf(name: string): string {
  return name
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .map((w) => w[0]!.toLowerCase())
    .join('');
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

/** Names indexed per task when the index is built in chunks (a few milliseconds each on a phone). */
const INDEX_CHUNK = 400;

/** Page titles, headings and reference names, searchable with typos and prefixes. */
export class NamesSearch {
  readonly pages: PageInfo[];
  readonly sections: string[];
  private readonly rows: { page: number; anchor: string; name: string; type: NameType }[];
  /** Titles, keywords and reference names: prefix and typo-tolerant matching. */
  private readonly index: MiniSearch<NameDoc>;
  /** Headings and type fields (many, and they grow with the site): prefix matching only, so a keystroke stays fast. */
  private readonly secondary: MiniSearch<NameDoc>;

  /** Routes of the site's tools (see `NamesIndex.tools`). */
  readonly tools: NonNullable<NamesIndex['tools']>;

  /**
   * Builds the search from the first part of the index. `build` ready: indexed at once (tests).
   * The browser uses `NamesSearch.create`, which indexes in small chunks so no task blocks the page.
   */
  constructor(data: NamesIndex, build = true) {
    this.sections = data.sections;
    this.tools = data.tools ?? {};
    this.pages = data.pages.map(([title, route, section, kind, editions, description, flags = 0]) => ({
      title,
      route,
      section: data.sections[section],
      kind: PAGE_KINDS[kind] ?? 'guide',
      editions,
      description,
      listing: (flags & PAGE_FLAG_LISTING) !== 0,
      reference: PAGE_KINDS[kind] === 'graphql' || PAGE_KINDS[kind] === 'entity' || (flags & PAGE_FLAG_GENERATED) !== 0,
    }));
    this.rows = [
      ...data.pages.map(([title], page) => ({ page, anchor: '', name: title, type: 'title' as const })),
      ...data.names.map(([name, page, anchor, type]) => ({ page, anchor, name, type: NAME_TYPES[type] ?? 'heading' })),
    ];
    const options = {
      fields: ['name', 'fold'],
      tokenize: (text: string, field?: string) => (field === 'fold' ? [text] : tokenizeName(text)),
      processTerm: (term: string, _field?: string) => stemWord(term.toLowerCase()),
      searchOptions: { tokenize: tokenizeName },
    };
    this.index = new MiniSearch<NameDoc>(options);
    this.secondary = new MiniSearch<NameDoc>(options);
    if (build) this.index.addAll(this.documents(0));
  }

  /** Rows from `first` on, as MiniSearch documents. */
  private documents(first: number): NameDoc[] {
    return this.rows.slice(first).map((row, i) => ({ id: first + i, name: row.name, fold: foldName(lastSegment(row.name)) }));
  }

  /**
   * The search, indexed a few hundred names at a time with a yield to the browser between them:
   * on the /search page the index is built while the page loads, and one long task would hold
   * up the reader's first input (measured: 970 ms of blocking time on a throttled phone CPU).
   */
  static async create(data: NamesIndex): Promise<NamesSearch> {
    const search = new NamesSearch(data, false);
    await search.index.addAllAsync(search.documents(0), { chunkSize: INDEX_CHUNK });
    return search;
  }

  /** Adds the second part of the index: headings, type fields and page descriptions. */
  async addMore(rows: NameRow[], descriptions: string[] = []): Promise<void> {
    descriptions.forEach((d, i) => {
      const page = this.pages[i];
      if (page && d) page.description = d;
    });
    const first = this.rows.length;
    for (const [name, page, anchor, type] of rows) {
      if (this.pages[page]) this.rows.push({ page, anchor, name, type: NAME_TYPES[type] ?? 'field' });
    }
    await this.secondary.addAllAsync(this.documents(first), { chunkSize: INDEX_CHUNK });
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
  search(query: string, filters: SearchFilters, limit = 40, hints: SearchHints = {}): NameHit[] {
    const key = JSON.stringify([query, filters.section, filters.kind, filters.edition, limit, hints.question, hints.connector, hints.raw]);
    const cached = this.cache.get(key);
    if (cached) return cached;
    const hits = this.run(query, filters, limit, hints);
    if (this.cache.size > 20) this.cache.clear();
    this.cache.set(key, hits);
    return hits;
  }

  private run(query: string, filters: SearchFilters, limit: number, hints: SearchHints): NameHit[] {
    const folded = foldName(query);
    if (!folded) return [];
    const fuzzy = (term: string): number | false => (term.length > 3 ? 0.25 : false);
    const scores = new Map<number, number>();
    const add = (id: number, score: number): void => {
      scores.set(id, Math.max(scores.get(id) ?? 0, score));
    };
    const queryTerms = tokenizeName(query).map(stemWord);
    const termCount = Math.max(1, queryTerms.length);
    // Rare words weigh more in how much of a query a name covers ("upgrade" more than the site's own name).
    const rarity = new Map(queryTerms.map((t) => [t, this.rarity(t)]));
    const totalRarity = [...rarity.values()].reduce((a, b) => a + b, 0) || 1;
    const share = (terms: Iterable<string>): number => {
      let sum = 0;
      for (const t of new Set(terms)) sum += rarity.get(t) ?? 0;
      return Math.min(1, sum / totalRarity);
    };
    // Every word counts, and a page whose names have more of them counts more: a title or keyword
    // with all the words keeps its score, with half of them a quarter (a question rarely repeats a title
    // word for word). A page's title and keywords count together ("sso" a keyword, "okta" another).
    const pageTerms = new Map<number, Set<string>>();
    const primary = this.index.search(query, { fields: ['name'], prefix: true, fuzzy, combineWith: 'OR' });
    // A page's title and keywords together: the words they cover.
    for (const r of primary) {
      const row = this.rows[r.id as number]!;
      if (row.type === 'title' || row.type === 'keyword') {
        const set = pageTerms.get(row.page) ?? new Set<string>();
        r.queryTerms.forEach((t) => set.add(t));
        pageTerms.set(row.page, set);
      }
    }
    const coverage = (id: number, terms: string[]): number => {
      const row = this.rows[id]!;
      if (row.type !== 'title' && row.type !== 'keyword') return share(terms);
      return share(pageTerms.get(row.page) ?? terms) ** 2;
    };
    for (const r of primary) add(r.id as number, r.score * coverage(r.id as number, r.queryTerms));
    // The whole query folded into one token: enum values and identifiers typed any way.
    for (const r of this.index.search(folded, { fields: ['fold'], prefix: true, fuzzy: folded.length > 4 ? 0.2 : false, tokenize: (t) => [t] })) add(r.id as number, r.score * 1.2);
    for (const r of this.secondary.search(query, { fields: ['name'], prefix: true, combineWith: 'OR' })) add(r.id as number, r.score * share(r.queryTerms));
    for (const r of this.secondary.search(folded, { fields: ['fold'], prefix: true, tokenize: (t) => [t] })) add(r.id as number, r.score * 1.2);
    const hits: NameHit[] = [];
    const identifier = looksLikeIdentifier(query);
    const trimmed = query.trim();
    const stemmed = stemWord(folded);
    const rawFold = hints.raw ? plainFold(hints.raw) : '';
    const acronym = hints.raw && /^[A-Z]{2,5}$/.test(hints.raw.trim()) ? hints.raw.trim().toLowerCase() : undefined;
    if (acronym) for (const id of this.acronymRows(acronym)) add(id, Math.max(1, ...scores.values()));
    for (const [id, raw] of scores) {
      const row = this.rows[id]!;
      const page = this.pages[row.page]!;
      if (!this.matches(page, filters)) continue;
      const reference = page.reference;
      // The query as typed, stop words included, may be a title word for word ("what is datahub").
      const sameFold = foldStem(lastSegment(row.name)) === stemmed || foldStem(row.name) === stemmed || (rawFold !== '' && plainFold(row.name) === rawFold);
      // Plain words match titles, keywords and guide headings exactly; identifiers match anything.
      // A question is asked of guides: a reference page named like its subject is not its answer.
      // A generated listing is never the exact answer: it points to the pages that are.
      const exact =
        !page.listing &&
        ((sameFold && (identifier || ((row.type === 'title' || row.type === 'keyword' || row.type === 'plugin' || (row.type === 'heading' && page.kind === 'guide')) && !(hints.question && reference)))) ||
          (acronym !== undefined && row.type === 'title' && initialsOf(row.name).includes(acronym)));
      // Typed exactly as written (`ROW_COUNT_TOTAL`, `EntityType`): that spelling wins over look-alikes.
      const verbatim = identifier && (lastSegment(row.name) === trimmed || row.name === trimmed);
      // Words (not an identifier) are more likely meant for a guide than for a generated reference page; questions all the more.
      const wordsForReference = !identifier && reference ? (hints.question ? 0.3 : /\s/.test(trimmed) ? 0.75 : 1) : 1;
      // Generated listings (a category's index) point to answers; they are rarely one.
      const listing = page.listing ? 0.55 : 1;
      const weight = TYPE_WEIGHT[row.type] * (row.type === 'title' ? KIND_WEIGHT[page.kind] : 1) * wordsForReference * listing;
      const alike = Math.max(likeness(folded, foldName(lastSegment(row.name))), likeness(folded, foldName(row.name)));
      // Typed word for word, stop words included: the strongest sign of all.
      const asTyped = rawFold !== '' && plainFold(row.name) === rawFold && /\s/.test(hints.raw!.trim()) ? 8 : 1;
      hits.push({ page, anchor: row.anchor, name: row.name, type: row.type, exact, verbatim, score: raw * weight * (0.4 + alike) * (exact ? 3 : 1) * (verbatim ? 2 : 1) * asTyped });
    }
    if (hints.connector) this.markConnector(hints.connector, hits, filters);
    return hits.sort((a, b) => b.score - a.score).slice(0, limit);
  }

  private readonly rarities = new Map<string, number>();
  /** How rare a (stemmed) word is among names: log(1 + names / (1 + names holding it)). */
  private rarity(term: string): number {
    let value = this.rarities.get(term);
    if (value === undefined) {
      const holding = this.index.search(term, { fields: ['name'], prefix: false, fuzzy: false, tokenize: (t) => [t] }).length;
      value = Math.log(1 + this.rows.length / (1 + holding));
      if (this.rarities.size > 500) this.rarities.clear();
      this.rarities.set(term, value);
    }
    return value;
  }

  /** Title rows whose words' initials hold the acronym ("SSO" → "Single sign-on with OIDC"). */
  private acronymRows(acronym: string): number[] {
    const ids: number[] = [];
    this.rows.forEach((row, id) => {
      if (row.type === 'title' && initialsOf(row.name).includes(acronym)) ids.push(id);
    });
    return ids;
  }

  /**
   * "connect snowflake", "bigquery source": the connector whose title or plugin name is the
   * subject (a typo allowed) becomes an exact hit, so its page leads.
   */
  private markConnector(subject: string, hits: NameHit[], filters: SearchFilters): void {
    const wanted = foldName(subject);
    let best: { page: PageInfo; alike: number } | undefined;
    for (const r of this.index.search(subject, { fields: ['name'], prefix: true, fuzzy: 0.25, combineWith: 'AND' })) {
      const row = this.rows[r.id as number]!;
      const page = this.pages[row.page]!;
      if (page.kind !== 'connector' || (row.type !== 'title' && row.type !== 'plugin' && row.type !== 'keyword') || !this.matches(page, filters)) continue;
      const alike = likeness(wanted, foldName(row.name.replace(/^plugin\s+/i, '')));
      if (alike >= 0.75 && (!best || alike > best.alike)) best = { page, alike };
    }
    if (!best) return;
    const { page } = best;
    const existing = hits.find((h) => h.page === page);
    const top = Math.max(1e-9, ...hits.map((h) => h.score));
    const hit: NameHit = { page, anchor: '', name: page.title, type: 'title', exact: true, verbatim: false, score: top * 1.5 };
    if (existing) Object.assign(existing, hit);
    else hits.push(hit);
  }

  /** A spelling the index knows that is close to the query, for the empty state: each word replaced by the nearest word of a close name. */
  suggest(query: string): string | undefined {
    const words = query.toLowerCase().split(/\s+/).filter(Boolean);
    const near = this.index.search(query, { fields: ['name'], fuzzy: 0.34, prefix: true, combineWith: 'OR' }).slice(0, 30);
    const known = [...new Set(near.flatMap((r) => tokenizeName(this.rows[r.id as number]!.name)))];
    const fixed = words.map((word) => {
      let best = word;
      let bestDistance = Math.max(1, Math.floor(word.length / 3)) + 1;
      for (const candidate of known) {
        const distance = editDistance(word, candidate);
        if (distance < bestDistance) [best, bestDistance] = [candidate, distance];
      }
      return best;
    });
    const suggestion = fixed.join(' ');
    return suggestion !== words.join(' ') ? suggestion : undefined;
  }
}

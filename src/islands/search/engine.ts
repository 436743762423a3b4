import { editionLabels, PAGE_KIND_LABELS, searchFilesOf, type MoreNames, type NamesIndex } from '../../shared/search-names.ts';
import { NamesSearch, stemWord, type NameHit, type PageInfo } from './names.ts';
import { analyseQuery, type QueryPlan } from './query.ts';
import type { ExcerptPart, SearchFilters, SearchOutcome, SearchResult } from './types.ts';

/** What scores from a merged Pagefind bundle (the generated reference) are multiplied by; see `loadPagefind`. */
const MERGED_BUNDLE_WEIGHT = 0.6;

/** Longest query passed to the engines; longer input is cut, never an error. */
export const MAX_QUERY_LENGTH = 120;

/** The part of Pagefind's browser API this island uses. */
interface Pagefind {
  options(options: Record<string, unknown>): Promise<void>;
  init(): Promise<void>;
  mergeIndex(path: string, options?: Record<string, unknown>): Promise<void>;
  search(query: string, options?: { filters?: Record<string, string> }): Promise<{ results: { id: string; score: number; data(): Promise<PagefindData> }[] } | null>;
}
interface PagefindData {
  url: string;
  excerpt: string;
  meta: { title?: string };
  sub_results?: { title: string; url: string; excerpt: string }[];
}

/** A full-text hit, its data loaded. */
export interface TextHit {
  route: string;
  anchor: string;
  heading?: string;
  title: string;
  excerpt: ExcerptPart[];
  score: number;
}

/** Pagefind's excerpt (`text <mark>word</mark> text`) as plain runs; entities decoded, no markup kept. */
export function parseExcerpt(html: string): ExcerptPart[] {
  const decode = (s: string): string => (s.includes('&') ? new DOMParser().parseFromString(s, 'text/html').documentElement.textContent ?? '' : s);
  const parts: ExcerptPart[] = [];
  const re = /<mark>([\s\S]*?)<\/mark>/g;
  let last = 0;
  for (let m = re.exec(html); m; m = re.exec(html)) {
    if (m.index > last) parts.push({ text: decode(html.slice(last, m.index).replace(/<[^>]*>/g, '')), mark: false });
    parts.push({ text: decode(m[1]!.replace(/<[^>]*>/g, '')), mark: true });
    last = m.index + m[0].length;
  }
  if (last < html.length) parts.push({ text: decode(html.slice(last).replace(/<[^>]*>/g, '')), mark: false });
  return parts.filter((p) => p.text);
}

/**
 * Whether a full-text hit matched the query's words and not a fragment of them: Pagefind falls
 * back to ever shorter prefixes, so "qwxzv" would otherwise find every "q". A highlighted word
 * counts when it shares its first four letters (all of a shorter word) with a query word's stem.
 */
export function resemblesQuery(excerpt: ExcerptPart[], terms: string[]): boolean {
  const marks = excerpt.filter((p) => p.mark).flatMap((p) => p.text.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter(Boolean));
  if (marks.length === 0) return true;
  const words = terms.flatMap((t) => t.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter(Boolean)).map(stemWord);
  return marks.some((mark) =>
    words.some((word) => {
      const need = Math.min(4, word.length);
      let same = 0;
      while (same < mark.length && same < word.length && mark[same] === word[same]) same++;
      return same >= need;
    }),
  );
}

/** `/docs/a/b/#x` → route `/docs/a/b` and anchor `x`. */
function splitUrl(url: string): { route: string; anchor: string } {
  const [pathPart = '', anchor = ''] = url.split('#');
  const route = pathPart.replace(/\/index\.html$/, '').replace(/\/+$/, '') || '/';
  return { route, anchor };
}

/**
 * Merges names hits and full-text hits into one list, one entry per page, best first. Each
 * source's scores are scaled to its best hit (names weigh a little more); a page found well by both
 * gets a bonus, and an exact
 * name hit (the whole query is the name) outranks everything else, the title of a guide or connector most:
 * a page named what was typed is not overtaken by pages that merely mention it in both sources.
 */
export function mergeResults(names: NameHit[], text: TextHit[], pageByRoute: ReadonlyMap<string, PageInfo>, limit = 20, question = false): SearchResult[] {
  const topName = Math.max(1e-9, ...names.map((h) => h.score));
  const topText = Math.max(1e-9, ...text.map((h) => h.score));
  const byRoute = new Map<string, { name?: NameHit; text?: TextHit; score: number }>();
  for (const hit of names) {
    const entry = byRoute.get(hit.page.route);
    if (entry?.name) continue; // names are sorted: the first hit of a page is its best
    byRoute.set(hit.page.route, { ...entry, name: hit, score: 0 });
  }
  for (const hit of text) {
    const entry = byRoute.get(hit.route);
    if (entry?.text) continue;
    byRoute.set(hit.route, { ...entry, text: hit, score: 0 });
  }
  const results: SearchResult[] = [];
  for (const [route, entry] of byRoute) {
    const page = entry.name?.page ?? pageByRoute.get(route);
    const nameScore = entry.name ? entry.name.score / topName : 0;
    const textScore = entry.text ? entry.text.score / topText : 0;
    // Full text alone weighs less on a generated listing, and on reference pages when the query is a question.
    const textWeight = (page?.listing ? 0.5 : 1) * (question && page?.reference ? 0.5 : 1);
    const score = 0.65 * nameScore + 0.35 * textScore * textWeight + (nameScore > 0.3 && textScore > 0 ? 0.1 : 0) + (entry.name?.exact ? (entry.name.type === 'heading' && page?.kind === 'guide' && !entry.name.verbatim ? 0.6 : entry.name.type === 'title' && (page?.kind === 'connector' || page?.kind === 'guide') ? 1.2 : 1) : 0) + (entry.name?.verbatim ? 0.5 : 0);
    const nameLands = entry.name && entry.name.type !== 'title' && entry.name.type !== 'keyword' && entry.name.anchor;
    // A title hit lands on the page top; otherwise on the named member or the heading the text matched.
    const titleHit = entry.name?.type === 'title';
    const anchor = nameLands ? entry.name!.anchor : titleHit ? '' : (entry.text?.anchor ?? '');
    const heading = nameLands ? entry.name!.name : titleHit ? undefined : entry.text?.heading;
    results.push({
      url: anchor ? `${route}#${anchor}` : route,
      route,
      title: page?.title ?? entry.text?.title ?? route,
      section: page?.section,
      kindLabel: PAGE_KIND_LABELS[page?.kind ?? 'guide'],
      heading,
      excerpt: entry.text?.excerpt.length ? entry.text.excerpt : [{ text: page?.description ?? '', mark: false }],
      score,
    });
  }
  return results.sort((a, b) => b.score - a.score).slice(0, limit);
}

/** Loads the names index and Pagefind, and answers queries with the merged list. */
export class SearchEngine {
  private pagefind?: Promise<Pagefind | undefined>;
  /** The second part of the names index; merged results wait for it so they never lack headings. */
  private more: Promise<void> = Promise.resolve();
  private readonly pageByRoute: Map<string, PageInfo>;

  private constructor(
    readonly names: NamesSearch,
    private readonly files: ReturnType<typeof searchFilesOf>,
    /** Further Pagefind bundles merged into the main one, scaled down (see `NamesIndex.mergedBundles`). */
    private readonly mergedBundles: readonly string[] = [],
    /** Further bundles of the main one's pages, merged at full weight (see `NamesIndex.bundleParts`). */
    private readonly bundleParts: readonly string[] = [],
  ) {
    this.pageByRoute = new Map(names.pages.map((p) => [p.route, p]));
  }

  /** `searchBase`: where the indexes of the version being read live (see `searchFilesOf`); Next's when absent. */
  static async load(searchBase?: string): Promise<SearchEngine> {
    const files = searchFilesOf(searchBase);
    const response = await fetch(files.names);
    if (!response.ok) throw new Error(`search index: HTTP ${response.status}`);
    const index = (await response.json()) as NamesIndex;
    return new SearchEngine(await NamesSearch.create(index), files, index.mergedBundles, index.bundleParts);
  }

  private moreStarted = false;
  /**
   * Starts loading what the merged list needs (Pagefind and the second part of the names) once
   * the reader types: the first results come from the names alone and need neither.
   */
  warm(): void {
    void this.loadPagefind();
    if (this.moreStarted) return;
    this.moreStarted = true;
    this.more = fetch(this.files.more)
      .then((r) => (r.ok ? (r.json() as Promise<MoreNames>) : undefined))
      .then((more) => more && this.names.addMore(more.names, more.descriptions))
      .catch(() => undefined);
  }

  /** Pagefind's script, loaded once (its index chunks follow as queries need them). */
  loadPagefind(): Promise<Pagefind | undefined> {
    this.pagefind ??= (async () => {
      try {
        const url = this.files.pagefind;
        const pf = (await import(/* @vite-ignore */ url)) as Pagefind;
        // Result URLs are site routes: an archived version's bundle lives below /search/{name}/, which Pagefind would otherwise prefix.
        const options = { excerptLength: 22, baseUrl: '/' };
        await pf.options(options);
        await pf.init();
        // Merged bundles share the main one's WebAssembly; results of all of them come back as one
        // list, by score. Each bundle weighs its words against its own pages only, so a word that is
        // rare among the generated reference pages scores higher there than it did in one index of
        // the whole site; their scores are scaled down (0.35 to 0.7 all give the same relevance
        // figures in e2e/search-relevance.spec.ts; 0.78 and 1 put entity pages above the guide on a topic).
        // The parts of a large site's own pages are one index cut in pieces by a hash of the route:
        // each piece weighs its words against a random share of the same pages, about as the whole
        // would, so they merge at full weight.
        await Promise.all([
          ...this.mergedBundles.map((bundle) => pf.mergeIndex(bundle, { ...options, indexWeight: MERGED_BUNDLE_WEIGHT })),
          ...this.bundleParts.map((bundle) => pf.mergeIndex(bundle, options)),
        ]);
        return pf;
      } catch {
        return undefined; // full text unavailable (file:// or a missing index): names still answer
      }
    })();
    return this.pagefind;
  }

  /** Names results alone: synchronous, shown while full text loads. */
  quick(query: string, filters: SearchFilters): SearchOutcome {
    const plan = analyseQuery(query.slice(0, MAX_QUERY_LENGTH));
    if (!plan.raw) return { results: [], hidden: 0 };
    if (plan.urn) return this.urnOutcome(plan);
    return this.split(mergeResults(this.nameHits(plan, filters), [], this.pageByRoute, 40, plan.question), filters);
  }

  /** The merged list for a query: names and full text, the edition filter applied last so what it hides can be counted. */
  async search(query: string, filters: SearchFilters): Promise<SearchOutcome> {
    const plan = analyseQuery(query.slice(0, MAX_QUERY_LENGTH));
    if (!plan.raw) return { results: [], hidden: 0 };
    if (plan.urn) return this.urnOutcome(plan);
    this.warm();
    const [found] = await Promise.all([this.searchText(plan.text, { ...filters, edition: undefined }), this.more]);
    const text = found.filter((hit) => resemblesQuery(hit.excerpt, plan.terms));
    return this.split(mergeResults(this.nameHits(plan, filters), text, this.pageByRoute, 40, plan.question), filters);
  }

  private nameHits(plan: QueryPlan, filters: SearchFilters): NameHit[] {
    return this.names.search(plan.text, { ...filters, edition: undefined }, 40, { question: plan.question, connector: plan.connector, raw: plan.raw });
  }

  /** A pasted URN: one result, the URN inspector with the URN filled in (none when the site has no inspector). */
  private urnOutcome(plan: QueryPlan): SearchOutcome {
    const route = this.names.tools.urnInspector;
    if (!route || !plan.urn) return { results: [], hidden: 0 };
    const url = `${route}?urn=${encodeURIComponent(plan.urn)}`;
    const offer: SearchResult = { url, route, title: 'Inspect this URN', kindLabel: 'Tool', excerpt: [{ text: plan.urn, mark: false }], score: 1 };
    return { results: [offer], hidden: 0, urn: url };
  }

  /** Applies the edition filter to a merged list: the results it keeps (20 at most) and how many it hid. */
  private split(all: SearchResult[], filters: SearchFilters): SearchOutcome {
    if (!filters.edition) return { results: all.slice(0, 20), hidden: 0 };
    const inEdition = (r: SearchResult): boolean => {
      const page = this.pageByRoute.get(r.route);
      return !page || editionLabels(page.editions).includes(filters.edition!);
    };
    const kept = all.filter(inEdition);
    return { results: kept.slice(0, 20), hidden: all.length - kept.length };
  }

  private async searchText(query: string, filters: SearchFilters): Promise<TextHit[]> {
    const pf = await this.loadPagefind();
    if (!pf) return [];
    const pfFilters: Record<string, string> = {};
    if (filters.section) pfFilters.section = filters.section;
    if (filters.kind) pfFilters.kind = PAGE_KIND_LABELS[filters.kind];
    let found;
    try {
      found = await pf.search(query.replace(/["\\]/g, ' '), { filters: pfFilters });
    } catch {
      return [];
    }
    if (!found) return [];
    const top = found.results.slice(0, 10);
    const data = await Promise.all(top.map((r) => r.data()));
    return data.map((d, i) => {
      const { route } = splitUrl(d.url);
      // The best sub-result with a highlighted word names the section of the page that matched.
      const sub = d.sub_results?.find((s) => s.excerpt.includes('<mark>') && s.url.includes('#'));
      const at = sub ? splitUrl(sub.url) : undefined;
      return {
        route,
        anchor: at?.anchor ?? '',
        heading: sub && sub.title !== d.meta.title ? sub.title : undefined,
        title: d.meta.title ?? route,
        excerpt: parseExcerpt(sub?.excerpt ?? d.excerpt),
        score: top[i]!.score,
      };
    });
  }
}

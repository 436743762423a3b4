/**
 * The names index: a compact list of every page title, heading and reference name (GraphQL
 * types and enum values, entity aspects and fields, connector plugins), written by the build to
 * `/search/names.json` and turned into a MiniSearch index in the browser when search opens.
 * Shared by the build (writer) and the search island (reader).
 */

export const NAMES_INDEX_ROUTE = '/search/names.json';
/** The second part, fetched right after the first (headings, GraphQL type fields, descriptions): page indexes refer to NAMES_INDEX_ROUTE. */
export const MORE_NAMES_ROUTE = '/search/names-more.json';
/** Pagefind's bundle of Next's pages generated from reference data (kept apart so a build can reuse it; see index-site.ts). */
export const GENERATED_BUNDLE_ROUTE = '/pagefind-generated/';
/**
 * Where the `n`th bundle of Next's hand-written pages lives (`n` from 2; the first is `/pagefind/`):
 * a large site's pages are split among several bundles so that they are written at once (see index-site.ts).
 */
export const bundlePartRoute = (n: number): string => `/pagefind-${n}/`;
/** True for a top-level folder of the output that holds a Pagefind bundle of Next (`pagefind`, `pagefind-2`, `pagefind-generated`). */
export const isSearchBundleFolder = (name: string): boolean => name === GENERATED_BUNDLE_ROUTE.slice(1, -1) || /^pagefind(?:-[2-9])?$/.test(name);

/** What a page documents; also a search filter. */
export const PAGE_KINDS = ['guide', 'connector', 'entity', 'graphql'] as const;
export type PageKindName = (typeof PAGE_KINDS)[number];
export const PAGE_KIND_LABELS: Record<PageKindName, string> = { guide: 'Guides', connector: 'Connectors', entity: 'Entities', graphql: 'GraphQL' };

/** Editions a page applies to; a page for both matches either filter. */
export const EDITION_FILTERS = ['Open source', 'Cloud'] as const;
export type EditionFilter = (typeof EDITION_FILTERS)[number];

/** What a name is. Headings and titles come from pages; the rest from reference data. */
export const NAME_TYPES = ['title', 'heading', 'keyword', 'enum value', 'field', 'plugin', 'aspect'] as const;
export type NameType = (typeof NAME_TYPES)[number];

/** A page: title, route, sidebar section (index into `sections`, -1 when none), kind, editions bit mask (1 open source, 2 cloud), description ('' in the first part; descriptions come with the second), flags (`PAGE_FLAG_*`, absent = 0). */
export type PageRow = [title: string, route: string, section: number, kind: number, editions: number, description: string, flags?: number];
/** Page flag: a generated listing (a category's index page), which points to answers rather than being one. */
export const PAGE_FLAG_LISTING = 1;
/** Page flag: a guide-kind page generated from reference data (an SDK's API reference, a tool page): a question is rarely asked of it. */
export const PAGE_FLAG_GENERATED = 2;
/** A name on a page: the text, its page (index into `pages`), the anchor it lands on ('' for the page top), its type (index into NAME_TYPES). */
export type NameRow = [name: string, page: number, anchor: string, type: number];

export interface NamesIndex {
  version: 1;
  sections: string[];
  pages: PageRow[];
  names: NameRow[];
  /** Routes of the site's tools search can hand a query to (a pasted URN to the URN inspector). */
  tools?: { urnInspector?: string };
  /** Pagefind bundles of reference pages the browser merges into the main one (`/pagefind/`), their scores scaled down: the folder of each. */
  mergedBundles?: string[];
  /** Further bundles of the same pages as the main one (a large site's pages split among several), merged at full weight: the folder of each. */
  bundleParts?: string[];
}

/** The second part of the names index, loaded in the background. */
export interface MoreNames {
  version: 1;
  names: NameRow[];
  /** Page descriptions, in the order of `NamesIndex.pages` ('' when a page has none worth showing). */
  descriptions: string[];
}

/** The kind of page a route is, from where the reference generators put their pages; `docsBase` is the route prefix of the page's version (`/docs/1.6.0`). */
export function pageKindOf(versionRoute: string, docsBase = '/docs'): PageKindName {
  const route = docsBase !== '/docs' && versionRoute.startsWith(`${docsBase}/`) ? `/docs${versionRoute.slice(docsBase.length)}` : versionRoute;
  if (route.startsWith('/docs/graphql/') || route === '/docs/graphql-reference') return 'graphql';
  if (route.startsWith('/docs/generated/metamodel/')) return 'entity';
  if (route.startsWith('/docs/generated/ingestion/')) return 'connector';
  return 'guide';
}

/** Editions bit mask of a front matter `edition` (absent = both). */
export function editionMask(edition: string | undefined): number {
  return edition === 'oss' ? 1 : edition === 'cloud' ? 2 : 3;
}

/** The editions a mask stands for, as filter labels. */
export function editionLabels(mask: number): EditionFilter[] {
  return EDITION_FILTERS.filter((_, i) => (mask & (1 << i)) !== 0);
}

/**
 * Whether a query is typed like an identifier (`colorHex`, `ROW_COUNT_TOTAL`, `tag.name`) rather
 * than as words: only then do exact hits on fields, enum values and generated headings count as
 * exact, so a plain word such as "tags" finds the guide before a GraphQL field named `tags`.
 */
export function looksLikeIdentifier(query: string): boolean {
  const q = query.trim();
  return /[a-z][A-Z]|[A-Za-z]_[A-Za-z]|\w\.\w/.test(q) || (/^[A-Z][A-Z0-9_]+$/.test(q) && q.length > 3);
}

/**
 * A name folded for matching however it is typed: lower case, without separators or spaces,
 * so `ROW_COUNT_TOTAL`, `row count total` and `rowCountTotal` all become `rowcounttotal`.
 */
export function foldName(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[\s_\-./:]+/g, '');
}

/** Where a version's search files live: Next's at `/search/names*.json` and `/pagefind/`, an archived version's under `searchBase` (`/search/1.6.0`). */
export function searchFilesOf(searchBase?: string): { names: string; more: string; pagefind: string } {
  if (!searchBase) return { names: NAMES_INDEX_ROUTE, more: MORE_NAMES_ROUTE, pagefind: '/pagefind/pagefind.js' };
  return { names: `${searchBase}/names.json`, more: `${searchBase}/names-more.json`, pagefind: `${searchBase}/pagefind/pagefind.js` };
}

/** The search base of an archived version (its names index and Pagefind bundle sit below it). */
export function archivedSearchBase(name: string): string {
  return `/search/${name}`;
}

import type { EditionFilter, PageKindName } from '../../shared/search-names.ts';

export interface SearchFilters {
  /** Sidebar section label. */
  section?: string;
  kind?: PageKindName;
  edition?: EditionFilter;
}

/** A run of excerpt text; `mark` runs are the matched words. Never HTML. */
export interface ExcerptPart {
  text: string;
  mark: boolean;
}

/** One entry of the merged result list: a page, and where on it the query hit. */
export interface SearchResult {
  /** Route plus `#anchor` when the hit is a heading or a named member. */
  url: string;
  route: string;
  title: string;
  section?: string;
  kindLabel: string;
  /** The heading or name the hit lands on, when not the page top. */
  heading?: string;
  excerpt: ExcerptPart[];
  score: number;
}

/** What a query gives: the results, how many the edition filter hid, and the URN inspector's address for a pasted URN. */
export interface SearchOutcome {
  results: SearchResult[];
  /** Results the edition filter left out (0 without the filter). */
  hidden: number;
  /** The URN inspector with the pasted URN, when the query is a URN and the site has the tool. */
  urn?: string;
}

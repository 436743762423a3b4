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

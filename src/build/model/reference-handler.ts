import type { SidebarItemInput } from '../../config/sidebar.ts';
import type { ExampleProblem } from './example-problem.ts';
import type { SitePage } from './site.ts';

/**
 * The contract between the generate stage (src/build/reference/handlers.ts) and each reference
 * kind's handler (src/build/sources/*): kept here so handlers depend on types, not on the module
 * that registers them.
 */

/** A name search should find (an enum value, an aspect field, a plugin) and where it lands. */
export interface SearchName {
  name: string;
  route: string;
  /** Element id on the page, when the name has its own anchor. */
  anchor?: string;
  type: 'keyword' | 'enum value' | 'field' | 'plugin' | 'aspect';
}

/** What a reference handler adds to the site: pages, the sidebar items that list them, and example checks. */
export interface ReferenceOutput {
  pages: SitePage[];
  sidebarItems: SidebarItemInput[];
  /** Checks a code example of the given fence language against this reference (GraphQL operations against the schema, recipes against their connector). */
  checkExample?: (lang: string, code: string) => ExampleProblem[];
  /** Names for the search index beyond page titles and headings. */
  searchNames?: SearchName[];
  /** Checks the URNs written anywhere in a page's source (text, inline code, code blocks). */
  checkUrns?: (source: string) => ExampleProblem[];
  /**
   * Data files published beside the pages for the interactive tools (route → text), e.g.
   * `/tools/entities.json`. Links to them are checked like links to any file of the site.
   */
  dataFiles?: Map<string, string>;
}

/** What handlers may link to: pages generated before them (an entity to its GraphQL type) and hand-written routes. */
export interface ReferenceContext {
  pageByRoute: ReadonlyMap<string, SitePage>;
  contentRoutes: ReadonlySet<string>;
  /** Route prefix of the version being generated: `/docs` for Next, `/docs/1.7.0` for an archived version. */
  docsBase: string;
  /** The product the reference documents, for wording (`site.config.ts` `graphqlReference.productName`); neutral wording without it. */
  productName?: string;
  /** The version's data folder (absolute), for site data a handler reads, such as the connector logo map. */
  dataDir?: string;
}

export interface ReferenceHandler {
  /** Loads and validates the inputs (throwing a BuildError that names file and line); undefined when there is nothing to publish. */
  generate(dir: string, displayDir: string, context: ReferenceContext): ReferenceOutput | undefined | Promise<ReferenceOutput | undefined>;
}

/** A handler whose output the build cache may keep: `checks` makes its example checks from the data alone, for examples the cache has no verdict for. */
export interface CachedReferenceHandler extends ReferenceHandler {
  checks(dir: string, displayDir: string): Pick<ReferenceOutput, 'checkExample' | 'checkUrns'>;
}

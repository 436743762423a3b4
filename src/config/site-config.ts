import { z } from 'zod';
import { ChromeSchema } from './chrome.ts';
import { CollectionSchema } from './collections.ts';
import { FeedbackConfigSchema } from './feedback.ts';
import { DEFAULT_IFRAME_HOSTS, MarkdownConfigSchema } from './markdown.ts';
import { RedirectsSchema } from './redirects.ts';

/** An archived documentation version, served under `/docs/{name}/`. */
export const ArchivedVersionSchema = z
  .object({
    /** Version name as shown in the menu and the URL, for example `1.6.0`. */
    name: z.string().regex(/^[A-Za-z0-9._-]+$/),
    /** Folder with that version's pages, relative to the project root. */
    contentDir: z.string(),
    /** JSON file with that version's sidebars (same shape as `sidebars.ts`). */
    sidebarsFile: z.string(),
    /** That version's data files for `::data-table` blocks, relative to the project root. */
    dataDir: z.string().optional(),
    /** That version's reference inputs: a folder holding `graphql/` (and `entities/`, `connectors/`), relative to the project root. */
    referenceDir: z.string().optional(),
  })
  .strict();

export type ArchivedVersion = z.output<typeof ArchivedVersionSchema>;

/** See `search.pagesPerBundle`. */
export const DEFAULT_PAGES_PER_BUNDLE = 500;

export const SiteConfigSchema = z
  .object({
    /** Site name shown in the navbar and page titles. */
    title: z.string().default('DataHub Docs'),
    /** Short tagline for the home page and social cards. */
    tagline: z.string().default(''),
    /** Public origin used for canonical URLs and the sitemap. @default "https://docs.datahub.com" */
    url: z.string().url().default('https://docs.datahub.com'),
    /** Where the product's source lives (navbar GitHub link). */
    githubUrl: z.string().url(),
    /** Base of "Edit this page" links; the content path is appended. */
    editUrlBase: z.string().url(),
    /** The public demo instance (navbar link, marked as external). @default none: no demo link */
    demoUrl: z.string().url().optional(),
    /** Hand-written pages. @default "content/docs" */
    contentDir: z.string().default('content/docs'),
    /** Data files (adoption stories, releases). @default "content/data" */
    dataDir: z.string().default('content/data'),
    /** Static files copied as they are to the site root. @default "static" */
    staticDir: z.string().default('static'),
    /** Output folder; replaced only when a build succeeds. @default "dist" */
    outDir: z.string().default('dist'),
    /** Label of the current version. @default "Next" */
    currentVersionLabel: z.string().default('Next'),
    /** Archived versions, newest first. */
    archivedVersions: z.array(ArchivedVersionSchema).default([]),
    /**
     * Sources of the generated reference sections, relative to the project root. A missing
     * folder means that section is not generated. Override per run with DOCS_GRAPHQL_DIR,
     * DOCS_ENTITIES_DIR, DOCS_CONNECTORS_DIR, DOCS_PYTHON_SDK_DIR and DOCS_ACTIONS_DIR.
     */
    reference: z
      .object({
        /** GraphQL SDL files (`*.graphql`) → /docs/graphql/{section}. @default "reference/graphql" */
        graphql: z.string().default('reference/graphql'),
        /** Entity and aspect YAML → /docs/generated/metamodel/entities/{entity}. @default "reference/entities" */
        entities: z.string().default('reference/entities'),
        /** Connector YAML → /docs/generated/ingestion/sources/{id} (verified ones only). @default "reference/connectors" */
        connectors: z.string().default('reference/connectors'),
        /** Python module YAML (one file per module) → /docs/python-sdk/reference/{module}; ```python examples are checked against it. @default "reference/python-sdk" */
        pythonSdk: z.string().default('reference/python-sdk'),
        /** Actions framework YAML (`sources/`, `actions/`, `events/`) → /docs/actions/{sources|actions|events}/{slug}. @default "reference/actions" */
        actions: z.string().default('reference/actions'),
      })
      .strict()
      .default({ graphql: 'reference/graphql', entities: 'reference/entities', connectors: 'reference/connectors', pythonSdk: 'reference/python-sdk', actions: 'reference/actions' }),
    /** Wording of the generated GraphQL reference. */
    graphqlReference: z
      .object({
        /**
         * The product the API belongs to, named in the reference's intros and descriptions ("what you
         * can read from DataHub", "the DataHub schema"). @default none: neutral wording for any schema
         */
        productName: z.string().min(1).optional(),
      })
      .strict()
      .default({}),
    /**
     * Where "Was this page helpful?" sends answers: `{ kind: 'issue', repo }` (a prefilled GitHub
     * issue), `{ kind: 'endpoint', url, repo? }` (a JSON POST, with an issue link as fallback) or
     * `false` (no block). @default issues in the repository that `editUrlBase` points into
     */
    feedback: FeedbackConfigSchema.optional(),
    /**
     * Data collections that become pages: every YAML file of a collection's folder (under the
     * version's `dataDir`) is validated and turned into a Markdown page by the collection's own
     * template, then built like a hand-written page; `::data-table{name="<name>"}` shows its table.
     * See src/config/collections.ts. @default []
     */
    collections: z.array(CollectionSchema).default([]),
    /**
     * Link of a version in the `releases` data table, `{version}` standing for its tag (for
     * example `https://github.com/org/repo/releases/tag/{version}`). @default none: versions are not linked
     */
    releaseTagUrl: z.string().regex(/^https?:\/\/\S*\{version\}/, 'write a URL containing {version}').optional(),
    /** Old route → new route (a `#fragment` allowed); see src/config/redirects.ts. Kept in `redirects.ts`. @default {} */
    redirects: RedirectsSchema.default({}),
    /** Navbar, footer, home page and suggestion links; see src/config/chrome.ts. @default no links */
    chrome: ChromeSchema.default({ navbar: { links: [] }, footer: { links: [] }, home: { actions: [], sections: [] }, suggestions: [] }),
    /** Full-text search (Pagefind). */
    search: z
      .object({
        /**
         * About how many hand-written pages of the current version one Pagefind bundle holds: past
         * it they are split among up to four bundles by a hash of the route, each written by its
         * own Pagefind process at the same time (see src/build/search/index-site.ts). A query then
         * fetches one index chunk per bundle. @default 500
         */
        pagesPerBundle: z.number().int().positive().default(DEFAULT_PAGES_PER_BUNDLE),
      })
      .strict()
      .default({ pagesPerBundle: DEFAULT_PAGES_PER_BUNDLE }),
    /** How pages are parsed and how strictly; see src/config/markdown.ts. @default strict, `.md` read as MDX only when it uses MDX */
    markdown: MarkdownConfigSchema.default({ format: 'detect', strict: true, components: {}, iframeHosts: DEFAULT_IFRAME_HOSTS, brokenLinks: 'error' }),
  })
  .strict();

export type SiteConfig = z.output<typeof SiteConfigSchema>;
export type SiteConfigInput = z.input<typeof SiteConfigSchema>;

/** Identity helper that gives `site.config.ts` types and editor completion. */
export function defineConfig(config: SiteConfigInput): SiteConfigInput {
  return config;
}

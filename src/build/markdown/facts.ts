import type { MdxComponentName } from '../../components/mdx/schemas.ts';
import type { Problem } from '../errors.ts';
import type { MarkdownTwinRequest } from '../model/markdown-twin.ts';

/** A heading as the table of contents and anchor checks see it. */
export interface Heading {
  depth: number;
  id: string;
  text: string;
}

/** A link found in a page, to be checked once every page is known. */
export interface LinkRef {
  /** Absolute route with optional `#fragment`, already resolved from relative forms. */
  href: string;
  /** The target as the author wrote it, when it differs (a `.md` path), for messages. */
  written?: string;
  line?: number;
  column?: number;
}

/** A local file a page refers to (an image), copied into the site. */
export interface AssetRef {
  /** Absolute path on disk. */
  source: string;
  /** Route it is served at. */
  route: string;
}

/** A code example the build checks against reference data once it is loaded (GraphQL operations). */
export interface CodeExample {
  lang: string;
  code: string;
  /** Line of the opening fence in the author's file. */
  line?: number;
}

/** What the Markdown plugins learn about one page while compiling it. */
export interface PageFacts {
  /** Examples to check later (GraphQL against the schema). */
  examples: CodeExample[];
  title?: string;
  headings: Heading[];
  ids: Set<string>;
  links: LinkRef[];
  assets: AssetRef[];
  problems: Problem[];
}

/** Per-page input the plugins read from `file.data.page`. */
export interface PageContext {
  /** File path shown in messages. */
  file: string;
  /** Lines before the body (front matter), added to every reported line. */
  lineOffset: number;
  /** The page's own route, for same-page anchors and relative links. */
  route: string;
  /** Absolute folder of the source file, for images. */
  sourceDir: string;
  /** Content-root-relative path of the source file, for relative `.md` links. */
  relPath: string;
  /** Content-root-relative `.md` path → route, for every page. */
  routeOfFile: ReadonlyMap<string, string>;
  /** Title from the front matter, if any. */
  frontMatterTitle?: string;
  /** Route prefix for copied assets, e.g. `/assets/content`. */
  assetBase: string;
  /** When set, compiling also writes the page's Markdown twin from the same parse (`src/build/markdown-twin/`). */
  markdownTwin?: MarkdownTwinRequest;
  /** Route of the GraphQL checker when the site has one: GraphQL operation examples link to it. */
  graphqlChecker?: string;
  /** Route prefix of the version's docs (`/docs`): absolute `.md` links (`/docs/x.md`) are files under the content root. @default "/docs" */
  docsBase?: string;
  /** The site's `markdown` settings that pages need (see src/config/markdown.ts). @default strict, no extra imports */
  markdown?: PageMarkdownOptions;
}

/** The part of `markdown` in site.config.ts that compiling a page reads. */
export interface PageMarkdownOptions {
  strict: boolean;
  /** Import specifier → registry component, the site's own on top of the engine's `@theme/*` ones. */
  components: Readonly<Record<string, MdxComponentName>>;
  iframeHosts: readonly string[];
}

/** `{ severity: 'warning' }` when the page is read under relaxed rules (`markdown.strict: false`), else nothing (an error). */
export function houseRule(ctx: PageContext): Pick<Problem, 'severity'> {
  return ctx.markdown && !ctx.markdown.strict ? { severity: 'warning' } : {};
}

/** Whether the page's problems include an error (warnings do not stop it from being built). */
export function hasErrors(problems: readonly Problem[]): boolean {
  return problems.some((p) => p.severity !== 'warning');
}

export function createFacts(): PageFacts {
  return { headings: [], ids: new Set(), links: [], assets: [], problems: [], examples: [] };
}

declare module 'vfile' {
  interface DataMap {
    page: PageContext;
    facts: PageFacts;
  }
}

/** Reports a problem at a node's position, shifted by the front matter lines. */
export function reportAt(
  ctx: PageContext,
  facts: PageFacts,
  position: { start: { line: number; column: number } } | undefined,
  problem: Omit<Problem, 'file' | 'line' | 'column'>,
): void {
  facts.problems.push({
    ...problem,
    file: ctx.file,
    line: position ? position.start.line + ctx.lineOffset : undefined,
    column: position?.start.column,
  });
}

import path from 'node:path';
import type { SourcePage } from '../collect/collect-pages.ts';
import type { Problem } from '../errors.ts';
import type { MarkdownConfig } from '../../config/markdown.ts';
import { hasErrors, type AssetRef, type PageContext } from '../markdown/facts.ts';
import { formatOf } from '../markdown/detect-format.ts';
import type { SitePage } from '../model/site.ts';
import type { CompiledHtml } from './compile-html.ts';
import { compileInThread, MIN_PAGES_FOR_WORKERS, type CompileJob, type CompilePool } from './pool.ts';
import { compileKey, compileKeyBase, type CompileCache } from '../cache/compile-cache.ts';

export type { CompileCache };

export interface CompileOptions {
  /** Absolute content root of this version. */
  contentRoot: string;
  version: string;
  editUrlBase?: string;
  lastUpdated: ReadonlyMap<string, string>;
  /** Reuse compiled bodies whose inputs are unchanged (`cache/compile-cache.ts`: the dev server's Map, the build's store on disk). */
  cache?: CompileCache;
  /** Worker threads to compile with; without, pages compile in this thread. */
  pool?: CompilePool;
  /** Called with each page as soon as it is compiled (in no particular order). */
  onPage?: (page: SitePage) => void;
  /** Route of the GraphQL checker, when the reference generated one (see `PageContext`). */
  graphqlChecker?: string;
  /** The site's URL (no trailing slash): when set, every page also gets its Markdown twin (`SitePage.markdown`). */
  markdownTwinUrl?: string;
  /** Generated and category pages that have a twin: the guides' twins link to them as `.md`. */
  markdownTwinRoutes?: readonly string[];
  /** The site's `markdown` settings. @default strict, `.md` read as MDX only when it uses MDX */
  markdown?: MarkdownConfig;
  /** Route prefix of the version's docs. @default "/docs" */
  docsBase?: string;
  /** The version's whole route map (content path → route), when `sources` is only part of it (one page compiled again). @default the map of `sources` */
  routeOfFile?: ReadonlyMap<string, string>;
}

/**
 * A page as its front matter describes it, before its body is compiled: enough for the sidebar,
 * breadcrumbs, category cards and the page index. Title falls back to the id until compiled.
 */
export function describePage(source: SourcePage, opts: Pick<CompileOptions, 'contentRoot' | 'version' | 'editUrlBase' | 'lastUpdated'>, compiled?: CompiledHtml): SitePage {
  const fm = source.frontMatter;
  const title = compiled?.facts.title ?? fm.title ?? source.id;
  return {
    kind: 'doc',
    id: source.id,
    route: source.route,
    title,
    description: fm.description ?? '',
    sidebarLabel: fm.sidebar_label ?? title,
    version: opts.version,
    edition: fm.edition,
    stage: fm.stage,
    ossAlternative: fm.oss_alternative === undefined ? undefined : { ...(typeof fm.oss_alternative === 'string' ? { link: fm.oss_alternative } : fm.oss_alternative), line: source.ossAlternativeLine },
    keywords: fm.keywords,
    file: source.file,
    editUrl: fm.custom_edit_url === null ? undefined : (fm.custom_edit_url ?? (opts.editUrlBase ? `${opts.editUrlBase}/${source.file}` : undefined)),
    lastUpdated: opts.lastUpdated.get(path.join(opts.contentRoot, source.relPath)),
    hideToc: fm.hide_table_of_contents,
    hideTitle: fm.hide_title,
    unlisted: fm.unlisted,
    headings: compiled?.facts.headings ?? [],
    ids: compiled?.facts.ids ?? new Set(),
    links: compiled?.facts.links ?? [],
    bodyHtml: compiled?.html,
    markdown: compiled?.markdown,
    examples: compiled?.facts.examples,
    sidebarPosition: fm.sidebar_position,
  };
}

/**
 * Compiles every page body and turns sources into site pages, reporting each page as it is done.
 * Problems of all pages are returned together so one run shows every mistake.
 */
export async function compilePages(sources: SourcePage[], opts: CompileOptions): Promise<{ pages: SitePage[]; problems: Problem[]; assets: AssetRef[] }> {
  const routeOfFile = opts.routeOfFile ?? new Map(sources.map((s) => [s.relPath, s.route]));
  const keyBase = opts.cache ? compileKeyBase(routeOfFile, opts.markdownTwinUrl ? opts.markdownTwinRoutes : undefined) : '';
  const contextOf = (source: SourcePage): PageContext => ({
    file: source.file,
    lineOffset: source.bodyLineOffset,
    route: source.route,
    sourceDir: path.dirname(path.join(opts.contentRoot, source.relPath)),
    relPath: source.relPath,
    routeOfFile,
    frontMatterTitle: source.frontMatter.title,
    assetBase: '/assets/content',
    graphqlChecker: opts.graphqlChecker,
    docsBase: opts.docsBase,
    markdown: opts.markdown ? { strict: opts.markdown.strict, components: opts.markdown.components, iframeHosts: opts.markdown.iframeHosts } : undefined,
    markdownTwin: opts.markdownTwinUrl
      ? { siteUrl: opts.markdownTwinUrl, otherTwinRoutes: opts.markdownTwinRoutes, description: source.frontMatter.description, edition: source.frontMatter.edition, stage: source.frontMatter.stage }
      : undefined,
  });
  const pages: SitePage[] = new Array(sources.length);
  const problems: Problem[] = [];
  const assets: AssetRef[] = [];
  const accept = (source: SourcePage, index: number, result: CompiledHtml): void => {
    problems.push(...result.facts.problems);
    assets.push(...result.facts.assets);
    const page = describePage(source, opts, result);
    pages[index] = page;
    if (!hasErrors(result.facts.problems)) opts.onPage?.(page);
  };
  const todo: number[] = [];
  const jobs: CompileJob[] = [];
  const keys: string[] = [];
  sources.forEach((source, index) => {
    const job = { body: source.body, format: formatOf(source, opts.markdown?.format ?? 'detect'), ctx: contextOf(source) };
    const key = opts.cache ? compileKey(keyBase, job) : '';
    const cached = opts.cache?.get(key);
    if (cached) return accept(source, index, cached);
    todo.push(index);
    jobs.push(job);
    keys.push(key);
  });
  const onResult = (jobIndex: number, result: CompiledHtml): void => {
    const index = todo[jobIndex]!;
    opts.cache?.set(keys[jobIndex]!, result);
    accept(sources[index]!, index, result);
  };
  // A few pages left to compile (a warm build after an edit) are quicker here than through threads.
  if (opts.pool && jobs.length >= MIN_PAGES_FOR_WORKERS) await opts.pool.compile(jobs, onResult);
  else await compileInThread(jobs, onResult);
  return { pages, problems, assets };
}

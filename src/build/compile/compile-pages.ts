import path from 'node:path';
import type { SourcePage } from '../collect/collect-pages.ts';
import type { Problem } from '../errors.ts';
import type { CompiledHtml } from './compile-html.ts';
import type { PageContext } from '../markdown/facts.ts';
import { compileInThread, type CompilePool } from './pool.ts';
import type { SitePage } from '../model/site.ts';

/** Compiled bodies by source text, so the dev server recompiles only what changed. */
export type CompileCache = Map<string, CompiledHtml>;

export interface CompileOptions {
  /** Reuse compiled bodies whose file, route map and text are unchanged (dev server). */
  cache?: CompileCache;
  /** Absolute content root of this version. */
  contentRoot: string;
  version: string;
  editUrlBase?: string;
  lastUpdated: ReadonlyMap<string, string>;
  /** Worker threads to compile with; without, pages compile in this thread. */
  pool?: CompilePool;
}

/**
 * Compiles every page body and turns sources into site pages. Problems of all pages are
 * returned together so one run shows every mistake.
 */
export async function compilePages(sources: SourcePage[], opts: CompileOptions): Promise<{ pages: SitePage[]; problems: Problem[]; assets: { source: string; route: string }[] }> {
  const routeOfFile = new Map(sources.map((s) => [s.relPath, s.route]));
  const routeMapKey = opts.cache ? [...routeOfFile].join('|') : '';
  const keyOf = (source: SourcePage): string =>
    opts.cache ? `${source.file}\0${source.route}\0${routeMapKey}\0${source.frontMatter.title ?? ''}\0${source.body}` : '';
  const contextOf = (source: SourcePage): PageContext => ({
    file: source.file,
    lineOffset: source.bodyLineOffset,
    route: source.route,
    sourceDir: path.dirname(path.join(opts.contentRoot, source.relPath)),
    relPath: source.relPath,
    routeOfFile,
    frontMatterTitle: source.frontMatter.title,
    assetBase: '/assets/content',
  });
  const todo = sources.filter((source) => !opts.cache?.has(keyOf(source)));
  const jobs = todo.map((source) => ({ body: source.body, format: source.format, ctx: contextOf(source) }));
  const compiled = opts.pool ? await opts.pool.compile(jobs) : await compileInThread(jobs);
  const fresh = new Map(todo.map((source, i) => [source, compiled[i]!]));
  const pages: SitePage[] = [];
  const problems: Problem[] = [];
  const assets: { source: string; route: string }[] = [];
  for (const source of sources) {
    const fm = source.frontMatter;
    const result = fresh.get(source) ?? opts.cache?.get(keyOf(source));
    if (!result) throw new Error(`no compiled body for ${source.file}`);
    if (opts.cache && fresh.has(source)) opts.cache.set(keyOf(source), result);
    const { html, facts } = result;
    problems.push(...facts.problems);
    assets.push(...facts.assets);
    const title = facts.title ?? source.id;
    const editUrl = fm.custom_edit_url === null ? undefined : (fm.custom_edit_url ?? (opts.editUrlBase ? `${opts.editUrlBase}/${source.file}` : undefined));
    pages.push({
      kind: 'doc',
      id: source.id,
      route: source.route,
      title,
      description: fm.description ?? '',
      sidebarLabel: fm.sidebar_label ?? title,
      version: opts.version,
      edition: fm.edition,
      stage: fm.stage,
      keywords: fm.keywords,
      file: source.file,
      editUrl,
      lastUpdated: opts.lastUpdated.get(path.join(opts.contentRoot, source.relPath)),
      hideToc: fm.hide_table_of_contents,
      headings: facts.headings,
      ids: facts.ids,
      links: facts.links,
      bodyHtml: html,
      sidebarPosition: fm.sidebar_position,
    });
  }
  return { pages, problems, assets };
}

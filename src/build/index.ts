import './production-env.ts';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { loadProject, type ConfigOverrides, type Project } from '../config/load.ts';
import { discardPreparedWorker, lazyCompilePool, MIN_PAGES_FOR_WORKERS, startCompilePool } from './compile/pool.ts';
import { openBuildCache, withBuildCache } from './cache/build-cache.ts';
import { startClientAssets } from './assets/build-client.ts';
import { checkRenderedLinks, scanHtml } from './emit/check-html.ts';
import { categoryItemsJson, createPageWriter, emitSite } from './emit/emit-site.ts';
import { createStagingDir, discardStaging, recoverInterruptedSwap, swapIntoPlace } from './emit/write-site.ts';
import { BuildError, formatProblems } from './errors.ts';
import { createRenderer, versionRoutesOf, type PageRenderer } from './render/render-site.ts';
import { planArchivedVersions, type VersionStatus } from './versions/archived-build.ts';
import { directLinker, tokenLinker, type VersionLinker } from './versions/version-links.ts';
import type { SitePage } from './model/site.ts';
import { startSearchIndexer } from './search/index-site.ts';
import { ENGINE_ROOT, loadSite, type VersionSite } from './site-model.ts';

export { ENGINE_ROOT };

export interface Logger {
  info(message: string): void;
}

export interface BuildOptions {
  /** Project root holding site.config.ts and sidebars.ts. */
  root: string;
  overrides?: ConfigOverrides;
  logger?: Logger;
  /** Threads for compiling pages (workers start past MIN_PAGES_FOR_WORKERS pages); the CLI passes one per core. @default 1 */
  threads?: number;
  /** Write the search indexes (Pagefind and the names index); `DOCS_SEARCH=0` turns them off for a quick local build. @default true */
  search?: boolean;
  /**
   * Reuse compiled bodies and generated reference pages from the build cache (see cache/): on for
   * `npm run build` unless `DOCS_CACHE=0` or `--no-cache`; off by default here, so tests and
   * benchmarks build cold unless they ask. @default false
   */
  cache?: boolean;
  /** The build cache's folder. @default node_modules/.cache/docs-build under the project root */
  cacheDir?: string;
  /** Called right before the finished site replaces `outDir`; may end the process (the CLI stops a build whose npm was killed). */
  beforeSwap?: () => void;
}

export interface BuildReport {
  outDir: string;
  pages: number;
  /** Milliseconds per stage. */
  timings: Record<string, number>;
  /** Each archived version: compiled in this build, or copied from the cache. */
  versions: Record<string, VersionStatus>;
  /** Warnings printed by the run (relaxed rules only). */
  warnings: number;
  /** What the build cache gave (absent when it was off): page bodies reused / compiled, reference kinds reused / generated. */
  cache?: { pages: { hits: number; misses: number }; reference: { hits: number; misses: number } };
}

/** Pages of every version to compile (not those reused from the cache), counted before reading them, to decide whether worker threads pay off. */
function countContentFiles(project: Project, reused: ReadonlySet<string>): { next: number; all: number } {
  const dirs = [project.config.contentDir, ...project.config.archivedVersions.filter((v) => !reused.has(v.name)).map((v) => v.contentDir)];
  const count = (dir: string): number =>
    existsSync(dir) ? readdirSync(dir, { withFileTypes: true }).reduce((n, e) => n + (e.isDirectory() ? count(path.join(dir, e.name)) : /\.mdx?$/i.test(e.name) ? 1 : 0), 0) : 0;
  const counts = dirs.map((dir) => count(path.resolve(project.root, dir)));
  return { next: counts[0]!, all: counts.reduce((a, b) => a + b, 0) };
}

function listFiles(dir: string, prefix: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const abs = path.join(dir, name);
    return statSync(abs).isDirectory() ? listFiles(abs, `${prefix}/${name}`) : [`${prefix}/${name}`];
  });
}

/**
 * Builds the site: config → collect → compile → link (loadSite) → render → emit. Everything is
 * written to a staging folder that replaces `outDir` only when every stage succeeded; on any
 * problem the build throws a BuildError listing them all and the previous site stays as it was.
 */
export async function build(options: BuildOptions): Promise<BuildReport> {
  const timings: Record<string, number> = {};
  let mark = performance.now();
  const lap = (stage: string): void => {
    const now = performance.now();
    timings[stage] = Math.round(now - mark);
    mark = now;
  };

  const project = await loadProject(options.root, options.overrides);
  const outDir = path.resolve(project.root, project.config.outDir);
  lap('config');
  // Archived versions are built once and reused from the cache until their files change.
  const archived = planArchivedVersions(project, ENGINE_ROOT, { search: options.search !== false });
  const threads = options.threads ?? 1;
  const cache = options.cache ? openBuildCache(project, ENGINE_ROOT, 'build', options.cacheDir) : undefined;
  // With bodies in the cache, threads start only if enough pages are left to compile.
  const contentFiles = countContentFiles(project, archived.reuse);
  const pool = threads > 1 && contentFiles.all >= MIN_PAGES_FOR_WORKERS ? (cache && cache.compile.stored > 0 ? lazyCompilePool(threads) : startCompilePool(threads)) : undefined;
  const restored = recoverInterruptedSwap(outDir);
  if (restored) options.logger?.info(`restored the previous site from ${path.basename(restored)} (an earlier build was stopped while swapping it)`);
  const staging = createStagingDir(outDir);
  const cleanups: (() => Promise<void>)[] = [];
  try {
    // Bundling the client runs while pages compile; pages are rendered and written as soon as
    // they are compiled (the bundle's URLs are known before it is made), while the workers go on.
    // Pagefind runs in its own process: pages go to it as they are written.
    const keywordsFile = path.join(project.root, project.config.dataDir, 'search-keywords.yaml');
    // Next's page count decides how many bundles its pages are split among (see index-site.ts).
    const search = options.search === false ? undefined : await startSearchIndexer({ keywordsFile: { file: keywordsFile, displayPath: path.relative(project.root, keywordsFile) }, cache: cache?.search, expectedPages: contentFiles.next, pagesPerBundle: project.config.search.pagesPerBundle });
    if (search) cleanups.push(() => search.close());
    const pageWriter = createPageWriter(staging);
    const writer = {
      ...pageWriter,
      write(route: string, html: string, generated = false): void {
        pageWriter.write(route, html);
        search?.add(route, html, 'current', generated);
      },
    };
    const renderers = new Map<VersionSite, PageRenderer>();
    // The bundle's URLs are known at once (named by the hash of its sources): pages are rendered
    // and written as they compile while it is made. With a thread per core it is made at low
    // priority, yielding to the compile threads (see build-client.ts).
    const client = startClientAssets(ENGINE_ROOT, staging.dir, { lowPriority: threads > 1 });
    const assets = client.urls;
    // Archived pages carry tokens for their version links (filled when installed, see
    // versions/); Next's pages link straight to the archived versions, which load before it.
    const linksOf = (version: VersionSite): VersionLinker =>
      version.archived ? tokenLinker(version.name, archived.menu) : directLinker('current', [versionRoutesOf(version), ...archived.routes.values()]);
    const writePage = (page: SitePage, version: VersionSite, html: string): void => {
      // A doc with no source file was generated from reference data: its search entries form a bundle of their own.
      if (!version.archived) writer.write(page.route, html, page.kind === 'doc' && !page.file);
      else {
        archived.write(version.name, page.route, html);
        search?.add(page.route, html, version.name);
      }
      page.bodyHtml = undefined; // written: the build keeps no page bodies in memory
    };
    const renderCompiled = (page: SitePage, version: VersionSite): void => {
      let render = renderers.get(version);
      if (!render) renderers.set(version, (render = createRenderer(project.config, assets, version, linksOf(version))));
      writePage(page, version, render(page));
    };
    const model = await withBuildCache(cache, () => loadSite(project, {
      pool,
      cache: cache?.compile,
      timings,
      markdownTwins: true,
      reuseVersions: archived.reuse,
      onVersion: (version) => version.archived && archived.loaded(version),
      onPage: renderCompiled,
    }));
    void pool?.close(); // every body is compiled: free the threads now (finally covers failures)
    lap('collect-compile-link');
    if (cache) {
      cache.commit(); // before page bodies are dropped as they are written
      lap('cache');
      const { compile, reference } = cache;
      options.logger?.info(`cache: ${compile.stats.hits} pages reused, ${compile.stats.misses} compiled; reference ${reference.stats.hits} reused, ${reference.stats.misses} generated`);
    }
    if (model.warnings.length > 0) options.logger?.info(`\n${formatProblems(model.warnings)}\n`);
    // Whatever was not streamed: category and special pages, pages of versions linked late, and
    // every page when an early render could be stale (a problem stops the build anyway).
    for (const version of model.versions) {
      const render = createRenderer(project.config, assets, version, linksOf(version), model.stories, model.connectorLogos);
      for (const page of version.pages) {
        if (version.archived ? archived.has(version.name, page.route) : writer.has(page.route)) continue;
        writePage(page, version, render(page));
      }
    }
    const [next, ...built] = model.versions;
    emitSite(staging, { ...model, versions: [next!] });
    lap('render-emit');
    // Archived versions compiled now become cache entries; then every entry goes into the site.
    for (const version of built) await archived.finish(version, categoryItemsJson({ ...model, versions: [version] }), search);
    const copied = archived.install(staging.dir, versionRoutesOf(next!), (route, html) => writer.scans.set(route, scanHtml(html)));
    if (built.length > 0 || copied > 0) {
      lap('versions');
      options.logger?.info(`versions: ${Object.entries(archived.status).map(([name, status]) => `${name} ${status}`).join(', ')} (${copied} archived pages)`);
    }
    // Every page of Next has gone to Pagefind: its process writes the indexes while the twins are
    // written and the links checked (if those fail, the clean-ups stop it).
    const searchWriting = search ? await search.finish(staging, next!) : undefined;
    // Twins were made while compiling (same parse as the HTML); written before the link check sees the files.
    // Loaded here (the Markdown printer and its extensions), while Pagefind writes: not at start-up, before the threads begin.
    const { emitMarkdownTwins } = await import('./markdown-twin/emit-twins.ts');
    const twins = emitMarkdownTwins(staging, model.versions[0]!, project.config);
    lap('markdown-twins');
    options.logger?.info(`markdown: ${twins.twins} page twins (${twins.generated} generated or category pages), ${twins.twinBytes} B, llms.txt ${twins.llmsBytes} B, llms-full.txt ${twins.llmsFullBytes} B`);
    // The bundle, made meanwhile, goes into the site before the link check lists its files.
    await client.install();
    lap('assets');
    const problems = checkRenderedLinks(writer.scans, new Set(listFiles(staging.dir, '')), model.toleratedHrefs);
    if (problems.length > 0) throw new BuildError(problems);
    lap('check');
    if (searchWriting) {
      const indexed = await searchWriting.written;
      lap('search');
      options.logger?.info(`search: ${indexed.pages} pages in ${indexed.bundles ?? 1} Pagefind bundle(s)${indexed.reused ? ` (${indexed.reused} generated pages reused from the cache)` : ''}, ${indexed.names} names`);
    }
    options.beforeSwap?.();
    swapIntoPlace(staging, outDir);
    options.logger?.info(`built ${writer.scans.size} pages into ${path.relative(process.cwd(), outDir) || outDir}`);
    const cacheStats = cache && { pages: { ...cache.compile.stats }, reference: { ...cache.reference.stats } };
    return { outDir, pages: writer.scans.size, timings, versions: archived.status, warnings: model.warnings.length, cache: cacheStats };
  } catch (error) {
    // What compiled is still right for its inputs: the build after the fix reuses it.
    if (cache && error instanceof BuildError) cache.commit();
    discardStaging(staging);
    await Promise.all(cleanups.map((c) => c().catch(() => undefined)));
    throw error;
  } finally {
    await pool?.close();
    await discardPreparedWorker(); // begun by the CLI for a pool this build did not start
  }
}

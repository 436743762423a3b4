import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadSidebarsFile, type Project, type Sidebars } from '../config/load.ts';
import { collectPages, readContentFiles, type ContentFile, type SourcePage } from './collect/collect-pages.ts';
import { compilePages, describePage, type CompileCache, type CompileOptions } from './compile/compile-pages.ts';
import type { CompilePool } from './compile/pool.ts';
import { loadAdoptionStories, type AdoptionStory } from './data/adoption-stories.ts';
import type { IconLogo } from './sources/connectors/logo-model.ts';
import { expandDataBlocks } from './data/data-blocks.ts';
import type { LineMapper } from './collections/line-map.ts';
import { readCollections } from './collections/read-collections.ts';
import { applyStrictness, BuildError, type Problem } from './errors.ts';
import { readLastUpdated } from './git/last-updated.ts';
import type { AssetRef } from './markdown/facts.ts';
import { checkLinksDetailed } from './link/check-links.ts';
import { checkChromeLinks, docsHomeRoute } from './link/chrome-links.ts';
import type { SiteConfig } from '../config/site-config.ts';
import { checkOssAlternatives } from './link/oss-alternative.ts';
import { computePageNav, inheritPageNav } from './link/page-nav.ts';
import { generateReference, type ReferenceOutput, type SearchName } from './reference/handlers.ts';
import { startGeneratedTwins } from './markdown-twin/generated-twins.ts';
import { resolveSidebar } from './link/sidebar.ts';
import { findRedirectsSource, redirectPages } from './redirects/redirect-pages.ts';
import type { NavSection, PageNav, SitePage } from './model/site.ts';
import { GRAPHQL_CHECKER_ROUTE } from '../shared/graphql-checker.ts';

/** Where the engine's own files live (client sources, favicon, lockfile), whatever project it builds. */
export const ENGINE_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** One version of the docs, compiled and linked. */
export interface VersionSite {
  name: string;
  label: string;
  archived: boolean;
  pages: SitePage[];
  sections: NavSection[];
  navByRoute: Map<string, PageNav>;
  assets: AssetRef[];
  /** Names the reference sections add to search beyond page titles and headings. */
  searchNames: SearchName[];
  /** Data files the reference sections publish for the tools (route → text). */
  dataFiles: Map<string, string>;
}

/** Everything known about the site before rendering: the input of render and emit. */
export interface SiteModel {
  project: Project;
  /** Current version first, then the archived ones that were loaded (not those reused from the cache). */
  versions: VersionSite[];
  stories: AdoptionStory[];
  /** Connector id → its brand icon, resolved from `{dataDir}/connector-logos.yaml` under the project root, when the home page shows connectors (ids without an icon get a monogram there). */
  connectorLogos: Record<string, IconLogo>;
  /** Files served besides pages (route → absolute source), e.g. the favicon and static files. */
  staticFiles: Map<string, string>;
  /** Warnings of the run (relaxed rules, `markdown.strict: false`): printed, not fatal. */
  warnings: Problem[];
  /** In-site hrefs reported as warnings (`markdown.brokenLinks: 'warning'`): the rendered-page link check lets them through. */
  toleratedHrefs: Set<string>;
  /** With `tolerate`: every problem of the run, as the BuildError would have carried them. */
  problems?: SiteProblems;
}

/** The problems of a tolerant load, kept apart by where they come from (the dev server redoes each part on its own). */
export interface SiteProblems {
  /** Found page by page (front matter, compile, examples, URNs) and by the sidebars; not yet line-mapped. */
  pages: Problem[];
  /** Found across pages (`checkAcrossSite`); not yet line-mapped. */
  across: Problem[];
  /** Line-maps problems on generated collection pages and applies `markdown.strict`: what the build reports. */
  finish(problems: Problem[]): Problem[];
}

/**
 * One version's hand-written pages as loaded, and the means to compile one of them again with
 * the same settings (dev server: a saved page, without loading the rest of the site again).
 */
export interface EditableVersion {
  name: string;
  /** Absolute content folder. */
  contentRoot: string;
  /** Sources by path relative to the content folder (after data blocks were expanded). */
  sources: ReadonlyMap<string, SourcePage>;
  /**
   * Collects and compiles `file` alone, with the version's route map: its page, and its problems
   * of front matter, compile, code examples and URNs. Without a source (bad front matter that
   * strict rules refuse, a draft) only problems come back. `reuse: false` compiles even when the
   * compile cache has the body, and stores nothing (to warm up the compiler).
   */
  recompile(file: ContentFile, options?: { reuse?: boolean }): Promise<{ source?: SourcePage; page?: SitePage; problems: Problem[]; assets: AssetRef[] }>;
}

function specialPages(stories: AdoptionStory[], config: SiteConfig, docsHome: string | undefined, withStories: boolean): SitePage[] {
  const base = { version: 'current', headings: [], ids: new Set<string>(), links: [] };
  const home = config.chrome.home;
  return [
    { ...base, kind: 'home', id: 'home', route: '/', title: home.title ?? config.title, description: home.description ?? (config.tagline || config.title), sidebarLabel: 'Home' },
    ...(withStories
      ? [
          {
            ...base,
            kind: 'adoption-stories' as const,
            id: 'adoption-stories',
            route: '/adoption-stories',
            title: 'Adoption stories',
            description: `How ${stories.length} organisations describe their use of ${config.graphqlReference.productName ?? 'the product'} in public talks and posts.`,
            sidebarLabel: 'Adoption stories',
          },
        ]
      : []),
    { ...base, kind: 'search', id: 'search', route: '/search', title: 'Search', description: `Search every page of ${config.title}.`, sidebarLabel: 'Search' },
    { ...base, kind: 'not-found', id: '404', route: '/404.html', title: 'Page not found', description: 'The page you asked for does not exist.', sidebarLabel: 'Not found' },
    ...(docsHome ? [{ ...base, kind: 'redirect' as const, id: 'docs-root', route: '/docs', title: 'Documentation', description: `Redirects to ${docsHome}.`, sidebarLabel: 'Docs', redirectTo: docsHome }] : []),
  ];
}

export interface LoadOptions {
  /** Compiled bodies to reuse (dev server). */
  cache?: CompileCache;
  /** Worker threads for compiling pages (see compile/pool.ts). */
  pool?: CompilePool;
  /**
   * Hears of each doc page as soon as it is compiled, with its version already linked (sidebar
   * and navigation resolved), so it can be rendered while other pages still compile. Only
   * versions whose pages all have a front matter title can be linked before compiling; pages of
   * other versions are not reported.
   */
  onPage?: (page: SitePage, version: VersionSite) => void;
  /** Receives the time the generated reference stage took (ms), under `reference`, and each section's under `reference.<kind>`. */
  timings?: Record<string, number>;
  /** Give each hand-written page of Next its Markdown twin (`SitePage.markdown`), made from the same parse as its HTML. @default false */
  markdownTwins?: boolean;
  /** Archived versions not to load at all: the build reuses their cached output (see versions/version-cache.ts). */
  reuseVersions?: ReadonlySet<string>;
  /** Hears of each version once it is compiled and linked; archived versions load before Next, so Next's pages can link to them. */
  onVersion?: (version: VersionSite) => void;
  /** Return the model with its problems (`SiteModel.problems`) instead of throwing them at the end (dev server). Problems that stop a stage early are still thrown. */
  tolerate?: boolean;
  /** Hears of each version's sources and how to compile one again (dev server). */
  onVersionSources?: (version: EditableVersion) => void;
}

interface VersionSpec {
  name: string;
  label: string;
  contentDir: string;
  sidebars: Sidebars;
  sidebarsFile: string;
  archived: boolean;
  /** Data files for `::data-table` blocks (Next: `dataDir`; archived: its snapshot's, when it has one). */
  dataDir?: string;
  /** An archived version's reference inputs (`graphql/`, …), generated under its own docs base. */
  referenceDir?: string;
}

async function loadVersion(project: Project, spec: VersionSpec, options: LoadOptions): Promise<{ site: VersionSite; problems: Problem[]; lines: LineMapper }> {
  const contentRoot = path.resolve(project.root, spec.contentDir);
  const docsBase = spec.archived ? `/docs/${spec.name}` : '/docs';
  const files = readContentFiles(contentRoot, path.relative(project.root, contentRoot) || '.');
  const dataDir = spec.dataDir ? path.resolve(project.root, spec.dataDir) : undefined;
  // Data collections add one Markdown page per entry; problems on those pages point at the entry's fields.
  const collections = readCollections(project.config.collections, dataDir, project.root, docsBase, files);
  const collectProblems: Problem[] = [];
  const sources = collections.lines.guard(() => collectPages([...files, ...collections.files], docsBase, { strict: project.config.markdown.strict, problems: collectProblems }));
  expandDataBlocks(sources, dataDir, project.root, { releaseTagUrl: project.config.releaseTagUrl, collectionTables: collections.tables });
  const describe = { contentRoot, version: spec.name, editUrlBase: spec.archived ? undefined : project.config.editUrlBase, lastUpdated: readLastUpdated(contentRoot), markdown: project.config.markdown, docsBase };
  // Next's reference comes from the configured folders; an archived version's from its snapshot (when it has one).
  const referenceStarted = performance.now();
  const contentRoutes = new Set(sources.map((s) => s.route));
  // Twins of generated pages are made from their bodies while the rest of the version compiles.
  const generatedTwins = options.markdownTwins && !spec.archived ? startGeneratedTwins(project.config.url.replace(/\/+$/, ''), contentRoutes, options.pool) : undefined;
  const referenceDir = spec.referenceDir;
  const reference = !spec.archived
    ? await generateReference(project.root, project.config, contentRoutes, options.timings, '/docs', (output) => generatedTwins?.add(output.pages))
    : referenceDir
      ? await generateReference(project.root, { ...project.config, reference: { graphql: `${referenceDir}/graphql`, entities: `${referenceDir}/entities`, connectors: `${referenceDir}/connectors`, pythonSdk: `${referenceDir}/python-sdk`, actions: `${referenceDir}/actions` } }, contentRoutes, undefined, docsBase)
      : {};
  if (!spec.archived && options.timings) options.timings.reference = Math.round(performance.now() - referenceStarted);
  const generated = Object.values(reference).flatMap((output) => output.pages);
  // Generators make pages of "current"; an archived version's reference pages belong to it.
  if (spec.archived) for (const page of generated) page.version = spec.name;
  const referenceItems = Object.fromEntries(Object.entries(reference).map(([kind, output]) => [kind, output.sidebarItems]));
  // Compared without case, as content routes are among themselves (collect-pages.ts).
  const generatedRoutes = new Set(generated.map((p) => p.route.toLowerCase()));
  const clashes = sources.filter((s) => generatedRoutes.has(s.route.toLowerCase()));
  if (clashes.length > 0) {
    throw new BuildError(clashes.map((s) => ({ code: 'ROUTE_DUPLICATE' as const, file: s.file, line: 1, message: `route ${s.route} is also a generated reference page`, hint: 'Move the page or give it another `slug`: generated reference routes are reserved.' })));
  }
  // Sidebar problems are reported with the rest of the run's, not on their own first.
  const sidebarProblems: Problem[] = [];
  const link = (compiled: SitePage[]): VersionSite => {
    const pages = [...compiled, ...generated];
    const { sections, categoryPages } = resolveSidebar(spec.sidebars, new Map(pages.map((p) => [p.id, p])), { docsBase, version: spec.name, file: spec.sidebarsFile, referenceItems, problems: sidebarProblems });
    const navByRoute = computePageNav(sections);
    const labels = new Map(pages.map((p) => [p.route, p.sidebarLabel]));
    inheritPageNav(navByRoute, pages, (route) => labels.get(route));
    const searchNames = Object.values(reference).flatMap((output) => output.searchNames ?? []);
    const dataFiles = new Map(Object.values(reference).flatMap((output) => [...(output.dataFiles ?? [])]));
    return { name: spec.name, label: spec.label, archived: spec.archived, pages: [...pages, ...categoryPages], sections, navByRoute, assets: [], searchNames, dataFiles };
  };
  // Titles decide sidebar labels; when the front matter gives every title, the sidebar can be
  // resolved before any body is compiled (and a bad sidebar fails the build at once).
  const early = sources.every((s) => s.frontMatter.title) ? link(sources.map((s) => describePage(s, describe))) : undefined;
  // Checked on the text already read (body lines offset to file lines), before compiling.
  const urnProblems = checkPageUrns(sources, Object.values(reference));
  const compileOptions: CompileOptions = {
    ...describe,
    cache: options.cache,
    pool: options.pool,
    onPage: early && options.onPage ? (page) => options.onPage!(page, early) : undefined,
    graphqlChecker: generatedRoutes.has(GRAPHQL_CHECKER_ROUTE) ? GRAPHQL_CHECKER_ROUTE : undefined,
    markdownTwinUrl: options.markdownTwins && !spec.archived ? project.config.url.replace(/\/+$/, '') : undefined,
    // One array for every page: it travels to a worker once per batch (structured clone keeps identity).
    markdownTwinRoutes: generatedTwins ? [...generatedRoutes, ...(early?.pages.filter((p) => p.kind === 'category-index').map((p) => p.route) ?? [])] : undefined,
  };
  const { pages, problems, assets } = await compilePages(sources, compileOptions);
  if (options.onVersionSources) {
    const routeOfFile = new Map(sources.map((s) => [s.relPath, s.route]));
    options.onVersionSources({
      name: spec.name,
      contentRoot,
      sources: new Map(sources.map((s) => [s.relPath, s])),
      async recompile(file, { reuse = true } = {}) {
        const found: Problem[] = [];
        const [source] = collectPages([file], docsBase, { strict: project.config.markdown.strict, problems: found });
        if (!source) return { problems: found, assets: [] };
        expandDataBlocks([source], dataDir, project.root, { releaseTagUrl: project.config.releaseTagUrl, collectionTables: collections.tables });
        const { pages: [page], problems: compiled, assets: used } = await compilePages([source], { ...compileOptions, cache: reuse ? compileOptions.cache : undefined, onPage: undefined, routeOfFile });
        found.push(...compiled, ...checkExamples([page!], Object.values(reference)), ...checkPageUrns([source], Object.values(reference)));
        return { source, page, problems: found, assets: used };
      },
    });
  }
  // Linked early, the sidebar and navigation already stand (front matter fixed every title): only
  // the stubs give way to the compiled pages, which come first in the same order.
  const site = early ? { ...early, pages: [...pages, ...early.pages.slice(sources.length)] } : link(pages);
  site.assets = assets;
  const twinMs = await generatedTwins?.done();
  // Thread time, not a stage: the conversion runs beside generating and compiling.
  if (options.timings && twinMs !== undefined) options.timings['twins.generated'] = twinMs;
  // Front matter first, as the stage that found it comes first.
  problems.unshift(...collectProblems);
  problems.push(...sidebarProblems, ...checkExamples(pages, Object.values(reference)), ...urnProblems);
  return { site, problems, lines: collections.lines };
}

/** Every code example of every page, checked by the reference outputs that know its language. */
function checkExamples(pages: SitePage[], outputs: ReferenceOutput[]): Problem[] {
  const checkers = outputs.map((o) => o.checkExample).filter((c): c is NonNullable<ReferenceOutput['checkExample']> => Boolean(c));
  if (checkers.length === 0) return [];
  const problems: Problem[] = [];
  for (const page of pages) {
    for (const example of page.examples ?? []) {
      for (const found of checkers.flatMap((check) => check(example.lang, example.code))) {
        problems.push({
          code: 'EXAMPLE_INVALID',
          file: page.file,
          // the fence line, then the line inside the block
          line: example.line !== undefined ? example.line + (found.line ?? 1) : undefined,
          message: `${example.lang} example: ${found.message}`,
        });
      }
    }
  }
  return problems;
}

/** Every URN written in a content page must parse against the metadata model (when it is loaded). */
function checkPageUrns(sources: SourcePage[], outputs: ReferenceOutput[]): Problem[] {
  const checkers = outputs.map((o) => o.checkUrns).filter((c): c is NonNullable<ReferenceOutput['checkUrns']> => Boolean(c));
  if (checkers.length === 0) return [];
  return sources.flatMap((source) =>
    source.body.includes('urn:li:')
      ? checkers.flatMap((check) => check(source.body)).map((found) => ({ code: 'URN_INVALID' as const, file: source.file, line: found.line === undefined ? undefined : found.line + source.bodyLineOffset, message: found.message }))
      : [],
  );
}

/** Files below `dir` as routes (`/a/b.txt`) mapped to their absolute paths. */
function listStaticFiles(dir: string): Map<string, string> {
  const files = new Map<string, string>();
  const walk = (abs: string, prefix: string): void => {
    if (!existsSync(abs)) return;
    for (const name of readdirSync(abs)) {
      const child = path.join(abs, name);
      if (statSync(child).isDirectory()) walk(child, `${prefix}/${name}`);
      else files.set(`${prefix}/${name}`, child);
    }
  };
  walk(dir, '');
  return files;
}

/**
 * Stages config → collect → compile → link for every version. Throws one BuildError with every
 * problem found (content, sidebars, data, links). Options: a compile cache (dev server) and threads.
 */
export async function loadSite(project: Project, options: LoadOptions = {}): Promise<SiteModel> {
  const { config } = project;
  // The home page's connector logos (simple-icons): loaded while the versions build, by sites that show them.
  const logos = config.chrome.home.connectors ? import('./sources/connectors/logos.ts') : undefined;
  logos?.catch(() => undefined); // awaited below
  const specs: VersionSpec[] = [
    // Archived versions first: Next's pages list them in the version menu.
    ...config.archivedVersions
      .filter((v) => !options.reuseVersions?.has(v.name))
      .map((v) => ({ name: v.name, label: v.name, contentDir: v.contentDir, sidebars: loadSidebarsFile(path.resolve(project.root, v.sidebarsFile)), sidebarsFile: v.sidebarsFile, archived: true, dataDir: v.dataDir, referenceDir: v.referenceDir })),
    { name: 'current', label: config.currentVersionLabel, contentDir: config.contentDir, sidebars: project.sidebars, sidebarsFile: project.sidebarsFile, archived: false, dataDir: config.dataDir },
  ];
  const problems: Problem[] = [];
  const versions: VersionSite[] = [];
  const lineMappers: LineMapper[] = [];
  for (const spec of specs) {
    const { site, problems: found, lines } = await loadVersion(project, spec, options);
    lineMappers.push(lines);
    versions.push(site);
    problems.push(...found);
    options.onVersion?.(site);
  }
  versions.unshift(versions.pop()!); // Next first, as SiteModel promises
  const storiesFile = path.join(project.root, config.dataDir, 'adoption-stories.yaml');
  const stories = existsSync(storiesFile) ? loadAdoptionStories(storiesFile, path.relative(project.root, storiesFile)) : [];
  const connectorLogos = logos ? await logos.then((m) => m.resolveConnectorIcons(m.loadConnectorLogos(path.join(project.root, config.dataDir)))) : {};
  const next = versions[0]!;
  next.pages.push(...specialPages(stories, config, docsHomeRoute(config.chrome, next.sections, next.pages), existsSync(storiesFile)));
  const staticFiles = listStaticFiles(path.resolve(project.root, config.staticDir));
  if (!staticFiles.has('/favicon.svg')) staticFiles.set('/favicon.svg', path.join(ENGINE_ROOT, 'src/styles/favicon.svg'));
  const across = checkAcrossSite(project, versions, staticFiles, options.markdownTwins);
  versions[0]!.pages.push(...across.redirects);
  const lines = (found: Problem[]): Problem[] => lineMappers.reduce((all, mapper) => mapper.remap(all), found);
  const finish = (found: Problem[]): Problem[] => applyStrictness(lines(found), config.markdown.strict);
  const all = finish([...problems, ...across.problems]);
  const model: SiteModel = { project, versions, stories, connectorLogos, staticFiles, warnings: all, toleratedHrefs: across.tolerated };
  if (options.tolerate) return { ...model, problems: { pages: problems, across: across.problems, finish } };
  if (all.some((p) => p.severity !== 'warning')) throw new BuildError(all);
  return model;
}

/** Routes served besides pages: static files, the site's own files, assets and reference data files. */
function servedFiles(staticFiles: Map<string, string>, versions: VersionSite[], markdownTwins: boolean | undefined): Set<string> {
  return new Set([
    ...staticFiles.keys(),
    '/sitemap.xml',
    '/robots.txt',
    '/page-index.json',
    ...(markdownTwins ? ['/llms.txt', '/llms-full.txt'] : []),
    ...versions.flatMap((v) => [...v.assets.map((a) => a.route), ...v.dataFiles.keys()]),
  ]);
}

/**
 * The checks that look from one page into others, run once every version is loaded: configured
 * redirects (against every page and served file; returns their pages, not yet added), every
 * content link and anchor, the chrome's links, and `oss_alternative` targets. The dev server runs
 * them again after a saved page, on versions whose redirect pages were already added.
 */
export function checkAcrossSite(project: Project, versions: VersionSite[], staticFiles: Map<string, string>, markdownTwins?: boolean): { redirects: SitePage[]; problems: Problem[]; tolerated: Set<string> } {
  const { config } = project;
  const files = servedFiles(staticFiles, versions, markdownTwins);
  const pages = versions.flatMap((v) => v.pages).filter((p) => !p.id.startsWith('redirect:'));
  const redirects = redirectPages(config.redirects, pages, files, findRedirectsSource(project.root));
  const problems = [...redirects.problems];
  const links = checkLinksDetailed([...pages, ...redirects.pages], files, { brokenLinks: config.markdown.strict ? 'error' : config.markdown.brokenLinks });
  problems.push(...links.problems, ...checkChromeLinks(config.chrome, [...pages, ...redirects.pages], files, existsSync(path.join(project.root, 'site.config.ts')) ? 'site.config.ts' : 'site.config.json'));
  // Each version's pages as loadVersion linked them (not the home, search, 404 and redirect pages).
  for (const version of versions) problems.push(...checkOssAlternatives(version.pages.filter((p) => p.kind === 'doc' || p.kind === 'category-index')));
  return { redirects: redirects.pages, problems, tolerated: links.tolerated };
}

import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadProject, loadSidebarsFile, type Project, type Sidebars } from '../config/load.ts';
import type { SiteConfig } from '../config/site-config.ts';
import type { SiteView } from '../components/view.ts';
import { routeToFile } from '../shared/routes.ts';
import { buildClientAssets } from './assets/build-client.ts';
import { collectPages, readContentFiles } from './collect/collect-pages.ts';
import { compilePages } from './compile/compile-pages.ts';
import { loadAdoptionStories, type AdoptionStory } from './data/adoption-stories.ts';
import { checkRenderedLinks } from './emit/check-html.ts';
import { buildPageIndex, renderRobots, renderSitemap } from './emit/site-files.ts';
import { createStagingDir, discardStaging, swapIntoPlace, type StagingDir } from './emit/write-site.ts';
import { BuildError, type Problem } from './errors.ts';
import { readLastUpdated } from './git/last-updated.ts';
import { checkLinks } from './link/check-links.ts';
import { computePageNav, listCategories } from './link/page-nav.ts';
import { resolveSidebar } from './link/sidebar.ts';
import type { NavNode, NavSection, PageNav, SitePage } from './model/site.ts';
import { renderPage } from './render/render-page.tsx';

/** Where the engine's own files live (client sources, lockfile), whatever project it builds. */
export const ENGINE_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface Logger {
  info(message: string): void;
}

export interface BuildOptions {
  /** Project root holding site.config.ts and sidebars.ts. */
  root: string;
  overrides?: Partial<SiteConfig>;
  logger?: Logger;
}

export interface BuildReport {
  outDir: string;
  pages: number;
  /** Milliseconds per stage. */
  timings: Record<string, number>;
}

/** One version of the docs as the later stages see it. */
interface VersionSite {
  name: string;
  label: string;
  archived: boolean;
  pages: SitePage[];
  sections: NavSection[];
  navByRoute: Map<string, PageNav>;
  assets: { source: string; route: string }[];
}

function specialPages(stories: AdoptionStory[]): SitePage[] {
  const base = { version: 'current', headings: [], ids: new Set<string>(), links: [] };
  return [
    { ...base, kind: 'home', id: 'home', route: '/', title: 'DataHub documentation', description: 'Documentation for DataHub, the open-source metadata platform, and DataHub Cloud.', sidebarLabel: 'Home' },
    {
      ...base,
      kind: 'adoption-stories',
      id: 'adoption-stories',
      route: '/adoption-stories',
      title: 'Adoption stories',
      description: `How ${stories.length} organisations describe their use of DataHub in public talks and posts.`,
      sidebarLabel: 'Adoption stories',
    },
    { ...base, kind: 'not-found', id: '404', route: '/404.html', title: 'Page not found', description: 'The page you asked for does not exist.', sidebarLabel: 'Not found' },
    { ...base, kind: 'redirect', id: 'docs-root', route: '/docs', title: 'Introduction', description: 'Redirects to the introduction.', sidebarLabel: 'Docs', redirectTo: '/docs/introduction' },
  ];
}

async function loadVersion(project: Project, spec: { name: string; label: string; contentDir: string; sidebars: Sidebars; sidebarsFile: string; archived: boolean }): Promise<{ site: VersionSite; problems: Problem[] }> {
  const contentRoot = path.resolve(project.root, spec.contentDir);
  const docsBase = spec.archived ? `/docs/${spec.name}` : '/docs';
  const files = readContentFiles(contentRoot, path.relative(project.root, contentRoot) || '.');
  const sources = collectPages(files, docsBase);
  const { pages, problems, assets } = await compilePages(sources, {
    contentRoot,
    version: spec.name,
    editUrlBase: spec.archived ? undefined : project.config.editUrlBase,
    lastUpdated: readLastUpdated(contentRoot),
  });
  const docs = new Map(pages.map((p) => [p.id, p]));
  const { sections, categoryPages } = resolveSidebar(spec.sidebars, docs, { docsBase, version: spec.name, file: spec.sidebarsFile });
  return {
    site: { name: spec.name, label: spec.label, archived: spec.archived, pages: [...pages, ...categoryPages], sections, navByRoute: computePageNav(sections), assets },
    problems,
  };
}

function listFiles(dir: string, prefix = ''): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const abs = path.join(dir, name);
    return statSync(abs).isDirectory() ? listFiles(abs, `${prefix}/${name}`) : [`${prefix}/${name}`];
  });
}

/**
 * Builds the site: config → collect → compile → link → render → emit. Everything is written to a
 * staging folder that replaces `outDir` only when every stage succeeded; on any problem the build
 * throws a BuildError listing them all and the previous site stays as it was.
 */
export async function build(options: BuildOptions): Promise<BuildReport> {
  const timings: Record<string, number> = {};
  let mark = performance.now();
  const lap = (stage: string): void => {
    const now = performance.now();
    timings[stage] = Math.round(now - mark);
    mark = now;
  };
  const log = options.logger ?? { info: () => undefined };

  const project = await loadProject(options.root, options.overrides);
  const { config } = project;
  const outDir = path.resolve(project.root, config.outDir);
  lap('config');

  const staging = createStagingDir(outDir);
  try {
    const assetsPromise = buildClientAssets(ENGINE_ROOT, staging.dir);
    const problems: Problem[] = [];
    const specs = [
      { name: 'current', label: config.currentVersionLabel, contentDir: config.contentDir, sidebars: project.sidebars, sidebarsFile: project.sidebarsFile, archived: false },
      ...config.archivedVersions.map((v) => ({ name: v.name, label: v.name, contentDir: v.contentDir, sidebars: loadSidebarsFile(path.resolve(project.root, v.sidebarsFile)), sidebarsFile: v.sidebarsFile, archived: true })),
    ];
    const versions: VersionSite[] = [];
    for (const spec of specs) {
      const { site, problems: versionProblems } = await loadVersion(project, spec);
      versions.push(site);
      problems.push(...versionProblems);
    }
    lap('collect+compile');

    const storiesFile = path.join(project.root, config.dataDir, 'adoption-stories.yaml');
    const stories = existsSync(storiesFile) ? loadAdoptionStories(storiesFile, path.relative(project.root, storiesFile)) : [];
    const current = versions[0]!;
    current.pages.push(...specialPages(stories));
    const staticDir = path.resolve(project.root, config.staticDir);
    const staticFiles = listFiles(staticDir);
    if (!staticFiles.includes('/favicon.svg')) staticFiles.push('/favicon.svg');
    const files = new Set([...staticFiles, '/sitemap.xml', '/robots.txt', '/page-index.json', ...versions.flatMap((v) => v.assets.map((a) => a.route))]);
    const allPages = versions.flatMap((v) => v.pages);
    problems.push(...checkLinks(allPages, files));
    if (problems.length > 0) throw new BuildError(problems);
    lap('link');

    const assets = await assetsPromise;
    lap('assets');

    const htmlByRoute = new Map<string, string>();
    const currentRoutes = new Set(current.pages.map((p) => p.route));
    for (const version of versions) {
      const site: SiteView = { config, assets, versionLabel: version.label, archived: version.archived, sections: version.sections };
      const categoryByRoute = new Map<string, NavNode>(listCategories(version.sections).map((c) => [c.href, c]));
      const descriptionByRoute = new Map(version.pages.map((p) => [p.route, p.description]));
      for (const page of version.pages) {
        let latestHref: string | undefined;
        if (version.archived) {
          const same = page.route.replace(`/docs/${version.name}`, '/docs');
          latestHref = currentRoutes.has(same) ? same : '/docs/introduction';
        }
        const html = renderPage({ site, page, nav: version.navByRoute.get(page.route), latestHref }, { stories, categoryByRoute, descriptionByRoute });
        htmlByRoute.set(page.route, html);
      }
    }
    lap('render');

    const assetFiles = new Set([...files, assets.css, assets.js, ...listFiles(path.join(staging.dir, 'assets'), '/assets')]);
    const renderedProblems = checkRenderedLinks(htmlByRoute, assetFiles);
    if (renderedProblems.length > 0) throw new BuildError(renderedProblems);
    emit(staging, { htmlByRoute, versions, config, staticDir, staticFiles });
    lap('emit');
    swapIntoPlace(staging, outDir);
    log.info(`built ${htmlByRoute.size} pages into ${path.relative(process.cwd(), outDir) || outDir}`);
    return { outDir, pages: htmlByRoute.size, timings };
  } catch (error) {
    discardStaging(staging);
    throw error;
  }
}

function emit(
  staging: StagingDir,
  input: { htmlByRoute: Map<string, string>; versions: VersionSite[]; config: SiteConfig; staticDir: string; staticFiles: string[] },
): void {
  const { htmlByRoute, versions, config } = input;
  for (const [route, html] of htmlByRoute) staging.write(routeToFile(route), html);
  for (const file of input.staticFiles) {
    const own = path.join(input.staticDir, file);
    staging.copy(existsSync(own) ? own : path.join(ENGINE_ROOT, 'src/styles', file), file.slice(1));
  }
  for (const version of versions) {
    for (const asset of version.assets) staging.copy(asset.source, asset.route.slice(1));
    const prefix = version.archived ? `_sidebar/${version.name}` : '_sidebar';
    for (const category of listCategories(version.sections)) {
      const items = (category.items ?? []).map(({ items, ...rest }) => ({ ...rest, ...(items ? { hasItems: true } : {}) }));
      staging.write(`${prefix}/${category.key}.json`, JSON.stringify(items));
    }
  }
  const current = versions[0]!;
  staging.write('sitemap.xml', renderSitemap(config.url, current.pages));
  staging.write('robots.txt', renderRobots(config.url));
  const index = buildPageIndex(current.pages, (route) => current.navByRoute.get(route)?.section?.label);
  staging.write('page-index.json', JSON.stringify(index));
}

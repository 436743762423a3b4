import type { SiteModel } from '../site-model.ts';
import { routeToFile } from '../../shared/routes.ts';
import { listCategories } from '../link/page-nav.ts';
import { buildPageIndex, renderRobots, renderSitemap } from './site-files.ts';
import { renderRedirectsFile } from '../redirects/redirect-pages.ts';
import { scanHtml, type PageScan } from './check-html.ts';
import type { StagingDir } from './write-site.ts';

/** The JSON a sidebar category's toggle fetches: its direct items, children replaced by a flag. */
export function categoryItemsJson(model: SiteModel): Map<string, string> {
  const files = new Map<string, string>();
  for (const version of model.versions) {
    const prefix = version.archived ? `/_sidebar/${version.name}` : '/_sidebar';
    for (const category of listCategories(version.sections)) {
      const items = (category.items ?? []).map(({ items, ...rest }) => ({ ...rest, ...(items ? { hasItems: true } : {}) }));
      files.set(`${prefix}/${category.key}.json`, JSON.stringify(items));
    }
  }
  return files;
}

/** The page index published for tools and search. */
export function pageIndexJson(model: SiteModel): string {
  const current = model.versions[0]!;
  return JSON.stringify(buildPageIndex(current.pages, (route) => current.navByRoute.get(route)?.section?.label));
}

/** Writes rendered pages as they come, keeping only their links and ids for the final check. */
export function createPageWriter(staging: StagingDir): { write(route: string, html: string): void; has(route: string): boolean; scans: Map<string, PageScan> } {
  const scans = new Map<string, PageScan>();
  return {
    write(route, html) {
      staging.write(routeToFile(route), html);
      scans.set(route, scanHtml(html));
    },
    has: (route) => scans.has(route),
    scans,
  };
}

/** Writes everything besides pages: copied files, sidebar JSON, the page index, sitemap and robots. */
export function emitSite(staging: StagingDir, model: SiteModel): void {
  const { config } = model.project;
  for (const [route, source] of model.staticFiles) staging.copy(source, route.slice(1));
  for (const version of model.versions) for (const asset of version.assets) staging.copy(asset.source, asset.route.slice(1));
  for (const version of model.versions) for (const [route, text] of version.dataFiles) staging.write(route.slice(1), text);
  for (const [route, json] of categoryItemsJson(model)) staging.write(route.slice(1), json);
  staging.write('page-index.json', pageIndexJson(model));
  staging.write('sitemap.xml', renderSitemap(config.url, model.versions[0]!.pages));
  staging.write('robots.txt', renderRobots(config.url));
  staging.write('_redirects', renderRedirectsFile(model.versions[0]!.pages));
}

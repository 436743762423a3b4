import type { AssetUrls, SiteView } from '../../components/view.ts';
import type { AdoptionStory } from '../data/adoption-stories.ts';
import type { IconLogo } from '../sources/connectors/logo-model.ts';
import { createPageLookup, resolveOssAlternative } from '../link/oss-alternative.ts';
import { listCategories } from '../link/page-nav.ts';
import type { NavNode, SitePage } from '../model/site.ts';
import type { SiteModel, VersionSite } from '../site-model.ts';
import { renderPage } from './render-page.tsx';
import { archivedSearchBase } from '../../shared/search-names.ts';
import { directLinker, docsBaseOf, versionStart, type VersionLinker, type VersionRoutes } from '../versions/version-links.ts';

/** Renders pages of one version. */
export type PageRenderer = (page: SitePage) => string;

/**
 * A renderer for one version. `links` gives the archived-version banner its target (the same page
 * in Next, or its nearest parent) and the version menu its entries.
 */
export function createRenderer(config: SiteView['config'], assets: AssetUrls, version: VersionSite, links: VersionLinker, stories: AdoptionStory[] = [], connectorLogos: Record<string, IconLogo> = {}): PageRenderer {
  const site: SiteView = {
    config,
    assets,
    versionLabel: version.label,
    archived: version.archived,
    sections: version.sections,
    docsBase: docsBaseOf(version.name, version.archived),
    searchBase: version.archived ? archivedSearchBase(version.name) : undefined,
  };
  const data = {
    stories,
    connectorLogos,
    categoryByRoute: new Map<string, NavNode>(listCategories(version.sections).map((c) => [c.href, c])),
    descriptionByRoute: new Map(version.pages.map((p) => [p.route, p.description])),
  };
  const lookup = createPageLookup(version.pages);
  return (page) =>
    renderPage(
      { site, page, nav: version.navByRoute.get(page.route), latestHref: links.latestHref?.(page.route), versionLinks: links.menu?.(page.route), ossAlternative: resolveOssAlternative(page, lookup).resolved },
      data,
    );
}

/** What other versions' pages need to know of a loaded version. */
export function versionRoutesOf(version: VersionSite): VersionRoutes {
  const docsBase = docsBaseOf(version.name, version.archived);
  const routes = new Set(version.pages.map((p) => p.route));
  return { name: version.name, label: version.label, docsBase, routes, start: versionStart(docsBase, routes) };
}

/** Renders the one page at `route` (the dev server's path), or undefined when there is none. */
export function renderRoute(model: SiteModel, assets: AssetUrls, route: string): string | undefined {
  const all = model.versions.map(versionRoutesOf);
  for (const version of model.versions) {
    const page = version.pages.find((p) => p.route === route);
    if (page) return createRenderer(model.project.config, assets, version, directLinker(version.name, all), model.stories, model.connectorLogos)(page);
  }
  return undefined;
}

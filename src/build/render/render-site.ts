import type { AssetUrls, SiteView } from '../../components/view.ts';
import type { NavNode } from '../model/site.ts';
import { listCategories } from '../link/page-nav.ts';
import type { SiteModel, VersionSite } from '../site-model.ts';
import { renderPage, type RenderData } from './render-page.tsx';

function prepare(model: SiteModel, version: VersionSite, assets: AssetUrls): { site: SiteView; data: RenderData; latest: Set<string> } {
  const site: SiteView = { config: model.project.config, assets, versionLabel: version.label, archived: version.archived, sections: version.sections };
  const data: RenderData = {
    stories: model.stories,
    categoryByRoute: new Map<string, NavNode>(listCategories(version.sections).map((c) => [c.href, c])),
    descriptionByRoute: new Map(version.pages.map((p) => [p.route, p.description])),
  };
  return { site, data, latest: new Set(model.versions[0]!.pages.map((p) => p.route)) };
}

/** For an archived page: the same page in Next, or the docs start when it is gone. */
function latestHrefOf(version: VersionSite, route: string, latest: Set<string>): string | undefined {
  if (!version.archived) return undefined;
  const same = route.replace(`/docs/${version.name}`, '/docs');
  return latest.has(same) ? same : '/docs/introduction';
}

/** Renders every page of every version, one at a time, so no more than one document is held. */
export function* renderSite(model: SiteModel, assets: AssetUrls): Generator<[route: string, html: string]> {
  for (const version of model.versions) {
    const { site, data, latest } = prepare(model, version, assets);
    for (const page of version.pages) {
      yield [page.route, renderPage({ site, page, nav: version.navByRoute.get(page.route), latestHref: latestHrefOf(version, page.route, latest) }, data)];
    }
  }
}

/** Renders the one page at `route` (the dev server's path), or undefined when there is none. */
export function renderRoute(model: SiteModel, assets: AssetUrls, route: string): string | undefined {
  for (const version of model.versions) {
    const page = version.pages.find((p) => p.route === route);
    if (!page) continue;
    const { site, data, latest } = prepare(model, version, assets);
    return renderPage({ site, page, nav: version.navByRoute.get(page.route), latestHref: latestHrefOf(version, route, latest) }, data);
  }
  return undefined;
}

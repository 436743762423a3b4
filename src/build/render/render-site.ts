import type { AssetUrls, SiteView } from '../../components/view.ts';
import type { AdoptionStory } from '../data/adoption-stories.ts';
import { createPageLookup, resolveOssAlternative } from '../link/oss-alternative.ts';
import { listCategories } from '../link/page-nav.ts';
import type { NavNode, SitePage } from '../model/site.ts';
import type { SiteModel, VersionSite } from '../site-model.ts';
import { renderPage } from './render-page.tsx';

/** Renders pages of one version. */
export type PageRenderer = (page: SitePage) => string;

/**
 * A renderer for one version. `latestRoutes` are the routes of Next, for the archived-version
 * banner (the same page in Next, or the docs start when it is gone).
 */
export function createRenderer(config: SiteView['config'], assets: AssetUrls, version: VersionSite, latestRoutes: ReadonlySet<string>, stories: AdoptionStory[] = []): PageRenderer {
  const site: SiteView = { config, assets, versionLabel: version.label, archived: version.archived, sections: version.sections };
  const data = {
    stories,
    categoryByRoute: new Map<string, NavNode>(listCategories(version.sections).map((c) => [c.href, c])),
    descriptionByRoute: new Map(version.pages.map((p) => [p.route, p.description])),
  };
  const lookup = createPageLookup(version.pages);
  return (page) => {
    let latestHref: string | undefined;
    if (version.archived) {
      const same = page.route.replace(`/docs/${version.name}`, '/docs');
      latestHref = latestRoutes.has(same) ? same : '/docs/introduction';
    }
    const ossAlternative = resolveOssAlternative(page, lookup).resolved;
    return renderPage({ site, page, nav: version.navByRoute.get(page.route), latestHref, ossAlternative }, data);
  };
}

/** Renders the one page at `route` (the dev server's path), or undefined when there is none. */
export function renderRoute(model: SiteModel, assets: AssetUrls, route: string): string | undefined {
  const latest = new Set(model.versions[0]!.pages.map((p) => p.route));
  for (const version of model.versions) {
    const page = version.pages.find((p) => p.route === route);
    if (page) return createRenderer(model.project.config, assets, version, latest, model.stories)(page);
  }
  return undefined;
}

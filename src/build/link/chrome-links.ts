import { chromeHrefs, type Chrome } from '../../config/chrome.ts';
import { splitHref } from '../../shared/routes.ts';
import type { Problem } from '../errors.ts';
import type { NavNode, NavSection, SitePage } from '../model/site.ts';

/**
 * Every in-site link of the chrome (navbar, footer, home, suggestions, `docsHome`) must be a page
 * or a served file, and its `#fragment` an id there. A bad one is one `CHROME_LINK_BROKEN` at the
 * config file, naming the key, instead of a broken link on every rendered page.
 */
export function checkChromeLinks(chrome: Chrome, pages: readonly SitePage[], files: ReadonlySet<string>, configFile: string): Problem[] {
  const byRoute = new Map(pages.map((p) => [p.route, p]));
  const problems: Problem[] = [];
  for (const { href, where } of chromeHrefs(chrome)) {
    const { path, hash } = splitHref(href);
    const target = byRoute.get(path);
    if (!target && !files.has(path)) problems.push({ code: 'CHROME_LINK_BROKEN', file: configFile, message: `${where} links to ${href}: no page has the route ${path}` });
    else if (target && hash && !target.ids.has(hash)) problems.push({ code: 'CHROME_LINK_BROKEN', file: configFile, message: `${where} links to ${href}: ${path} has no element with id "${hash}"` });
  }
  return problems;
}

/** Where `/docs` leads: `chrome.docsHome`, else the first page of the sidebar, else the first page. */
export function docsHomeRoute(chrome: Chrome, sections: readonly NavSection[], pages: readonly SitePage[]): string | undefined {
  if (chrome.docsHome) return chrome.docsHome;
  const first = (nodes: readonly NavNode[]): string | undefined => {
    for (const node of nodes) {
      if (node.type !== 'link' && !node.external) return node.href;
    }
    return undefined;
  };
  for (const section of sections) {
    const href = first(section.items);
    if (href) return href;
  }
  return pages.find((p) => p.kind === 'doc')?.route;
}

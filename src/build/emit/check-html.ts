import { isExternalHref, splitHref } from '../../shared/routes.ts';
import type { Problem } from '../errors.ts';

const HREF = /\s(?:href|src)="([^"]*)"/g;
const ID = /\sid="([^"]*)"/g;

function decodeEntities(value: string): string {
  return value.replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/&#x27;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>');
}

/**
 * The last line of defence: every in-site link and anchor in every rendered page (layout, sidebar,
 * components and content alike) must resolve to a page or file of the site. Returns the problems,
 * naming the page and the missing target.
 */
export function checkRenderedLinks(htmlByRoute: ReadonlyMap<string, string>, files: ReadonlySet<string>): Problem[] {
  const idsByRoute = new Map<string, Set<string>>();
  for (const [route, html] of htmlByRoute) idsByRoute.set(route, new Set([...html.matchAll(ID)].map((m) => decodeEntities(m[1] ?? ''))));
  const problems: Problem[] = [];
  const seen = new Set<string>();
  for (const [route, html] of htmlByRoute) {
    for (const match of html.matchAll(HREF)) {
      const href = decodeEntities(match[1] ?? '');
      if (!href || isExternalHref(href)) continue;
      const { path, hash } = splitHref(href.startsWith('#') ? `${route}${href}` : href);
      const ids = idsByRoute.get(path);
      let message: string | undefined;
      if (!ids && !files.has(path)) message = `links to ${href}, which is not a page or file of the site`;
      else if (ids && hash && !ids.has(hash)) message = `links to ${href}, but ${path} has no element with id "${hash}"`;
      if (!message) continue;
      const key = `${route} ${href}`;
      if (seen.has(key)) continue;
      seen.add(key);
      problems.push({ code: hash && ids ? 'ANCHOR_BROKEN' : 'LINK_BROKEN', file: `page ${route}`, message, hint: 'Fix the link in the sidebar, a component or the page named here.' });
    }
  }
  return problems;
}

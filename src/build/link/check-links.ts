import { splitHref } from '../../shared/routes.ts';
import type { Problem } from '../errors.ts';
import type { SitePage } from '../model/site.ts';

/**
 * Checks every recorded link of every page: the route must be a page (or a file the site serves)
 * and the fragment an id on that page. Problems name the source file and line of the link.
 */
export function checkLinks(pages: SitePage[], files: ReadonlySet<string>): Problem[] {
  const byRoute = new Map(pages.map((p) => [p.route, p]));
  const problems: Problem[] = [];
  for (const page of pages) {
    for (const link of page.links) {
      const { path, hash } = splitHref(link.href);
      const target = byRoute.get(path);
      const where = { file: link.file ?? page.file ?? page.route, line: link.line, column: link.column };
      if (!target) {
        if (files.has(path)) continue;
        problems.push({ code: 'LINK_BROKEN', ...where, message: `link to ${link.href}: no page has the route ${path}` });
        continue;
      }
      if (hash && !target.ids.has(hash)) {
        const known = target.headings.map((h) => h.id).slice(0, 8);
        problems.push({
          code: 'ANCHOR_BROKEN',
          ...where,
          message: `link to ${link.href}: ${path} has no element with id "${hash}"`,
          hint: known.length ? `Use one of the page's heading ids: ${known.map((k) => `#${k}`).join(', ')}${target.headings.length > 8 ? ' …' : ''}.` : undefined,
        });
      }
    }
  }
  return problems;
}

import { splitHref } from '../../shared/routes.ts';
import type { Problem } from '../errors.ts';
import type { SitePage } from '../model/site.ts';

export interface CheckLinksOptions {
  /** `markdown.brokenLinks` under relaxed rules: `warning` reports a missing target without stopping the build. @default "error" */
  brokenLinks?: 'error' | 'warning';
}

/** What the link check found: the problems, and the hrefs it let through as warnings (the rendered-page check skips them). */
export interface LinkCheck {
  problems: Problem[];
  tolerated: Set<string>;
}

/**
 * Checks every recorded link of every page: the route must be a page (or a file the site serves)
 * and the fragment an id on that page. Problems name the source file and line of the link; a
 * `.md` link that is neither a content file nor a generated page says both what file and what
 * route were looked for.
 */
export function checkLinks(pages: SitePage[], files: ReadonlySet<string>, options: CheckLinksOptions = {}): Problem[] {
  return checkLinksDetailed(pages, files, options).problems;
}

export function checkLinksDetailed(pages: SitePage[], files: ReadonlySet<string>, options: CheckLinksOptions = {}): LinkCheck {
  const byRoute = new Map(pages.map((p) => [p.route, p]));
  const problems: Problem[] = [];
  const tolerated = new Set<string>();
  const severity = options.brokenLinks === 'warning' ? ({ severity: 'warning' } as const) : {};
  for (const page of pages) {
    for (const link of page.links) {
      const { path, hash } = splitHref(link.href);
      const target = byRoute.get(path);
      const where = { file: link.file ?? page.file ?? page.route, line: link.line, column: link.column };
      if (!target) {
        if (files.has(path)) continue;
        const message = link.written
          ? `link to ${link.written}: no content page has that file, and no generated page has the route ${path}`
          : `link to ${link.href}: no page has the route ${path}`;
        problems.push({ code: 'LINK_BROKEN', ...where, message, ...severity });
        if (severity.severity) tolerated.add(link.href);
        continue;
      }
      if (hash && !target.ids.has(hash)) {
        const known = target.headings.map((h) => h.id).slice(0, 8);
        problems.push({
          code: 'ANCHOR_BROKEN',
          ...where,
          message: `link to ${link.written ?? link.href}: ${path} has no element with id "${hash}"`,
          hint: known.length ? `Use one of the page's heading ids: ${known.map((k) => `#${k}`).join(', ')}${target.headings.length > 8 ? ' …' : ''}.` : undefined,
          ...severity,
        });
        if (severity.severity) tolerated.add(link.href);
      }
    }
  }
  return { problems, tolerated };
}

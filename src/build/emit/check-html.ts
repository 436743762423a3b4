import { isExternalHref, splitHref } from '../../shared/routes.ts';
import type { Problem } from '../errors.ts';

const HREF = /\s(?:href|src)="([^"]*)"/g;
const ID = /\sid="([^"]*)"/g;

/** What the final link check needs of a rendered page: its in-site links and its element ids. */
export interface PageScan {
  hrefs: string[];
  ids: Set<string>;
}

function decodeEntities(value: string): string {
  return value.replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/&#x27;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>');
}

/**
 * Regex matches are slices that keep their whole document alive; hrefs and ids repeat across
 * pages (the sidebar), so each distinct one is stored once, as a flat copy of its own.
 */
const interned = new Map<string, string>();
function intern(value: string): string {
  let kept = interned.get(value);
  if (kept === undefined) {
    kept = Buffer.from(value, 'utf8').toString('utf8');
    interned.set(kept, kept);
  }
  return kept;
}

/** Extracts in-site hrefs/srcs and ids from a rendered page, so the HTML itself need not be kept. */
export function scanHtml(html: string): PageScan {
  const hrefs = new Set<string>();
  for (const match of html.matchAll(HREF)) {
    const href = decodeEntities(match[1] ?? '');
    if (href && !isExternalHref(href)) hrefs.add(intern(href));
  }
  return { hrefs: [...hrefs], ids: new Set([...html.matchAll(ID)].map((m) => intern(decodeEntities(m[1] ?? '')))) };
}

/**
 * The last line of defence: every in-site link and anchor in every rendered page (layout, sidebar,
 * components and content alike) must resolve to a page or file of the site. Returns the problems,
 * naming the page and the missing target.
 */
export function checkRenderedLinks(scans: ReadonlyMap<string, PageScan>, files: ReadonlySet<string>, tolerated: ReadonlySet<string> = new Set()): Problem[] {
  const problems: Problem[] = [];
  for (const [route, scan] of scans) {
    for (const href of scan.hrefs) {
      // Already reported as a warning with its source line (`markdown.brokenLinks: 'warning'`).
      if (tolerated.has(href)) continue;
      const { path, hash } = splitHref(href.startsWith('#') ? `${route}${href}` : href);
      const target = scans.get(path);
      let message: string | undefined;
      if (!target && !files.has(path)) message = `links to ${href}, which is not a page or file of the site`;
      else if (target && hash && !target.ids.has(hash)) message = `links to ${href}, but ${path} has no element with id "${hash}"`;
      if (!message) continue;
      problems.push({ code: hash && target ? 'ANCHOR_BROKEN' : 'LINK_BROKEN', file: `page ${route}`, message, hint: 'Fix the link in the sidebar, a component or the page named here.' });
    }
  }
  return problems;
}

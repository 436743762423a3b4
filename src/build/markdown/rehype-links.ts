import path from 'node:path';
import type { Element, Root } from 'hast';
import type { VFile } from 'vfile';
import { walkElements } from './walk.ts';
import { isExternalHref, joinRoute, routeFromPath, splitHref } from '../../shared/routes.ts';
import { houseRule, reportAt, type PageContext } from './facts.ts';

/**
 * The content-root-relative file a `.md` link names: relative to the page's folder, or absolute
 * from the docs base as Docusaurus writes them (`/docs/quickstart.md` is `quickstart.md`).
 * Starts with `../` when the link leaves the content folder.
 */
export function linkedFile(target: string, ctx: Pick<PageContext, 'relPath' | 'docsBase'>): string {
  if (target.startsWith('/')) {
    const base = `${(ctx.docsBase ?? '/docs').replace(/\/$/, '')}/`;
    return decodeURIComponent(target.startsWith(base) ? target.slice(base.length) : target.slice(1));
  }
  return path.posix.normalize(path.posix.join(path.posix.dirname(ctx.relPath), decodeURIComponent(target)));
}

/**
 * Resolves an in-site href written on a page to an absolute route (with query and fragment): `.md`
 * links through the file map, other relative links against the page's route. Returns `undefined`
 * for a `.md` link to a file that is not a page.
 */
export function resolveHref(href: string, ctx: Pick<PageContext, 'route' | 'relPath' | 'routeOfFile' | 'docsBase'>): string | undefined {
  const { path: target, hash } = splitHref(href);
  // A query string (`/docs/api/graphql/checker?q=…`) is kept as written; only the path is resolved.
  const query = /^[^#?]*(\?[^#]*)/.exec(href)?.[1] ?? '';
  const fragment = `${query}${hash ? `#${hash}` : ''}`;
  if (target === '') return `${ctx.route}${fragment}`;
  if (/\.mdx?$/i.test(target)) {
    const route = ctx.routeOfFile.get(linkedFile(target, ctx));
    return route ? `${route}${fragment}` : undefined;
  }
  if (target.startsWith('/')) return `${target.replace(/\/$/, '') || '/'}${fragment}`;
  return `${joinRoute(path.posix.normalize(path.posix.join(path.posix.dirname(ctx.route), target)))}${fragment}`;
}

/**
 * Rewrites every in-page link to its absolute route and records it for the link check; marks
 * external links so readers see they leave the site.
 */
export function rehypeLinks() {
  return (tree: Root, file: VFile): void => {
    const ctx = file.data.page;
    const facts = file.data.facts;
    if (!ctx || !facts) return;
    walkElements(tree, (node: Element) => {
      if (node.tagName !== 'a') return;
      const href = node.properties.href;
      if (typeof href !== 'string' || href === '') return;
      if (isExternalHref(href)) {
        if (/^https?:/i.test(href)) {
          node.properties.rel = ['noopener'];
          node.properties.className = [...((node.properties.className as string[] | undefined) ?? []), 'external'];
        }
        return;
      }
      const line = node.position ? node.position.start.line + ctx.lineOffset : undefined;
      if (href.startsWith('#')) {
        facts.links.push({ href: `${ctx.route}${decodeURIComponent(href)}`, line, column: node.position?.start.column });
        return;
      }
      const resolved = resolveHref(href, ctx);
      if (!resolved) {
        // A `.md` file that is not a content page may still be a generated one
        // (`../generated/ingestion/sources/snowflake.md`): its route is checked with every other
        // link once all pages are known, and a problem there names both the file and the route.
        const { path: target, hash } = splitHref(href);
        const fileRel = linkedFile(target, ctx);
        const base = `${(ctx.docsBase ?? '/docs').replace(/\/$/, '')}/`;
        // `/metadata-ingestion/x.md`: a file of the repository beside the docs, not a page.
        if (fileRel.startsWith('../') || (target.startsWith('/') && !target.startsWith(base))) {
          reportAt(ctx, facts, node.position, {
            code: 'LINK_BROKEN',
            message: `link to ${href}: the file is outside the content folder`,
            hint: 'Link to a page of this site (a .md file under the content folder or a route), or to the page\'s published URL.',
            ...houseRule(ctx),
          });
          // Relaxed rules go on without the target: the text stays, as a link to nowhere.
          if (houseRule(ctx).severity) delete node.properties.href;
          return;
        }
        const route = `${routeFromPath(fileRel, ctx.docsBase ?? '/docs')}${hash ? `#${hash}` : ''}`;
        node.properties.href = route;
        facts.links.push({ href: route, written: href, line, column: node.position?.start.column });
        return;
      }
      node.properties.href = resolved;
      facts.links.push({ href: resolved, line, column: node.position?.start.column });
    });
  };
}

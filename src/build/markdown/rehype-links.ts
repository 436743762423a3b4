import path from 'node:path';
import type { Element, Root } from 'hast';
import type { VFile } from 'vfile';
import { visit } from 'unist-util-visit';
import { isExternalHref, joinRoute, splitHref } from '../../shared/routes.ts';
import { reportAt, type PageContext } from './facts.ts';

/**
 * Resolves an in-site href written on a page to an absolute route (with query and fragment): relative `.md`
 * links through the file map, other relative links against the page's route. Returns `undefined`
 * for a `.md` link to a file that is not a page.
 */
export function resolveHref(href: string, ctx: Pick<PageContext, 'route' | 'relPath' | 'routeOfFile'>): string | undefined {
  const { path: target, hash } = splitHref(href);
  // A query string (`/docs/api/graphql/checker?q=…`) is kept as written; only the path is resolved.
  const query = /^[^#?]*(\?[^#]*)/.exec(href)?.[1] ?? '';
  const fragment = `${query}${hash ? `#${hash}` : ''}`;
  if (target === '') return `${ctx.route}${fragment}`;
  if (/\.mdx?$/i.test(target)) {
    const fromDir = path.posix.dirname(ctx.relPath);
    const rel = target.startsWith('/') ? target.slice(1) : path.posix.normalize(path.posix.join(fromDir, decodeURIComponent(target)));
    const route = ctx.routeOfFile.get(rel);
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
    visit(tree, 'element', (node: Element) => {
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
        reportAt(ctx, facts, node.position, { code: 'LINK_BROKEN', message: `link to ${href}: no such page file` });
        return;
      }
      node.properties.href = resolved;
      facts.links.push({ href: resolved, line, column: node.position?.start.column });
    });
  };
}

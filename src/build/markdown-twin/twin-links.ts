import path from 'node:path';
import { isExternalHref } from '../../shared/routes.ts';
import type { AssetRef, PageContext } from '../markdown/facts.ts';
import { resolveHref } from '../markdown/rehype-links.ts';

/**
 * Routes with a twin: every hand-written page of the version (every route of its file map) and
 * the generated and category pages the build names (`otherTwinRoutes`). One set per pair: both
 * travel to a compile worker once per batch.
 */
const twinRoutesOf = new WeakMap<PageContext['routeOfFile'], { others: readonly string[] | undefined; routes: Set<string> }>();
function twinRoutes(routeOfFile: PageContext['routeOfFile'], others: readonly string[] | undefined): Set<string> {
  let known = twinRoutesOf.get(routeOfFile);
  if (!known || known.others !== others) twinRoutesOf.set(routeOfFile, (known = { others, routes: new Set([...routeOfFile.values(), ...(others ?? [])]) }));
  return known.routes;
}

/**
 * Makes a twin's in-site links absolute, so they still work when the text is pasted elsewhere or
 * read inside `llms-full.txt`: a page that has a twin is linked as its `.md` twin; a link with a
 * `#fragment` goes to the HTML page (the anchor is there); anything else (category pages, files)
 * to its URL. External links stay as written, and so does a target the build could not resolve
 * (the build reports it). Relative images are left to `rewriteImages`, which knows their copies.
 */
export function createUrlRewriter(siteUrl: string, ctx: Pick<PageContext, 'route' | 'relPath' | 'routeOfFile' | 'markdownTwin'>): (url: string, kind: 'link' | 'image') => string {
  const withTwin = twinRoutes(ctx.routeOfFile, ctx.markdownTwin?.otherTwinRoutes);
  return (url, kind) => {
    if (url === '' || isExternalHref(url)) return url;
    if (kind === 'image') return url.startsWith('/') ? `${siteUrl}${url}` : url;
    const resolved = resolveHref(url, ctx);
    if (!resolved) return url;
    const hash = resolved.indexOf('#');
    if (hash !== -1) return `${siteUrl}${resolved.slice(0, hash)}#${encodeURI(resolved.slice(hash + 1))}`;
    return withTwin.has(resolved) ? `${siteUrl}${resolved}.md` : `${siteUrl}${resolved}`;
  };
}

/** The URL of a relative image: its content-hashed copy in the site (rehype-images.ts), or the URL as written. */
export function copiedImageUrl(url: string, siteUrl: string, sourceDir: string, assets: readonly AssetRef[]): string {
  if (url === '' || isExternalHref(url) || url.startsWith('/')) return url;
  const source = path.resolve(sourceDir, decodeURIComponent(url));
  const copy = assets.find((a) => a.source === source);
  return copy ? `${siteUrl}${copy.route}` : url;
}

import type { Root } from 'mdast';
import { visit } from 'unist-util-visit';
import type { AssetRef, PageContext } from '../markdown/facts.ts';
import { copiedImageUrl, createUrlRewriter } from './twin-links.ts';
import type { MarkdownTwinRequest } from '../model/markdown-twin.ts';
import { printTwin, twinParts } from './twin-markdown.ts';

export type { MarkdownTwinRequest };


/**
 * Starts a page's twin from the tree the build has just parsed, before the HTML plugins change
 * it, so the page is parsed once for both outputs. Returns the step to run once the HTML plugins
 * are done, when the copies of local images are known: it prints the twin.
 */
export function startMarkdownTwin(tree: Root, source: string, ctx: PageContext & { markdownTwin: MarkdownTwinRequest }): (assets: readonly AssetRef[]) => string {
  const { siteUrl, otherTwinRoutes: _routes, ...head } = ctx.markdownTwin;
  const parts = twinParts(tree, source, { ...head, title: ctx.frontMatterTitle }, createUrlRewriter(siteUrl, ctx));
  return (assets) => {
    // Images are always in printed parts (verbatim.ts never copies one).
    if (assets.length > 0) {
      for (const part of parts) if ('nodes' in part) visit({ type: 'root', children: part.nodes }, 'image', (image) => void (image.url = copiedImageUrl(image.url, siteUrl, ctx.sourceDir, assets)));
    }
    return printTwin(parts);
  };
}

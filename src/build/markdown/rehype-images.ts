import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Element, Root } from 'hast';
import { imageSize } from 'image-size';
import type { VFile } from 'vfile';
import { walkElements } from './walk.ts';
import { isExternalHref } from '../../shared/routes.ts';
import { reportAt } from './facts.ts';

/** Raster formats whose size image-size always reads: one it cannot read is not an image of that kind. */
const RASTER = /\.(png|jpe?g|gif|webp|avif|bmp)$/i;

/**
 * Local images are copied into the site under a content-hashed name, get their intrinsic width and
 * height (no layout shift) and load lazily. A missing file is a build error.
 */
export function rehypeImages() {
  return (tree: Root, file: VFile): void => {
    const ctx = file.data.page;
    const facts = file.data.facts;
    if (!ctx || !facts) return;
    walkElements(tree, (node: Element) => {
      if (node.tagName !== 'img') return;
      node.properties.loading = 'lazy';
      node.properties.decoding = 'async';
      const src = node.properties.src;
      if (typeof src !== 'string' || isExternalHref(src) || src.startsWith('/')) return;
      const source = path.resolve(ctx.sourceDir, decodeURIComponent(src));
      if (!existsSync(source)) {
        reportAt(ctx, facts, node.position, { code: 'IMAGE_MISSING', message: `image ${src} not found (looked for ${source})` });
        return;
      }
      const bytes = readFileSync(source);
      const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 10);
      const route = `${ctx.assetBase}/${path.basename(source, path.extname(source))}.${hash}${path.extname(source)}`;
      let size: { width?: number; height?: number } | undefined;
      try {
        size = imageSize(bytes);
      } catch {
        // Formats image-size cannot read (rare) still render, just without intrinsic size.
      }
      if (size?.width && size.height) {
        node.properties.width = size.width;
        node.properties.height = size.height;
      } else if (RASTER.test(source)) {
        // A raster file whose header no reader recognises is broken (or another format renamed): readers would see a broken image.
        reportAt(ctx, facts, node.position, { code: 'IMAGE_INVALID', message: `image ${src} is not a readable ${path.extname(source).slice(1).toUpperCase()} file` });
        return;
      }
      node.properties.src = route;
      facts.assets.push({ source, route });
    });
  };
}

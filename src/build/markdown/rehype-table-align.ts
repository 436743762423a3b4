import type { Element, Root } from 'hast';
import { visit } from 'unist-util-visit';

/** GFM column alignment arrives as the obsolete `align` attribute; valid HTML wants a style. */
export function rehypeTableAlign() {
  return (tree: Root): void => {
    visit(tree, 'element', (node: Element) => {
      if (node.tagName !== 'td' && node.tagName !== 'th') return;
      const align = node.properties.align;
      if (typeof align !== 'string') return;
      delete node.properties.align;
      node.properties.style = `text-align:${align}`;
    });
  };
}

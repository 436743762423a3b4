import type { Element, Root } from 'hast';

/** Any unist node; a parent is a node with `children`. */
interface Node {
  type: string;
  children?: Node[];
}

/**
 * Calls `visitor` on every node below `tree` (not `tree` itself), depth first, in document order,
 * with its index and parent. It walks as unist-util-visit does for a visitor that returns nothing:
 * a node's children are read after the visitor ran on it (a visitor may give a node new children,
 * which are walked), and a node the visitor puts in its own place is not walked, the node that was
 * there is.
 *
 * The build's plugins visit every page's tree a dozen times; unist-util-visit creates a closure,
 * a copy of the ancestor list and a named function for every node it passes, which cost more
 * than the plugins' own work (measured on the 1,000-page corpus). Plugins that steer the walk
 * (SKIP, EXIT, a new index) keep unist-util-visit.
 */
export function walk<T extends Node = Node>(tree: { children?: unknown[] }, visitor: (node: T, index: number, parent: T) => void): void {
  const parent = tree as Node;
  const children = parent.children;
  if (!children) return;
  // `children` is read again on each step: a visitor may add or replace siblings after itself.
  for (let index = 0; index < parent.children!.length; index++) {
    const node = parent.children![index]!;
    visitor(node as T, index, parent as T);
    if (node.children) walk(node, visitor);
  }
}

/** `walk` over the elements of a hast tree, including `tree` itself when it is an element (as `visit(tree, 'element', …)`). */
export function walkElements(tree: Root | Element, visitor: (node: Element, index: number | undefined, parent: Root | Element | undefined) => void): void {
  if (tree.type === 'element') visitor(tree, undefined, undefined);
  walk<Node>(tree, (node, index, parent) => {
    if (node.type === 'element') visitor(node as Element, index, parent as unknown as Root | Element);
  });
}

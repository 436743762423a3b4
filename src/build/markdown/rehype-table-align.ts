import type { Element, ElementContent, Root } from 'hast';
import { toString } from 'hast-util-to-string';
import { walkElements } from './walk.ts';

/** Text of a table's header cells, for the name of its scroll container. */
function headerText(table: Element): string {
  const cells: string[] = [];
  walkElements(table, (node: Element) => {
    if (node.tagName === 'th') cells.push(toString(node).trim().replace(/\s+/g, ' '));
  });
  const text = cells.filter(Boolean).join(', ');
  return text.length > 80 ? `${text.slice(0, 79)}…` : text;
}

/**
 * Small repairs that keep Markdown's HTML valid and accessible:
 * - GFM column alignment arrives as the obsolete `align` attribute; valid HTML wants a style.
 * - A task-list checkbox (`- [ ]`, `- [x]`) has no label of its own; it is named by its state so
 *   a screen reader says "to do" or "done" before the item's text.
 * - A wide table scrolls sideways inside a container that keyboard users can focus (and so
 *   scroll with the arrow keys), named after the table's header cells.
 */
export function rehypeTableAlign() {
  return (tree: Root): void => {
    walkElements(tree, (node: Element, index, parent) => {
      if (node.tagName === 'input' && node.properties.type === 'checkbox' && node.properties.disabled && !node.properties.ariaLabel) {
        node.properties.ariaLabel = node.properties.checked ? 'Done' : 'To do';
        return;
      }
      if (node.tagName === 'table' && parent && index !== undefined && !(parent.type === 'element' && parent.properties.className?.toString().includes('table-scroll'))) {
        const header = headerText(node);
        const wrapper: Element = {
          type: 'element',
          tagName: 'div',
          properties: { className: ['table-scroll', 'md-table'], tabIndex: 0, role: 'group', ariaLabel: header ? `Table: ${header}` : 'Table' },
          children: [node as ElementContent],
        };
        parent.children[index] = wrapper;
        return; // the table's cells are visited next, inside the wrapper
      }
      if (node.tagName !== 'td' && node.tagName !== 'th') return;
      const align = node.properties.align;
      if (typeof align !== 'string') return;
      delete node.properties.align;
      node.properties.style = `text-align:${align}`;
    });
  };
}

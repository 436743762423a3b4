import type { Nodes, Paragraph, Parent, PhrasingContent, Root, Text } from 'mdast';
import type { ContainerDirective, LeafDirective, TextDirective } from 'mdast-util-directive';
import type { VFile } from 'vfile';
import { walk } from './walk.ts';
import { reportAt } from './facts.ts';
import { findUnclosedContainers, unclosedMessage } from './unclosed-directives.ts';

/** Admonition kinds and the title shown when the author gives none. */
export const ADMONITION_TITLES = {
  note: 'Note',
  tip: 'Tip',
  info: 'Info',
  warning: 'Warning',
  danger: 'Danger',
  caution: 'Caution',
} as const;

type Kind = keyof typeof ADMONITION_TITLES;
const isKind = (name: string): name is Kind => Object.hasOwn(ADMONITION_TITLES, name);

/**
 * Turns `:::note[Title]` container directives into admonition boxes. Text and leaf directives
 * that are not ours (`urn:li:corpuser` in prose parses as one) go back to the text they came from.
 */
export function remarkAdmonitions() {
  return (tree: Root, file: VFile): void => {
    const ctx = file.data.page;
    const facts = file.data.facts;
    const source = String(file.value);
    if (ctx && facts) {
      for (const open of findUnclosedContainers(tree, source)) {
        reportAt(ctx, facts, { start: open }, { code: 'DIRECTIVE_UNCLOSED', message: unclosedMessage(open) });
      }
    }
    walk<Nodes>(tree, (node, index, parent) => {
      if (node.type === 'containerDirective') {
        const directive = node as ContainerDirective;
        if (!isKind(directive.name)) {
          if (ctx && facts) {
            reportAt(ctx, facts, directive.position, {
              code: 'MARKDOWN_SYNTAX',
              message: `unknown admonition \`:::${directive.name}\``,
              hint: `Use one of ${Object.keys(ADMONITION_TITLES).map((k) => `:::${k}`).join(', ')}.`,
            });
          }
          return;
        }
        const first = directive.children[0];
        let titleChildren: PhrasingContent[] = [{ type: 'text', value: ADMONITION_TITLES[directive.name] }];
        if (first?.type === 'paragraph' && first.data && 'directiveLabel' in first.data && first.data.directiveLabel) {
          titleChildren = first.children;
          directive.children.shift();
        }
        const title: Paragraph = {
          type: 'paragraph',
          children: titleChildren,
          data: { hProperties: { className: ['admonition-title'] } },
        };
        directive.children.unshift(title);
        directive.data = {
          hName: 'div',
          hProperties: { className: ['admonition', `admonition-${directive.name}`], role: 'note' },
        };
        return;
      }
      if ((node.type === 'textDirective' || node.type === 'leafDirective') && parent && index !== undefined) {
        const directive = node as TextDirective | LeafDirective;
        const start = directive.position?.start.offset;
        const end = directive.position?.end.offset;
        const value = start !== undefined && end !== undefined ? source.slice(start, end) : `:${directive.name}`;
        const text: Text = { type: 'text', value };
        const replacement = node.type === 'leafDirective' ? ({ type: 'paragraph', children: [text] } as Paragraph) : text;
        ((parent as Parent).children as unknown[])[index] = replacement;
      }
    });
  };
}

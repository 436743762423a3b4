import type { Heading, ListItem, Nodes, Paragraph, PhrasingContent, Text } from 'mdast';
import type { ContainerDirective } from 'mdast-util-directive';
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import { toString } from 'mdast-util-to-string';
import { availabilityEdition, EDITION_LABELS, STAGE_LABELS } from '../../components/mdx/FeatureAvailability.tsx';
import type { Edition, Stage } from '../../config/front-matter.ts';
import { ADMONITION_TITLES } from '../markdown/remark-admonitions.ts';

/** What lowering needs besides the tree. */
export interface LowerOptions {
  /** The text that was parsed, so directives that are not ours (`urn:li:…` in prose) come back as written. */
  source: string;
  /** Rewrites a link or image target (in-site targets become absolute URLs). */
  rewriteUrl(url: string, kind: 'link' | 'image'): string;
}

type Jsx = MdxJsxFlowElement | MdxJsxTextElement;
const isJsx = (node: Nodes): node is Jsx => node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement';
const text = (value: string): Text => ({ type: 'text', value });
const paragraph = (children: PhrasingContent[]): Paragraph => ({ type: 'paragraph', children });
export const HEADING_ID = /\s*\{#[\w-]+\}\s*$/;

function attribute(node: Jsx, name: string): string | undefined {
  for (const a of node.attributes) if (a.type === 'mdxJsxAttribute' && a.name === name && typeof a.value === 'string') return a.value;
  return undefined;
}

/** The availability badge as a line of text: "Available in: DataHub Cloud (Public beta)". */
export function availabilityText(edition: Edition = 'both', stage?: Stage): string {
  return `Available in: ${EDITION_LABELS[edition] ?? edition}${stage ? ` (${STAGE_LABELS[stage] ?? stage})` : ''}`;
}

/*
 * Lowering rewrites a parsed page (mdast with directives and MDX) into plain CommonMark + GFM
 * mdast that any Markdown reader understands (`lowerNode`, block by block, from twin-markdown.ts):
 * tab panels become headings one level below the enclosing heading, admonitions become blockquotes led by **Note:** (or the kind's name), the availability
 * badge a line of text, cards a list of links, details a bold summary and its content. Code
 * blocks keep their language; the highlighting meta (titles, line marks) is dropped.
 */

/** Lowers siblings in order; `depth` is the level of the heading they sit under. */
function lowerAll(nodes: readonly Nodes[], options: LowerOptions, depth: number): Nodes[] {
  const out: Nodes[] = [];
  let current = depth;
  for (const node of nodes) {
    if (node.type === 'heading') current = node.depth;
    out.push(...lowerNode(node, options, current));
  }
  return out;
}

/** Lowers one node; `depth` is the level of the heading it sits under (a heading: its own). */
export function lowerNode(node: Nodes, options: LowerOptions, depth: number): Nodes[] {
  switch (node.type) {
    case 'yaml':
    case 'mdxjsEsm':
    case 'mdxFlowExpression':
    case 'mdxTextExpression':
      return [];
    case 'html': {
      const value = node.value.trim();
      if (/^<!--[\s\S]*-->$/.test(value)) return [];
      return /^<br\s*\/?>$/i.test(value) ? [{ type: 'break' }] : [node];
    }
    case 'heading':
      return [stripHeadingId({ ...node, children: lowerAll(node.children, options, depth) as PhrasingContent[] })];
    case 'containerDirective':
      return lowerDirective(node, options, depth);
    case 'leafDirective':
    case 'textDirective': {
      const start = node.position?.start.offset;
      const end = node.position?.end.offset;
      const written = text(start !== undefined && end !== undefined ? options.source.slice(start, end) : `:${node.name}`);
      return [node.type === 'leafDirective' ? paragraph([written]) : written];
    }
    case 'mdxJsxFlowElement':
    case 'mdxJsxTextElement':
      return lowerJsx(node, options, depth);
    case 'link':
    case 'image':
    case 'definition':
      return [{ ...node, url: options.rewriteUrl(node.url, node.type === 'image' ? 'image' : 'link'), ...('children' in node ? { children: lowerAll(node.children, options, depth) } : {}) } as Nodes];
    case 'code':
      return [{ type: 'code', lang: node.lang, value: node.value }];
    default:
      return 'children' in node ? [{ ...node, children: lowerAll(node.children, options, depth) } as Nodes] : [node];
  }
}

/** Drops an explicit `{#id}` (kept escaped by preprocess.ts) from the end of a heading. */
function stripHeadingId(heading: Heading): Heading {
  const last = heading.children.at(-1);
  if (last?.type !== 'text' || !HEADING_ID.test(last.value)) return heading;
  return { ...heading, children: [...heading.children.slice(0, -1), text(last.value.replace(HEADING_ID, ''))] };
}

/** `:::warning[Title]` → `> **Warning: Title**`; without a title the kind leads the first paragraph. */
function lowerDirective(node: ContainerDirective, options: LowerOptions, depth: number): Nodes[] {
  if (!Object.hasOwn(ADMONITION_TITLES, node.name)) return lowerAll(node.children, options, depth);
  const kind = ADMONITION_TITLES[node.name as keyof typeof ADMONITION_TITLES];
  const children = [...node.children];
  const first = children[0];
  let label: PhrasingContent[] | undefined;
  if (first?.type === 'paragraph' && first.data && 'directiveLabel' in first.data && first.data.directiveLabel) {
    label = lowerAll(first.children, options, depth) as PhrasingContent[];
    children.shift();
  }
  const body = lowerAll(children, options, depth);
  const lead = body[0];
  if (!label && lead?.type === 'paragraph') {
    body[0] = { ...lead, children: [{ type: 'strong', children: [text(`${kind}:`)] }, text(' '), ...lead.children] };
  } else {
    body.unshift(paragraph([{ type: 'strong', children: label ? [text(`${kind}: `), ...label] : [text(`${kind}:`)] }]));
  }
  return [{ type: 'blockquote', children: body as never }];
}

function lowerJsx(node: Jsx, options: LowerOptions, depth: number): Nodes[] {
  switch (node.name) {
    case 'Tabs': {
      const level = Math.min(depth + 1, 6) as Heading['depth'];
      return node.children.filter((c): c is Jsx => isJsx(c) && c.name === 'TabItem').flatMap((item) => [
        { type: 'heading', depth: level, children: [text(attribute(item, 'label') ?? attribute(item, 'value') ?? '')] } satisfies Heading,
        ...lowerAll(item.children, options, level),
      ]);
    }
    case 'FeatureAvailability': {
      const has = (name: string): boolean => node.attributes.some((a) => a.type === 'mdxJsxAttribute' && a.name === name);
      const edition = availabilityEdition({ edition: attribute(node, 'edition') as Edition | undefined, saasOnly: has('saasOnly'), ossOnly: has('ossOnly') });
      const line = text(availabilityText(edition, attribute(node, 'stage') as Stage | undefined));
      return [node.type === 'mdxJsxFlowElement' ? paragraph([line]) : line];
    }
    case 'Cards':
    case 'Card':
      return [{ type: 'list', ordered: false, spread: false, children: collectCards(node).map((card) => cardItem(card, options, depth)) }];
    case 'Details':
      return [paragraph([{ type: 'strong', children: [text(attribute(node, 'summary') ?? '')] }]), ...lowerAll(node.children, options, depth)];
    case 'br':
      return [{ type: 'break' }];
    case 'kbd':
      return [{ type: 'inlineCode', value: toString(node) }];
    default:
      // TabItem outside Tabs, sub, sup, abbr, mark: their content is what the reader sees.
      return lowerAll(node.children, options, depth);
  }
}

/** The cards of a grid, also when `<Card …>text</Card>` on one line parsed as a paragraph around them. */
function collectCards(node: Nodes): Jsx[] {
  if (isJsx(node) && node.name === 'Card') return [node];
  return 'children' in node ? node.children.flatMap((child: Nodes) => collectCards(child)) : [];
}

/** A card as a list item: `[Title](href): its text`. */
function cardItem(card: Jsx, options: LowerOptions, depth: number): ListItem {
  const link: PhrasingContent = { type: 'link', url: options.rewriteUrl(attribute(card, 'href') ?? '', 'link'), children: [text(attribute(card, 'title') ?? '')] };
  const body = lowerAll(card.children, options, depth);
  const phrasing = body.every((n) => n.type !== 'paragraph' && n.type !== 'list' && n.type !== 'code' && n.type !== 'blockquote');
  const blocks = phrasing ? (body.length > 0 ? [paragraph(body as PhrasingContent[])] : []) : body;
  const first = blocks[0];
  if (first?.type === 'paragraph') blocks[0] = { ...first, children: [link, text(': '), ...first.children] };
  else blocks.unshift(paragraph([link]));
  return { type: 'listItem', spread: false, children: blocks as never };
}

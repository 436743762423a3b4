import type { Element, ElementContent, Root as HastRoot } from 'hast';
import { fromParse5 } from 'hast-util-from-parse5';
import { toMdast, defaultHandlers, type Handle } from 'hast-util-to-mdast';
import { toString as hastText } from 'hast-util-to-string';
import type { Code, Emphasis, Heading, InlineCode, Link, Parent, PhrasingContent, Root, RootContent, Strong, Text } from 'mdast';
import { visit } from 'unist-util-visit';
import { parseFragment } from 'parse5';
import { isExternalHref } from '../../shared/routes.ts';
import { availabilityText } from './lower-components.ts';
import { printMarkdown, type TwinHead } from './twin-markdown.ts';

/** Where a generated page's twin links to. */
export interface HtmlTwinContext {
  /** The site's public URL without a trailing slash. */
  siteUrl: string;
  /** The page's own route: `#fragment` links and the interactive tools point to it. */
  route: string;
  /** Routes that have a twin: links to them go to the `.md`. */
  hasTwin: (route: string) => boolean;
}

const classes = (node: Element): string[] => {
  const value = node.properties.className;
  return Array.isArray(value) ? value.map(String) : [];
};

/**
 * What a reader of the twin should not get: hidden elements, decorations hidden from assistive
 * technology (the text beside them says the same), Pagefind filter markers, and form controls
 * (the tools' filters, copy buttons). Removed in place, before the conversion.
 */
function isDropped(node: Element): boolean {
  const p = node.properties;
  if (p.hidden !== undefined && p.hidden !== false) return true;
  // A tab panel's label repeats its tab button for print and sighted readers; the twin has no
  // buttons, so the label is what names the panel there (see the `p` handler).
  if (p.ariaHidden === 'true' && !classes(node).includes('tab-label')) return true;
  if (p.dataPagefindFilter !== undefined) return true;
  return node.tagName === 'button' || node.tagName === 'select' || node.tagName === 'input' || node.tagName === 'svg' || node.tagName === 'template';
}

/** The links in an element, each around its text as code. */
function linksOf(node: Element): Link[] {
  const links: Link[] = [];
  const walk = (children: ElementContent[]): void => {
    for (const child of children) {
      if (child.type !== 'element') continue;
      if (child.tagName === 'a' && typeof child.properties.href === 'string') links.push({ type: 'link', url: child.properties.href, children: [{ type: 'inlineCode', value: hastText(child) }] });
      else walk(child.children);
    }
  };
  walk(node.children);
  return links;
}

/**
 * Drops what `isDropped` names, and turns the inside of each highlighted `<pre>` into its text:
 * such code is a span per token, and only its text goes to the twin (fewer nodes to convert).
 * A GraphQL signature keeps its links for the `pre` handler.
 */
function prune(node: HastRoot | Element): void {
  node.children = node.children.filter((child) => child.type !== 'comment' && !(child.type === 'element' && isDropped(child))) as ElementContent[];
  for (const child of node.children) {
    if (child.type !== 'element') continue;
    if (child.tagName === 'pre' && !classes(child).includes('gql-sig')) child.children = [{ type: 'text', value: hastText(child) }];
    else prune(child);
  }
}

/** Inline code that holds links (a GraphQL field's type): code runs, and each link around its own code. */
const inlineCode: Handle = (state, node) => {
  if (!node.children.some((c) => c.type === 'element')) return defaultHandlers.code!(state, node);
  const runs: PhrasingContent[] = [];
  const pushText = (value: string): void => {
    const last = runs.at(-1);
    if (last?.type === 'inlineCode') last.value += value;
    else if (value !== '') runs.push({ type: 'inlineCode', value } satisfies InlineCode);
  };
  const walk = (children: ElementContent[]): void => {
    for (const child of children) {
      if (child.type === 'text') pushText(child.value);
      else if (child.type === 'element' && child.tagName === 'a' && typeof child.properties.href === 'string') {
        runs.push({ type: 'link', url: child.properties.href, children: [{ type: 'inlineCode', value: hastText(child) }] } satisfies Link);
      } else if (child.type === 'element') walk(child.children);
    }
  };
  walk(node.children);
  return runs;
};

/**
 * `<pre>`: a GraphQL signature is GraphQL code, followed by the line "Types: …" linking the types
 * it names (code cannot hold links); anything else as hast-util-to-mdast does it.
 */
const pre: Handle = (state, node) => {
  if (!classes(node).includes('gql-sig')) return defaultHandlers.pre!(state, node);
  const types = linksOf(node);
  const code: Code = { type: 'code', lang: 'graphql', value: hastText(node).replace(/\n$/, '') };
  if (types.length === 0) return code;
  const children: PhrasingContent[] = [{ type: 'text', value: 'Types: ' }];
  types.forEach((link, i) => children.push(...(i > 0 ? [{ type: 'text', value: ', ' } satisfies Text] : []), link));
  return [code, { type: 'paragraph', children }];
};

/** A highlighted code block (`figure.code-block`): its language, its caption as the fence's title, its plain text. */
const figure: Handle = (state, node) => {
  if (!classes(node).includes('code-block')) return state.toFlow(state.all(node));
  const caption = node.children.find((c): c is Element => c.type === 'element' && c.tagName === 'figcaption');
  const code = node.children.find((c): c is Element => c.type === 'element' && c.tagName === 'pre');
  const lang = typeof node.properties.dataLang === 'string' && node.properties.dataLang !== '' ? node.properties.dataLang : null;
  const title = caption ? hastText(caption).trim() : '';
  return { type: 'code', lang, meta: title && lang ? `title=${JSON.stringify(title)}` : null, value: code ? hastText(code).replace(/\n$/, '') : '' } satisfies Code;
};

/** A heading's own `#` link is the heading: keep its text only. */
const a: Handle = (state, node) => (classes(node).includes('heading-link') ? state.all(node) : defaultHandlers.a!(state, node));

const isBadge = (node: ElementContent | undefined): boolean => node?.type === 'element' && node.tagName === 'span' && classes(node).includes('badge');

/** A badge is words of text, set apart from what comes before it (by ` · ` from a badge right before it). */
const span: Handle = (state, node, parent) => {
  if (!isBadge(node)) return state.all(node);
  const before = parent ? (parent.children[parent.children.indexOf(node) - 1] as ElementContent | undefined) : undefined;
  const gap = isBadge(before) ? ' · ' : before !== undefined && !(before.type === 'text' && /\s$/.test(before.value)) ? ' ' : '';
  return { type: 'text', value: `${gap}${hastText(node).trim()}` } satisfies Text;
};

/** A block inside a table cell (a field's notes under its description) is run into the cell's text, after a space. */
const div: Handle = (state, node, parent) => {
  const inCell = parent?.type === 'element' && (parent.tagName === 'td' || parent.tagName === 'th');
  if (!inCell) return state.toFlow(state.all(node));
  return parent.children[0] === node ? state.all(node) : [{ type: 'text', value: ' ' } satisfies Text, ...state.all(node)];
};

/** A tab panel's label (`p.tab-label`, "Request", "Python") in bold before the panel, as the hand-written tabs' twins have it. */
const paragraph: Handle = (state, node) => {
  if (!classes(node).includes('tab-label')) return defaultHandlers.p!(state, node);
  return { type: 'paragraph', children: [{ type: 'strong', children: [{ type: 'text', value: hastText(node).trim() }] } satisfies Strong] };
};

/** `<details>`: the summary in bold, then the content, as the hand-written `<Details>` twins have it. */
const details: Handle = (state, node) => {
  const summary = node.children.find((c): c is Element => c.type === 'element' && c.tagName === 'summary');
  const rest = { ...node, children: node.children.filter((c) => c !== summary) };
  const head: RootContent[] = summary ? [{ type: 'paragraph', children: [{ type: 'strong', children: state.all(summary) as PhrasingContent[] } satisfies Strong] }] : [];
  return [...head, ...state.toFlow(state.all(rest))];
};

/**
 * Creates the handler that turns an interactive tool (`<section data-island>`) into one line: the
 * tool needs a browser, so the twin says where it is. The static fallback inside is not copied.
 */
function islandLine(toolUrl: string): Handle {
  return (state, node) => {
    if (node.properties.dataIsland === undefined) return state.toFlow(state.all(node));
    const name = typeof node.properties.ariaLabel === 'string' ? node.properties.ariaLabel : 'An interactive tool';
    return {
      type: 'paragraph',
      children: [{ type: 'text', value: `${name[0]!.toUpperCase()}${name.slice(1)}: an interactive tool, on ` }, { type: 'link', url: toolUrl, children: [{ type: 'text', value: 'the HTML page' }] }, { type: 'text', value: '.' }],
    };
  };
}

/**
 * `<strong> Copy link</strong>` would print as `**&#x20;Copy link**` (emphasis may not start with a
 * space): the spaces at either end go outside. Returns the index to visit next.
 */
function moveSpacesOut(node: Strong | Emphasis, index: number, parent: Parent): number {
  const first = node.children[0];
  const last = node.children.at(-1);
  let before = '';
  let after = '';
  if (first?.type === 'text') {
    before = /^\s*/.exec(first.value)![0];
    first.value = first.value.slice(before.length);
  }
  if (last?.type === 'text') {
    after = /\s*$/.exec(last.value)![0];
    last.value = last.value.slice(0, last.value.length - after.length);
  }
  const space = (): Text => ({ type: 'text', value: ' ' });
  const spaced: PhrasingContent[] = [...(before ? [space()] : []), node, ...(after ? [space()] : [])];
  parent.children.splice(index, 1, ...(spaced as Parent['children']));
  // Go on after them; the node's own children are still visited (their links made absolute).
  return index + spaced.length;
}

/** A link of the page as the twin has it: absolute; a page with a twin as its `.md`, an anchor on the HTML page. */
function absoluteUrl(url: string, ctx: HtmlTwinContext): string {
  if (url === '' || isExternalHref(url)) return url;
  if (url.startsWith('#')) return `${ctx.siteUrl}${ctx.route}${url}`;
  if (!url.startsWith('/')) return url;
  // With a query or an anchor, the link is about the HTML page.
  if (/[?#]/.test(url)) return `${ctx.siteUrl}${url}`;
  return ctx.hasTwin(url) ? `${ctx.siteUrl}${url}.md` : `${ctx.siteUrl}${url}`;
}

/**
 * The rendered body of a generated page (GraphQL, entity, connector and tool pages) as plain
 * Markdown: parsed with parse5 and `hast-util-from-parse5`, turned into mdast by `hast-util-to-mdast`
 * with handlers for the site's own markup (signatures as graphql code, highlighted code as fenced code,
 * badges as words, details as a bold summary, tools as a line pointing to the page), links made
 * absolute, and printed like every other twin, under the title, description and availability.
 */
export function htmlToTwinTree(bodyHtml: string, head: TwinHead, ctx: HtmlTwinContext): Root {
  // parse5 without source locations: positions would only be copied and collected again.
  const hast = fromParse5(parseFragment(bodyHtml)) as HastRoot;
  prune(hast);
  const text = hastText(hast);
  const body = toMdast(hast, { handlers: { code: inlineCode, pre, figure, a, span, div, details, p: paragraph, section: islandLine(`${ctx.siteUrl}${ctx.route}`) } }) as Root;
  visit(body, (node, index, parent) => {
    if (node.type === 'link' || node.type === 'image') node.url = absoluteUrl(node.url, ctx);
    if ((node.type === 'strong' || node.type === 'emphasis') && parent && index !== undefined) return moveSpacesOut(node, index, parent);
  });
  const top: RootContent[] = [{ type: 'heading', depth: 1, children: [{ type: 'text', value: head.title ?? '' }] } satisfies Heading];
  // Most generated bodies open with the description as their lead paragraph: say it once.
  if (head.description && !text.includes(head.description)) top.push({ type: 'paragraph', children: [{ type: 'text', value: head.description }] });
  if (head.edition || head.stage) top.push({ type: 'paragraph', children: [{ type: 'text', value: availabilityText(head.edition, head.stage) }] });
  return { type: 'root', children: [...top, ...body.children] };
}

/** `htmlToTwinTree`, printed. */
export function htmlTwin(bodyHtml: string, head: TwinHead, ctx: HtmlTwinContext): string {
  return printMarkdown(htmlToTwinTree(bodyHtml, head, ctx));
}

/** One generated page to convert (what travels to a compile worker). */
export interface HtmlTwinJob {
  route: string;
  bodyHtml: string;
  head: TwinHead;
}

/** What every job of a batch shares: the site URL and the routes that have a twin. */
export interface HtmlTwinBatch {
  siteUrl: string;
  twinRoutes: readonly string[];
  jobs: HtmlTwinJob[];
}

/** Converts a batch of generated pages (in a compile worker, or in this thread for small sites). */
export function convertHtmlTwins(batch: HtmlTwinBatch): string[] {
  const routes = new Set(batch.twinRoutes);
  const hasTwin = (route: string): boolean => routes.has(route);
  return batch.jobs.map((job) => htmlTwin(job.bodyHtml, job.head, { siteUrl: batch.siteUrl, route: job.route, hasTwin }));
}

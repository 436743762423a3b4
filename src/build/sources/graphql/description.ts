import type { ASTNode, ConstDirectiveNode, StringValueNode } from 'graphql';
import { micromark } from 'micromark';
import { gfmAutolinkLiteral, gfmAutolinkLiteralHtml } from 'micromark-extension-gfm-autolink-literal';
import { isExternalHref } from '../../../shared/routes.ts';
import type { Problem } from '../../errors.ts';
import type { SourceLinkRef } from '../../model/site.ts';

const HEADING_OPEN = /<h[1-6]>/g;
const HEADING_CLOSE = /<\/h[1-6]>/g;
const HREF = /\shref="([^"]*)"/g;
const PLACEHOLDER = /\$\{[A-Za-z_][\w.]*\}/;

const rendered = new Map<string, string>();
const MICROMARK_OPTIONS = { extensions: [gfmAutolinkLiteral()], htmlExtensions: [gfmAutolinkLiteralHtml()] };

/**
 * A description as HTML: Markdown through micromark (which escapes any HTML in it), with bare URLs
 * linked (GFM literal autolinks). Headings in a description would break the page's outline (an
 * `<h1>` under the member's `<h2>`), so they become bold paragraphs. micromark writes headings as
 * bare `<hN>` tags and escapes raw HTML, so every such tag in its output is a Markdown heading.
 */
export function descriptionHtml(text: string): string {
  let html = rendered.get(text);
  if (html === undefined) {
    html = micromark(text, MICROMARK_OPTIONS)
      .replace(HEADING_OPEN, '<p class="gql-desc-heading"><strong>')
      .replace(HEADING_CLOSE, '</strong></p>');
    rendered.set(text, html);
  }
  return html;
}

/** Inline HTML of a short text (a deprecation reason): the description's HTML without its paragraph. */
export function inlineDescriptionHtml(text: string): string {
  return descriptionHtml(text).replace(/^<p>|<\/p>\n?$/g, '');
}

/** A Markdown text of the schema and the node that holds it (for its file and line). */
export interface DescribedText {
  text: string;
  node: StringValueNode;
}

/** The description of a definition node and the reason of its `@deprecated`, where written. */
export function textsOf(node: (ASTNode & { description?: StringValueNode; directives?: readonly ConstDirectiveNode[] }) | null | undefined): DescribedText[] {
  if (!node) return [];
  const texts: DescribedText[] = node.description ? [{ text: node.description.value, node: node.description }] : [];
  const reason = node.directives?.find((d) => d.name.value === 'deprecated')?.arguments?.find((a) => a.name.value === 'reason')?.value;
  if (reason?.kind === 'StringValue') texts.push({ text: reason.value, node: reason });
  return texts;
}

function decode(value: string): string {
  return value.replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/&#x27;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>');
}

/** File and line of `needle` inside a string node's source text (the node's first line when not found). */
function placeOf(node: StringValueNode, needle: string): { file: string; line: number } {
  const loc = node.loc!;
  const raw = loc.source.body.slice(loc.start, loc.end);
  const at = Math.max(0, raw.indexOf(needle));
  return { file: loc.source.name, line: loc.startToken.line + (raw.slice(0, at).match(/\n/g)?.length ?? 0) };
}

/**
 * The in-site links of descriptions shown on one page, each with the schema file and line it was
 * written at, so a broken one is reported there and not against the generated page. `#anchor`
 * links are resolved against `pageRoute`. A link holding an unexpanded template placeholder
 * (`${externalDocsUrl}/…`, as a schema published before its template step ran has) is a problem.
 */
export function descriptionLinks(texts: DescribedText[], pageRoute: string, problems: Problem[]): SourceLinkRef[] {
  const links: SourceLinkRef[] = [];
  for (const { text, node } of texts) {
    if (!node.loc) continue;
    const placeholder = PLACEHOLDER.exec(text)?.[0];
    if (placeholder) {
      problems.push({
        code: 'GRAPHQL_INVALID',
        ...placeOf(node, placeholder),
        message: `a description holds the unexpanded template placeholder ${placeholder}`,
        hint: `Replace ${placeholder} with its value (the tool that published the schema should have filled it in), or remove the link.`,
      });
      continue;
    }
    for (const match of descriptionHtml(text).matchAll(HREF)) {
      const href = decode(match[1] ?? '');
      if (!href || isExternalHref(href)) continue;
      links.push({ href: href.startsWith('#') ? `${pageRoute}${href}` : href, ...placeOf(node, href) });
    }
  }
  return links;
}

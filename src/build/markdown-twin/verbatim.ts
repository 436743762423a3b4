import type { Code, Link, Nodes, RootContent } from 'mdast';
import { HEADING_ID } from './lower-components.ts';

/**
 * Nodes that lowering (lower-components.ts) gives back as they were, so their source text is
 * already the twin's text. Links are here too: lowering changes only their target, which
 * `verbatimText` replaces in the text. Everything else (components, directives, images,
 * definitions, raw HTML, MDX) goes through lowering and the printer. A fenced code block with
 * highlighting meta is copied with its info string cut down to the language, as lowering does.
 */
const AS_WRITTEN = new Set<Nodes['type']>([
  'paragraph', 'heading', 'text', 'emphasis', 'strong', 'delete', 'inlineCode', 'break', 'thematicBreak',
  'blockquote', 'list', 'listItem', 'table', 'tableRow', 'tableCell', 'link', 'linkReference',
  'footnoteReference', 'footnoteDefinition', 'textDirective', 'leafDirective', 'code',
]);

type Edit = [start: number, end: number, text: string];

/**
 * The twin's text of one top-level block, taken from the source it was parsed from with only its
 * in-site link targets replaced (made absolute by `rewriteUrl`), or undefined when the block must
 * be lowered and printed. Copying is markedly cheaper than printing (remark-stringify escapes every
 * text node), and keeps the author's own Markdown.
 */
export function verbatimText(node: RootContent, source: string, rewriteUrl: (url: string, kind: 'link') => string): string | undefined {
  const start = node.position?.start.offset;
  const end = node.position?.end.offset;
  if (start === undefined || end === undefined) return undefined;
  const edits: Edit[] = [];
  if (!collectEdits(node, source, rewriteUrl, edits)) return undefined;
  let text = '';
  let at = start;
  for (const [from, to, replacement] of edits) {
    text += source.slice(at, from) + replacement;
    at = to;
  }
  return text + source.slice(at, end);
}

/** False when something under `node` is not kept as written; else pushes the link target replacements, in source order. */
function collectEdits(node: Nodes, source: string, rewriteUrl: (url: string, kind: 'link') => string, edits: Edit[]): boolean {
  if (!AS_WRITTEN.has(node.type)) return false;
  if (node.type === 'code' && node.meta) {
    const edit = infoEdit(node, source);
    if (!edit) return false;
    edits.push(edit);
    return true;
  }
  if (node.type === 'heading') {
    const last = node.children.at(-1);
    if (last?.type === 'text' && HEADING_ID.test(last.value)) return false;
  }
  if ('children' in node) {
    for (const child of node.children) if (!collectEdits(child, source, rewriteUrl, edits)) return false;
  }
  if (node.type === 'link') {
    const url = rewriteUrl(node.url, 'link');
    if (url !== node.url) {
      const edit = targetEdit(node, source, url);
      if (!edit) return false;
      edits.push(edit);
    }
  }
  return true;
}

/** A fence (three or more backticks or tildes) and the blanks after it, at the start of a fenced code block. */
const FENCE = /^(?:`{3,}|~{3,})[ \t]*/;

/**
 * For a fenced code block with meta (```` ```python title="x" {3} ````), the replacement of its
 * info string by the language alone, as lowering gives it (the meta is for the highlighter).
 * Undefined when the language is not written as it was parsed (escaped, an entity): that block
 * is printed instead.
 */
function infoEdit(code: Code, source: string): Edit | undefined {
  const start = code.position?.start.offset;
  if (start === undefined || !code.lang) return undefined;
  const fence = FENCE.exec(source.slice(start, start + 64));
  if (!fence) return undefined;
  const from = start + fence[0].length;
  let lineEnd = source.indexOf('\n', from);
  if (lineEnd === -1) lineEnd = source.length;
  if (source[lineEnd - 1] === '\r') lineEnd--;
  const info = source.slice(from, lineEnd);
  if (!info.startsWith(code.lang) || !/^[ \t]/.test(info.slice(code.lang.length))) return undefined;
  return [from, lineEnd, code.lang];
}

/**
 * For an inline link written `[label](target)`, the replacement of what stands between `](` and
 * the closing `)`. Undefined for any other form (a title, an empty label, a target the new URL
 * would need escaping for): that block is printed instead.
 */
function targetEdit(link: Link, source: string, url: string): Edit | undefined {
  const labelEnd = link.children.at(-1)?.position?.end.offset;
  const end = link.position?.end.offset;
  if (labelEnd === undefined || end === undefined || link.title || /[\s()<>\\]/.test(url)) return undefined;
  if (!source.startsWith('](', labelEnd) || source[end - 1] !== ')') return undefined;
  return [labelEnd + 2, end - 1, url];
}

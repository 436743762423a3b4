import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Element, ElementContent, Root } from 'hast';
import { fromParse5 } from 'hast-util-from-parse5';
import { toString } from 'hast-util-to-string';
import { parseFragment } from 'parse5';
import { visit } from 'unist-util-visit';
import { walkElements } from './walk.ts';
import type { VFile } from 'vfile';
import { parseCodeMeta } from './code-meta.ts';
import { reportAt } from './facts.ts';

/** Languages of fenced blocks drawn as diagrams. */
const DIAGRAM_LANGUAGES = new Set(['mermaid']);

/**
 * Mermaid diagram types the renderer draws. Others (pie, gantt, xychart, …) are reported rather
 * than published as a broken or empty picture.
 */
const SUPPORTED_HEADER = /^(graph|flowchart)\b|^(sequenceDiagram|stateDiagram(-v2)?|classDiagram|erDiagram)\b/;

/** Rendered SVG by source, kept across builds: a diagram is drawn once until its text changes. */
const CACHE_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../node_modules/.cache/docs-diagrams');
const RENDERER_VERSION = 'beautiful-mermaid@1.1.3';

type Render = (source: string, options: Record<string, unknown>) => string;
let renderer: Render | undefined;

/** Loads the renderer on first use, so builds without diagrams never pay for its layout engine. */
async function loadRenderer(): Promise<Render> {
  if (!renderer) renderer = ((await import('beautiful-mermaid')) as { renderMermaidSVG: Render }).renderMermaidSVG;
  return renderer;
}

function diagramKey(source: string): string {
  return createHash('sha256').update(`${RENDERER_VERSION}\0${source}`).digest('hex').slice(0, 20);
}

/** The SVG text for a diagram: from the cache, or drawn (layout and all) and cached. */
async function drawSvg(source: string): Promise<string> {
  const file = path.join(CACHE_DIR, `${diagramKey(source)}.svg`);
  if (existsSync(file)) return readFileSync(file, 'utf8');
  const render = await loadRenderer();
  // Colours come from the page (`--bg`/`--fg` and the `--_*` rules in site.css), so one SVG
  // serves both themes; the renderer's own values are dropped in `toDiagramTree`.
  const svg = render(source, { bg: 'var(--bg)', fg: 'var(--fg)', transparent: true });
  mkdirSync(CACHE_DIR, { recursive: true });
  const temp = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}`;
  writeFileSync(temp, svg);
  renameSync(temp, file);
  return svg;
}

/**
 * Turns the renderer's SVG into a tree that can sit inline in any page: its `<style>` (a web-font
 * `@import` and rules for every `svg` and `text` on the page) is removed, since site.css styles
 * diagrams; ids get a per-diagram prefix so two diagrams on a page never share one; the root is
 * an image named by its `<title>`.
 */
export function toDiagramTree(svg: string, key: string, title: string): Element {
  const fragment = fromParse5(parseFragment(svg), { space: 'html' }) as Root;
  const root = fragment.children.find((c): c is Element => c.type === 'element' && c.tagName === 'svg');
  if (!root) throw new Error('the renderer returned no <svg> element');
  const prefix = `dg-${key.slice(0, 8)}-`;
  const ids = new Set<string>();
  visit(root, 'element', (node: Element, index, parent) => {
    if (node.tagName === 'style' && parent && index !== undefined) {
      parent.children.splice(index, 1);
      return index;
    }
    if (typeof node.properties.id === 'string') {
      ids.add(node.properties.id);
      node.properties.id = prefix + node.properties.id;
    }
    return undefined;
  });
  const renamed = (value: string): string =>
    value.replace(/url\(#([^)]+)\)/g, (whole, id: string) => (ids.has(id) ? `url(#${prefix}${id})` : whole)).replace(/^#(.+)$/, (whole, id: string) => (ids.has(id) ? `#${prefix}${id}` : whole));
  visit(root, 'element', (node: Element) => {
    for (const [name, value] of Object.entries(node.properties)) {
      if (typeof value === 'string' && value.includes('#')) node.properties[name] = renamed(value);
    }
  });
  const titleId = `${prefix}title`;
  root.properties = {
    viewBox: root.properties.viewBox,
    width: root.properties.width,
    height: root.properties.height,
    className: ['diagram-svg'],
    role: 'img',
    ariaLabelledBy: [titleId],
  };
  root.children.unshift({ type: 'element', tagName: 'title', properties: { id: titleId }, children: [{ type: 'text', value: title }] });
  return root;
}

/** The figure a diagram becomes: the picture, its caption, and its source as the text alternative. */
function diagramFigure(svgTree: Element, source: string, title: string | undefined, lang: string): Element {
  const children: ElementContent[] = [svgTree];
  children.push({
    type: 'element',
    tagName: 'details',
    properties: { className: ['diagram-source'] },
    children: [
      { type: 'element', tagName: 'summary', properties: {}, children: [{ type: 'text', value: 'Diagram as text' }] },
      { type: 'element', tagName: 'pre', properties: {}, children: [{ type: 'element', tagName: 'code', properties: { className: [`language-${lang}`] }, children: [{ type: 'text', value: source }] }] },
    ],
  });
  // A figcaption must be the figure's first or last child.
  if (title) children.push({ type: 'element', tagName: 'figcaption', properties: { className: ['diagram-caption'] }, children: [{ type: 'text', value: title }] });
  return { type: 'element', tagName: 'figure', properties: { className: ['diagram'], dataDiagram: lang }, children };
}

/** A fenced diagram block and the node that holds it. */
interface DiagramBlock {
  pre: Element;
  code: Element;
  parent: { children: unknown[] };
  lang: string;
}

/**
 * Draws ```mermaid``` blocks at build time as inline SVG (no client JavaScript), readable in both
 * themes. The block's `title="…"` names the picture for screen readers and becomes its caption;
 * the source stays one click away as the text alternative. A diagram that cannot be drawn is a
 * DIAGRAM_INVALID problem at the block's line, and the block is shown as code.
 */
export function rehypeDiagrams() {
  return (tree: Root, file: VFile): Promise<void> | undefined => {
    const blocks: DiagramBlock[] = [];
    walkElements(tree, (node: Element, _index, parent) => {
      if (node.tagName !== 'pre' || !parent) return;
      const code = node.children.find((c): c is Element => c.type === 'element' && c.tagName === 'code');
      const classes = Array.isArray(code?.properties.className) ? code.properties.className.map(String) : [];
      const lang = classes.find((c) => c.startsWith('language-'))?.slice('language-'.length).toLowerCase();
      if (code && lang && DIAGRAM_LANGUAGES.has(lang)) blocks.push({ pre: node, code, parent, lang });
    });
    // Synchronous when a page has no diagram, so pages without one see no extra turn of the
    // event loop before highlighting.
    return blocks.length === 0 ? undefined : drawBlocks(blocks, file);
  };
}

async function drawBlocks(blocks: DiagramBlock[], file: VFile): Promise<void> {
  for (const { pre, code, parent, lang } of blocks) {
    const source = toString(code).replace(/\n$/, '');
    const meta = parseCodeMeta((code.data as { meta?: string } | undefined)?.meta);
    const report = (message: string): void => {
      if (file.data.page && file.data.facts) reportAt(file.data.page, file.data.facts, pre.position, { code: 'DIAGRAM_INVALID', message });
    };
    const header = source.trim().split('\n')[0]?.trim() ?? '';
    if (!SUPPORTED_HEADER.test(header)) {
      report(`cannot draw this ${lang} diagram ("${header.slice(0, 40)}"): flowchart/graph, sequenceDiagram, stateDiagram, classDiagram and erDiagram are supported`);
      continue;
    }
    try {
      const svg = toDiagramTree(await drawSvg(source), diagramKey(source), meta.title ?? 'Diagram');
      parent.children.splice(parent.children.indexOf(pre), 1, diagramFigure(svg, source, meta.title, lang));
    } catch (error) {
      report(`cannot draw this ${lang} diagram: ${(error as Error).message.split('\n')[0]}`);
    }
  }
}

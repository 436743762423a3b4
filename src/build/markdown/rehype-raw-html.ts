import type { Element, ElementContent, Root, RootContent } from 'hast';
import { raw } from 'hast-util-raw';
import { defaultSchema, sanitize, type Schema } from 'hast-util-sanitize';
import { find, html as htmlSchema } from 'property-information';
import type { VFile } from 'vfile';
import { EXIT, visit } from 'unist-util-visit';
import { houseRule, reportAt } from './facts.ts';
import { RAW_HTML_MARK } from './raw-html.ts';

/** MDX nodes hast-util-raw must leave as they are (components render later). */
const PASS_THROUGH = ['mdxJsxFlowElement', 'mdxJsxTextElement', 'mdxFlowExpression', 'mdxTextExpression', 'mdxjsEsm'];

/** hast property put on every element Markdown made, so that after parsing raw HTML the others are known. */
const MARKDOWN_MARK = 'dataDocsMd';

/**
 * What raw HTML may contain: GitHub's allowlist (hast-util-sanitize's default: formatting, lists,
 * tables, images, details; `href`/`src` only http(s), mailto or relative; no scripts, styles,
 * event handlers or classes) plus `<iframe>` (checked against `markdown.iframeHosts` on top),
 * `<figure>`, `<figcaption>`, `<video>` and `<center>`-free alignment. Ids are kept as written.
 */
export const RAW_HTML_SCHEMA: Schema = {
  ...defaultSchema,
  tagNames: [...(defaultSchema.tagNames ?? []).filter((t) => t !== 'input'), 'iframe', 'figure', 'figcaption', 'video', 'u', 'small', 'caption', 'col', 'colgroup', 'mark', 'abbr'],
  attributes: {
    ...defaultSchema.attributes,
    iframe: ['src', 'width', 'height', 'title', 'allow', 'allowFullScreen', 'frameBorder', 'loading', 'referrerPolicy'],
    video: ['src', 'width', 'height', 'controls', 'muted', 'loop', 'poster', 'preload', 'playsInline'],
    img: [...(defaultSchema.attributes?.img ?? []), 'loading'],
  },
  protocols: { ...defaultSchema.protocols, poster: ['http', 'https'] },
  clobber: [],
  clobberPrefix: '',
  strip: ['script', 'style', 'noscript', 'template'],
};

/** The host of an absolute http(s) URL, or undefined. */
function hostOf(url: unknown): string | undefined {
  if (typeof url !== 'string') return undefined;
  try {
    const parsed = new URL(url.startsWith('//') ? `https:${url}` : url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.hostname.toLowerCase() : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Raw HTML of pages read under relaxed rules (`markdown.strict: false`): HTML blocks of Markdown
 * are parsed (hast-util-raw) and every element that came from HTML, there or as a lower-case JSX
 * element of an MDX page, is cleaned by hast-util-sanitize with `RAW_HTML_SCHEMA`, one element at a
 * time so that the Markdown inside keeps its own markup. An element that is not allowed is
 * unwrapped (its content kept; scripts and styles dropped whole), an attribute dropped, an iframe
 * from another host removed; each is a warning at its line. Runs before the other rehype plugins,
 * so images, links and headings written in HTML are handled like Markdown ones.
 */
export function rehypeRawHtml() {
  return (tree: Root, file: VFile): Root | undefined => {
    const ctx = file.data.page;
    const facts = file.data.facts;
    if (!ctx || !facts || !ctx.markdown || ctx.markdown.strict) return undefined;
    let hasRaw = false;
    visit(tree, 'raw', () => {
      hasRaw = true;
      return EXIT;
    });
    let result = tree;
    if (hasRaw) {
      visit(tree, 'element', (node: Element) => void (node.properties[MARKDOWN_MARK] = true));
      result = raw(tree, { passThrough: PASS_THROUGH, file }) as Root;
      visit(result, 'element', (node: Element) => {
        if (MARKDOWN_MARK in node.properties) delete node.properties[MARKDOWN_MARK];
        else node.properties[RAW_HTML_MARK] = true;
      });
    }
    const hosts = new Set(ctx.markdown.iframeHosts);
    const warn = (node: Element, message: string): void => reportAt(ctx, facts, node.position, { code: 'HTML_REMOVED', message, ...houseRule(ctx) });
    const clean = (parent: Root | Element): void => {
      const children: (RootContent | ElementContent)[] = [];
      for (const child of parent.children) {
        if (child.type !== 'element' || !child.properties[RAW_HTML_MARK]) {
          if (child.type === 'element') clean(child);
          children.push(child);
          continue;
        }
        delete child.properties[RAW_HTML_MARK];
        if (child.tagName === 'iframe') {
          const host = hostOf(child.properties.src);
          if (!host || !hosts.has(host)) {
            warn(child, `<iframe src="${String(child.properties.src ?? '')}"> was removed: only ${[...hosts].join(', ')} may be embedded`);
            continue;
          }
          child.properties.title ??= `Video from ${host}`;
          child.properties.loading ??= 'lazy';
        }
        const shallow: Element = { type: 'element', tagName: child.tagName, properties: child.properties, children: [] };
        const safe = sanitize(shallow, RAW_HTML_SCHEMA);
        if (safe.type !== 'element') {
          const stripped = RAW_HTML_SCHEMA.strip?.includes(child.tagName);
          warn(child, stripped ? `<${child.tagName}> was removed with its content` : `<${child.tagName}> is not allowed: its content was kept without it`);
          if (!stripped) {
            clean(child);
            children.push(...child.children);
          }
          continue;
        }
        const dropped = Object.keys(child.properties).filter((key) => !(key in safe.properties));
        if (dropped.length > 0) warn(child, `<${child.tagName}>: attribute${dropped.length > 1 ? 's' : ''} ${dropped.map((d) => `\`${find(htmlSchema, d).attribute}\``).join(', ')} removed`);
        child.properties = safe.properties;
        clean(child);
        children.push(child);
      }
      parent.children = children as never;
    };
    clean(result);
    return result === tree ? undefined : result;
  };
}

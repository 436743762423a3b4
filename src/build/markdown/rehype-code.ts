import type { Element, ElementContent, Root } from 'hast';
import { toString } from 'hast-util-to-string';
// The parser alone (not the package's index): the compile worker's bundle carries only what it runs.
import { parse as parseGraphql } from 'graphql/language/parser.js';
import type { VFile } from 'vfile';
import { walkElements } from './walk.ts';
import { parseCodeMeta } from './code-meta.ts';
import { houseRule, reportAt } from './facts.ts';
import { checkerHref } from '../../shared/graphql-checker.ts';
import { ensureLanguages, getHighlighter, highlightToHast, isKnownLanguage } from './highlighter.ts';

interface Block {
  pre: Element;
  code: Element;
  lang: string;
}

function languageOf(code: Element): string {
  const classes = code.properties.className;
  const list = Array.isArray(classes) ? classes.map(String) : [];
  const lang = list.find((c) => c.startsWith('language-'));
  return lang ? lang.slice('language-'.length).toLowerCase() : '';
}

/** Highlighted trees by language, highlighted lines and code, for this thread's lifetime. */
const memo = new Map<string, Root>();
const MEMO_LIMIT = 400;

/**
 * Highlighting is a pure function of code, language and highlighted lines, and docs repeat the
 * same snippets (install commands, recipe skeletons): the tree is reused as it is. Nothing changes
 * a highlighted tree once made — the caller copies the one node it sets a property on (`<pre>`),
 * and the plugins after this one rewrite links, images and tables only — so pages share it
 * instead of each taking a deep copy (structuredClone of every block was 2.5% of a compile
 * thread's time on the corpus).
 */
function highlight(source: string, lang: string, lines: Set<number>, run: () => Root): Root {
  const key = `${lang}\0${[...lines].join(',')}\0${source}`;
  let tree = memo.get(key);
  if (!tree) {
    tree = run();
    if (memo.size >= MEMO_LIMIT) memo.clear();
    memo.set(key, tree);
  }
  return tree;
}

/**
 * A plain link (it works without JavaScript) that opens a GraphQL operation in the checker, the
 * query in `?q=`; schema snippets and code that does not parse get none.
 */
function graphqlCheckerLink(source: string, checkerRoute: string | undefined): Element | undefined {
  if (!checkerRoute) return undefined;
  try {
    if (!parseGraphql(source, { noLocation: true }).definitions.some((d) => d.kind === 'OperationDefinition' || d.kind === 'FragmentDefinition')) return undefined;
  } catch {
    return undefined;
  }
  const href = checkerHref(source, checkerRoute);
  if (!href) return undefined;
  return {
    type: 'element',
    tagName: 'div',
    properties: { className: ['code-actions'], dataPagefindIgnore: '' },
    children: [{ type: 'element', tagName: 'a', properties: { href, className: ['code-action'] }, children: [{ type: 'text', value: 'Open in checker' }] }],
  };
}

/**
 * Highlights fenced code at build time with Shiki (light and dark colours in one pass), and wraps
 * each block in a figure with its optional title, highlighted lines, line numbers and a copy button
 * that the client script reveals; GraphQL operations also get an "Open in checker" link.
 */
export function rehypeCode() {
  return async (tree: Root, file: VFile): Promise<void> => {
    const blocks: Block[] = [];
    walkElements(tree, (node: Element) => {
      if (node.tagName !== 'pre') return;
      const code = node.children.find((c): c is Element => c.type === 'element' && c.tagName === 'code');
      if (code) blocks.push({ pre: node, code, lang: languageOf(code) });
    });
    if (blocks.length === 0) return;
    const hl = await getHighlighter();
    await ensureLanguages(hl, blocks.map((b) => b.lang));
    for (const block of blocks) {
      const { pre, code } = block;
      let lang = block.lang;
      if (!isKnownLanguage(lang)) {
        if (file.data.page && file.data.facts) {
          const relaxed = houseRule(file.data.page);
          reportAt(file.data.page, file.data.facts, pre.position, { code: 'CODE_LANGUAGE_UNKNOWN', message: `unknown code language "${lang}"${relaxed.severity ? ' (shown as plain text)' : ''}`, ...relaxed });
        }
        lang = 'text';
      }
      const meta = parseCodeMeta((code.data as { meta?: string } | undefined)?.meta);
      const source = toString(code).replace(/\n$/, '');
      // Examples the reference can check: GraphQL operations, YAML recipes (with a `source:` key), Python.
      if ((lang === 'graphql' || lang === 'python' || lang === 'py' || ((lang === 'yaml' || lang === 'yml') && /^source:/m.test(source))) && file.data.facts && file.data.page) {
        file.data.facts.examples.push({ lang, code: source, line: pre.position ? pre.position.start.line + file.data.page.lineOffset : undefined });
      }
      const highlighted = highlight(source, lang, meta.highlight, () => highlightToHast(hl, source, lang, meta.highlight));
      // A copy of the shared tree's `<pre>` (see `highlight`), with its own properties.
      const sharedPre = highlighted.children[0] as Element;
      const shikiPre: Element = { ...sharedPre, properties: { ...sharedPre.properties, ...(meta.lineNumbers ? { dataLineNumbers: '' } : {}) } };
      const children: ElementContent[] = [];
      if (meta.title) {
        children.push({ type: 'element', tagName: 'figcaption', properties: { className: ['code-title'] }, children: [{ type: 'text', value: meta.title }] });
      }
      children.push(shikiPre, {
        type: 'element',
        tagName: 'button',
        // Not page text: kept out of the search index (its word used to join the code's last one).
        properties: { type: 'button', className: ['copy-button'], dataCopy: '', hidden: true, ariaLabel: 'Copy code to clipboard', dataPagefindIgnore: '' },
        children: [{ type: 'text', value: 'Copy' }],
      });
      const checkerLink = lang === 'graphql' ? graphqlCheckerLink(source, file.data.page?.graphqlChecker) : undefined;
      if (checkerLink) children.push(checkerLink);
      const figure: Element = {
        type: 'element',
        tagName: 'figure',
        properties: { className: ['code-block'], dataLang: block.lang || 'text' },
        children,
        position: pre.position,
      };
      Object.assign(pre, figure);
    }
  };
}

import type { Root } from 'hast';
import type { Root as MdastRoot } from 'mdast';
import remarkRehype from 'remark-rehype';
import type { Processor } from 'unified';
import { VFile } from 'vfile';
import { startMarkdownTwin } from '../markdown-twin/page-twin.ts';
import { createFacts, type PageContext, type PageFacts } from './facts.ts';
import { createParser } from './parser.ts';
import { preprocessDocusaurusSyntax } from './preprocess.ts';
import { remarkAdmonitions } from './remark-admonitions.ts';
import { remarkComponents } from './remark-components.ts';
import { remarkTitle } from './remark-title.ts';
import { syntaxProblem } from './syntax-problem.ts';
import { rehypeCode } from './rehype-code.ts';
import { rehypeDiagrams } from './rehype-diagrams.ts';
import { rehypeHeadings } from './rehype-headings.ts';
import { rehypeImages } from './rehype-images.ts';
import { rehypeLinks } from './rehype-links.ts';
import { rehypeRawHtml } from './rehype-raw-html.ts';
import { rehypeTableAlign } from './rehype-table-align.ts';

/** MDX nodes that travel through remark-rehype untouched, to become components at render time. */
const MDX_NODES = ['mdxJsxFlowElement', 'mdxJsxTextElement'] as const;

function createProcessor(format: 'md' | 'mdx') {
  return createParser(format)
    .use(remarkTitle)
    .use(remarkAdmonitions)
    .use(remarkComponents)
    // Raw HTML becomes `raw` nodes: under strict rules a page with any is an error and never
    // rendered; under relaxed rules rehype-raw-html parses and sanitizes it.
    .use(remarkRehype, { passThrough: [...MDX_NODES], clobberPrefix: '', footnoteLabelProperties: { className: ['sr-only'] }, allowDangerousHtml: true })
    .use(rehypeRawHtml)
    .use(rehypeHeadings)
    .use(rehypeDiagrams)
    .use(rehypeCode)
    .use(rehypeLinks)
    .use(rehypeImages)
    .use(rehypeTableAlign)
    .freeze() as unknown as Processor<never, never, Root>;
}

const processors = { md: createProcessor('md'), mdx: createProcessor('mdx') };

/** The result of compiling one page body: its HTML tree (with MDX nodes) and what was learnt. */
export interface CompiledBody {
  tree: Root;
  facts: PageFacts;
  /** The page's Markdown twin, when `ctx.markdownTwin` asked for it. */
  markdown?: string;
}

/**
 * Compiles a page body to a hast tree. Syntax errors and every plugin's problems come back in
 * `facts.problems` with lines in the author's file; nothing throws for bad content.
 */
export async function compileBody(body: string, format: 'md' | 'mdx', ctx: PageContext): Promise<CompiledBody> {
  const facts = createFacts();
  const file = new VFile({ value: preprocessDocusaurusSyntax(body, format), path: ctx.file, data: { page: ctx, facts } });
  const processor = processors[format];
  let mdast;
  try {
    mdast = processor.parse(file);
  } catch (error) {
    facts.problems.push(syntaxProblem(error, ctx.file, ctx.lineOffset));
    return { tree: { type: 'root', children: [] }, facts };
  }
  // The twin starts from the parsed tree before the plugins below rewrite it for HTML.
  const twin = ctx.markdownTwin ? startMarkdownTwin(mdast as MdastRoot, String(file.value), { ...ctx, markdownTwin: ctx.markdownTwin }) : undefined;
  const tree = (await processor.run(mdast as never, file)) as Root;
  return { tree, facts, markdown: twin?.(facts.assets) };
}

import { toHtml } from 'hast-util-to-html';
import { renderToStaticMarkup } from 'react-dom/server';
import { hasErrors, type PageContext, type PageFacts } from '../markdown/facts.ts';
import { compileBody } from '../markdown/processor.ts';
import { renderBody } from '../render/render-body.tsx';

/** A page body ready for the layout: its HTML and what compiling it taught us. */
export interface CompiledHtml {
  html: string;
  facts: PageFacts;
  /** The Markdown twin, when the page context asked for one. */
  markdown?: string;
}

/**
 * Compiles a page body and renders it (MDX components included) to HTML at once, so only a
 * string is kept per page instead of a syntax tree: this is what keeps memory flat as the site
 * grows, and what lets worker threads do the whole per-page job.
 */
export async function compileToHtml(body: string, format: 'md' | 'mdx', ctx: PageContext): Promise<CompiledHtml> {
  const { tree, facts, markdown } = await compileBody(body, format, ctx);
  if (hasErrors(facts.problems)) return { html: '', facts };
  // Plain Markdown has no components: serialising the tree directly is several times cheaper than
  // a React round trip (which also re-parses every highlighted token's style attribute).
  const html = format === 'md' ? toHtml(tree) : renderToStaticMarkup(renderBody(tree, ctx.file));
  return { html, facts, markdown };
}

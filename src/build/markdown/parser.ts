import remarkDirective from 'remark-directive';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { remarkGfmLean } from './remark-gfm-lean.ts';

/**
 * The syntax half of the Markdown pipeline: Markdown (GFM, directives) or MDX to mdast. The build
 * (`processor.ts`) and the content lint (`src/lint`) parse with this one composition, so both see
 * the same tree; it is its own module so the lint does not load the rehype half (Shiki, React).
 */
export function createParser(format: 'md' | 'mdx') {
  const processor = unified().use(remarkParse).use(remarkGfmLean).use(remarkDirective);
  if (format === 'mdx') processor.use(remarkMdx);
  return processor;
}

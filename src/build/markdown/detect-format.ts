import { stepFence } from './fences.ts';
const ESM_LINE = /^(import|export)\s/;
/** A capitalised JSX tag (`<Tabs>`, `<FeatureAvailability />`) outside inline code. */
const COMPONENT_TAG = /<[A-Z][\w.]*(?=[\s/>])/;

/**
 * Whether a `.md` body uses MDX: an `import`/`export` line or a capitalised component tag outside
 * code fences and inline code. Plain Markdown is left to CommonMark, where a stray `<` or `{` in
 * prose is text rather than a syntax error.
 */
export function usesMdx(body: string): boolean {
  let fence: string | undefined;
  for (const line of body.split('\n')) {
    const step = stepFence(line, fence);
    fence = step.fence;
    if (step.fenceLine) continue;
    if (fence) continue;
    if (ESM_LINE.test(line)) return true;
    if (COMPONENT_TAG.test(line.replace(/`[^`]*`/g, ''))) return true;
  }
  return false;
}

/** The parser a page gets: `.mdx` is always MDX; a `.md` file follows `markdown.format`. */
export function formatOf(source: { format: 'md' | 'mdx'; body: string }, setting: 'md' | 'mdx' | 'detect'): 'md' | 'mdx' {
  if (source.format === 'mdx' || setting === 'md') return source.format;
  if (setting === 'mdx') return 'mdx';
  return usesMdx(source.body) ? 'mdx' : 'md';
}

const ADMONITION_WITH_TITLE = /^(\s*:::+)(note|tip|info|warning|danger|caution)[ \t]+([^[{\s].*?)[ \t]*$/;
const HEADING_ID = /^(\s{0,3}#{1,6}\s.*?)\{#([\w-]+)\}(\s*)$/;
import { stepFence } from './fences.ts';

/**
 * Rewrites two Docusaurus notations before parsing: admonition titles (`:::note My title`) into the directive label syntax
 * remark-directive understands (`:::note[My title]`), and explicit heading ids (`## Title {#id}`),
 * escaped so MDX does not read them as expressions. Lines inside code fences are left alone and
 * the line count never changes, so positions still point into the author's file. In MDX, HTML
 * comments become MDX comments.
 */
export function preprocessDocusaurusSyntax(body: string, format: 'md' | 'mdx' = 'md'): string {
  const lines = body.split('\n');
  let fence: string | undefined;
  let comment = false;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] ?? '';
    const step = stepFence(line, fence);
    fence = step.fence;
    if (step.fenceLine) continue;
    if (fence) continue;
    // MDX has no HTML comments: `<!-- … -->` outside code becomes `{/* … */}` (same lines), as
    // Docusaurus authors had to write it.
    if (format === 'mdx' && (comment || line.includes('<!--'))) {
      let text = line;
      if (!comment) text = text.replace(/<!--/, '{/*');
      comment = !/-->/.test(text);
      lines[i] = text.replace(/-->/, '*/}');
      continue;
    }
    const match = ADMONITION_WITH_TITLE.exec(line);
    if (match) lines[i] = `${match[1]}${match[2]}[${(match[3] ?? '').replace(/[[\]]/g, '\\$&')}]`;
    const heading = HEADING_ID.exec(line);
    if (heading) lines[i] = `${heading[1]}\\{#${heading[2]}}${heading[3]}`;
  }
  return lines.join('\n');
}

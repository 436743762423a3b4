import { micromark } from 'micromark';
import type { ReactElement } from 'react';
export { ScrollTable } from '../ScrollTable.tsx';

/** One line of Markdown rendered inline (micromark escapes any HTML in it). */
export function InlineMarkdown({ text }: { text: string }): ReactElement {
  // Plain text needs no parser; the rest is memoised, since reference data repeats descriptions
  // (every SQL source documents `env`, `platform_instance`, patterns … in the same words).
  if (!/[`*_[\]<>&\\!#|~\n]/.test(text)) return <span>{text}</span>;
  let html = INLINE_CACHE.get(text);
  if (html === undefined) {
    html = micromark(text).replace(/^<p>|<\/p>\n?$/g, '');
    if (INLINE_CACHE.size > 20_000) INLINE_CACHE.clear();
    INLINE_CACHE.set(text, html);
  }
  return <span dangerouslySetInnerHTML={{ __html: html }} />;
}

const INLINE_CACHE = new Map<string, string>();


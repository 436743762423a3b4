import { describe, expect, it } from 'vitest';
import { parsePage } from './parse-page.ts';
import { extractProse } from './prose-text.ts';

function prose(relPath: string, text: string): string {
  const { page, problems } = parsePage({ relPath, displayPath: relPath, text });
  expect(problems).toEqual([]);
  return extractProse(page!);
}

/** The words left in the prose text, in order. */
const words = (text: string): string[] => text.split(/\s+/).filter(Boolean);

describe('extractProse', () => {
  it('keeps paragraphs, headings, table cells and prose front matter values, on their own lines and columns', () => {
    const text = '---\ntitle: Page title\nkeywords: [alpha]\n---\n\n## Heading {#custom-id}\n\nSome *emphasis* here.\n\n| Cell |\n|---|\n';
    const result = prose('a.md', text);
    expect(result.split('\n')).toHaveLength(text.split('\n').length);
    expect(result.split('\n')[1]).toBe('       Page title');
    // The preprocessor escapes `{#id}` (one character more on that line): lines and columns still match.
    expect(result.split('\n')[7]).toBe('Some *emphasis* here.');
    expect(words(result)).toEqual(['Page', 'title', '##', 'Heading', 'Some', '*emphasis*', 'here.', '|', 'Cell', '|']);
  });

  it('leaves out code, inline code, URLs and link targets, HTML, MDX tags, attributes and expressions', () => {
    const text = [
      '# Title',
      '',
      'Read [the guide](https://example.com/path "Link title") and `inline_code`. ![Alt text](./a.png)',
      '',
      '<Details summary="Attribute text">Inside text</Details> {/* a comment */}',
      '',
      '```yaml',
      'code: block',
      '```',
      '',
      'Visit https://example.com/bare today.',
    ].join('\n');
    expect(words(prose('a.mdx', text))).toEqual(['#', 'Title', 'Read', 'the', 'guide', 'and', '.', 'Inside', 'text', 'Visit', 'https://example.com/bare', 'today.']);
  });
});

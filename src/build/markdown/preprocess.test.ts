import { describe, expect, it } from 'vitest';
import { preprocessDocusaurusSyntax } from './preprocess.ts';

describe('preprocessDocusaurusSyntax', () => {
  it('turns an admonition title into a directive label', () => {
    expect(preprocessDocusaurusSyntax(':::tip Before you start\n\nx\n\n:::')).toBe(':::tip[Before you start]\n\nx\n\n:::');
  });
  it('leaves untitled admonitions and labels alone', () => {
    expect(preprocessDocusaurusSyntax(':::note\nx\n:::')).toBe(':::note\nx\n:::');
    expect(preprocessDocusaurusSyntax(':::note[Done]\nx\n:::')).toBe(':::note[Done]\nx\n:::');
  });
  it('escapes explicit heading ids', () => expect(preprocessDocusaurusSyntax('## Install {#install}')).toBe('## Install \\{#install}'));
  it('never touches code fences', () => {
    const src = '```md\n:::tip Title\n## H {#x}\n```\n';
    expect(preprocessDocusaurusSyntax(src)).toBe(src);
  });
  it('keeps the line count', () => {
    const src = 'a\n:::info Read this\nb\n## C {#c}\n';
    expect(preprocessDocusaurusSyntax(src).split('\n')).toHaveLength(src.split('\n').length);
  });
});

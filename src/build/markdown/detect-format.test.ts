import { describe, expect, it } from 'vitest';
import { formatOf, usesMdx } from './detect-format.ts';
import { titleFromFileName } from './remark-title.ts';

describe('usesMdx', () => {
  it('sees import lines and component tags outside code', () => {
    expect(usesMdx("import Tabs from '@theme/Tabs';\n\nText.\n")).toBe(true);
    expect(usesMdx('Text.\n\n<FeatureAvailability saasOnly />\n')).toBe(true);
  });
  it('ignores tags in fences and inline code, and lower-case HTML', () => {
    expect(usesMdx('```tsx\n<Tabs>\nimport x from "y";\n```\n')).toBe(false);
    expect(usesMdx('Use `<Tabs>` for this.\n')).toBe(false);
    expect(usesMdx('<p align="center"><img src="a.png"></p>\n')).toBe(false);
  });
});

describe('formatOf', () => {
  const md = { format: 'md' as const, body: '<Tabs>\n</Tabs>\n' };
  it('follows markdown.format for .md files and keeps .mdx as MDX', () => {
    expect(formatOf(md, 'detect')).toBe('mdx');
    expect(formatOf(md, 'md')).toBe('md');
    expect(formatOf({ format: 'md', body: 'plain' }, 'mdx')).toBe('mdx');
    expect(formatOf({ format: 'mdx', body: 'plain' }, 'md')).toBe('mdx');
  });
});

describe('titleFromFileName', () => {
  it('turns the file name into words, README and index taking the folder name', () => {
    expect(titleFromFileName('guides/setup-the-lamp.md')).toBe('Setup the lamp');
    expect(titleFromFileName('authentication/README.md')).toBe('Authentication');
    expect(titleFromFileName('02_getting_started.md')).toBe('Getting started');
  });
});

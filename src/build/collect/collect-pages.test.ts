import { describe, expect, it } from 'vitest';
import { BuildError } from '../errors.ts';
import { collectPages, type ContentFile } from './collect-pages.ts';

const file = (relPath: string, text = '# T\n'): ContentFile => ({ relPath, displayPath: `content/docs/${relPath}`, text });

describe('collectPages', () => {
  it('routes and identifies pages', () => {
    const pages = collectPages([file('quickstart.md'), file('metadata-ingestion/README.md'), file('how/Search.md', '---\nslug: /how/search\n---\n# S\n')], '/docs');
    expect(pages.map((p) => [p.id, p.route, p.format])).toEqual([
      ['quickstart', '/docs/quickstart', 'md'],
      ['metadata-ingestion', '/docs/metadata-ingestion', 'md'],
      ['how/Search', '/docs/how/search', 'md'],
    ]);
  });

  it('stops on a duplicate route, naming both files', () => {
    try {
      collectPages([file('a.md'), file('b.md', '---\nslug: /a\n---\n# B\n')], '/docs');
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(BuildError);
      const [problem] = (error as BuildError).problems;
      expect(problem).toMatchObject({ code: 'ROUTE_DUPLICATE', file: 'content/docs/b.md' });
      expect(problem?.message).toContain('content/docs/a.md');
    }
  });

  it('stops on a duplicate id', () => {
    expect(() => collectPages([file('x/a.md'), file('x/b.md', '---\nid: a\nslug: /elsewhere\n---\n# B\n')], '/docs')).toThrow(/ID_DUPLICATE/);
  });

  it('reports every bad front matter at once', () => {
    try {
      collectPages([file('a.md', '---\nnope: 1\n---\n'), file('b.md', '---\nedition: x\n---\n')], '/docs');
      expect.unreachable();
    } catch (error) {
      expect((error as BuildError).problems.map((p) => p.file)).toEqual(['content/docs/a.md', 'content/docs/b.md']);
    }
  });
});

import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Problem } from '../errors.ts';
import { readSearchKeywords } from './search-keywords.ts';

function fileWith(text: string): string {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'search-keywords-')), 'search-keywords.yaml');
  writeFileSync(file, text);
  return file;
}

describe('search keywords file', () => {
  const routes = new Set(['/docs/quickstart', '/docs/authorization']);

  it('maps routes to their extra keywords', () => {
    const problems: Problem[] = [];
    const file = fileWith('pages:\n  - route: /docs/quickstart\n    keywords: [install, try out]\n  - route: /docs/quickstart\n    keywords: [local]\n');
    expect(readSearchKeywords(file, 'content/data/search-keywords.yaml', routes, problems)).toEqual(new Map([['/docs/quickstart', ['install', 'try out', 'local']]]));
    expect(problems).toEqual([]);
  });

  it('reports an unknown route at its line', () => {
    const problems: Problem[] = [];
    const file = fileWith('pages:\n  - route: /docs/quickstart\n    keywords: [install]\n  - route: /docs/nowhere\n    keywords: [lost]\n');
    readSearchKeywords(file, 'content/data/search-keywords.yaml', routes, problems);
    expect(problems).toMatchObject([{ code: 'DATA_INVALID', file: 'content/data/search-keywords.yaml', line: 4 }]);
    expect(problems[0]!.message).toContain('/docs/nowhere');
  });

  it('reports a field that does not belong, and reads nothing when the file is absent', () => {
    const problems: Problem[] = [];
    readSearchKeywords(fileWith('pages:\n  - route: /docs/quickstart\n    keyword: [install]\n'), 'k.yaml', routes, problems);
    expect(problems.length).toBeGreaterThan(0);
    expect(problems.every((p) => p.code === 'DATA_INVALID')).toBe(true);
    expect(readSearchKeywords('/nonexistent/search-keywords.yaml', 'k.yaml', routes, [])).toEqual(new Map());
  });
});

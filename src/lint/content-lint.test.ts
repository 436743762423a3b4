import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeProject } from '../../tests/helpers/project.ts';
import { lintContent, lintFiles, type LintReport } from './content-lint.ts';
import { formatLintProblem, type LintProblem } from './lint-problems.ts';

const FIXTURES = 'tests/fixtures/content-lint';
const DOCS = `${FIXTURES}/docs`;
const at = (display: string) => ({ path: path.resolve(display), display });

describe('content lint on broken fixture pages', () => {
  let report: LintReport;
  const problemsOf = (file: string): LintProblem[] => report.problems.filter((p) => p.file === `${DOCS}/${file}`);
  beforeAll(async () => {
    // In this thread, so cspell's dictionaries load once for this file (the tests below lint here
    // too); `npm run lint:content` at the end of the file checks with the spell thread.
    report = await lintContent({ content: at(DOCS), graphql: at(`${FIXTURES}/graphql`), words: at(`${FIXTURES}/project-words.txt`), spellThread: false });
  });

  it('checks every page and passes the valid one (explicit ids, repeated subheadings, jsonc, jsonl, multi-document YAML, MDX)', () => {
    expect(report.pages).toBe(11);
    expect(problemsOf('valid.mdx').map(formatLintProblem)).toEqual([]);
  });

  const cases: { file: string; problem: Partial<LintProblem>; mention: string }[] = [
    { file: 'bad-front-matter.md', problem: { code: 'FRONT_MATTER_INVALID', rule: 'front-matter', line: 3, column: 1 }, mention: 'sidebar_lable' },
    { file: 'skipped-heading-level.md', problem: { code: 'HEADING_LEVEL_SKIPPED', rule: 'heading-levels', line: 9, column: 1 }, mention: 'h4 "Details" follows an h2: h3 was skipped' },
    { file: 'duplicate-heading-id.md', problem: { code: 'HEADING_ID_DUPLICATE', rule: 'heading-ids', line: 13, column: 1 }, mention: 'repeats the heading at line 5 in the same section, so its id becomes "#setup-1"' },
    { file: 'duplicate-explicit-id.md', problem: { code: 'HEADING_ID_DUPLICATE', rule: 'heading-ids', line: 7, column: 1 }, mention: '"#before-you-start" is already the id of the heading at line 3' },
    { file: 'code-without-language.md', problem: { code: 'CODE_LANGUAGE_MISSING', rule: 'code-language', line: 7, column: 1 }, mention: 'without a language' },
    { file: 'invalid-yaml.md', problem: { code: 'CODE_YAML_INVALID', rule: 'code-parses', line: 9, column: 9 }, mention: 'Nested mappings' },
    { file: 'invalid-json.md', problem: { code: 'CODE_JSON_INVALID', rule: 'code-parses', line: 10, column: 21 }, mention: 'found "]"' },
    { file: 'invalid-graphql.md', problem: { code: 'EXAMPLE_INVALID', rule: 'code-parses', line: 12, column: 2 }, mention: 'Syntax Error' },
    { file: 'graphql-unknown-field.md', problem: { code: 'EXAMPLE_INVALID', rule: 'code-parses', line: 11, column: 5 }, mention: 'Cannot query field "owner" on type "Dataset"' },
    { file: 'misspelled-word.mdx', problem: { code: 'SPELLING_UNKNOWN', rule: 'spelling', line: 13, column: 19 }, mention: 'unknown word "recieve" (did you mean "receive"' },
  ];
  it.each(cases)('$file fails with $problem.code at its line', ({ file, problem, mention }) => {
    const found = problemsOf(file);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ file: `${DOCS}/${file}`, ...problem });
    expect(found[0]?.message).toContain(mention);
  });

  it('prints file:line:col, code, rule, message and fix', () => {
    const spelling = problemsOf('misspelled-word.mdx')[0]!;
    expect(formatLintProblem(spelling)).toMatch(
      /^tests\/fixtures\/content-lint\/docs\/misspelled-word\.mdx:13:19 {2}error SPELLING_UNKNOWN \[spelling\]: unknown word "recieve".*\n {2}fix: .*content\/project-words\.txt/,
    );
  });
});

describe('content lint details', () => {
  const lintOne = (relPath: string, text: string) => lintFiles([{ relPath, displayPath: `docs/${relPath}`, text }], { spellThread: false });

  it('reports a page without a title, and Markdown it cannot parse', async () => {
    const { problems } = await lintOne('a.mdx', 'Text.\n\n<Details summary="x">\n\nunclosed\n');
    expect(problems).toEqual([expect.objectContaining({ code: 'MDX_TAG_UNCLOSED', rule: 'markdown-syntax', file: 'docs/a.mdx', line: 3 })]);
    const unclosed = await lintOne('c.md', '# C\n\n:::warning\n\nCareful.\n\n## Later\n');
    expect(unclosed.problems).toEqual([expect.objectContaining({ code: 'DIRECTIVE_UNCLOSED', rule: 'markdown-syntax', line: 3, column: 1 })]);
    const untitled = await lintOne('b.md', 'Just text.\n');
    expect(untitled.problems).toEqual([expect.objectContaining({ code: 'TITLE_MISSING', line: 1 })]);
  });

  it('takes the title from a leading # heading, so the first ## is not a skip', async () => {
    const { problems } = await lintOne('a.md', '# Title\n\n## Section\n\n### Sub\n\n## Next\n\n#### Deep\n');
    expect(problems).toEqual([expect.objectContaining({ code: 'HEADING_LEVEL_SKIPPED', line: 9 })]);
  });

  it('flags misspellings in titles, descriptions, headings, table cells, admonition titles and component text', async () => {
    const page = [
      '---',
      'title: The Pgae title',
      'description: A descripton.',
      '---',
      '',
      '## Hedding',
      '',
      '| Colunm |',
      '|---|',
      '| x |',
      '',
      ':::note Importent',
      'Body.',
      ':::',
      '',
      '<Details summary="x">',
      '',
      'Hiden text.',
      '',
      '</Details>',
      '',
    ].join('\n');
    const { problems } = await lintOne('a.mdx', page);
    expect(problems.map((p) => `${p.line}:${p.column} ${/"([^"]+)"/.exec(p.message)?.[1]}`)).toEqual([
      '2:12 Pgae',
      '3:16 descripton',
      '6:4 Hedding',
      '8:3 Colunm',
      '12:9 Importent',
      '18:1 Hiden',
    ]);
  });

  it('reports an indented code block, which cannot name its language', async () => {
    const { problems } = await lintOne('a.md', '# A\n\nRun:\n\n    datahub version\n');
    expect(problems).toEqual([expect.objectContaining({ code: 'CODE_LANGUAGE_MISSING', line: 5, message: expect.stringContaining('indented') })]);
  });
});

describe('npm run lint:content', () => {
  it('prints each problem and a summary line, and exits 1', () => {
    const root = makeProject({ 'content/docs/broken.md': '---\ntitle: Broken\n---\n\n## A\n\n#### B\n', 'content/project-words.txt': '# Words\ndatahub\n' });
    // Node with tsx's loader, as the tsx command runs it, without the tsx command's own process.
    const loader = pathToFileURL(path.resolve('node_modules/tsx/dist/loader.mjs')).href;
    const result = spawnSync(process.execPath, ['--import', loader, path.resolve('src/cli/lint-content.ts')], { cwd: root, encoding: 'utf8' });
    expect(result.stderr).toContain('content/docs/broken.md:7:1  error HEADING_LEVEL_SKIPPED [heading-levels]: h4 "B" follows an h2');
    expect(result.stderr).toMatch(/Content lint: 11 pages checked, 1 problem\(s\) in [\d.]+ s/);
    expect(result.status).toBe(1);
  });
});

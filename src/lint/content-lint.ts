import { existsSync, readFileSync } from 'node:fs';
import type { GraphQLSchema } from 'graphql';
import { readContentFiles, type ContentFile } from '../build/collect/collect-pages.ts';
import { BuildError } from '../build/errors.ts';
import { loadGraphqlSchema } from '../build/sources/graphql/load-schema.ts';
import { checkCodeBlocks } from './check-code-blocks.ts';
import { checkHeadings } from './check-headings.ts';
import { prepareSpelling, type SpellChecker, type SpellingIssue } from './check-spelling.ts';
import { sortProblems, type LintProblem } from './lint-problems.ts';
import { parsePage } from './parse-page.ts';
import { extractProse } from './prose-text.ts';
import { startSpellThread } from './spell-thread.ts';
import { parseWordList } from './word-list.ts';

/** A folder or file on disk and the path messages call it by. */
export interface Location {
  path: string;
  display: string;
}

/** What to lint and against what. */
export interface LintOptions {
  /** The content folder (`content/docs`); `_` partials are skipped, as the build skips them. */
  content: Location;
  /** GraphQL SDL folder: examples are validated against it; without it they are only parsed. */
  graphql?: Location;
  /** The project word list (`content/project-words.txt`); without it, only the dictionaries count. */
  words?: Location;
  /**
   * Spell-check in a worker thread, overlapping dictionary loading with parsing.
   * @default true
   */
  spellThread?: boolean;
}

/** The outcome of a run: problems sorted by file and line, and how long each step took (ms). */
export interface LintReport {
  pages: number;
  problems: LintProblem[];
  timings: Record<string, number>;
}

function loadSchema(graphql: Location | undefined, problems: LintProblem[]): GraphQLSchema | undefined {
  if (!graphql) return undefined;
  try {
    return loadGraphqlSchema(graphql.path, graphql.display);
  } catch (error) {
    if (!(error instanceof BuildError)) throw error;
    problems.push(...error.problems.map((p) => ({ ...p, rule: 'code-parses' as const })));
    return undefined;
  }
}

function spellingProblem(file: string | undefined, issue: SpellingIssue): LintProblem {
  const hint = issue.suggestions.length > 0 ? ` (did you mean ${issue.suggestions.map((s) => `"${s}"`).join(', ')}?)` : '';
  return { code: 'SPELLING_UNKNOWN', rule: 'spelling', file, line: issue.line, column: issue.column, message: `unknown word "${issue.word}"${hint}` };
}

/** Lints content files already read (tests pass them in directly). */
export async function lintFiles(files: ContentFile[], options: Omit<LintOptions, 'content'>): Promise<LintReport> {
  const timings: Record<string, number> = {};
  const time = async <T>(name: string, run: () => T | Promise<T>): Promise<T> => {
    const started = performance.now();
    try {
      return await run();
    } finally {
      timings[name] = (timings[name] ?? 0) + Math.round(performance.now() - started);
    }
  };
  const problems: LintProblem[] = [];
  const schema = await time('graphql-schema', () => loadSchema(options.graphql, problems));
  const wordList = options.words && existsSync(options.words.path) ? parseWordList(readFileSync(options.words.path, 'utf8'), options.words.display) : undefined;
  problems.push(...(wordList?.problems ?? []));
  const words = wordList?.words ?? [];
  const thread = options.spellThread === false ? undefined : startSpellThread(words);
  const spelling: Promise<SpellChecker> = thread ? Promise.resolve(thread.check) : prepareSpelling(words);
  spelling.catch(() => undefined); // awaited after parsing; a failure is reported there
  const checked: { file: string; prose: string }[] = [];
  try {
    for (const file of files) {
      const parsed = await time('parse', () => parsePage(file));
      problems.push(...parsed.problems);
      const page = parsed.page;
      if (!page) continue;
      problems.push(...(await time('headings', () => checkHeadings(page))));
      problems.push(...(await time('code-blocks', () => checkCodeBlocks(page, schema))));
      checked.push({ file: page.file, prose: await time('prose', () => extractProse(page)) });
    }
    const check = await spelling;
    const issues = await time('spelling', () => check(checked.map((c) => c.prose)));
    issues.forEach((found, index) => problems.push(...found.map((issue) => spellingProblem(checked[index]?.file, issue))));
  } finally {
    await thread?.close();
  }
  return { pages: files.length, problems: sortProblems(problems), timings };
}

/**
 * The content lint: reads every hand-written page and checks front matter, heading ids and
 * levels, code block languages and syntax (GraphQL against the schema) and spelling.
 */
export async function lintContent(options: LintOptions): Promise<LintReport> {
  const files = readContentFiles(options.content.path, options.content.display);
  return lintFiles(files, options);
}

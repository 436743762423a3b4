import { PROBLEMS, type Problem, type ProblemCode } from '../build/errors.ts';

/**
 * Problems only the content lint reports, each with what to do. Problems the build already knows
 * (front matter, Markdown syntax, GraphQL examples) keep their build code and fix.
 */
export const LINT_PROBLEMS = {
  HEADING_LEVEL_SKIPPED: 'Use the next level down (the title is the H1, so the first heading is `##`); promote the heading or add the missing level.',
  CODE_LANGUAGE_MISSING: 'Name the language after the opening fence (```yaml, ```bash, ```json …); use ```text for output or plain text.',
  CODE_YAML_INVALID: 'Fix the YAML (indentation, quotes, colons), or mark the block ```text if it is not meant to be YAML.',
  CODE_JSON_INVALID: 'Fix the JSON (double quotes, no trailing commas, no comments), use ```jsonc if it has comments or ```jsonl for a value per line, or ```text if it is not meant to be JSON.',
  SPELLING_UNKNOWN: 'Fix the spelling; if the word is right (a product, connector or technical term), add it to content/project-words.txt; put code, paths and identifiers in `backticks`.',
  WORD_LIST_UNSORTED: 'Keep content/project-words.txt sorted (case-insensitive), one word per line, without duplicates: `npm run lint:content -- --sort-words` rewrites it.',
} as const;

export type LintCode = keyof typeof LINT_PROBLEMS;

/** The lint's rules; each problem names the rule that found it. */
export type LintRule = 'front-matter' | 'markdown-syntax' | 'heading-ids' | 'heading-levels' | 'code-language' | 'code-parses' | 'spelling';

/** One thing wrong with a page, located in the author's file (line and column are 1-based). */
export interface LintProblem extends Omit<Problem, 'code'> {
  code: ProblemCode | LintCode;
  rule: LintRule;
}

function hintOf(problem: LintProblem): string {
  if (problem.hint) return problem.hint;
  return problem.code in LINT_PROBLEMS ? LINT_PROBLEMS[problem.code as LintCode] : PROBLEMS[problem.code as ProblemCode];
}

/** `file:line:col  error CODE [rule]: message` and the fix on its own line, as the build prints problems. */
export function formatLintProblem(problem: LintProblem): string {
  const where = problem.file
    ? `${problem.file}${problem.line ? `:${problem.line}${problem.column ? `:${problem.column}` : ''}` : ''}  `
    : '';
  return `${where}error ${problem.code} [${problem.rule}]: ${problem.message}\n  fix: ${hintOf(problem)}`;
}

/** Sorts problems by file, then line and column, so output reads top to bottom. */
export function sortProblems(problems: LintProblem[]): LintProblem[] {
  return [...problems].sort(
    (a, b) => (a.file ?? '').localeCompare(b.file ?? '') || (a.line ?? 0) - (b.line ?? 0) || (a.column ?? 0) - (b.column ?? 0),
  );
}

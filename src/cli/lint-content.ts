import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { BuildError } from '../build/errors.ts';
import { loadProject, overridesFromEnv } from '../config/load.ts';
import { lintContent } from '../lint/content-lint.ts';
import { formatLintProblem } from '../lint/lint-problems.ts';
import { sortWordList } from '../lint/word-list.ts';

/**
 * `npm run lint:content`: lints every page of the content folder; prints each problem with its
 * fix and a summary line, and exits 1 when there is any.
 *   --unknown-words  print only the distinct unknown words with their counts (to review and add)
 *   --sort-words     sort and deduplicate the word list in place, then lint
 */
const started = performance.now();
const args = new Set(process.argv.slice(2));
const root = process.cwd();
let project;
try {
  project = await loadProject(root, overridesFromEnv(process.env));
} catch (error) {
  if (error instanceof BuildError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
const { contentDir, reference } = project.config;
// The word list sits next to the content folder: content/docs → content/project-words.txt.
const wordsFile = path.join(path.dirname(contentDir), 'project-words.txt');
if (args.has('--sort-words') && existsSync(path.join(root, wordsFile))) {
  writeFileSync(path.join(root, wordsFile), sortWordList(readFileSync(path.join(root, wordsFile), 'utf8')));
}

const report = await lintContent({
  content: { path: path.join(root, contentDir), display: contentDir },
  graphql: { path: path.join(root, reference.graphql), display: reference.graphql },
  words: { path: path.join(root, wordsFile), display: wordsFile },
});
const seconds = ((performance.now() - started) / 1000).toFixed(2);

if (args.has('--unknown-words')) {
  const counts = new Map<string, number>();
  for (const p of report.problems) {
    const word = p.code === 'SPELLING_UNKNOWN' ? /unknown word "([^"]+)"/.exec(p.message)?.[1] : undefined;
    if (word) counts.set(word, (counts.get(word) ?? 0) + 1);
  }
  for (const [word, count] of [...counts].sort((a, b) => a[0].localeCompare(b[0]))) console.log(`${word}\t${count}`);
  console.log(`\n${counts.size} distinct unknown word(s)`);
  process.exit(counts.size > 0 ? 1 : 0);
}

for (const problem of report.problems) console.error(`${formatLintProblem(problem)}\n`);
const timings = Object.entries(report.timings).map(([k, v]) => `${k} ${v} ms`).join(', ');
const summary = `Content lint: ${report.pages} pages checked, ${report.problems.length} problem(s) in ${seconds} s (${timings})`;
if (report.problems.length > 0) {
  console.error(summary);
  process.exit(1);
}
console.log(summary);

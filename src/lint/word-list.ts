import type { LintProblem } from './lint-problems.ts';

/** The project's words: one per line; `#` starts a comment line. */
export interface WordList {
  words: string[];
  /** Unsorted or repeated entries, located in the file. */
  problems: LintProblem[];
}

const compare = (a: string, b: string): number => a.localeCompare(b, 'en', { sensitivity: 'base' }) || a.localeCompare(b, 'en');

/** Reads a word list's text; `file` is the path shown in messages. */
export function parseWordList(text: string, file: string): WordList {
  const words: string[] = [];
  const problems: LintProblem[] = [];
  let previous: string | undefined;
  text.split(/\r?\n/).forEach((raw, index) => {
    const word = raw.trim();
    if (!word || word.startsWith('#')) return;
    if (previous !== undefined && compare(previous, word) >= 0) {
      const message = compare(previous, word) === 0 ? `"${word}" is listed twice` : `"${word}" comes after "${previous}" (not sorted)`;
      problems.push({ code: 'WORD_LIST_UNSORTED', rule: 'spelling', file, line: index + 1, column: 1, message });
    }
    words.push(word);
    previous = word;
  });
  return { words, problems };
}

/** The same list with its words sorted and deduplicated, comment header kept at the top. */
export function sortWordList(text: string): string {
  const lines = text.split(/\r?\n/);
  const header = lines.filter((l) => l.trim().startsWith('#'));
  const words = [...new Set(lines.map((l) => l.trim()).filter((l) => l && !l.startsWith('#')))].sort(compare);
  return [...header, ...words].join('\n') + '\n';
}

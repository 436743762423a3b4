import {
  CompoundWordsMethod,
  createTextDocument,
  DocumentValidator,
  getDefaultSettings,
  getDictionary,
  mergeSettings,
  type CSpellUserSettings,
} from 'cspell-lib';

/**
 * English, US and British (the pages use both), cspell's default technical dictionaries
 * (companies, software terms, licences, file types) and the technologies our pages talk about.
 */
const LANGUAGE = 'en,en-GB';
const DICTIONARIES = ['aws', 'bash', 'docker', 'fullstack', 'k8s', 'python', 'sql', 'google', 'data-science', 'java', 'node', 'npm'];
/** Suggestions cost ~0.1 s a word: computed for this many distinct words at most. */
const MAX_SUGGESTED_WORDS = 40;

/** An unknown word in one of the checked texts (line and column 1-based, in that text). */
export interface SpellingIssue {
  word: string;
  line: number;
  column: number;
  suggestions: string[];
}

/** Checks texts and returns, for each, its unknown words. */
export type SpellChecker = (texts: string[]) => Promise<SpellingIssue[][]>;

/** Index of the last line start at or before `offset`. */
function lineIndex(lineStarts: number[], offset: number): number {
  let low = 0;
  let high = lineStarts.length - 1;
  while (low < high) {
    const mid = (low + high + 1) >> 1;
    if ((lineStarts[mid] ?? 0) <= offset) low = mid;
    else high = mid - 1;
  }
  return low;
}

/**
 * Loads cspell's dictionaries once (the slow part, a second or two) with the project's words.
 * The checker validates all texts as one document (preparing a validator costs ~20 ms, so one
 * per page would cost more than checking) and maps every issue back to its text, line and column.
 */
export async function prepareSpelling(words: string[]): Promise<SpellChecker> {
  const settings = mergeSettings(await getDefaultSettings(), { language: LANGUAGE, dictionaries: DICTIONARIES, words } satisfies CSpellUserSettings);
  const validatorFor = async (content: string): Promise<DocumentValidator> => {
    const validator = new DocumentValidator(createTextDocument({ uri: 'file:///content-prose.txt', content, languageId: 'plaintext' }), { noConfigSearch: true }, settings);
    await validator.prepare();
    return validator;
  };
  await validatorFor('');
  const dictionary = await getDictionary(settings);
  const suggest = (word: string): string[] =>
    dictionary.suggest(word, { numSuggestions: 3, compoundMethod: CompoundWordsMethod.NONE, ignoreCase: true, timeout: 300 }).map((s) => s.word);
  return async (texts) => {
    const all = texts.join('\n');
    const lineStarts = [0];
    for (let i = all.indexOf('\n'); i !== -1; i = all.indexOf('\n', i + 1)) lineStarts.push(i + 1);
    // First line of each text in the joined document.
    const firstLine: number[] = [];
    let line = 0;
    for (const text of texts) {
      firstLine.push(line);
      line += text.split('\n').length;
    }
    const found: SpellingIssue[][] = texts.map(() => []);
    const suggestions = new Map<string, string[]>();
    const validator = await validatorFor(all);
    for (const issue of validator.checkDocument()) {
      const index = lineIndex(lineStarts, issue.offset);
      const text = lineIndex(firstLine, index);
      if (!suggestions.has(issue.text)) suggestions.set(issue.text, suggestions.size < MAX_SUGGESTED_WORDS ? suggest(issue.text) : []);
      found[text]?.push({
        word: issue.text,
        line: index - (firstLine[text] ?? 0) + 1,
        column: issue.offset - (lineStarts[index] ?? 0) + 1,
        suggestions: suggestions.get(issue.text) ?? [],
      });
    }
    return found;
  };
}

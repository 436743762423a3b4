import { describe, expect, it } from 'vitest';
import { parseWordList, sortWordList } from './word-list.ts';

describe('project word list', () => {
  it('reads one word per line, skipping comments and blank lines', () => {
    expect(parseWordList('# header\n\nAcryl\ndatahub\nSnowsight\n', 'w.txt')).toEqual({ words: ['Acryl', 'datahub', 'Snowsight'], problems: [] });
  });

  it('reports unsorted and repeated words at their line', () => {
    const { problems } = parseWordList('# header\nkeytab\nAcryl\nAcryl\n', 'w.txt');
    expect(problems).toEqual([
      expect.objectContaining({ code: 'WORD_LIST_UNSORTED', file: 'w.txt', line: 3, message: '"Acryl" comes after "keytab" (not sorted)' }),
      expect.objectContaining({ code: 'WORD_LIST_UNSORTED', file: 'w.txt', line: 4, message: '"Acryl" is listed twice' }),
    ]);
  });

  it('sorts case-insensitively and drops repeats, keeping the header', () => {
    const sorted = sortWordList('# header\nkeytab\nAcryl\ndatahub\nAcryl\n');
    expect(sorted).toBe('# header\nAcryl\ndatahub\nkeytab\n');
    expect(parseWordList(sorted, 'w.txt').problems).toEqual([]);
  });
});

import { parseDocument } from 'yaml';
import { FrontMatterSchema, type FrontMatter } from '../../config/front-matter.ts';
import { zodProblems } from '../../config/zod-problems.ts';
import type { Problem } from '../errors.ts';

export interface SplitSource {
  frontMatter: FrontMatter;
  body: string;
  /** Number of lines before the body starts, to map body line numbers back to the file. */
  bodyLineOffset: number;
}

const FENCE = /^---[ \t]*\r?\n(?:([\s\S]*?)\r?\n)?---[ \t]*(?:\r?\n|$)/;
const OPENING = /^---[ \t]*\r?\n/;

/** Line (1-based, in the file) where a top-level front matter key is written. */
function lineOfKey(yamlText: string, key: string | undefined): number | undefined {
  if (!key) return undefined;
  const index = yamlText.split(/\r?\n/).findIndex((line) => line.startsWith(`${key}:`));
  return index === -1 ? undefined : index + 2;
}

/**
 * Splits a page into validated front matter and body. Problems (YAML syntax, unknown keys, wrong
 * types) are returned with the file line they refer to.
 */
export function parseFrontMatter(source: string, file: string): { result?: SplitSource; problems: Problem[] } {
  const match = FENCE.exec(source);
  if (!match && OPENING.test(source)) {
    return { problems: [{ code: 'FRONT_MATTER_UNCLOSED', file, line: 1, column: 1, message: 'the front matter opened by `---` on line 1 is never closed by a second `---` line, so the whole page would be read as front matter' }] };
  }
  if (!match) return { result: { frontMatter: {}, body: source, bodyLineOffset: 0 }, problems: [] };
  const yamlText = match[1] ?? '';
  const bodyLineOffset = match[0].split('\n').length - 1;
  const doc = parseDocument(yamlText);
  if (doc.errors.length > 0) {
    return {
      problems: doc.errors.map((error) => ({
        code: 'FRONT_MATTER_YAML' as const,
        file,
        line: (error.linePos?.[0]?.line ?? 1) + 1,
        column: error.linePos?.[0]?.col,
        message: `invalid YAML in front matter: ${error.message.split('\n')[0]}`,
      })),
    };
  }
  const raw: unknown = doc.toJS() ?? {};
  const parsed = FrontMatterSchema.safeParse(raw);
  if (!parsed.success) {
    const problems = parsed.error.issues.flatMap((issue) => {
      // A nested unknown key is reported at its top-level key's line.
      const key = issue.path.length > 0 ? String(issue.path[0]) : issue.code === 'unrecognized_keys' ? issue.keys[0] : '';
      return zodProblems(
        { issues: [issue] } as unknown as Parameters<typeof zodProblems>[0],
        'FRONT_MATTER_INVALID',
        file,
        { line: lineOfKey(yamlText, key) ?? 1 },
      );
    });
    return { problems };
  }
  return { result: { frontMatter: parsed.data, body: source.slice(match[0].length), bodyLineOffset }, problems: [] };
}

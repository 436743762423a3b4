import { parseDocument } from 'yaml';
import { fastLoad } from '../sources/read-yaml.ts';
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
 * types) are returned with the file line they refer to. With `strict: false` (a tree written for
 * Docusaurus, which lets pages carry keys of their own), an unknown key is a warning and is dropped.
 */
export function parseFrontMatter(source: string, file: string, options: { strict?: boolean } = {}): { result?: SplitSource; problems: Problem[]; fallback?: SplitSource } {
  const match = FENCE.exec(source);
  if (!match && OPENING.test(source)) {
    return { problems: [{ code: 'FRONT_MATTER_UNCLOSED', file, line: 1, column: 1, message: 'the front matter opened by `---` on line 1 is never closed by a second `---` line, so the whole page would be read as front matter' }] };
  }
  if (!match) return { result: { frontMatter: {}, body: source, bodyLineOffset: 0 }, problems: [] };
  const yamlText = match[1] ?? '';
  const bodyLineOffset = match[0].split('\n').length - 1;
  // js-yaml reads it faster; `yaml` only when js-yaml cannot (to report where, or an empty block).
  const fast = fastLoad(yamlText);
  let raw: unknown;
  if (fast) raw = fast.value;
  else {
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
    raw = doc.toJS();
  }
  raw ??= {};
  let parsed = FrontMatterSchema.safeParse(raw);
  const warnings: Problem[] = [];
  if (!parsed.success && options.strict === false && raw && typeof raw === 'object') {
    // Relaxed rules: unknown top-level keys are dropped with a warning, as Docusaurus ignores them.
    const unknown = parsed.error.issues.flatMap((issue) => (issue.code === 'unrecognized_keys' && issue.path.length === 0 ? issue.keys : []));
    if (unknown.length > 0) {
      const known = Object.fromEntries(Object.entries(raw).filter(([key]) => !unknown.includes(key)));
      for (const key of unknown) {
        warnings.push({ code: 'FRONT_MATTER_INVALID', severity: 'warning', file, line: lineOfKey(yamlText, key) ?? 1, message: `unknown front matter key \`${key}\` (ignored)`, hint: 'Remove the key, or rename it to one of the keys in src/config/front-matter.ts if it is a typo.' });
      }
      parsed = FrontMatterSchema.safeParse(known);
    }
  }
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
    // The body is still good: the build compiles it with no front matter, so one run reports all.
    return { problems: [...warnings, ...problems], fallback: { frontMatter: fallbackFrontMatter(raw), body: source.slice(match[0].length), bodyLineOffset } };
  }
  return { result: { frontMatter: parsed.data, body: source.slice(match[0].length), bodyLineOffset }, problems: warnings };
}

/** What can be kept of front matter that failed validation: its title, when that is a plain string. */
function fallbackFrontMatter(raw: unknown): FrontMatter {
  const title = raw && typeof raw === 'object' && 'title' in raw ? (raw as { title?: unknown }).title : undefined;
  return typeof title === 'string' && title.trim() !== '' ? { title } : {};
}

import path from 'node:path';
import type { Problem, ProblemCode } from '../build/errors.ts';

/** `/abs/file.ts:3:34: ERROR: Expected "}" but found "items"`: how esbuild (tsx) reports a syntax error. */
const ESBUILD_ERROR = /^(.+?):(\d+):(\d+): ERROR: (.*)$/m;
/** A stack frame or message location: `(/abs/file.ts:3:6)` or ` /abs/file.ts:3:6`. */
const LOCATION = /(?:\(|\s|^)((?:[A-Za-z]:)?[/\\][^():\s]+?\.(?:[cm]?[jt]sx?|json)):(\d+):(\d+)/g;

/**
 * A config module (site.config.ts, sidebars.ts and what they import) that fails to load — a
 * syntax error, or an exception while it runs — as one problem at the file and line at fault,
 * instead of a loader's stack trace. `root` makes file names relative; `fallback` is the module
 * that was imported, named when no location can be found.
 */
export function moduleProblem(error: unknown, code: ProblemCode, root: string, fallback: string): Problem {
  const e = error as { message?: string; stack?: string; errors?: { text?: string; location?: { file?: string; line?: number; column?: number } }[] };
  const message = e.message ?? String(error);
  const rel = (file: string): string => path.relative(root, path.resolve(root, file)) || file;
  const hint = 'Fix the file at that line: it must be valid TypeScript (or JSON) whose default export is the object described in src/config.';
  // esbuild's own error list (when the loader keeps it), else its formatted message (tsx keeps only that).
  const structured = e.errors?.[0];
  if (structured?.location?.file) {
    return { code, hint, file: rel(structured.location.file), line: structured.location.line, column: (structured.location.column ?? 0) + 1, message: `syntax error: ${structured.text ?? message}` };
  }
  const esbuild = ESBUILD_ERROR.exec(message);
  if (esbuild) return { code, hint, file: rel(esbuild[1]!), line: Number(esbuild[2]), column: Number(esbuild[3]) + 1, message: `syntax error: ${esbuild[4]}` };
  // Otherwise the first location in the project (not in node_modules) named by the message or the stack.
  const firstLine = message.split('\n')[0] ?? message;
  for (const match of `${message}\n${e.stack ?? ''}`.matchAll(LOCATION)) {
    const file = match[1]!;
    if (file.includes(`${path.sep}node_modules${path.sep}`) || !path.resolve(file).startsWith(root + path.sep)) continue;
    return { code, hint, file: rel(file.replace(/\?.*$/, '')), line: Number(match[2]), column: Number(match[3]), message: `cannot be loaded: ${firstLine.replace(LOCATION, '').trim()}` };
  }
  return { code, hint, file: fallback, message: `cannot be loaded: ${firstLine}` };
}

/** A JSON config file that does not parse, at the line of the fault when `JSON.parse` gives its offset. */
export function jsonProblem(error: unknown, code: ProblemCode, text: string, file: string): Problem {
  const message = (error as Error).message;
  const offset = /at position (\d+)/.exec(message);
  const before = offset ? text.slice(0, Number(offset[1])).split('\n') : undefined;
  return {
    code,
    file,
    line: before?.length,
    column: before ? (before.at(-1)?.length ?? 0) + 1 : undefined,
    message: `not valid JSON: ${message.replace(/ in JSON at position \d+.*$/, '')}`,
    hint: 'Fix the JSON at that line (double quotes, commas between items, none after the last).',
  };
}

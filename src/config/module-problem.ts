import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { stripVTControlCharacters } from 'node:util';
import type { Problem, ProblemCode } from '../build/errors.ts';
import { findJsonError } from '../shared/json-syntax.ts';

const ENGINE_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** `/abs/file.ts:3:34: ERROR: Expected "}" but found "items"`: esbuild's (tsx's) report; its column counts from 0. */
const ESBUILD_ERROR = /^(.+?):(\d+):(\d+): ERROR: (.*)$/m;
/** A file location in a message, code frame or stack frame: `/abs/file.ts:3:6`, `../x/sidebars.ts:3:35`. */
const LOCATION = /((?:[A-Za-z]:)?[\w./\\@+-]*?[\w@+-]+\.(?:[cm]?[jt]sx?|json)):(\d+):(\d+)/g;

/**
 * A config module (site.config.ts, sidebars.ts and what they import) that fails to load — a
 * syntax error, or an exception while it runs — as one problem at the file and line at fault,
 * instead of a loader's stack trace or a code frame full of terminal colour codes. The loader
 * may be tsx (esbuild: `file:line:col: ERROR: …`) or Vite in the dev server (oxc: `[PARSE_ERROR] …`
 * with a frame naming the file relative to the engine). `root` is the project root: locations
 * outside it or in node_modules are loader internals; `fallback` names the imported module.
 */
export function moduleProblem(error: unknown, code: ProblemCode, root: string, fallback: string): Problem {
  const e = error as { message?: string; stack?: string };
  const message = stripVTControlCharacters(e.message ?? String(error));
  const hint = 'Fix the file at that line: it must be valid TypeScript (or JSON) whose default export is the object described in src/config.';
  const rel = (abs: string): string => path.relative(root, abs);
  const esbuild = ESBUILD_ERROR.exec(message);
  if (esbuild) return { code, hint, file: rel(path.resolve(root, esbuild[1]!)), line: Number(esbuild[2]), column: Number(esbuild[3]) + 1, message: `syntax error: ${esbuild[4]}` };
  const lines = message.split('\n').map((l) => l.trim());
  const syntax = /^Transform failed/.test(lines[0] ?? '');
  const reason = (syntax ? lines.slice(1).find((l) => l !== '') : lines[0])?.replace(/^\[[A-Z_]+\]\s*/, '') ?? message;
  for (const match of `${message}\n${stripVTControlCharacters(e.stack ?? '')}`.matchAll(LOCATION)) {
    const file = match[1]!.replace(/^file:\/\//, '');
    const abs = [root, process.cwd(), ENGINE_ROOT].map((base) => path.resolve(base, file)).find((p) => p.startsWith(root + path.sep) && !p.includes(`${path.sep}node_modules${path.sep}`));
    if (abs) return { code, hint, file: rel(abs), line: Number(match[2]), column: Number(match[3]), message: `${syntax ? 'syntax error' : 'cannot be loaded'}: ${reason}` };
  }
  return { code, hint, file: fallback, message: `${syntax ? 'syntax error' : 'cannot be loaded'}: ${reason}` };
}

/** A JSON config file that does not parse, at the line of the fault. */
export function jsonProblem(error: unknown, code: ProblemCode, text: string, file: string): Problem {
  // Node 20's JSON.parse does not always give the offset ("Unexpected token ']'"): find it.
  const fault = findJsonError(text);
  const before = fault ? text.slice(0, fault.offset).split('\n') : undefined;
  return {
    code,
    file,
    line: before?.length,
    column: before ? (before.at(-1)?.length ?? 0) + 1 : undefined,
    message: `not valid JSON: ${fault?.message ?? (error as Error).message}`,
    hint: 'Fix the JSON at that line (double quotes, commas between items, none after the last).',
  };
}

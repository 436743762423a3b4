import { readFileSync } from 'node:fs';
import type { Problem } from './errors.ts';

const strict = new TextDecoder('utf-8', { fatal: true });
const lenient = new TextDecoder('utf-8');
const NEWLINE = 0x0a;

/** Why the file system refused a file, in words (a symbolic link loop is the usual surprise). */
function describeFsError(error: NodeJS.ErrnoException): string {
  switch (error.code) {
    case 'ELOOP':
      return 'is a symbolic link that points at itself or around a loop of links, so it has no content';
    case 'ENOENT':
      return 'is a symbolic link to a file that does not exist';
    case 'EACCES':
    case 'EPERM':
      return 'cannot be read: permission denied';
    case 'EISDIR':
      return 'is a folder, not a file';
    default:
      return `cannot be read (${error.code ?? error.message})`;
  }
}

/**
 * The first line (1-based) and column that are not UTF-8 text: the first invalid byte sequence, or
 * a NUL byte (binary data). A newline byte never occurs inside a UTF-8 sequence, so each line can
 * be decoded on its own.
 */
function findBadLine(bytes: Uint8Array): { line: number; column: number; nul: boolean } | undefined {
  let start = 0;
  for (let line = 1; start <= bytes.length; line += 1) {
    let end = bytes.indexOf(NEWLINE, start);
    if (end === -1) end = bytes.length;
    const chunk = bytes.subarray(start, end);
    const nul = chunk.indexOf(0);
    try {
      strict.decode(chunk);
      if (nul !== -1) return { line, column: lenient.decode(chunk.subarray(0, nul)).length + 1, nul: true };
    } catch {
      return { line, column: lenient.decode(chunk).indexOf('\uFFFD') + 1, nul: false };
    }
    start = end + 1;
  }
  return undefined;
}

/**
 * Reads a text input (page, data or reference file) as UTF-8. Bytes that are not UTF-8, or NUL
 * bytes, would be published as replacement characters (in the page, its Markdown twin and
 * llms-full.txt): they are reported as ENCODING_INVALID at their line, and a file the file system
 * refuses (a looping symbolic link) as FILE_UNREADABLE. Returns undefined when `problems` got one.
 */
export function readTextFile(abs: string, display: string, problems: Problem[]): string | undefined {
  let bytes: Uint8Array;
  try {
    bytes = readFileSync(abs);
  } catch (error) {
    problems.push({ code: 'FILE_UNREADABLE', file: display, message: `this file ${describeFsError(error as NodeJS.ErrnoException)}` });
    return undefined;
  }
  // The common case costs one decode; lines are only searched when something is wrong.
  let text: string | undefined;
  try {
    if (bytes.indexOf(0) === -1) text = strict.decode(bytes);
  } catch {
    // not UTF-8: located below
  }
  if (text !== undefined) return text;
  const bad = findBadLine(bytes);
  if (bad) {
    problems.push({
      code: 'ENCODING_INVALID',
      file: display,
      line: bad.line,
      column: bad.column,
      message: bad.nul ? 'the file holds a NUL byte: it is binary data, not text' : 'the file is not valid UTF-8 text here (saved in another encoding, or binary data)',
    });
    return undefined;
  }
  return strict.decode(bytes);
}

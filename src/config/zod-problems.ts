import type { z } from 'zod';
import type { Problem, ProblemCode } from '../build/errors.ts';

/** `a.b[2].c` from a zod issue path. */
export function formatIssuePath(path: readonly PropertyKey[]): string {
  return path
    .map((part, i) => (typeof part === 'number' ? `[${part}]` : `${i === 0 ? '' : '.'}${String(part)}`))
    .join('');
}

/** Turns zod issues into build problems naming the file and the field path. */
export function zodProblems(
  error: z.ZodError,
  code: ProblemCode,
  file: string,
  where: { line?: number; prefix?: string } = {},
): Problem[] {
  return error.issues.map((issue) => {
    const path = formatIssuePath(issue.path);
    const field = [where.prefix, path].filter(Boolean).join('.');
    let message = issue.message;
    if (issue.code === 'unrecognized_keys') message = `unknown key(s) ${issue.keys.map((k) => `\`${k}\``).join(', ')}`;
    return {
      code,
      file,
      line: where.line,
      message: field ? `\`${field}\`: ${message}` : message,
    };
  });
}

import type { z } from 'zod';
import type { Problem, ProblemCode } from '../build/errors.ts';

/** `a.b[2].c` from a zod issue path. */
export function formatIssuePath(path: readonly PropertyKey[]): string {
  return path
    .map((part, i) => (typeof part === 'number' ? `[${part}]` : `${i === 0 ? '' : '.'}${String(part)}`))
    .join('');
}

type Issue = z.core.$ZodIssue;

/**
 * A union failure says only "Invalid input"; descend into the branch that got furthest (the
 * one whose issues are not a plain type mismatch at the union itself) so the message names the
 * real field and fault, e.g. an unknown `className` value rather than "Invalid input".
 */
function explainUnion(issue: Issue): Issue[] {
  if (issue.code !== 'invalid_union' || issue.errors.length === 0) return [issue];
  const branches = issue.errors.map((branch) => branch.map((sub) => ({ ...sub, path: [...issue.path, ...sub.path] }) as Issue));
  const score = (branch: Issue[]): number =>
    branch.every((b) => b.code === 'invalid_type' && b.path.length === issue.path.length) ? -1 : -branch.length + Math.max(...branch.map((b) => b.path.length)) * 10;
  const best = branches.reduce((a, b) => (score(b) > score(a) ? b : a));
  return best.flatMap(explainUnion);
}

/** Turns zod issues into build problems naming the file and the field path. */
export function zodProblems(
  error: z.ZodError,
  code: ProblemCode,
  file: string,
  where: { line?: number; prefix?: string; lineOf?: (path: readonly PropertyKey[]) => number | undefined } = {},
): Problem[] {
  return error.issues.flatMap(explainUnion).map((issue) => {
    const path = formatIssuePath(issue.path);
    const field = [where.prefix, path].filter(Boolean).join('.');
    let message = issue.message;
    if (issue.code === 'unrecognized_keys') message = `unknown key(s) ${issue.keys.map((k) => `\`${k}\``).join(', ')}`;
    return {
      code,
      file,
      line: where.lineOf?.(issue.path) ?? where.line,
      message: field ? `\`${field}\`: ${message}` : message,
    };
  });
}

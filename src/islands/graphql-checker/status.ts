import { MAX_QUERY_CHARS } from '../../shared/graphql-checker.ts';
import type { CheckResult, NameSpan } from './check.ts';

/** Where the checker stands, which decides the announced status line. */
export type CheckerState =
  | { kind: 'loading' }
  | { kind: 'failed'; detail: string }
  | { kind: 'too-long'; chars: number }
  | { kind: 'timeout' }
  /** `text`: what was checked (the editor may hold newer text until the next check). */
  | { kind: 'checked'; result: CheckResult; text: string };

/** The status line, announced politely to screen readers when it changes. */
export function statusText(state: CheckerState): string {
  switch (state.kind) {
    case 'loading':
      return 'Loading the DataHub schema…';
    case 'failed':
      return `The schema could not load (${state.detail}). Reload the page to try again.`;
    case 'too-long':
      return `Too long to check: ${Math.ceil(state.chars / 1000)} KB. The checker reads up to ${MAX_QUERY_CHARS / 1000} KB; check one operation at a time.`;
    case 'timeout':
      return 'The check took too long and was stopped. Shorten the text to check it.';
    case 'checked': {
      const { diagnostics, definitions } = state.result;
      if (diagnostics.length === 0 && definitions === 0) return 'Empty: paste a query or mutation to check it.';
      if (diagnostics.length === 0) return 'Valid against the DataHub schema';
      return diagnostics.length === 1 ? '1 error' : `${diagnostics.length} errors`;
    }
  }
}

/** The innermost name span at a caret offset (touching either end counts), if any. */
export function spanAt(spans: readonly NameSpan[], offset: number): NameSpan | undefined {
  let best: NameSpan | undefined;
  for (const span of spans) {
    if (span.start <= offset && offset <= span.end && (!best || span.end - span.start < best.end - best.start)) best = span;
  }
  return best;
}

/** How many rows the editor shows: its lines, within bounds, so short queries stay compact. */
export function editorRows(text: string, min: number, max: number): number {
  let lines = 1;
  for (let i = text.indexOf('\n'); i !== -1 && lines <= max; i = text.indexOf('\n', i + 1)) lines++;
  return Math.min(max, Math.max(min, lines + 1));
}

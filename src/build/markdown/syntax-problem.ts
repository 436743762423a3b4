import type { Problem } from '../errors.ts';

interface Point {
  line?: number;
  column?: number;
}

/** A parser error as thrown by micromark and the mdast MDX utilities (a VFileMessage). */
interface ParseError {
  reason?: string;
  message?: string;
  place?: Point | { start?: Point; end?: Point };
  source?: string;
  ruleId?: string;
}

/** `(3:1-3:22)`: a position that mdast-util-mdx-jsx writes into its message text. */
const POSITION_IN_TEXT = /\((\d+):(\d+)-(\d+):(\d+)\)/g;

/**
 * Turns a Markdown/MDX parse error into a problem at the author's line. `lineOffset` is the
 * number of front matter lines above the parsed body. An MDX tag that is never closed is reported
 * at its opening tag (the parser gives no place for it, only the tag's position inside the
 * message), and positions quoted in messages are shifted to file lines too.
 */
export function syntaxProblem(error: unknown, file: string, lineOffset: number): Problem {
  const e = error as ParseError;
  const place = e.place && 'start' in e.place ? e.place.start : (e.place as Point | undefined);
  let reason = e.reason ?? e.message ?? String(error);
  const quoted = [...reason.matchAll(POSITION_IN_TEXT)];
  reason = reason.replace(POSITION_IN_TEXT, (_, line: string) => `(line ${Number(line) + lineOffset})`);
  const unclosedTag = /^Expected a closing tag for `(<[^`]*>)`/.exec(reason);
  if (unclosedTag && !place?.line && quoted[0]) {
    const name = /^<([^\s/>]*)/.exec(unclosedTag[1] ?? '')?.[1] ?? '';
    return {
      code: 'MDX_TAG_UNCLOSED',
      file,
      line: Number(quoted[0][1]) + lineOffset,
      column: Number(quoted[0][2]),
      message: `${unclosedTag[1]} is never closed`,
      hint: name ? `Add \`</${name}>\` where its content ends, or write it self-closing (\`<${name} />\`) if it has none.` : undefined,
    };
  }
  return {
    code: 'MARKDOWN_SYNTAX',
    file,
    line: place?.line ? place.line + lineOffset : undefined,
    column: place?.column,
    message: reason,
  };
}

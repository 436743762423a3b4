import { GraphQLError, Lexer, Source, TokenKind, type Token } from 'graphql';

/**
 * Token classes of the editor's highlight layer (CSS `.gq-*`, colours in site.css):
 * keyword, definition name (operation, fragment), type, field, argument or alias, variable,
 * directive, string, constant (number, enum value, boolean, null), comment, punctuation.
 */
export type TokenClass = 'k' | 'd' | 't' | 'f' | 'a' | 'v' | 'x' | 's' | 'n' | 'c' | 'p';

/** A run of the source text, with its class when it is a token (gaps between tokens have none). */
export interface Segment {
  text: string;
  cls?: TokenClass;
  /** A problem is reported here: the layer underlines it (decoration only; the message is in the error list). */
  err?: boolean;
}

const OPERATION_KEYWORDS = new Set(['query', 'mutation', 'subscription', 'fragment']);

/** What a bracket opened: a selection set, arguments, variable definitions, an object or a list value. */
type Frame = 'selection' | 'arguments' | 'variables' | 'object' | 'list';

/**
 * Every token graphql-js's own lexer reads (comments included, through the token list's `next`
 * links), up to the first lexing error, whose offset `errorAt` gives.
 */
export function lexTokens(text: string): { tokens: Token[]; errorAt?: number } {
  const lexer = new Lexer(new Source(text));
  const sof = lexer.token;
  let errorAt: number | undefined;
  try {
    while (lexer.advance().kind !== TokenKind.EOF);
  } catch (error) {
    if (!(error instanceof GraphQLError)) throw error;
    errorAt = error.positions?.[0] ?? text.length;
  }
  const tokens: Token[] = [];
  for (let t = sof.next; t && t.kind !== TokenKind.EOF; t = t.next) tokens.push(t);
  return { tokens, errorAt };
}

/**
 * Classes of the significant tokens from where they stand: names are keywords, definition
 * names, types, fields, arguments or aliases, variables, directives or constants depending on the
 * brackets around them and their neighbours. A best effort for colour only; validity is the
 * validator's business.
 */
function classify(tokens: Token[]): Map<Token, TokenClass> {
  const classes = new Map<Token, TokenClass>();
  const significant = tokens.filter((t) => t.kind !== TokenKind.COMMENT);
  const stack: Frame[] = [];
  let afterOn = false;
  for (let i = 0; i < significant.length; i++) {
    const t = significant[i]!;
    const prev = significant[i - 1];
    const next = significant[i + 1];
    const top = stack[stack.length - 1];
    switch (t.kind) {
      case TokenKind.BRACE_L:
        stack.push(top === 'arguments' || top === 'variables' || top === 'object' || top === 'list' ? 'object' : 'selection');
        classes.set(t, 'p');
        continue;
      case TokenKind.PAREN_L:
        stack.push(stack.length === 0 ? 'variables' : 'arguments');
        classes.set(t, 'p');
        continue;
      case TokenKind.BRACKET_L:
        stack.push('list');
        classes.set(t, 'p');
        continue;
      case TokenKind.BRACE_R:
      case TokenKind.PAREN_R:
      case TokenKind.BRACKET_R:
        stack.pop();
        classes.set(t, 'p');
        continue;
      case TokenKind.DOLLAR:
        classes.set(t, 'v');
        continue;
      case TokenKind.AT:
        classes.set(t, 'x');
        continue;
      case TokenKind.STRING:
      case TokenKind.BLOCK_STRING:
        classes.set(t, 's');
        continue;
      case TokenKind.INT:
      case TokenKind.FLOAT:
        classes.set(t, 'n');
        continue;
      case TokenKind.NAME:
        break;
      default:
        classes.set(t, 'p');
        continue;
    }
    let cls: TokenClass;
    const inVariableTypes = stack.includes('variables') && !stack.includes('object');
    if (prev?.kind === TokenKind.DOLLAR) cls = 'v';
    else if (prev?.kind === TokenKind.AT) cls = 'x';
    else if (afterOn) cls = 't';
    else if (t.value === 'on' && (prev?.kind === TokenKind.SPREAD || (stack.length === 0 && prev?.kind === TokenKind.NAME))) cls = 'k';
    else if (prev?.kind === TokenKind.SPREAD) cls = 'd';
    else if (stack.length === 0) cls = OPERATION_KEYWORDS.has(t.value) && (!prev || prev.kind === TokenKind.BRACE_R) ? 'k' : 'd';
    else if (inVariableTypes && (prev?.kind === TokenKind.COLON || prev?.kind === TokenKind.BRACKET_L) && !stack.includes('arguments')) {
      // `$urn: String!`, `[String!]`; after `=` a default value follows instead
      cls = stack[stack.length - 1] === 'list' && prev.kind !== TokenKind.BRACKET_L ? 'n' : 't';
    } else if (top === 'selection') cls = next?.kind === TokenKind.COLON ? 'a' : 'f';
    else if (top === 'arguments' || top === 'object') cls = next?.kind === TokenKind.COLON ? 'a' : 'n';
    else cls = 'n';
    afterOn = cls === 'k' && t.value === 'on';
    classes.set(t, cls);
  }
  return classes;
}

/** The text cut into classed tokens and unclassed gaps; after a lexing error the rest is one plain run. */
export function highlightSegments(text: string): Segment[] {
  const { tokens } = lexTokens(text);
  const classes = classify(tokens);
  const segments: Segment[] = [];
  let at = 0;
  for (const token of tokens) {
    if (token.start > at) segments.push({ text: text.slice(at, token.start) });
    segments.push({ text: text.slice(token.start, token.end), cls: token.kind === TokenKind.COMMENT ? 'c' : classes.get(token) });
    at = token.end;
  }
  if (text.length > at) segments.push({ text: text.slice(at) });
  return segments;
}

/**
 * Marks the token at each problem offset (graphql-js points at a token's first character); an
 * offset in the space before a token on the same line marks that token, one past the text or in
 * a line's trailing space marks nothing (the gutter still marks the line).
 */
export function markSegments(segments: Segment[], offsets: readonly number[]): Segment[] {
  if (offsets.length === 0) return segments;
  const wanted = [...new Set(offsets)].sort((a, b) => a - b);
  const out = segments.map((s) => ({ ...s }));
  let start = 0;
  const starts = out.map((s) => {
    const at = start;
    start += s.text.length;
    return at;
  });
  for (const offset of wanted) {
    let i = starts.findIndex((at, n) => offset >= at && offset < at + out[n]!.text.length);
    if (i === -1) continue;
    // In a gap: the next token on the same line, if the gap is blank up to it.
    if (!out[i]!.cls && i + 1 < out.length && !/\S|\n|\r/.test(out[i]!.text.slice(offset - starts[i]!))) i += 1;
    if (out[i]!.cls) out[i]!.err = true;
  }
  return out;
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;' };

/** The segments as HTML spans, for the editor's `aria-hidden` highlight layer. */
export function segmentsToHtml(segments: Segment[]): string {
  let html = '';
  for (const { text, cls, err } of segments) {
    const escaped = text.replace(/[&<>]/g, (c) => ESCAPES[c]!);
    const classes = [cls && `gq-${cls}`, err && 'gqlc-err'].filter(Boolean).join(' ');
    html += classes ? `<span class="${classes}">${escaped}</span>` : escaped;
  }
  return html;
}

/**
 * DataHub URNs: `urn:li:{entityType}:{key}`, where the key is one part or a tuple of parts in
 * parentheses, `urn:li:dataset:(urn:li:dataPlatform:hive,db.table,PROD)`, and a part may itself
 * be a URN. The one parser of the site: the build checks every URN written in the docs with it
 * (URN_INVALID) and the URN inspector island runs it in the browser. No Node or DOM imports.
 *
 * Syntax follows DataHub's Python SDK (`Urn.from_string`: the `urn:li:` prefix, four `:`-parts,
 * no empty parts, balanced parentheses) and its server (`ValidationApiUtils.validateUrn`: no
 * whitespace at either end, at most 512 bytes URL-encoded, no `␟`). Reserved characters in a
 * part are `,` `(` `)` and `␟`; the SDK percent-encodes them (`UrnEncoder`, %2C %28 %29 %E2%90%9F).
 * One pass over the text: time is linear in its length, which callers cap at MAX_URN_INPUT.
 */

export const URN_PREFIX = 'urn:li:';
/** Longest text the parser reads; longer input gets one error and no parse. */
export const MAX_URN_INPUT = 10_000;
/** DataHub's server rejects longer URNs, measured URL-encoded (schemaField URNs are exempt). */
export const URN_ENCODED_LIMIT = 512;
/** Deeper nesting is refused (real URNs nest three deep at most). */
const MAX_DEPTH = 16;

/** What a problem means: `error` = DataHub refuses the URN; `warning` = accepted, but discouraged or refused in strict mode. */
export type UrnSeverity = 'error' | 'warning';

/** One problem, at the characters [start, end) of the text that was parsed. */
export interface UrnIssue {
  severity: UrnSeverity;
  message: string;
  start: number;
  end: number;
}

/** A URN in the text: its entity type and key parts, each span an index range of the text. */
export interface UrnNode {
  type: string;
  start: number;
  end: number;
  typeStart: number;
  /** Index of the key: the first character after the type's `:`. */
  keyStart: number;
  /** True when the key is written in parentheses. */
  tuple: boolean;
  parts: UrnPart[];
}

/** One key part: its raw text (still percent-encoded) and, when it is a URN, its parse. */
export interface UrnPart {
  start: number;
  end: number;
  text: string;
  urn?: UrnNode;
}

export interface UrnParse {
  input: string;
  /** Undefined when the text is not a URN at all or its structure is broken. */
  root?: UrnNode;
  issues: UrnIssue[];
}

/** Characters a key part may not hold as such, with the escape the SDK writes for each. */
export const URN_RESERVED: Readonly<Record<string, string>> = { ',': '%2C', '(': '%28', ')': '%29', '␟': '%E2%90%9F' };
const RESERVED_RE = /[,()␟]/g;

/** Percent-encodes the reserved characters of a key part, as DataHub's SDK does; everything else is kept. */
export function encodeUrnPart(value: string): string {
  return value.replace(RESERVED_RE, (c) => URN_RESERVED[c] ?? c);
}

/** A part with its %XX sequences decoded, or undefined when it has none or they are not valid UTF-8. */
export function decodeUrnPart(text: string): string | undefined {
  if (!/%[0-9A-Fa-f]{2}/.test(text)) return undefined;
  try {
    return decodeURIComponent(text.replace(/%(?![0-9A-Fa-f]{2})/g, '%25'));
  } catch {
    return undefined;
  }
}

/** 1-based column of an index, counted in characters (an emoji is one). */
export function urnColumn(text: string, index: number): number {
  let column = 1;
  for (let i = 0; i < index && i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0xdc00 || code > 0xdfff) column++;
  }
  return column;
}

/** `column 17: message`, the form both the build and the inspector print. */
export function describeUrnIssue(input: string, issue: UrnIssue): string {
  return `column ${urnColumn(input, issue.start)}: ${issue.message}`;
}

/** Length of the text URL-encoded as Java's URLEncoder does (letters, digits and `.-*_` kept, a space is `+`). */
export function urlEncodedLength(text: string): number {
  let length = 0;
  for (const char of text) {
    const code = char.codePointAt(0)!;
    if (/[A-Za-z0-9.\-*_ ]/.test(char)) length += 1;
    else length += 3 * (code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4);
  }
  return length;
}

const quote = (text: string, max = 40): string => `"${text.length > max ? `${text.slice(0, max)}…` : text}"`;

function charName(c: string): string {
  const code = c.codePointAt(0)!;
  const hex = `U+${code.toString(16).toUpperCase().padStart(4, '0')}`;
  return c === '\n' || c === '\r' ? `a line break (${hex})` : c === '\t' ? `a tab (${hex})` : `the control character ${hex}`;
}

class Parser {
  readonly issues: UrnIssue[] = [];
  constructor(readonly s: string) {}

  add(severity: UrnSeverity, start: number, end: number, message: string): void {
    this.issues.push({ severity, start, end, message });
  }

  /**
   * Reads a part that is not a URN, up to a `,` or `)` outside the parentheses it opens itself
   * (a schema field path may hold `(…)`). Returns its end and any `(` it left open.
   */
  scanPlain(from: number, limit: number): { end: number; unclosed?: number } {
    let depth = 0;
    let opened = -1;
    let i = from;
    for (; i < limit; i++) {
      const c = this.s[i];
      if (c === '(') {
        if (depth++ === 0) opened = i;
      } else if (c === ')') {
        if (depth === 0) break;
        depth--;
      } else if (c === ',' && depth === 0) break;
    }
    return depth > 0 ? { end: i, unclosed: opened } : { end: i };
  }

  /** A URN at `start` (the caller checked it starts with `urn:li:` when nested). Undefined when its structure is broken. */
  parseNode(start: number, limit: number, nested: boolean, depth: number): UrnNode | undefined {
    const s = this.s;
    if (depth > MAX_DEPTH) {
      this.add('error', start, start + URN_PREFIX.length, `URNs nest more than ${MAX_DEPTH} deep here; no real URN does`);
      return undefined;
    }
    const typeStart = start + URN_PREFIX.length;
    let i = typeStart;
    while (i < limit && !':,()'.includes(s[i]!)) i++;
    const type = s.slice(typeStart, i);
    if (i >= limit || s[i] !== ':') {
      const what = type ? `no ":" after the entity type ${quote(type)}` : 'no entity type';
      this.add('error', typeStart, Math.max(i, typeStart + 1), `Invalid urn string: ${what}; write urn:li:<entityType>:<key>`);
      return undefined;
    }
    if (!type) {
      this.add('error', typeStart, typeStart + 1, 'Invalid urn string: the entity type is empty (urn:li::…); write urn:li:<entityType>:<key>');
      return undefined;
    }
    const keyStart = i + 1;
    const node: UrnNode = { type, start, end: keyStart, typeStart, keyStart, tuple: false, parts: [] };
    if (keyStart >= limit || (nested && (s[keyStart] === ',' || s[keyStart] === ')'))) {
      this.add('error', keyStart, keyStart + 1, `Empty entity id: the ${type} URN has nothing after "urn:li:${type}:"`);
      return undefined;
    }
    if (s[keyStart] !== '(') {
      // One part: the rest of the text at the top, up to the enclosing tuple's `,` or `)` when nested.
      const { end, unclosed } = nested ? this.scanPlain(keyStart, limit) : { end: limit, unclosed: undefined };
      if (unclosed !== undefined) {
        this.add('error', unclosed, unclosed + 1, 'Mismatched parentheses: this "(" is missing its closing parenthesis');
        return undefined;
      }
      node.parts.push({ start: keyStart, end, text: s.slice(keyStart, end) });
      node.end = end;
      return node;
    }
    node.tuple = true;
    let j = keyStart + 1;
    for (;;) {
      const partStart = j;
      let part: UrnPart;
      if (s.startsWith(URN_PREFIX, j)) {
        const inner = this.parseNode(j, limit, true, depth + 1);
        if (!inner) return undefined;
        j = inner.end;
        part = { start: partStart, end: j, text: s.slice(partStart, j), urn: inner };
      } else {
        const { end, unclosed } = this.scanPlain(j, limit);
        if (unclosed !== undefined) {
          this.add('error', unclosed, unclosed + 1, 'Mismatched parentheses: this "(" is missing its closing parenthesis');
          return undefined;
        }
        j = end;
        part = { start: partStart, end: j, text: s.slice(partStart, j) };
      }
      node.parts.push(part);
      if (part.end === part.start) {
        this.add('error', part.start, part.start + 1, `Empty entity id: part ${node.parts.length} of the ${type} key is empty (empty parts are not allowed)`);
      }
      if (j >= limit) {
        this.add('error', keyStart, keyStart + 1, `Mismatched parentheses: the key of this ${type} URN opens "(" here and is missing its closing parenthesis`);
        return undefined;
      }
      const c = s[j];
      if (c === ',') {
        j++;
        continue;
      }
      if (c === ')') {
        j++;
        break;
      }
      this.add('error', j, j + 1, `Unexpected ${quote(c ?? '')} after the nested URN ${quote(part.text)}; a part ends with "," or ")"`);
      return undefined;
    }
    node.end = j;
    if (!nested && j < limit) {
      const extra = s.slice(j, limit);
      this.add('error', j, limit, extra.startsWith(')') ? 'Mismatched parentheses: this ")" closes nothing; the key already ended' : `Unexpected text ${quote(extra)} after the key's closing parenthesis`);
      return undefined;
    }
    return node;
  }

  /** Warnings about plain parts that hold reserved characters as such. */
  checkParts(node: UrnNode): void {
    for (const part of node.parts) {
      if (part.urn) {
        this.checkParts(part.urn);
        continue;
      }
      RESERVED_RE.lastIndex = 0;
      const reserved = RESERVED_RE.exec(part.text);
      if (reserved && reserved[0] !== '␟') {
        const at = part.start + reserved.index;
        // The server's strict mode refuses parentheses in any part; a comma only splits tuples.
        const server = reserved[0] === ',' ? '' : ", and DataHub's server does when strict URN validation is on";
        this.add('warning', at, at + 1, `${quote(reserved[0])} is reserved in URN parts; write it as ${URN_RESERVED[reserved[0]]}. The Python SDK refuses the URN${server}`);
      }
    }
  }
}

/**
 * Parses a URN into its type and key parts, nested URNs included. Never throws: every problem
 * is an issue with its span; structural errors (prefix, parentheses) leave `root` undefined.
 */
export function parseUrn(input: string): UrnParse {
  const p = new Parser(input);
  if (input.length > MAX_URN_INPUT) {
    p.add('error', MAX_URN_INPUT, input.length, `The text is ${input.length.toLocaleString('en-US')} characters long; a URN is at most a few hundred. Only ${MAX_URN_INPUT.toLocaleString('en-US')} characters are read`);
    return { input, issues: p.issues };
  }
  let lo = 0;
  let hi = input.length;
  while (lo < hi && /\s/.test(input[lo]!)) lo++;
  while (hi > lo && /\s/.test(input[hi - 1]!)) hi--;
  if (lo === hi) {
    p.add('error', 0, input.length, 'Invalid urn string: the text is empty');
    return { input, issues: p.issues };
  }
  if (lo > 0) p.add('error', 0, lo, 'Whitespace before the URN: DataHub refuses a URN with leading or trailing whitespace');
  if (hi < input.length) p.add('error', hi, input.length, 'Whitespace after the URN: DataHub refuses a URN with leading or trailing whitespace');
  if (!input.startsWith(URN_PREFIX, lo)) {
    const head = input.slice(lo, lo + 12);
    const message = /^urn%3a/i.test(head)
      ? 'Invalid urn string: this URN is URL-encoded (%3A is ":"); decode it first'
      : /^urn:li:/i.test(head)
        ? 'Invalid urn string: write the prefix in lower case, urn:li:'
        : /^urn:[^:]*:/i.test(head)
          ? 'Invalid urn string: DataHub URNs use the namespace "li" (urn:li:…)'
          : `Invalid urn string: ${quote(input.slice(lo, hi), 24)} does not start with "urn:li:"`;
    p.add('error', lo, Math.min(hi, lo + URN_PREFIX.length), message);
    return { input, issues: p.issues };
  }
  const root = p.parseNode(lo, hi, false, 0);
  const separator = input.indexOf('␟', lo);
  if (separator >= 0 && separator < hi) p.add('error', separator, separator + 1, 'The separator character "␟" (U+241F) is not allowed anywhere in a URN; in a part, write it as %E2%90%9F');
  for (let i = lo; i < hi; i++) {
    const code = input.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) {
      p.add('warning', i, i + 1, `${charName(input[i]!)} inside the URN; it was most likely pasted by mistake${input[i] === '\n' ? ' (paste one URN at a time)' : ''}`);
      break;
    }
  }
  if (root) {
    p.checkParts(root);
    const encoded = urlEncodedLength(input.slice(lo, hi));
    if (encoded > URN_ENCODED_LIMIT && root.type !== 'schemaField') {
      p.add('error', lo, hi, `The URN is ${encoded} bytes URL-encoded; DataHub refuses URNs longer than ${URN_ENCODED_LIMIT} bytes`);
    }
  }
  p.issues.sort((a, b) => a.start - b.start);
  return { input, root, issues: p.issues };
}

/**
 * Checks the URNs written in pages against the metadata model: the entity type must exist
 * (`urn:li:datset:…` is a typo) and a tuple key must have as many parts as the entity's key
 * aspect has fields (`urn:li:dataset:(platform,name,origin)`), nested URNs checked the same way.
 * URNs with placeholders (`<id>`, `{urn}`, `${VAR}`, `...`) are examples of a shape and skipped.
 */
export function checkUrn(urn: string, keyFieldCount: ReadonlyMap<string, number>): string | undefined {
  // Shapes and patterns, not URNs: placeholders, LIKE and regex wildcards, a bare prefix.
  if (/[<>{}$…%*^\\]|\.\.\./.test(urn) || /^urn:li:[A-Za-z0-9_]+:\(?$/.test(urn)) return undefined;
  const parsed = parseUrn(urn, 0, keyFieldCount);
  return parsed.error;
}

interface Parsed {
  end: number;
  error?: string;
}

const PREFIX = 'urn:li:';

function parseUrn(text: string, start: number, keys: ReadonlyMap<string, number>): Parsed {
  if (!text.startsWith(PREFIX, start)) return { end: start, error: `"${text.slice(start, start + 30)}" is not a URN (it must start with urn:li:)` };
  let i = start + PREFIX.length;
  const typeStart = i;
  while (i < text.length && /[A-Za-z0-9_]/.test(text[i]!)) i++;
  const type = text.slice(typeStart, i);
  if (text[i] !== ':' || !type) return { end: i, error: `"${text.slice(start, i + 1)}" has no entity type (write urn:li:<type>:<key>)` };
  i++;
  const expected = keys.get(type);
  if (expected === undefined) {
    const lower = [...keys.keys()].find((k) => k.toLowerCase() === type.toLowerCase());
    return { end: i, error: `unknown entity type "${type}" in ${text.slice(start, Math.min(text.length, start + 80))}${lower ? ` (did you mean "${lower}"?)` : ''}` };
  }
  if (text[i] !== '(') {
    // A simple key: everything up to a delimiter of the surrounding tuple.
    const keyStart = i;
    while (i < text.length && !/[,)\s]/.test(text[i]!)) i++;
    if (i === keyStart) return { end: i, error: `URN ${text.slice(start, i)} has an empty key` };
    if (expected > 1 && type !== 'schemaField') return { end: i, error: `a ${type} URN has ${expected} key parts: write urn:li:${type}:(…) with ${expected} comma-separated parts` };
    return { end: i };
  }
  i++;
  let parts = 0;
  for (;;) {
    parts++;
    if (text.startsWith(PREFIX, i)) {
      const inner = parseUrn(text, i, keys);
      if (inner.error) return inner;
      i = inner.end;
    } else {
      // A plain part may hold nested parentheses (a schema field path such as `[version=2.0]`… or `fn(x)`).
      let depth = 0;
      while (i < text.length && !(depth === 0 && (text[i] === ',' || text[i] === ')'))) {
        if (text[i] === '(') depth++;
        else if (text[i] === ')') depth--;
        i++;
      }
    }
    if (text[i] === ',') {
      i++;
      continue;
    }
    if (text[i] === ')') {
      i++;
      break;
    }
    return { end: i, error: `URN ${text.slice(start, Math.min(text.length, start + 80))} is missing its closing parenthesis` };
  }
  if (parts !== expected && type !== 'schemaField') {
    return { end: i, error: `a ${type} URN has ${expected} key part${expected === 1 ? '' : 's'}, this one has ${parts}: ${text.slice(start, i)}` };
  }
  return { end: i };
}

/** Every `urn:li:` URN in a text, with its 1-based line, cut at the first character that ends it. */
export function findUrns(text: string): { urn: string; line: number }[] {
  const found: { urn: string; line: number }[] = [];
  const re = /urn:li:[A-Za-z0-9_]+:/g;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    // Skip URNs nested in a tuple: the outer one checks them.
    const before = text.slice(Math.max(0, m.index - 1), m.index);
    if (before === '(' || before === ',') {
      const lineStart = text.lastIndexOf('\n', m.index) + 1;
      if (/urn:li:[A-Za-z0-9_]+:\(/.test(text.slice(lineStart, m.index))) continue;
    }
    // The URN runs to whitespace, a quote or backtick, with parentheses balanced.
    let i = m.index + m[0].length;
    let depth = 0;
    while (i < text.length) {
      const c = text[i]!;
      if (c === '(') depth++;
      else if (c === ')') {
        if (depth === 0) break;
        depth--;
      } else if (/[`'"\n]/.test(c) || (/[\s\]|\\]/.test(c) && depth === 0)) break;
      i++;
    }
    let urn = text.slice(m.index, i);
    // Sentence punctuation after a URN is not part of it.
    urn = urn.replace(/[.,;]+$/, '');
    found.push({ urn, line: text.slice(0, m.index).split('\n').length });
  }
  return found;
}

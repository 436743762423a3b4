import { describeUrnIssue } from '../../../shared/urn.ts';
import { inspectUrn, type UrnModel } from '../../../shared/urn-model.ts';

/**
 * Checks a URN written in a page against the metadata model with the site's one URN parser
 * (src/shared/urn.ts, also run by the URN inspector): the entity type must exist
 * (`urn:li:datset:…` is a typo), a key must have as many parts as the entity's key aspect has
 * fields, each part must be what its field says (a dataPlatform URN, a FabricType symbol), nested
 * URNs checked the same way. Only errors count; warnings are for the inspector.
 * URNs with placeholders (`<id>`, `{urn}`, `${VAR}`, `...`) are examples of a shape and skipped.
 */
export function checkUrn(urn: string, model: UrnModel): string | undefined {
  // Shapes and patterns, not URNs: placeholders, LIKE and regex wildcards, a bare prefix.
  if (/[<>{}$…%*^\\]|\.\.\./.test(urn) || /^urn:li:[A-Za-z0-9_]+:\(?$/.test(urn)) return undefined;
  const error = inspectUrn(urn, model).issues.find((issue) => issue.severity === 'error');
  return error && `${describeUrnIssue(urn, error)} in ${urn.length > 100 ? `${urn.slice(0, 100)}…` : urn}`;
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

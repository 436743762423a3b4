import type { Code } from 'mdast';
import { GraphQLError, parse as parseGraphql, type GraphQLSchema } from 'graphql';
import { visit } from 'unist-util-visit';
import { parseAllDocuments } from 'yaml';
import { checkGraphqlOperation } from '../build/sources/graphql/check-operation.ts';
import { findJsonError } from '../shared/json-syntax.ts';
import type { LintProblem } from './lint-problems.ts';
import type { LintPage } from './parse-page.ts';

/** A problem inside a code block, at a line (and column) counted from its first code line. */
interface BlockProblem {
  message: string;
  line?: number;
  column?: number;
}

function checkYaml(code: string): BlockProblem[] {
  // `---` separates documents (Kubernetes manifests): each must parse. The first error is enough;
  // the ones after it are usually its echo.
  const error = parseAllDocuments(code).flatMap((doc) => doc.errors)[0];
  if (!error) return [];
  const place = error.linePos?.[0];
  const message = (error.message.split('\n')[0] ?? '').replace(/ at line \d+, column \d+:?$/, '');
  return [{ message: `YAML does not parse: ${message}`, line: place?.line, column: place?.col }];
}

/** Blanks `//` and `/* *\/` comments outside strings, and commas before `}`/`]`, keeping every offset. */
function stripJsonComments(code: string): string {
  const out = code.split('');
  let inString = false;
  for (let i = 0; i < out.length; i++) {
    const c = code[i];
    if (inString) {
      if (c === '\\') i++;
      else if (c === '"') inString = false;
    } else if (c === '"') inString = true;
    else if (c === '/' && code[i + 1] === '/') {
      for (; i < out.length && code[i] !== '\n'; i++) out[i] = ' ';
    } else if (c === '/' && code[i + 1] === '*') {
      const end = code.indexOf('*/', i + 2);
      const stop = end === -1 ? code.length : end + 2;
      for (; i < stop; i++) if (code[i] !== '\n') out[i] = ' ';
      i--;
    } else if (c === ',' && /^\s*[}\]]/.test(code.slice(i + 1))) out[i] = ' ';
  }
  return out.join('');
}

function checkJson(code: string, comments: boolean): BlockProblem[] {
  const text = comments ? stripJsonComments(code) : code;
  try {
    JSON.parse(text);
    return [];
  } catch (error) {
    const found = findJsonError(text);
    if (!found) return [{ message: `JSON does not parse: ${(error as Error).message.split('\n')[0]}` }];
    const before = text.slice(0, found.offset).split('\n');
    return [{ message: `JSON does not parse: ${found.message}`, line: before.length, column: (before.at(-1)?.length ?? 0) + 1 }];
  }
}

/** JSON Lines: every non-empty line is a JSON value of its own. */
function checkJsonLines(code: string): BlockProblem[] {
  const lines = code.split('\n');
  for (const [index, line] of lines.entries()) {
    if (!line.trim()) continue;
    const found = checkJson(line, false)[0];
    if (found) return [{ message: found.message, line: index + 1, column: found.column }];
  }
  return [];
}

function checkGraphql(code: string, schema: GraphQLSchema | undefined): BlockProblem[] {
  if (schema) return checkGraphqlOperation(schema, code).map((p) => ({ ...p, message: `graphql example: ${p.message}` }));
  try {
    parseGraphql(code);
    return [];
  } catch (error) {
    if (!(error instanceof GraphQLError)) throw error;
    return [{ message: `graphql example: ${error.message}`, line: error.locations?.[0]?.line, column: error.locations?.[0]?.column }];
  }
}

/** Checkers by fence language; each returns problems located inside the block. */
const CHECKERS: Record<string, { code: LintProblem['code']; check: (code: string, schema: GraphQLSchema | undefined) => BlockProblem[] }> = {
  yaml: { code: 'CODE_YAML_INVALID', check: checkYaml },
  yml: { code: 'CODE_YAML_INVALID', check: checkYaml },
  json: { code: 'CODE_JSON_INVALID', check: (code) => checkJson(code, false) },
  jsonc: { code: 'CODE_JSON_INVALID', check: (code) => checkJson(code, true) },
  jsonl: { code: 'CODE_JSON_INVALID', check: checkJsonLines },
  graphql: { code: 'EXAMPLE_INVALID', check: checkGraphql },
  gql: { code: 'EXAMPLE_INVALID', check: checkGraphql },
};

/**
 * Code block rules. `code-language`: every block names its language (```` ``` ```` alone, or an
 * indented block, is an error; ```text is fine). `code-parses`: YAML, JSON (JSONC with comments,
 * JSONL a value per line) and GraphQL blocks parse, and GraphQL operations validate against the
 * schema when one is given (the build's own example check).
 */
export function checkCodeBlocks(page: LintPage, schema: GraphQLSchema | undefined): LintProblem[] {
  const problems: LintProblem[] = [];
  visit(page.tree, 'code', (node: Code) => {
    const start = node.position?.start;
    const fenceLine = start ? start.line + page.lineOffset : undefined;
    const lang = node.lang?.toLowerCase();
    if (!lang) {
      const fenced = start?.offset !== undefined && /[`~]/.test(page.body[start.offset] ?? '');
      problems.push({
        code: 'CODE_LANGUAGE_MISSING',
        rule: 'code-language',
        file: page.file,
        line: fenceLine,
        column: start?.column,
        message: fenced ? 'code block without a language' : 'indented code block (it cannot name a language)',
        ...(fenced ? {} : { hint: 'Write it as a fenced block with a language: ```bash … ``` (```text for plain text).' }),
      });
      return;
    }
    const checker = CHECKERS[lang];
    if (!checker) return;
    for (const found of checker.check(node.value, schema)) {
      problems.push({
        code: checker.code,
        rule: 'code-parses',
        file: page.file,
        // the fence line, then the line inside the block
        line: fenceLine !== undefined ? fenceLine + (found.line ?? 1) : undefined,
        column: found.column !== undefined && start ? start.column - 1 + found.column : undefined,
        message: found.message,
      });
    }
  });
  return problems;
}

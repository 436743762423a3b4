import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { buildASTSchema, GraphQLError, Kind, parse, Source, type ASTNode, type DocumentNode, type GraphQLSchema } from 'graphql';
// graphql-js's own SDL validation, which returns located errors (buildASTSchema only joins messages).
import { validateSDL } from 'graphql/validation/validate.js';
import { BuildError, type Problem } from '../../errors.ts';
import { readTextFile } from '../../read-text.ts';

/** File, line and column of a located node. */
function placeOf(node: ASTNode | undefined): Pick<Problem, 'file' | 'line' | 'column'> | undefined {
  const loc = node?.loc;
  return loc ? { file: loc.source.name, line: loc.startToken.line, column: loc.startToken.column } : undefined;
}

/**
 * Where a GraphQL error points. A duplicate ("can only be defined once", "There can be only one")
 * names the first definition and the repeated one: the problem sits at the repeat and its message
 * says where the first is, so every duplicate is reported where it must be fixed.
 */
function locate(error: GraphQLError, fallback: string): Pick<Problem, 'file' | 'line' | 'column' | 'message'> {
  const nodes = error.nodes ?? [];
  if (nodes.length > 1) {
    const first = placeOf(nodes[0]);
    const at = placeOf(nodes[nodes.length - 1]);
    if (first && at) return { ...at, message: `${error.message.replace(/\.$/, '')}; first defined at ${first.file}:${first.line}` };
  }
  const place = placeOf(nodes[0]);
  if (place) return { ...place, message: error.message };
  const loc = error.locations?.[0];
  return { file: error.source?.name ?? fallback, line: loc?.line, column: loc?.column, message: error.message };
}

/**
 * Reads every `*.graphql` file of `dir` (in name order), parses each on its own so syntax errors
 * name their file and line, then builds one schema from all definitions with graphql-js, which
 * validates the SDL (unknown types, duplicate fields, bad directives …). Returns undefined when the
 * folder does not exist.
 */
export function loadGraphqlSchema(dir: string, displayDir: string): GraphQLSchema | undefined {
  if (!existsSync(dir)) return undefined;
  const files = readdirSync(dir).filter((f) => f.endsWith('.graphql')).sort();
  const problems: Problem[] = [];
  const documents: DocumentNode[] = [];
  for (const file of files) {
    const name = path.posix.join(displayDir, file);
    try {
      const text = readTextFile(path.join(dir, file), name, problems);
      if (text !== undefined) documents.push(parse(new Source(text, name)));
    } catch (error) {
      if (!(error instanceof GraphQLError)) throw error;
      problems.push({ code: 'GRAPHQL_INVALID', ...locate(error, name), hint: 'Fix the SDL syntax at that line.' });
    }
  }
  if (problems.length > 0) throw new BuildError(problems);
  if (documents.length === 0) {
    throw new BuildError([{ code: 'GRAPHQL_INVALID', file: displayDir, message: 'no .graphql files', hint: 'Add the schema as .graphql files, or remove the folder.' }]);
  }
  const merged: DocumentNode = { kind: Kind.DOCUMENT, definitions: documents.flatMap((d) => d.definitions) };
  const errors = validateSDL(merged);
  if (errors.length > 0) {
    const hint = `Fix the schema as described: every type, field and value must be defined once across the .graphql files of ${displayDir}.`;
    throw new BuildError(errors.map((e) => ({ code: 'GRAPHQL_INVALID' as const, ...locate(e, displayDir), hint })));
  }
  return buildASTSchema(merged, { assumeValidSDL: true });
}

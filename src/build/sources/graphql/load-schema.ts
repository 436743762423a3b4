import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { buildASTSchema, GraphQLError, Kind, parse, Source, type DocumentNode, type GraphQLSchema } from 'graphql';
// graphql-js's own SDL validation, which returns located errors (buildASTSchema only joins messages).
import { validateSDL } from 'graphql/validation/validate.js';
import { BuildError, type Problem } from '../../errors.ts';
import { readTextFile } from '../../read-text.ts';

/** Where a GraphQL error points: the file of its first located node, and the line there. */
function locate(error: GraphQLError, fallback: string): Pick<Problem, 'file' | 'line' | 'column'> {
  const loc = error.nodes?.[0]?.loc;
  const source = loc?.source ?? error.source;
  const place = error.locations?.[0] ?? (loc ? { line: loc.startToken.line, column: loc.startToken.column } : undefined);
  return { file: source?.name ?? fallback, line: place?.line, column: place?.column };
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
      problems.push({ code: 'GRAPHQL_INVALID', ...locate(error, name), message: error.message, hint: 'Fix the SDL syntax at that line.' });
    }
  }
  if (problems.length > 0) throw new BuildError(problems);
  if (documents.length === 0) {
    throw new BuildError([{ code: 'GRAPHQL_INVALID', file: displayDir, message: 'no .graphql files', hint: 'Add the schema as .graphql files, or remove the folder.' }]);
  }
  const merged: DocumentNode = { kind: Kind.DOCUMENT, definitions: documents.flatMap((d) => d.definitions) };
  const errors = validateSDL(merged);
  if (errors.length > 0) {
    throw new BuildError(errors.map((e) => ({ code: 'GRAPHQL_INVALID' as const, ...locate(e, displayDir), message: e.message })));
  }
  return buildASTSchema(merged, { assumeValidSDL: true });
}

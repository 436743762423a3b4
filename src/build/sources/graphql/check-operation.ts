import { GraphQLError, Kind, parse, validate, type GraphQLSchema } from 'graphql';
import type { ExampleProblem } from '../../model/example-problem.ts';

/**
 * A GraphQL example must parse and validate against the schema (unknown fields, wrong arguments …).
 * Used by the build (`EXAMPLE_INVALID`) and by the content lint; lines count from the example's
 * first code line.
 */
export function checkGraphqlOperation(schema: GraphQLSchema, code: string): ExampleProblem[] {
  let document;
  try {
    document = parse(code);
  } catch (error) {
    if (error instanceof GraphQLError) return [{ message: error.message, line: error.locations?.[0]?.line, column: error.locations?.[0]?.column }];
    throw error;
  }
  // Examples may show a type or schema snippet instead of an operation: only operations are checked.
  if (!document.definitions.some((d) => d.kind === Kind.OPERATION_DEFINITION)) return [];
  return validate(schema, document).map((e) => ({ message: e.message, line: e.locations?.[0]?.line, column: e.locations?.[0]?.column }));
}

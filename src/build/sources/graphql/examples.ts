import { existsSync } from 'node:fs';
import path from 'node:path';
import {
  getNullableType,
  getVariableValues,
  GraphQLError,
  isAbstractType,
  isCompositeType,
  isInterfaceType,
  isLeafType,
  isListType,
  isObjectType,
  Kind,
  parse,
  Source,
  validate,
  type FragmentDefinitionNode,
  type GraphQLCompositeType,
  type GraphQLOutputType,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionNode,
} from 'graphql';
import { isMap, isScalar, LineCounter, parseDocument, type Document, type Node as YamlNode } from 'yaml';
import * as z from 'zod';
import { closestName } from '../../../shared/closest-name.ts';
import { BuildError, type Problem } from '../../errors.ts';
import { readTextFile } from '../../read-text.ts';
import { readYamlFile } from '../read-yaml.ts';

/** The worked examples file of a GraphQL reference folder. */
export const GRAPHQL_EXAMPLES_FILE = 'examples.yaml';

const NAME = /^[_A-Za-z][_0-9A-Za-z]*$/;

const ExampleSchema = z.strictObject({
  /** The root field the example shows: `Query.dataset`, `Mutation.createTag`. */
  operation: z.string().regex(/^[_A-Za-z][_0-9A-Za-z]*\.[_A-Za-z][_0-9A-Za-z]*$/, 'write the root type and the field, such as `Query.dataset`'),
  title: z.string().min(1),
  /** Markdown, one paragraph. */
  description: z.string().optional(),
  request: z.string().min(1),
  variables: z.record(z.string().regex(NAME, 'a variable name, without `$`'), z.unknown()).optional(),
  response: z.strictObject({ data: z.record(z.string(), z.unknown()) }),
});

export const GraphqlExamplesFileSchema = z.strictObject({ examples: z.array(ExampleSchema) });

export type GraphqlExample = z.output<typeof ExampleSchema>;

const HINT = 'Fix the example so the request validates against the schema in this folder, its variables fit their types, and every response key is a field or alias the request selects.';

/** Positions in the parsed file, for problems found after the schema check. */
class Positions {
  private readonly doc: Document;
  private readonly counter = new LineCounter();
  constructor(text: string) {
    this.doc = parseDocument(text, { lineCounter: this.counter });
  }
  private lineOf(node: YamlNode | null | undefined): number | undefined {
    return node?.range ? this.counter.linePos(node.range[0]).line : undefined;
  }
  /** The line of the value at a path, else of its nearest parent. */
  value(at: (string | number)[]): number | undefined {
    for (let depth = at.length; depth > 0; depth--) {
      const line = this.lineOf(this.doc.getIn(at.slice(0, depth), true) as YamlNode | undefined);
      if (line) return line;
    }
    return undefined;
  }
  /** The line of a mapping key (where a wrong response key is written), else of its map. */
  key(at: (string | number)[]): number | undefined {
    const parent = this.doc.getIn(at.slice(0, -1), true);
    if (isMap(parent)) {
      const pair = parent.items.find((p) => isScalar(p.key) && String(p.key.value) === String(at[at.length - 1]));
      const line = this.lineOf(pair?.key as YamlNode | undefined);
      if (line) return line;
    }
    return this.value(at.slice(0, -1));
  }
  /**
   * Where line 1 of a multi-line string starts in the file: the line after a `|` or `>` header,
   * the value's own line for a quoted or plain one.
   */
  textStart(at: (string | number)[]): number | undefined {
    const node = this.doc.getIn(at, true);
    const line = this.lineOf(node as YamlNode | undefined);
    if (line === undefined) return undefined;
    return isScalar(node) && (node.type === 'BLOCK_LITERAL' || node.type === 'BLOCK_FOLDED') ? line + 1 : line;
  }
}

/** Response keys the selections allow on an object of `type` (fields, aliases, inline fragments and spreads that apply). */
function selectedFields(
  schema: GraphQLSchema,
  type: GraphQLCompositeType,
  selections: readonly SelectionNode[],
  fragments: ReadonlyMap<string, FragmentDefinitionNode>,
  typename: string | undefined,
  out = new Map<string, { parent: GraphQLCompositeType; selections: SelectionNode[]; name: string }>(),
): Map<string, { parent: GraphQLCompositeType; selections: SelectionNode[]; name: string }> {
  const concrete = typename ? schema.getType(typename) : undefined;
  // With `__typename` in the response, only fragments that apply to that type count; without it, every fragment may have applied.
  const applies = (condition: GraphQLCompositeType): boolean =>
    !isObjectType(concrete) || condition === concrete || (isAbstractType(condition) && schema.isSubType(condition, concrete));
  for (const selection of selections) {
    if (selection.kind === Kind.FIELD) {
      const key = selection.alias?.value ?? selection.name.value;
      const entry = out.get(key) ?? { parent: type, selections: [], name: selection.name.value };
      entry.selections.push(...(selection.selectionSet?.selections ?? []));
      out.set(key, entry);
      continue;
    }
    const fragment = selection.kind === Kind.INLINE_FRAGMENT ? selection : fragments.get(selection.name.value);
    if (!fragment) continue;
    const condition = fragment.typeCondition ? schema.getType(fragment.typeCondition.name.value) : type;
    if (condition && isCompositeType(condition) && applies(condition)) selectedFields(schema, condition, fragment.selectionSet.selections, fragments, typename, out);
  }
  return out;
}

/** What is wrong with a response value, each at its path (from `data`). */
export function checkResponseShape(schema: GraphQLSchema, operation: OperationDefinitionNode, fragments: ReadonlyMap<string, FragmentDefinitionNode>, data: unknown): { path: (string | number)[]; message: string }[] {
  const root = operation.operation === 'mutation' ? schema.getMutationType() : operation.operation === 'subscription' ? schema.getSubscriptionType() : schema.getQueryType();
  const found: { path: (string | number)[]; message: string }[] = [];
  const where = (at: (string | number)[]) => ['data', ...at].map((p) => (typeof p === 'number' ? `[${p}]` : `.${p}`)).join('').slice(1);
  const walk = (value: unknown, type: GraphQLOutputType, selections: SelectionNode[], at: (string | number)[]): void => {
    if (value === null) return;
    const inner = getNullableType(type);
    if (isListType(inner)) {
      if (!Array.isArray(value)) return void found.push({ path: at, message: `\`${where(at)}\` must be a list (the field returns ${String(type)})` });
      value.forEach((item, i) => walk(item, inner.ofType as GraphQLOutputType, selections, [...at, i]));
      return;
    }
    if (isLeafType(inner)) {
      if (typeof value === 'object') found.push({ path: at, message: `\`${where(at)}\` must be a single ${inner.name} value, not ${Array.isArray(value) ? 'a list' : 'an object'}` });
      return;
    }
    if (typeof value !== 'object' || Array.isArray(value)) return void found.push({ path: at, message: `\`${where(at)}\` must be an object of type ${inner.name}` });
    const record = value as Record<string, unknown>;
    const typename = typeof record.__typename === 'string' ? record.__typename : undefined;
    const fields = selectedFields(schema, inner as GraphQLCompositeType, selections, fragments, typename);
    for (const [key, child] of Object.entries(record)) {
      const entry = fields.get(key);
      if (!entry) {
        const near = closestName(key, [...fields.keys()]);
        found.push({ path: [...at, key], message: `response key \`${key}\` at \`${where(at)}\` is not selected by the request${near ? ` (did you mean \`${near}\`?)` : ''}` });
        continue;
      }
      if (entry.name === '__typename') continue;
      const parent = entry.parent;
      const field = isObjectType(parent) || isInterfaceType(parent) ? parent.getFields()[entry.name] : undefined;
      if (field) walk(child, field.type, entry.selections, [...at, key]);
    }
  };
  if (root) walk(data, root, [...operation.selectionSet.selections], []);
  return found;
}

/**
 * Checks each example against the schema: the operation it names exists, the request parses and
 * validates and selects that root field, the variables coerce to the request's variable types,
 * and the response only has keys the request selects. Problems carry the example file's line.
 */
export function checkGraphqlExamples(schema: GraphQLSchema, examples: readonly GraphqlExample[], text: string, displayPath: string): Problem[] {
  const problems: Problem[] = [];
  const at = new Positions(text);
  const push = (message: string, line: number | undefined, column?: number): void => void problems.push({ code: 'EXAMPLE_INVALID', file: displayPath, line, column, message, hint: HINT });
  const titles = new Set<string>();
  examples.forEach((example, i) => {
    const base: (string | number)[] = ['examples', i];
    // The title is the example's heading and anchor on the operation's page.
    const titleKey = `${example.operation}\u0000${example.title.toLowerCase()}`;
    if (titles.has(titleKey)) push(`\`${example.operation}\` has two examples titled "${example.title}"; give each its own title`, at.value([...base, 'title']));
    titles.add(titleKey);
    const [rootName, fieldName] = example.operation.split('.') as [string, string];
    const roots = { query: schema.getQueryType(), mutation: schema.getMutationType() };
    const kind = roots.query?.name === rootName ? 'query' : roots.mutation?.name === rootName ? 'mutation' : undefined;
    if (!kind) {
      push(`\`${example.operation}\`: ${rootName} is not a root type of this schema (${[roots.query?.name, roots.mutation?.name].filter(Boolean).join(' or ')})`, at.value([...base, 'operation']));
      return;
    }
    const rootFields = roots[kind]!.getFields();
    if (!Object.hasOwn(rootFields, fieldName)) {
      const near = closestName(fieldName, Object.keys(rootFields));
      push(`\`${example.operation}\`: ${rootName} has no field ${fieldName}${near ? ` (did you mean \`${rootName}.${near}\`?)` : ''}`, at.value([...base, 'operation']));
      return;
    }
    // A request line n is file line start + n - 1 (a `|` block; a one-line string keeps its own line).
    const start = at.textStart([...base, 'request']) ?? at.value(base) ?? 1;
    const located = (error: GraphQLError): void => {
      const loc = error.locations?.[0];
      push(`request: ${error.message}`, loc ? start + loc.line - 1 : start, loc?.column);
    };
    let document;
    try {
      document = parse(new Source(example.request, displayPath));
    } catch (error) {
      if (!(error instanceof GraphQLError)) throw error;
      return located(error);
    }
    const errors = validate(schema, document);
    if (errors.length > 0) return void errors.forEach(located);
    const operations = document.definitions.filter((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION);
    const operation = operations[0];
    if (operations.length !== 1 || !operation) return push(`request: write exactly one operation (found ${operations.length})`, start);
    const opLine = start + (operation.loc?.startToken.line ?? 1) - 1;
    if (operation.operation !== kind) return push(`request: \`${example.operation}\` is a ${kind}, but the request is a ${operation.operation}`, opLine);
    if (!operation.selectionSet.selections.some((s) => s.kind === Kind.FIELD && s.name.value === fieldName)) {
      return push(`request: the ${kind} does not select \`${fieldName}\`, the field this example is filed under`, opLine);
    }
    const variables = example.variables ?? {};
    const declared = new Set((operation.variableDefinitions ?? []).map((d) => d.variable.name.value));
    for (const name of Object.keys(variables)) {
      if (!declared.has(name)) push(`variables: \`${name}\` is not a variable of the request (it declares ${[...declared].map((d) => `$${d}`).join(', ') || 'none'})`, at.key([...base, 'variables', name]));
    }
    const coerced = getVariableValues(schema, operation.variableDefinitions ?? [], variables);
    for (const error of coerced.errors ?? []) {
      const name = /Variable "\$(\w+)"/.exec(error.message)?.[1];
      push(`variables: ${error.message}`, name && Object.hasOwn(variables, name) ? at.key([...base, 'variables', name]) : (at.value([...base, 'variables']) ?? opLine));
    }
    const fragments = new Map(document.definitions.filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION).map((f) => [f.name.value, f]));
    for (const problem of checkResponseShape(schema, operation, fragments, example.response.data)) {
      const where = [...base, 'response', 'data', ...problem.path];
      // A key's line (where the wrong key or value is written); a list item's own line.
      push(problem.message, typeof where[where.length - 1] === 'string' ? at.key(where) : at.value(where));
    }
  });
  return problems;
}

/**
 * The worked examples of a GraphQL reference folder, validated with zod and checked against the
 * schema; none when the folder has no examples file. Every problem is reported at its line, and
 * any problem stops the build.
 */
export function loadGraphqlExamples(schema: GraphQLSchema, dir: string, displayDir: string): GraphqlExample[] {
  const file = path.join(dir, GRAPHQL_EXAMPLES_FILE);
  if (!existsSync(file)) return [];
  const displayPath = path.posix.join(displayDir, GRAPHQL_EXAMPLES_FILE);
  const problems: Problem[] = [];
  const data = readYamlFile(file, displayPath, GraphqlExamplesFileSchema, problems);
  const text = data && readTextFile(file, displayPath, problems);
  if (data && text !== undefined) problems.push(...checkGraphqlExamples(schema, data.examples, text, displayPath));
  if (problems.length > 0) throw new BuildError(problems);
  return data!.examples;
}

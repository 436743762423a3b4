import {
  buildASTSchema,
  getNamedType,
  GraphQLError,
  Kind,
  parse,
  TypeInfo,
  validate,
  visit,
  visitWithTypeInfo,
  type GraphQLSchema,
} from 'graphql';
import { graphqlFieldHref, type GraphqlTypeIndex } from '../../shared/graphql-checker.ts';

/**
 * The checker's logic, free of the browser: build the schema from SDL once, then parse and
 * validate each text with graphql-js and describe the result in plain data (what the worker
 * posts back). Offsets are UTF-16 indexes into the text, as a textarea counts them.
 */

/** A piece of an error message: plain text, or a quoted name shown as code (linked when it is a type). */
export interface MessagePart {
  text: string;
  code?: boolean;
  href?: string;
}

/** One problem, where graphql-js located it. */
export interface Diagnostic {
  message: string;
  parts: MessagePart[];
  line?: number;
  column?: number;
  offset?: number;
}

/** A name with its reference entry, when the reference documents it. */
export interface LinkedName {
  name: string;
  href?: string;
}

/** What the reference says about the name under a range of the text (for the caret line). */
export interface NameSpan {
  start: number;
  end: number;
  kind: 'field' | 'argument' | 'type';
  name: LinkedName;
  /** The type the field belongs to. */
  owner?: LinkedName;
  /** What the field returns or the argument takes, as written in the schema (`[String!]`). */
  type?: LinkedName & { shown: string };
}

export interface CheckResult {
  diagnostics: Diagnostic[];
  /** Executable definitions found (operations and fragments); 0 for empty text. */
  definitions: number;
  /** Named types the text uses, in order of first use, each once. */
  types: LinkedName[];
  spans: NameSpan[];
}

/** The schema from SDL; descriptions are not needed (the lean file drops them). */
export function buildSchemaFromSdl(sdl: string): GraphQLSchema {
  return buildASTSchema(parse(sdl, { noLocation: true }), { assumeValidSDL: true });
}

/** The reference entry of a type name written with wrappers (`[Dataset!]!` → Dataset's). */
export function typeHref(index: GraphqlTypeIndex, written: string): string | undefined {
  const name = written.replace(/[[\]!\s]/g, '');
  return Object.hasOwn(index.types, name) ? index.types[name] : undefined;
}

/** A field's entry: a root field's own, or the anchor under its type's entry. */
function fieldHref(index: GraphqlTypeIndex, owner: string, field: string): string | undefined {
  if (Object.hasOwn(index.roots, owner)) return Object.hasOwn(index.roots[owner]!, field) ? index.roots[owner]![field] : undefined;
  return Object.hasOwn(index.types, owner) ? graphqlFieldHref(index.types[owner]!, field) : undefined;
}

/**
 * graphql-js quotes every name in its messages (`Cannot query field "nmae" on type "Dataset".`):
 * each quoted name becomes code, linked to its reference entry when it names a type or a
 * field (`"Dataset.platform"`).
 */
export function linkMessage(message: string, index: GraphqlTypeIndex): MessagePart[] {
  const parts: MessagePart[] = [];
  let at = 0;
  for (const match of message.matchAll(/"([^"\n]+)"/g)) {
    if (match.index > at) parts.push({ text: message.slice(at, match.index) });
    const name = match[1]!;
    const dot = /^(\w+)\.(\w+)$/.exec(name);
    const href = dot ? fieldHref(index, dot[1]!, dot[2]!) : typeHref(index, name);
    parts.push(href ? { text: name, code: true, href } : { text: name, code: true });
    at = match.index + match[0].length;
  }
  if (at < message.length) parts.push({ text: message.slice(at) });
  return parts;
}

/** The 1-based line and column of an offset, counting lines as GraphQL does (`\r\n`, `\n`, `\r`). */
export function lineColumnOf(text: string, offset: number): { line: number; column: number } {
  let line = 1;
  let lineStart = 0;
  for (const match of text.slice(0, offset).matchAll(/\r\n|[\n\r]/g)) {
    line++;
    lineStart = match.index + match[0].length;
  }
  return { line, column: offset - lineStart + 1 };
}

function diagnosticOf(error: GraphQLError, text: string, index: GraphqlTypeIndex): Diagnostic {
  const offset = error.positions?.[0];
  const place = error.locations?.[0] ?? (offset !== undefined ? lineColumnOf(text, offset) : undefined);
  return { message: error.message, parts: linkMessage(error.message, index), line: place?.line, column: place?.column, offset };
}


/** Walks a valid-enough document with the schema's type information: types used and name spans. */
function describeNames(schema: GraphQLSchema, document: ReturnType<typeof parse>, index: GraphqlTypeIndex): Pick<CheckResult, 'types' | 'spans'> {
  const typeInfo = new TypeInfo(schema);
  const used = new Map<string, LinkedName>();
  const spans: NameSpan[] = [];
  const linked = (name: string): LinkedName => ({ name, href: typeHref(index, name) });
  const use = (name: string | undefined): void => {
    if (name && !used.has(name)) used.set(name, linked(name));
  };
  visit(
    document,
    visitWithTypeInfo(typeInfo, {
      Field(node) {
        const owner = typeInfo.getParentType();
        const def = typeInfo.getFieldDef();
        if (!owner || !def || !node.name.loc) return;
        const named = getNamedType(def.type).name;
        use(named);
        spans.push({
          start: node.name.loc.start,
          end: node.name.loc.end,
          kind: 'field',
          name: { name: def.name, href: fieldHref(index, owner.name, def.name) },
          owner: linked(owner.name),
          type: { ...linked(named), shown: String(def.type) },
        });
      },
      Argument(node) {
        const arg = typeInfo.getArgument();
        if (!arg || !node.name.loc) return;
        use(getNamedType(arg.type).name);
        spans.push({ start: node.name.loc.start, end: node.name.loc.end, kind: 'argument', name: { name: arg.name }, type: { ...linked(getNamedType(arg.type).name), shown: String(arg.type) } });
      },
      NamedType(node) {
        if (!schema.getType(node.name.value) || !node.name.loc) return;
        use(node.name.value);
        spans.push({ start: node.name.loc.start, end: node.name.loc.end, kind: 'type', name: linked(node.name.value) });
      },
    }),
  );
  return { types: [...used.values()].filter((t) => t.href), spans };
}

/** Parses and validates one text against the schema (every rule of the GraphQL specification). */
export function checkQuery(schema: GraphQLSchema, index: GraphqlTypeIndex, text: string): CheckResult {
  if (text.trim() === '') return { diagnostics: [], definitions: 0, types: [], spans: [] };
  let document;
  try {
    document = parse(text);
  } catch (error) {
    if (!(error instanceof GraphQLError)) throw error;
    return { diagnostics: [diagnosticOf(error, text, index)], definitions: 0, types: [], spans: [] };
  }
  const definitions = document.definitions.filter((d) => d.kind === Kind.OPERATION_DEFINITION || d.kind === Kind.FRAGMENT_DEFINITION).length;
  const diagnostics = validate(schema, document).map((e) => diagnosticOf(e, text, index));
  return { diagnostics, definitions, ...describeNames(schema, document, index) };
}

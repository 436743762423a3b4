import * as z from 'zod/mini';

/**
 * What the build and the browser agree on for the GraphQL checker: where it lives, the files it
 * reads, its island props and the links that open it with a query.
 */

/** The checker's own page. */
export const GRAPHQL_CHECKER_ROUTE = '/docs/api/graphql/checker';
/** The schema as SDL with its descriptions, for readers and their tools. */
export const GRAPHQL_SCHEMA_FILE = '/tools/graphql-schema.graphql';
/** The same schema without descriptions (a quarter of the size): what the checker downloads. */
export const GRAPHQL_SCHEMA_LEAN_FILE = '/tools/graphql-schema.lean.graphql';
/** Type name → reference href, and root field name → href (see `GraphqlTypeIndex`). */
export const GRAPHQL_TYPES_FILE = '/tools/graphql-types.json';
/** The checker reads at most this many characters; a bigger paste gets a message instead of a freeze. */
export const MAX_QUERY_CHARS = 100_000;
/** Longest "Open in checker" link the build writes (longer examples are rare and get no link). */
const MAX_LINK_CHARS = 6_000;

/** Where the reference documents each type and root field. */
export interface GraphqlTypeIndex {
  /** Named type → its reference href, e.g. `Dataset` → `/docs/graphql/objects/dataset`. */
  types: Record<string, string>;
  /** Root type name (`Query`, `Mutation`) → field → href of that field's entry. */
  roots: Record<string, Record<string, string>>;
}

/** Island props: the files to fetch, the example to start from and how much room the tool takes. */
export const GraphqlCheckerPropsSchema = z.object({
  schemaUrl: z.string(),
  typesUrl: z.string(),
  /** Shown at first and restored by "Load example"; empty when the schema has none that validates. */
  example: z.string(),
  /** `page`: the tool is the page; `inline`: a disclosure on a reference page, started when opened. */
  mode: z.enum(['page', 'inline']),
});
export type GraphqlCheckerProps = z.output<typeof GraphqlCheckerPropsSchema>;

/**
 * The checker link for a query. The query travels in `?q=` (a link check reads `#…` as an element
 * id); the page also accepts `#q=` so a shared link keeps the query out of server logs.
 */
export function checkerHref(query: string, route = GRAPHQL_CHECKER_ROUTE): string | undefined {
  // `encodeURIComponent` leaves !'()* as they are; escaped too, the href needs no HTML entity (`'` would become `&#x27;`).
  const encoded = encodeURIComponent(query).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  const href = `${route}?q=${encoded}`;
  return href.length <= MAX_LINK_CHARS ? href : undefined;
}

/** The query a checker URL carries (`?q=` or `#q=`), or undefined. */
export function queryFromLocation(search: string, hash: string): string | undefined {
  const fromHash = new URLSearchParams(hash.replace(/^#/, '')).get('q');
  return fromHash ?? new URLSearchParams(search).get('q') ?? undefined;
}

/** A documented field's anchor follows its type's: `#dataset` → `#dataset.properties`. */
export function graphqlFieldHref(typeHref: string, field: string): string {
  const page = typeHref.split('#')[0]!;
  const slug = typeHref.includes('#') ? typeHref.slice(typeHref.indexOf('#') + 1) : typeHref.slice(typeHref.lastIndexOf('/') + 1);
  return `${page}#${slug}.${field.toLowerCase()}`;
}

import { z } from 'zod';

/** A path into a YAML data file (`['highlights', 2]`), used to locate problems at a field's line. */
export type YamlPath = readonly (string | number)[];

/**
 * One part of a generated page body: Markdown text of one or more whole lines, with the entry
 * field it comes from (problems on its lines, such as a broken link, are reported at that field).
 * Parts are joined with a newline; give an empty string for a blank line.
 */
export type BodyPart = string | { markdown: string; from: YamlPath };

/** The page a data entry becomes: it then goes through the normal pipeline like a hand-written page. */
export interface CollectionPage {
  /** Doc id (`managed-datahub/release-notes/v_0_3_14`); the route is `/docs/` + the id, lower-cased. */
  id: string;
  /** The entry field the id is made from: title, sidebar label and id problems are reported at it. */
  idFrom?: YamlPath;
  /** Front matter, validated by the same schema as a hand-written page's. */
  frontMatter: Record<string, unknown>;
  body: BodyPart[];
}

/** Where an entry was read from, for templates and checks. */
export interface CollectionFile {
  /** File name in the collection folder, such as `v0.3.14.yaml`. */
  name: string;
  /** Path relative to the project root, as problems name it. */
  display: string;
}

/** An entry after validation, as a collection's table sees it. */
export interface CollectionEntry<T> {
  data: T;
  file: CollectionFile;
  /** Doc id and route of the entry's page in the version being built. */
  id: string;
  route: string;
}

/** A problem a collection's own check finds in an entry, at a field. */
export interface EntryIssue {
  path: YamlPath;
  message: string;
  hint?: string;
}

/**
 * A data collection: every `*.yaml` file of a folder is one entry, validated by `schema` and
 * turned into a page by `toPage`. Everything product-specific (wording, links, ids) lives in the
 * site's collection definition, not in the engine.
 */
export interface Collection<T = unknown> {
  /** Name of the collection, also the name of its table block: `::data-table{name="<name>"}`. */
  name: string;
  /** Folder of the entries, relative to the version's data folder (`dataDir`), e.g. `cloud-releases`. */
  dir: string;
  /** zod schema of one file. */
  schema: z.ZodType<T>;
  /** Checks that need the file, such as "the file name matches the version"; problems at the field. */
  check?(data: T, file: CollectionFile): EntryIssue[];
  /** The page of one entry. */
  toPage(data: T, file: CollectionFile): CollectionPage;
  /** The Markdown of the collection's table block (every entry of the folder, in file name order). */
  table?(entries: CollectionEntry<T>[]): string;
}

/** Identity helper that types a collection from its schema. */
export function defineCollection<T>(collection: Collection<T>): Collection<T> {
  return collection;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each collection has its own entry type
type AnyCollection = Collection<any>;

const isFunction = (value: unknown): boolean => typeof value === 'function';

/** Validates the shape of a collection definition in `site.config.ts` (functions are checked only to be functions). */
export const CollectionSchema = z
  .object({
    name: z.string().regex(/^[a-z][a-z0-9-]*$/, 'use lower-case letters, digits and dashes, e.g. cloud-releases'),
    dir: z.string().min(1),
    schema: z.custom<AnyCollection['schema']>((value) => typeof (value as { safeParse?: unknown } | null)?.safeParse === 'function', 'give a zod schema'),
    check: z.custom<NonNullable<AnyCollection['check']>>(isFunction, 'give a function').optional(),
    toPage: z.custom<AnyCollection['toPage']>(isFunction, 'give a function (entry, file) => { id, frontMatter, body }'),
    table: z.custom<NonNullable<AnyCollection['table']>>(isFunction, 'give a function (entries) => Markdown').optional(),
  })
  .strict()
  // The functions are typed per collection in the site's module; the engine handles them as unknown data.
  .transform((value) => value as unknown as Collection<unknown>);

import { z } from 'zod';

/**
 * The metadata model as reference data: `reference/entities/<entity>.yaml` (one per registry
 * entity), `reference/entities/aspects/<aspect>.yaml` (one per aspect) and
 * `reference/entities/_common.yaml` (records and enums shared by many aspects).
 *
 * Field types are written as a small expression language:
 *   string | boolean | int | long | float | double | bytes | urn   (primitives; `urn` = a URN string)
 *   <Name>            a record or enum from the same aspect file or _common.yaml
 *   array<T> | map<T> (map keys are strings) | union<A, B, …>
 */
export const FieldTypeSchema = z.string().regex(/^[\w<>, |.]+$/, 'write a type such as string, urn, array<Owner>, map<string>');

export const SearchableSchema = z
  .object({
    /** Name of the field in the search index, when it differs. */
    fieldName: z.string().optional(),
    /** Index type: KEYWORD, TEXT, TEXT_PARTIAL, BROWSE_PATH, URN, URN_PARTIAL, BOOLEAN, COUNT, DATETIME, OBJECT, … */
    fieldType: z.string().optional(),
    /** Whether a plain search query matches this field. */
    queryByDefault: z.boolean().optional(),
    /** Whether the UI offers it as a filter facet. */
    addToFilters: z.boolean().optional(),
    /** Relevance boost. */
    boostScore: z.number().optional(),
  })
  .strict();

export const RelationshipSchema = z
  .object({
    /** Relationship name as stored in the graph, e.g. `OwnedBy`, `DownstreamOf`. */
    name: z.string().min(1),
    /** Entity names the relationship may point to (registry names, e.g. `corpuser`). */
    entityTypes: z.array(z.string().min(1)).min(1),
  })
  .strict();

export const FieldSchema = z
  .object({
    name: z.string().min(1),
    type: FieldTypeSchema,
    /** False for optional fields (`optional` in PDL). */
    required: z.boolean(),
    /** Our own words. */
    description: z.string().min(1),
    default: z.unknown().optional(),
    searchable: z.union([z.literal(true), SearchableSchema]).optional(),
    relationship: RelationshipSchema.optional(),
    /** `true`, or the reason/replacement. */
    deprecated: z.union([z.literal(true), z.string()]).optional(),
  })
  .strict();

export const RecordSchema = z.object({ description: z.string().min(1), fields: z.array(FieldSchema) }).strict();

export const EnumSchema = z
  .object({
    description: z.string().min(1),
    symbols: z.array(z.object({ name: z.string().min(1), description: z.string().optional() }).strict()).min(1),
  })
  .strict();

export const AspectSchema = z
  .object({
    /** Aspect name as registered, e.g. `ownership`, `datasetKey`. */
    name: z.string().regex(/^[a-zA-Z][\w]*$/),
    /** Name of the PDL record, e.g. `Ownership`. */
    record: z.string().min(1),
    description: z.string().min(1),
    /** Timeseries aspects keep a history of values over time. */
    timeseries: z.boolean().default(false),
    fields: z.array(FieldSchema),
    /** Records used by the fields, by name (checked: every named type must resolve). */
    records: z.record(z.string(), RecordSchema).default({}),
    enums: z.record(z.string(), EnumSchema).default({}),
  })
  .strict();

export const CommonTypesSchema = z
  .object({
    records: z.record(z.string(), RecordSchema).default({}),
    enums: z.record(z.string(), EnumSchema).default({}),
  })
  .strict();

export const EntitySchema = z
  .object({
    /** Registry name, e.g. `dataset`, `corpuser`, `glossaryTerm`. */
    name: z.string().regex(/^[a-zA-Z][\w]*$/),
    /** `core` entities are shown to users; `internal` ones hold platform state. */
    category: z.enum(['core', 'internal']),
    description: z.string().min(1),
    keyAspect: z.string().min(1),
    /** Every aspect the registry lists for the entity (key aspect not repeated). */
    aspects: z.array(z.string().min(1)),
    /** A realistic URN of this entity. */
    urnExample: z.string().regex(/^urn:li:\w+:.+$/),
    /** The GraphQL type that exposes the entity, if any. */
    graphqlType: z.string().optional(),
    /** Search group from the registry (`primary` for entities shown in search), if any. */
    searchGroup: z.string().optional(),
  })
  .strict();

export type Entity = z.output<typeof EntitySchema>;
export type Aspect = z.output<typeof AspectSchema>;
export type Field = z.output<typeof FieldSchema>;

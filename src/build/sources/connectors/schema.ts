import { z } from 'zod';

/** The 16 capabilities a source may declare, with their display names. */
export const CAPABILITIES = {
  PLATFORM_INSTANCE: 'Platform Instance',
  DOMAINS: 'Domains',
  DATA_PROFILING: 'Data Profiling',
  USAGE_STATS: 'Dataset Usage',
  OPERATION_CAPTURE: 'Operation Capture',
  PARTITION_SUPPORT: 'Partition Support',
  DESCRIPTIONS: 'Descriptions',
  LINEAGE_COARSE: 'Table-Level Lineage',
  LINEAGE_FINE: 'Column-level Lineage',
  OWNERSHIP: 'Extract Ownership',
  DELETION_DETECTION: 'Detect Deleted Entities',
  TAGS: 'Extract Tags',
  SCHEMA_METADATA: 'Schema Metadata',
  CONTAINERS: 'Asset Containers',
  TEST_CONNECTION: 'Test Connection',
  GLOSSARY_TERMS: 'Glossary Terms',
} as const;

export type Capability = keyof typeof CAPABILITIES;

const CapabilityEntrySchema = z
  .object({
    supported: z.boolean(),
    /** Our words: how it is enabled or why it is not supported. */
    note: z.string().optional(),
  })
  .strict();

/** One ingestion plugin (the `type:` in a recipe). A platform page may have several. */
export const PluginSchema = z
  .object({
    /** Recipe `source.type`, e.g. `snowflake`, `bigquery-queries`. */
    name: z.string().regex(/^[a-z0-9][a-z0-9._-]*$/),
    supportStatus: z.enum(['CERTIFIED', 'INCUBATING', 'TESTING', 'UNKNOWN']),
    /** pip extra to install, e.g. `acryl-datahub[snowflake]`. */
    installExtra: z.string().min(1),
    /** Every one of the 16 capabilities, supported or not (unknown ones omitted = not declared). */
    capabilities: z.partialRecord(z.enum(Object.keys(CAPABILITIES) as [Capability, ...Capability[]]), CapabilityEntrySchema),
    /**
     * JSON Schema (draft-07 subset) of the plugin's `source.config`: `type: object`, `properties`
     * with `type`, `description` (ours), `default`, `enum`, nested objects, `items` for arrays,
     * `required`. Allow/deny patterns are objects with `allow`/`deny` string arrays and
     * `ignoreCase`. Secrets carry `"format": "password"`.
     */
    configSchema: z.record(z.string(), z.unknown()),
    /** `complete`: every config field; `partial`: connection fields, patterns and common options. */
    configCoverage: z.enum(['complete', 'partial']),
    /** A starter recipe (YAML text) that validates against `configSchema`. */
    starterRecipe: z.string().min(1),
  })
  .strict();

export const ConnectorSchema = z
  .object({
    /** Platform id, e.g. `snowflake`; the page is /docs/generated/ingestion/sources/<id>. */
    id: z.string().regex(/^[a-z0-9][a-z0-9._-]*$/),
    displayName: z.string().min(1),
    /** Our words: what the source is and what DataHub extracts from it (2–4 sentences). */
    description: z.string().min(1),
    platformTypes: z.array(z.string().min(1)).min(1),
    connectionType: z.enum(['Pull', 'Push']).optional(),
    /** What must be true or granted in the source system before ingesting (our words, Markdown). */
    prerequisites: z.array(z.string().min(1)).default([]),
    /** Route of the quick-ingestion guide, when one exists (e.g. /docs/quick-ingestion-guides/snowflake/overview). */
    quickIngestionGuide: z.string().optional(),
    plugins: z.array(PluginSchema).min(1),
    /**
     * True once the config schema, defaults and prerequisites were checked against the
     * connector's config class and docs. Only verified connectors are published.
     */
    verified: z.boolean().default(false),
  })
  .strict();

export type Connector = z.output<typeof ConnectorSchema>;
export type Plugin = z.output<typeof PluginSchema>;

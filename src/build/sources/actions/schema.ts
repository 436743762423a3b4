import { z } from 'zod';

/**
 * One file of `reference/actions/`: an event source, an action or an event type of the Actions
 * framework, with its config keys (type, default) or its event fields as the upstream source
 * declares them, and our own summaries. Checked with zod (problems at the field's line).
 */

const Sentence = z
  .string()
  .min(3)
  .refine((s) => !s.includes('\n'), 'one line (no line break)')
  .refine((s) => /[.!?)]$/.test(s.trim()), 'a sentence ending with a full stop');

const Upstream = z
  .object({
    path: z.string().min(1),
    /** 40 hex digits; `unknown` when the stored copy did not say which commit it came from. */
    commit: z.union([z.string().regex(/^[0-9a-f]{40}$/, '40 lowercase hex digits'), z.literal('unknown')]),
    note: z.string().optional(),
  })
  .strict();

export const ConfigKeySchema = z
  .object({
    /** The key in the plugin's `config:` block. */
    key: z.string().regex(/^[A-Za-z_][A-Za-z0-9_]*$/, 'a config key (letters, digits, underscores)'),
    /** The type as the config class declares it (`Optional[List[str]]`). */
    type: z.string().min(1),
    /** The default as written in the config class; absent when the key is required. */
    default: z.string().min(1).optional(),
    summary: Sentence,
  })
  .strict();

export const EventFieldSchema = z
  .object({
    name: z.string().regex(/^[A-Za-z_][A-Za-z0-9_]*$/, 'a field name'),
    type: z.string().min(1),
    optional: z.boolean().default(false),
    summary: Sentence,
  })
  .strict();

const Common = {
  /** The name a pipeline file uses (`source.type`, `action.type`) or the event type name. */
  name: z.string().regex(/^[A-Za-z][A-Za-z0-9_-]*$/, 'a plugin or event type name'),
  /** Last part of the page route; the file is named after it. */
  slug: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'lowercase words joined by hyphens'),
  title: z.string().min(1),
  summary: Sentence,
  upstream: Upstream,
};

const SourceSchema = z
  .object({
    kind: z.literal('source'),
    ...Common,
    configClass: z.string().min(1),
    config: z.array(ConfigKeySchema),
    /** Event types the source emits (names of event files). */
    emits: z.array(z.string()).min(1),
  })
  .strict();

const ActionSchema = z
  .object({
    kind: z.literal('action'),
    ...Common,
    configClass: z.string().min(1),
    config: z.array(ConfigKeySchema),
    /** Event types the action reacts to (names of event files). */
    handles: z.array(z.string()).min(1),
    /** The pip extra that installs the plugin's dependencies, when it has one. */
    installExtra: z.string().optional(),
  })
  .strict();

const EventSchema = z
  .object({
    kind: z.literal('event'),
    ...Common,
    /** The generated class the event extends. */
    recordClass: z.string().min(1),
    fields: z.array(EventFieldSchema).min(1),
    unconfirmed: z.literal(true).optional(),
  })
  .strict();

export const ActionsFileSchema = z.discriminatedUnion('kind', [SourceSchema, ActionSchema, EventSchema]);

export type ActionsItem = z.output<typeof ActionsFileSchema>;
export type ActionsSource = z.output<typeof SourceSchema>;
export type ActionsAction = z.output<typeof ActionSchema>;
export type ActionsEvent = z.output<typeof EventSchema>;
export type ConfigKey = z.output<typeof ConfigKeySchema>;

import { z } from 'zod';

/**
 * One file of `reference/python-sdk/`: one Python module, its classes, functions and other
 * public names, with signatures as the upstream source declares them and our own one-line
 * summaries. Checked with zod (problems at the field's line, `read-yaml.ts`).
 */

const Identifier = z.string().regex(/^[A-Za-z_][A-Za-z0-9_]*$/, 'a Python identifier (letters, digits, underscores)');
const ModulePath = z.string().regex(/^[A-Za-z_][A-Za-z0-9_]*(\.[A-Za-z_][A-Za-z0-9_]*)*$/, 'a dotted module path such as `datahub.sdk.main_client`');
/** Our own words, one line: no line breaks, ends with a full stop. */
const Summary = z
  .string()
  .min(3)
  .refine((s) => !s.includes('\n'), 'one line (no line break)')
  .refine((s) => /[.!?)]$/.test(s.trim()), 'a sentence ending with a full stop');

/** How a parameter is passed: Python's five parameter kinds. */
export const PARAM_KINDS = ['positional-only', 'positional', 'keyword-only', 'var-positional', 'var-keyword'] as const;

export const ParamSchema = z
  .object({
    name: Identifier,
    /** The annotation as written upstream (`Optional[str]`), when there is one. */
    type: z.string().min(1).optional(),
    /** The default as a Python expression (`None`, `"PROD"`, `True`); absent when required. */
    default: z.string().min(1).optional(),
    /** @default "positional" (positional or keyword). */
    kind: z.enum(PARAM_KINDS).default('positional'),
    summary: Summary.optional(),
  })
  .strict();

const Unconfirmed = {
  /** Listed because our pages use it, but no stored upstream copy could confirm it (see reference/python-sdk/STATUS.md). */
  unconfirmed: z.literal(true).optional(),
};

export const FunctionSchema = z
  .object({
    name: Identifier,
    summary: Summary,
    params: z.array(ParamSchema).default([]),
    /** The return annotation as written upstream. */
    returns: z.string().min(1).optional(),
    async: z.literal(true).optional(),
    ...Unconfirmed,
  })
  .strict();

export const MEMBER_KINDS = ['method', 'classmethod', 'staticmethod', 'property', 'attribute'] as const;

export const MemberSchema = z
  .object({
    name: Identifier,
    /** @default "method" */
    kind: z.enum(MEMBER_KINDS).default('method'),
    summary: Summary,
    /** Parameters after `self`/`cls` (methods only). */
    params: z.array(ParamSchema).default([]),
    /** Return annotation (methods), or the value's type (properties, attributes). */
    returns: z.string().min(1).optional(),
    async: z.literal(true).optional(),
    ...Unconfirmed,
  })
  .strict()
  .superRefine((m, ctx) => {
    if ((m.kind === 'property' || m.kind === 'attribute') && m.params.length > 0) {
      ctx.addIssue({ code: 'custom', path: ['params'], message: `a ${m.kind} takes no parameters` });
    }
  });

export const ClassSchema = z
  .object({
    name: Identifier,
    summary: Summary,
    /** Base classes as written upstream. */
    bases: z.array(z.string().min(1)).default([]),
    /** Constructor parameters after `self`; absent when the constructor is not documented. */
    init: z.array(ParamSchema).optional(),
    members: z.array(MemberSchema).default([]),
    ...Unconfirmed,
  })
  .strict();

export const NAME_KINDS = ['class', 'function', 'constant', 'type alias', 'enum', 'module alias'] as const;

/** A public name documented by kind only (generated classes, constants, type aliases). */
export const NameSchema = z
  .object({
    name: Identifier,
    kind: z.enum(NAME_KINDS),
    summary: Summary.optional(),
    /** The value's type or what the alias stands for (`Union[str, DatasetUrn]`). */
    type: z.string().min(1).optional(),
    ...Unconfirmed,
  })
  .strict();

/** A name the module re-exports from another module of the reference (`from x import Y` upstream). */
export const ReexportSchema = z
  .object({
    name: Identifier,
    from: ModulePath,
    /** The name in the source module when it differs (`FilterDsl as F`). */
    as: Identifier.optional(),
    ...Unconfirmed,
  })
  .strict();

export const MODULE_GROUPS = ['SDK v2', 'Classic client and emitters', 'Metadata classes and URNs', 'Ingestion framework'] as const;

export const ModuleSchema = z
  .object({
    module: ModulePath,
    /** Where the module is listed on the index page and in the sidebar. */
    group: z.enum(MODULE_GROUPS),
    summary: Summary,
    /** The upstream file read for these facts, and the commit of that copy, so a later pass can compare. */
    upstream: z
      .object({
        path: z.string().regex(/\.py$/, 'a path to a .py file'),
        /** 40 hex digits; `unknown` when the stored copy did not say which commit it came from. */
        commit: z.union([z.string().regex(/^[0-9a-f]{40}$/, '40 lowercase hex digits'), z.literal('unknown')]),
        /** What was read besides, when the facts come from more than one copy. */
        note: z.string().optional(),
      })
      .strict(),
    classes: z.array(ClassSchema).default([]),
    functions: z.array(FunctionSchema).default([]),
    names: z.array(NameSchema).default([]),
    reexports: z.array(ReexportSchema).default([]),
  })
  .strict();

export type Param = z.output<typeof ParamSchema>;
export type PyFunction = z.output<typeof FunctionSchema>;
export type PyMember = z.output<typeof MemberSchema>;
export type PyClass = z.output<typeof ClassSchema>;
export type PyName = z.output<typeof NameSchema>;
export type PyReexport = z.output<typeof ReexportSchema>;
export type PyModule = z.output<typeof ModuleSchema>;

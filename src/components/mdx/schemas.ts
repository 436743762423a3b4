import { z } from 'zod';
import { EditionSchema, StageSchema } from '../../config/front-matter.ts';

/**
 * The attributes each MDX component accepts. This is the single list of what authors may use:
 * the build rejects any other element name, and checks attributes against these schemas.
 * Boolean attributes written bare (`<TabItem default>`) arrive as `true`.
 */
export const MDX_COMPONENT_PROPS = {
  Tabs: z.object({ groupId: z.string().regex(/^[\w-]+$/).optional(), defaultValue: z.string().optional() }).strict(),
  TabItem: z.object({ value: z.string().min(1), label: z.string().min(1).optional(), default: z.literal(true).optional() }).strict(),
  FeatureAvailability: z
    .object({
      edition: EditionSchema.optional(),
      stage: StageSchema.optional(),
      /** Docusaurus-era props (DataHub's component): cloud only, open source only, partly self-hosted, a comparison page. */
      saasOnly: z.literal(true).optional(),
      ossOnly: z.literal(true).optional(),
      selfHostedPartial: z.literal(true).optional(),
      comparisonLink: z.string().min(1).optional(),
    })
    .strict()
    .refine((p) => [p.edition !== undefined, p.saasOnly, p.ossOnly].filter(Boolean).length <= 1, { message: 'give one of `edition`, `saasOnly`, `ossOnly`' }),
  Admonition: z.object({ type: z.enum(['note', 'tip', 'info', 'warning', 'danger', 'caution']), title: z.string().min(1).optional() }).strict(),
  Cards: z.object({}).strict(),
  Card: z.object({ title: z.string().min(1), href: z.string().min(1) }).strict(),
  Details: z.object({ summary: z.string().min(1) }).strict(),
} as const;

/** Admonition kinds and their default titles (`:::note`, `<Admonition type="note">`). */
export const ADMONITION_KINDS = { note: 'Note', tip: 'Tip', info: 'Info', warning: 'Warning', danger: 'Danger', caution: 'Caution' } as const;
export type AdmonitionKind = keyof typeof ADMONITION_KINDS;

export type MdxComponentName = keyof typeof MDX_COMPONENT_PROPS;

/** Which component a component must sit directly inside, if any. */
export const MDX_REQUIRED_PARENT: Partial<Record<MdxComponentName, MdxComponentName>> = {
  TabItem: 'Tabs',
  Card: 'Cards',
};

/** Lower-case HTML elements MDX pages may write as JSX. */
export const MDX_HTML_ELEMENTS = new Set(['br', 'kbd', 'sub', 'sup', 'abbr', 'mark']);

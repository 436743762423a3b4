import { z } from 'zod';
import { MDX_COMPONENT_PROPS, type MdxComponentName } from '../components/mdx/schemas.ts';

/** Imports a Docusaurus page may write for a component of the registry, whatever the site. */
export const DEFAULT_COMPONENT_IMPORTS: Readonly<Record<string, MdxComponentName>> = {
  '@theme/Tabs': 'Tabs',
  '@theme/TabItem': 'TabItem',
  '@theme/Details': 'Details',
  '@theme/Admonition': 'Admonition',
};

/** Hosts an `<iframe src>` may point at when none are configured: the common video players. */
export const DEFAULT_IFRAME_HOSTS = ['www.youtube.com', 'youtube.com', 'www.youtube-nocookie.com', 'youtube-nocookie.com', 'player.vimeo.com', 'www.loom.com', 'loom.com'];

const componentNames = Object.keys(MDX_COMPONENT_PROPS) as [MdxComponentName, ...MdxComponentName[]];

/**
 * How pages are read. The defaults keep a site's own content to house rules (`strict`); a tree
 * written for Docusaurus builds with `strict: false` (see docs/ARCHITECTURE.md, "Docusaurus input").
 */
export const MarkdownConfigSchema = z
  .object({
    /**
     * How `.md` files are parsed: `md` (CommonMark + GFM; MDX only in `.mdx` files), `mdx` (every
     * file as MDX, as Docusaurus 3 does by default) or `detect` (a `.md` file is read as MDX when
     * it has an `import`/`export` line or a capitalised component tag outside code; others keep
     * Markdown's leniency about `<` and `{`). @default "detect"
     */
    format: z.enum(['md', 'mdx', 'detect']).default('detect'),
    /**
     * House rules: when true, what a Docusaurus tree may do but this site's own pages must not is
     * an error (a page without a title, an unknown code language, an unknown front matter key,
     * raw HTML, a second H1, a link the build cannot resolve); when false each of those is a
     * warning, raw HTML is sanitized and the build goes on. @default true
     */
    strict: z.boolean().default(true),
    /**
     * Import specifier → registry component, merged over the engine's `@theme/*` defaults. A key
     * `*∕Name` matches any specifier whose last path segment is `Name`
     * (`'*∕FeatureAvailability': 'FeatureAvailability'` covers `@site/src/components/FeatureAvailability`).
     * @default {}
     */
    components: z.record(z.string().min(1), z.enum(componentNames)).default({}),
    /** Hosts an `<iframe>` may load from (raw HTML, non-strict only). @default YouTube, youtube-nocookie, Vimeo's player, Loom */
    iframeHosts: z.array(z.string().regex(/^[a-z0-9.-]+$/, 'a host name such as www.youtube.com')).default(DEFAULT_IFRAME_HOSTS),
    /**
     * Links to pages that do not exist: `error`, or `warning` for a trial build of part of a
     * tree (the link is kept as written). Only honoured with `strict: false`. @default "error"
     */
    brokenLinks: z.enum(['error', 'warning']).default('error'),
  })
  .strict();

export type MarkdownConfig = z.output<typeof MarkdownConfigSchema>;

/** The registry component an import specifier names, or undefined when the site does not map it. */
export function componentForImport(source: string, configured: Readonly<Record<string, MdxComponentName>>): MdxComponentName | undefined {
  const all = { ...DEFAULT_COMPONENT_IMPORTS, ...configured };
  if (Object.hasOwn(all, source)) return all[source];
  const last = source.replace(/\/index(\.[jt]sx?)?$/, '').replace(/\.[jt]sx?$/, '').split('/').pop() ?? '';
  return Object.hasOwn(all, `*/${last}`) ? all[`*/${last}`] : undefined;
}

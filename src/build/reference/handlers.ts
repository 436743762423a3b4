import path from 'node:path';
import type { SidebarItemInput } from '../../config/sidebar.ts';
import type { SiteConfig } from '../../config/site-config.ts';
import type { SitePage } from '../model/site.ts';
import { loadGraphqlSchema } from '../sources/graphql/load-schema.ts';
import { buildGraphqlModel, GRAPHQL_SECTIONS } from '../sources/graphql/model.ts';
import { buildGraphqlPages } from '../sources/graphql/pages.tsx';

/** What a reference handler adds to the site: pages, and the sidebar items that list them. */
export interface ReferenceOutput {
  pages: SitePage[];
  sidebarItems: SidebarItemInput[];
}

export interface ReferenceHandler {
  /** Loads and validates the inputs (throwing a BuildError that names file and line); undefined when the folder is absent. */
  generate(dir: string, displayDir: string): ReferenceOutput | undefined;
}

const graphqlHandler: ReferenceHandler = {
  generate(dir, displayDir) {
    const schema = loadGraphqlSchema(dir, displayDir);
    if (!schema) return undefined;
    const model = buildGraphqlModel(schema);
    return {
      pages: buildGraphqlPages(model),
      sidebarItems: [
        {
          type: 'category',
          label: 'GraphQL reference',
          link: { type: 'generated-index', slug: 'graphql-reference', description: 'Every query, mutation and type of the DataHub GraphQL API.' },
          items: Object.keys(GRAPHQL_SECTIONS).map((section) => `graphql/${section}`),
        },
      ],
    };
  },
};

/**
 * One handler per generated reference section, keyed by the folder setting in
 * `site.config.ts` `reference`; `satisfies` makes a configured kind without a handler a type error.
 */
export const REFERENCE_HANDLERS = { graphql: graphqlHandler } satisfies Record<keyof SiteConfig['reference'], ReferenceHandler>;

export type ReferenceKind = keyof typeof REFERENCE_HANDLERS;

/** Runs every handler whose input folder exists. */
export function generateReference(root: string, config: SiteConfig): Partial<Record<ReferenceKind, ReferenceOutput>> {
  const outputs: Partial<Record<ReferenceKind, ReferenceOutput>> = {};
  for (const kind of Object.keys(REFERENCE_HANDLERS) as ReferenceKind[]) {
    const dir = config.reference[kind];
    const output = REFERENCE_HANDLERS[kind].generate(path.resolve(root, dir), dir);
    if (output) outputs[kind] = output;
  }
  return outputs;
}

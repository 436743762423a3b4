import type { CachedReferenceHandler, SearchName } from '../../model/reference-handler.ts';
import { checkRecipeExample } from './check-recipe.ts';
import { loadConnectors } from './load-connectors.ts';
import { CONNECTOR_LOGO_SPRITE, connectorLogoSprite, loadConnectorLogos } from './logos.ts';
import { buildConnectorPages, primaryType, SOURCES_BASE } from './pages.tsx';
import { buildRecipeToolFiles } from './recipe-tools.ts';

const recipeCheck = (set: NonNullable<ReturnType<typeof loadConnectors>>) => (lang: string, code: string) => (lang === 'yaml' || lang === 'yml' ? checkRecipeExample(set.validators, code) : []);


/**
 * The connector reference (`reference.connectors`): a page per published source, the capability
 * matrix and recipe builder's files, search names for plugins, and the check of every recipe
 * example against its connector's schema.
 */
export const connectorsHandler: CachedReferenceHandler = {
  checks(dir, displayDir) {
    const set = loadConnectors(dir, displayDir);
    return { checkExample: set && recipeCheck(set) };
  },
  async generate(dir, displayDir, context) {
    const set = loadConnectors(dir, displayDir);
    const archived = context.docsBase !== '/docs';
    if (!set) return undefined;
    // Recipes in pages are checked against every plugin's schema, published or not.
    const checkExample = recipeCheck(set);
    // Connectors are published only once their facts were verified (see reference/STATUS.md).
    if (set.published.length === 0) return { pages: [], sidebarItems: [], checkExample };
    const types = [...new Set(set.published.map(primaryType))].sort();
    const searchNames = set.published.flatMap((c) =>
      c.plugins.filter((p) => p.name !== c.id).map((p): SearchName => ({ name: p.name, route: `${context.docsBase}/generated/ingestion/sources/${c.id}`, type: 'plugin' })),
    );
    return {
      checkExample,
      searchNames,
      pages: await buildConnectorPages(set.published, context.contentRoutes, { docsBase: context.docsBase, tools: !archived, dataDir: context.dataDir }),
      // The sprite the connector index draws its logos from (logos.ts); the recipe builder's
      // schemas, compiled validators and plugin index (see recipe-tools.ts), Next only.
      dataFiles: new Map([[CONNECTOR_LOGO_SPRITE, connectorLogoSprite(context.dataDir ? loadConnectorLogos(context.dataDir) : {})], ...(archived ? [] : await buildRecipeToolFiles(set.published, SOURCES_BASE))]),
      sidebarItems: [
        {
          type: 'category',
          label: 'Sources',
          link: { type: 'doc', id: 'generated/ingestion/sources' },
          items: [
            'generated/ingestion/capability-matrix',
            ...types.map((t) => ({
              type: 'category' as const,
              label: t,
              items: set.published.filter((c) => primaryType(c) === t).sort((a, b) => a.displayName.localeCompare(b.displayName)).map((c) => `generated/ingestion/sources/${c.id}`),
            })),
          ],
        },
      ],
    };
  },
};


import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { isEnumType, isInputObjectType, isInterfaceType, isObjectType } from 'graphql';
import type { SiteConfig } from '../../config/site-config.ts';
import type { SitePage } from '../model/site.ts';
import { checkGraphqlOperation } from '../sources/graphql/check-operation.ts';
import { loadGraphqlSchema } from '../sources/graphql/load-schema.ts';
import { buildGraphqlModel, GRAPHQL_SECTIONS, type GraphqlModel } from '../sources/graphql/model.ts';
import { buildGraphqlPages } from '../sources/graphql/pages.tsx';
import { graphqlExamplesFor } from '../sources/graphql/examples-html.ts';
import { buildCheckerPage, checkerExample, graphqlCheckerFiles, InlineChecker } from '../sources/graphql/checker-page.tsx';
import { loadMetadataModel } from '../sources/entities/load-model.ts';
import { buildEntityPages, ENTITIES_BASE, entitiesBaseOf } from '../sources/entities/pages.tsx';
import { latestToolPage } from '../sources/latest-tool-page.tsx';
import { buildModelGraph } from '../sources/entities/model-graph.ts';
import { buildModelExplorerPage, MODEL_EXPLORER_ID } from '../sources/entities/explorer-page.tsx';
import { MODEL_GRAPH_ROUTE } from '../../shared/model-graph.ts';
import { checkUrn, findUrns } from '../sources/entities/check-urn.ts';
import { buildUrnKeys } from '../sources/entities/urn-keys.ts';
import { buildUrnInspectorPage } from '../sources/entities/urn-inspector-page.tsx';
import { createUrnModel, URN_KEYS_ROUTE } from '../../shared/urn-model.ts';
import { loadConnectors } from '../sources/connectors/load-connectors.ts';
import { buildConnectorPages, primaryType, SOURCES_BASE } from '../sources/connectors/pages.tsx';
import { buildRecipeToolFiles } from '../sources/connectors/recipe-tools.ts';
import { CONNECTOR_LOGO_SPRITE, connectorLogoSprite, loadConnectorLogos } from '../sources/connectors/logos.ts';
import { checkRecipeExample } from '../sources/connectors/check-recipe.ts';
import type { ExampleProblem } from '../model/example-problem.ts';
import type { ReferenceContext, ReferenceHandler, ReferenceOutput, SearchName } from '../model/reference-handler.ts';
import { pythonSdkHandler } from '../sources/python-sdk/handler.ts';
import { actionsHandler } from '../sources/actions/handler.ts';
import { activeBuildCache } from '../cache/build-cache.ts';
import type { ReferenceChecks } from '../cache/reference-cache.ts';

export type { ExampleProblem };

export type { ReferenceContext, ReferenceHandler, ReferenceOutput, SearchName };

/** Enum values and the fields of object, interface and input types, each at its anchor. */
function graphqlSearchNames(model: GraphqlModel): SearchName[] {
  const names: SearchName[] = [];
  for (const member of Object.values(model.sections).flat()) {
    const type = member.type;
    if (!type) continue;
    const route = member.href.split('#')[0]!;
    if (isEnumType(type)) {
      for (const v of type.getValues()) names.push({ name: v.name, route, anchor: `${member.slug}.${v.name.toLowerCase()}`, type: 'enum value' });
    } else if (isObjectType(type) || isInterfaceType(type) || isInputObjectType(type)) {
      for (const f of Object.values(type.getFields())) names.push({ name: `${type.name}.${f.name}`, route, anchor: `${member.slug}.${f.name.toLowerCase()}`, type: 'field' });
    }
  }
  return names;
}

/** A handler whose output the build cache may keep: `checks` makes its example checks from the data alone, for examples the cache has no verdict for. */
interface CachedHandler extends ReferenceHandler {
  checks(dir: string, displayDir: string): ReferenceChecks;
}

const graphqlExampleCheck = (schema: NonNullable<ReturnType<typeof loadGraphqlSchema>>) => (lang: string, code: string) => (lang === 'graphql' ? checkGraphqlOperation(schema, code) : []);

const graphqlHandler: CachedHandler = {
  checks(dir, displayDir) {
    const schema = loadGraphqlSchema(dir, displayDir);
    return { checkExample: schema && graphqlExampleCheck(schema) };
  },
  async generate(dir, displayDir, context) {
    const schema = loadGraphqlSchema(dir, displayDir);
    if (!schema) return undefined;
    const base = `${context.docsBase}/graphql`;
    const model = buildGraphqlModel(schema, base);
    const archived = context.docsBase !== '/docs';
    const example = checkerExample(schema);
    const { productName } = context;
    const examples = await graphqlExamplesFor(model, dir, displayDir, archived);
    return {
      checkExample: graphqlExampleCheck(schema),
      // The checker has a page of its own and sits, closed, on each section page; it checks against
      // the latest schema, so an archived version's checker page sends readers there.
      pages: archived
        ? [...buildGraphqlPages(model, { base, productName, examples }), latestToolPage(await buildCheckerPage(model, example, productName), context.docsBase)]
        : [...buildGraphqlPages(model, { tool: InlineChecker({ example }), productName, examples }), await buildCheckerPage(model, example, productName)],
      dataFiles: archived ? undefined : graphqlCheckerFiles(model),
      searchNames: graphqlSearchNames(model),
      sidebarItems: [
        'api/graphql/checker',
        {
          type: 'category',
          label: 'GraphQL reference',
          link: { type: 'generated-index', slug: 'graphql-reference', description: `Every query, mutation and type of the ${productName ? `${productName} ` : ''}GraphQL API.` },
          items: Object.keys(GRAPHQL_SECTIONS).map((section) => `graphql/${section}`),
        },
      ],
    };
  },
};

/** Where a GraphQL object type is documented, if the GraphQL reference was generated. */
function graphqlTypeHref(context: ReferenceContext, typeName: string): string | undefined {
  const slug = typeName.toLowerCase();
  const objects = `${context.docsBase}/graphql/objects`;
  if (context.pageByRoute.has(`${objects}/${slug}`)) return `${objects}/${slug}`;
  return context.pageByRoute.get(objects)?.ids.has(slug) ? `${objects}#${slug}` : undefined;
}

const urnCheck = (model: NonNullable<ReturnType<typeof loadMetadataModel>>) => {
  const urnModel = createUrnModel(buildUrnKeys(model));
  return (source: string): ExampleProblem[] =>
    findUrns(source).flatMap(({ urn, line }) => {
      const error = checkUrn(urn, urnModel);
      return error ? [{ message: error, line }] : [];
    });
};

const entitiesHandler: CachedHandler = {
  checks(dir, displayDir) {
    const model = loadMetadataModel(dir, displayDir);
    return { checkUrns: model && urnCheck(model) };
  },
  generate(dir, displayDir, context) {
    const model = loadMetadataModel(dir, displayDir);
    if (!model) return undefined;
    const archived = context.docsBase !== '/docs';
    const entitiesBase = entitiesBaseOf(context.docsBase);
    const entityIds = (category: 'core' | 'internal') => model.entities.filter((e) => e.category === category).map((e) => `generated/metamodel/entities/${e.name.toLowerCase()}`);
    // Each aspect and its fields once, on the first entity that has the aspect: dataset first,
    // then the other core entities, then internal ones.
    const searchNames: SearchName[] = [];
    const seen = new Set<string>();
    const rank = (e: (typeof model.entities)[number]): number => (e.name === 'dataset' ? 0 : e.category === 'core' ? 1 : 2);
    for (const entity of [...model.entities].sort((a, b) => rank(a) - rank(b))) {
      const route = `${entitiesBase}/${entity.name.toLowerCase()}`;
      for (const name of [entity.keyAspect, ...entity.aspects]) {
        const aspect = model.aspects.get(name);
        if (!aspect || seen.has(name)) continue;
        seen.add(name);
        searchNames.push({ name: aspect.name, route, anchor: `aspect-${aspect.name.toLowerCase()}`, type: 'aspect' });
        for (const field of aspect.fields) searchNames.push({ name: `${aspect.name}.${field.name}`, route, anchor: `aspect-${aspect.name.toLowerCase()}.${field.name.toLowerCase()}`, type: 'field' });
      }
    }
    const graph = buildModelGraph(model);
    const urnKeys = buildUrnKeys(model);
    return {
      searchNames,
      checkUrns: urnCheck(model),
      pages: archived
        ? [
            ...buildEntityPages(model, (type) => graphqlTypeHref(context, type), { docsBase: context.docsBase, tools: false }),
            ...[buildModelExplorerPage(graph), buildUrnInspectorPage(urnKeys, ENTITIES_BASE)].map((tool) => latestToolPage(tool, context.docsBase)),
          ]
        : [...buildEntityPages(model, (type) => graphqlTypeHref(context, type)), buildModelExplorerPage(graph), buildUrnInspectorPage(urnKeys, ENTITIES_BASE)],
      dataFiles: archived ? undefined : new Map([
        [MODEL_GRAPH_ROUTE, JSON.stringify(graph)],
        [URN_KEYS_ROUTE, JSON.stringify(urnKeys)],
      ]),
      sidebarItems: [
        {
          type: 'category',
          label: 'Metadata model',
          link: { type: 'doc', id: 'generated/metamodel/entities' },
          items: [
            { type: 'category', label: 'Core entities', items: entityIds('core') },
            { type: 'category', label: 'Internal entities', items: entityIds('internal') },
          ],
        },
        MODEL_EXPLORER_ID,
      ],
    };
  },
};

const recipeCheck = (set: NonNullable<ReturnType<typeof loadConnectors>>) => (lang: string, code: string) => (lang === 'yaml' || lang === 'yml' ? checkRecipeExample(set.validators, code) : []);

const connectorsHandler: CachedHandler = {
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

/**
 * One handler per generated reference section, keyed by the folder setting in
 * `site.config.ts` `reference`; `satisfies` makes a configured kind without a handler a type error.
 */
export const REFERENCE_HANDLERS = { graphql: graphqlHandler, entities: entitiesHandler, connectors: connectorsHandler, pythonSdk: pythonSdkHandler, actions: actionsHandler } satisfies Record<keyof SiteConfig['reference'], ReferenceHandler>;

export type ReferenceKind = keyof typeof REFERENCE_HANDLERS;

/** Files of the data folder that handlers read (their content keys the reference cache). */
const HANDLER_DATA_FILES = ['connector-logos.yaml'];

/**
 * Runs every handler whose input folder exists; each one's time (ms) goes to `timings['reference.<kind>']`.
 * `onOutput` hears of each handler's output as soon as it is ready (the Markdown twins start from it).
 */
export async function generateReference(
  root: string,
  config: SiteConfig,
  contentRoutes: ReadonlySet<string>,
  timings?: Record<string, number>,
  docsBase = '/docs',
  onOutput?: (output: ReferenceOutput) => void,
): Promise<Partial<Record<ReferenceKind, ReferenceOutput>>> {
  const outputs: Partial<Record<ReferenceKind, ReferenceOutput>> = {};
  const pageByRoute = new Map<string, SitePage>();
  // The build cache (cache/reference-cache.ts) keeps the kinds that take seconds; each key chains
  // on the one before, as later kinds link to earlier kinds' pages. The first kind not cached ends the chain.
  const cache = activeBuildCache()?.reference;
  let previousKey: string | undefined = '';
  // The site's data folder: handlers read files there (the connector logo map), so their content is part of the cache key.
  const dataDir = path.resolve(root, config.dataDir);
  const dataInputs = HANDLER_DATA_FILES.map((name) => {
    const file = path.join(dataDir, name);
    return existsSync(file) ? `${name}\0${readFileSync(file, 'utf8')}` : '';
  }).join('\0');
  // In map order: later handlers may link to what earlier ones generated.
  for (const kind of Object.keys(REFERENCE_HANDLERS) as ReferenceKind[]) {
    const dir = config.reference[kind];
    const started = performance.now();
    const abs = path.resolve(root, dir);
    const handler: ReferenceHandler = REFERENCE_HANDLERS[kind];
    const context = { pageByRoute, contentRoutes, docsBase, productName: config.graphqlReference.productName, dataDir };
    const cached: CachedHandler | undefined = cache && previousKey !== undefined && 'checks' in handler ? (handler as CachedHandler) : undefined;
    const key: string | undefined = cached && cache!.keyOf(kind, abs, { ...context, previous: previousKey!, data: dataInputs });
    previousKey = key;
    let output = key ? cache!.load(kind, docsBase, key, () => cached!.checks(abs, dir)) : undefined;
    if (!output) {
      output = await handler.generate(abs, dir, context);
      if (output && key) output = cache!.store(kind, docsBase, key, output);
      // A kind generated every time still has its example verdicts kept, by its own inputs (its
      // checks read its folder alone, so the chain of earlier kinds is not part of the key).
      else if (output && cache && (output.checkExample || output.checkUrns)) {
        output = { ...output, ...cache.rememberChecks(kind, docsBase, cache.keyOf(kind, abs, { ...context, previous: '', data: dataInputs }), output) };
      }
    }
    if (timings) timings[`reference.${kind}`] = Math.round(performance.now() - started);
    if (!output) continue;
    outputs[kind] = output;
    for (const page of output.pages) pageByRoute.set(page.route, page);
    onOutput?.(output);
  }
  return outputs;
}

import { MODEL_GRAPH_ROUTE } from '../../../shared/model-graph.ts';
import { createUrnModel, URN_KEYS_ROUTE } from '../../../shared/urn-model.ts';
import type { ExampleProblem } from '../../model/example-problem.ts';
import type { CachedReferenceHandler, ReferenceContext, SearchName } from '../../model/reference-handler.ts';
import { latestToolPage } from '../latest-tool-page.tsx';
import { checkUrn, findUrns } from './check-urn.ts';
import { buildModelExplorerPage, MODEL_EXPLORER_ID } from './explorer-page.tsx';
import { loadMetadataModel } from './load-model.ts';
import { buildModelGraph } from './model-graph.ts';
import { buildEntityPages, ENTITIES_BASE, entitiesBaseOf } from './pages.tsx';
import { buildUrnInspectorPage } from './urn-inspector-page.tsx';
import { buildUrnKeys } from './urn-keys.ts';

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


/**
 * The metadata model reference (`reference.entities`): a page per entity, the model explorer and
 * URN inspector, search names for aspects and their fields, and the check of every URN in a page.
 */
export const entitiesHandler: CachedReferenceHandler = {
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


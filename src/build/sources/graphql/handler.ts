import { isEnumType, isInputObjectType, isInterfaceType, isObjectType } from 'graphql';
import type { CachedReferenceHandler, SearchName } from '../../model/reference-handler.ts';
import { latestToolPage } from '../latest-tool-page.tsx';
import { buildCheckerPage, checkerExample, graphqlCheckerFiles, InlineChecker } from './checker-page.tsx';
import { checkGraphqlOperation } from './check-operation.ts';
import { graphqlExamplesFor } from './examples-html.ts';
import { loadGraphqlSchema } from './load-schema.ts';
import { buildGraphqlModel, GRAPHQL_SECTIONS, type GraphqlModel } from './model.ts';
import { buildGraphqlPages } from './pages.tsx';

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

const graphqlExampleCheck = (schema: NonNullable<ReturnType<typeof loadGraphqlSchema>>) => (lang: string, code: string) => (lang === 'graphql' ? checkGraphqlOperation(schema, code) : []);


/**
 * The GraphQL reference (`reference.graphql`): a page per section and per large type, the
 * operation checker, search names for enum values and fields, and the check of every ```graphql
 * example against the schema.
 */
export const graphqlHandler: CachedReferenceHandler = {
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


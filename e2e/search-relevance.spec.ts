import { mkdirSync, writeFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';

/**
 * The relevance suite: each query must bring one of the expected pages into the first `top`
 * results of the merged list the reader sees. `expect` entries are URLs or URL prefixes
 * (a route, or a route with its anchor).
 */
interface Case {
  query: string;
  expect: string[];
  top: 1 | 3;
  why: string;
}

const CASES: Case[] = [
  // exact titles
  { query: 'Quickstart', expect: ['/docs/quickstart'], top: 1, why: 'title' },
  { query: 'Business glossary', expect: ['/docs/glossary/business-glossary'], top: 1, why: 'title' },
  { query: 'Data contracts', expect: ['/docs/managed-datahub/observe/data-contract'], top: 1, why: 'title' },
  { query: 'Domains', expect: ['/docs/domains'], top: 1, why: 'title' },
  { query: 'Data products', expect: ['/docs/dataproducts'], top: 1, why: 'title' },
  { query: 'Incidents', expect: ['/docs/incidents/incidents'], top: 1, why: 'title' },
  { query: 'Metadata tests', expect: ['/docs/tests/metadata-tests'], top: 1, why: 'title' },
  { query: 'Structured properties', expect: ['/docs/features/feature-guides/properties/overview'], top: 1, why: 'title' },
  { query: 'Posts', expect: ['/docs/posts'], top: 3, why: 'title' },
  { query: 'Tags', expect: ['/docs/tags'], top: 1, why: 'title' },
  { query: 'Capability matrix', expect: ['/docs/generated/ingestion/capability-matrix'], top: 1, why: 'title' },
  { query: 'Adoption stories', expect: ['/adoption-stories'], top: 1, why: 'title' },
  // connectors, misspelt by a letter or two
  { query: 'snowflak', expect: ['/docs/generated/ingestion/sources/snowflake'], top: 1, why: 'connector typo' },
  { query: 'bigqeury', expect: ['/docs/generated/ingestion/sources/bigquery'], top: 3, why: 'connector typo' },
  { query: 'databriks', expect: ['/docs/generated/ingestion/sources/databricks'], top: 3, why: 'connector typo' },
  { query: 'postgress', expect: ['/docs/generated/ingestion/sources/postgres'], top: 3, why: 'connector typo' },
  { query: 'tableu', expect: ['/docs/generated/ingestion/sources/tableau'], top: 3, why: 'connector typo' },
  { query: 'mongdb', expect: ['/docs/generated/ingestion/sources/mongodb'], top: 3, why: 'connector typo' },
  { query: 'powerbii', expect: ['/docs/generated/ingestion/sources/powerbi'], top: 3, why: 'connector typo' },
  // GraphQL names
  { query: 'CorpUser', expect: ['/docs/graphql/objects/corpuser'], top: 1, why: 'GraphQL type' },
  { query: 'SearchAcrossEntitiesInput', expect: ['/docs/graphql/inputObjects/searchacrossentitiesinput'], top: 1, why: 'GraphQL input' },
  { query: 'EntityType', expect: ['/docs/graphql/enums#entitytype', '/docs/graphql/enums/entitytype'], top: 1, why: 'GraphQL enum' },
  { query: 'createTag', expect: ['/docs/graphql/mutations/createtag', '/docs/graphql/mutations#createtag'], top: 1, why: 'GraphQL mutation' },
  { query: 'searchAcrossLineage', expect: ['/docs/graphql/queries#searchacrosslineage', '/docs/graphql/queries/searchacrosslineage'], top: 1, why: 'GraphQL query' },
  { query: 'Dataset', expect: ['/docs/graphql/objects/dataset', '/docs/generated/metamodel/entities/dataset'], top: 3, why: 'GraphQL type and entity' },
  // entities, aspects and fields
  { query: 'colorHex', expect: ['/docs/generated/metamodel/entities/tag', '/docs/graphql/objects/tagproperties', '/docs/tags'], top: 1, why: 'field name' },
  { query: 'viewLogic', expect: ['/docs/generated/metamodel/entities/dataset#aspect-viewproperties.viewlogic', '/docs/graphql/objects/viewproperties'], top: 1, why: 'field name' },
  { query: 'schemaMetadata', expect: ['/docs/generated/metamodel/entities/dataset#aspect-schemametadata'], top: 3, why: 'aspect name' },
  { query: 'upstreamLineage', expect: ['/docs/generated/metamodel/entities/dataset#aspect-upstreamlineage'], top: 3, why: 'aspect name' },
  { query: 'glossaryTerm', expect: ['/docs/generated/metamodel/entities/glossaryterm', '/docs/graphql/objects/glossaryterm'], top: 3, why: 'entity name' },
  // enum values, typed any way
  { query: 'ROW_COUNT_TOTAL', expect: ['/docs/graphql/enums#volumeassertiontype.row_count_total', '/docs/graphql/enums/volumeassertiontype'], top: 1, why: 'enum value' },
  { query: 'rowcounttotal', expect: ['/docs/graphql/enums#volumeassertiontype.row_count_total', '/docs/graphql/enums/volumeassertiontype', '/docs/graphql/objects/rowcounttotal'], top: 3, why: 'enum value folded' },
  { query: 'row count total', expect: ['/docs/graphql/enums#volumeassertiontype.row_count_total', '/docs/graphql/objects/rowcounttotal', '/docs/managed-datahub/observe/volume-assertions'], top: 3, why: 'enum value in words' },
  { query: 'INCREMENTING_SEGMENT_ROW_COUNT_CHANGE', expect: ['/docs/graphql/enums#volumeassertiontype.incrementing_segment_row_count_change', '/docs/graphql/enums/volumeassertiontype'], top: 1, why: 'enum value' },
  { query: 'datahubviewtype', expect: ['/docs/graphql/enums#datahubviewtype', '/docs/graphql/enums/datahubviewtype'], top: 1, why: 'enum lower case' },
  // endpoints
  { query: 'restoreIndices', expect: ['/docs/api/restli/restli-overview', '/docs/how/restore-indices'], top: 3, why: 'endpoint' },
  { query: 'getIndexSizes', expect: ['/docs/api/restli/restli-overview', '/docs/how/restore-indices'], top: 3, why: 'endpoint' },
  // concepts
  { query: 'SSO', expect: ['/docs/authentication/guides/sso/initialize-oidc', '/docs/managed-datahub/integrations/oidc-sso-integration'], top: 3, why: 'concept' },
  { query: 'SCIM', expect: ['/docs/managed-datahub/scim'], top: 3, why: 'concept' },
  { query: 'lineage', expect: ['/docs/features/feature-guides/lineage'], top: 3, why: 'concept' },
  { query: 'delete metadata', expect: ['/docs/how/delete-metadata'], top: 1, why: 'concept' },
  { query: 'personal access token', expect: ['/docs/authentication/personal-access-tokens'], top: 3, why: 'concept' },
  { query: 'remote executor', expect: ['/docs/managed-datahub/remote-executor/about', '/docs/managed-datahub/operator-guide/setting-up-remote-ingestion-executor'], top: 3, why: 'concept' },
  { query: 'impact analysis', expect: ['/docs/act-on-metadata/impact-analysis'], top: 1, why: 'concept' },
  { query: 'freshness assertion', expect: ['/docs/managed-datahub/observe/freshness-assertions'], top: 3, why: 'concept' },
  { query: 'volume assertion', expect: ['/docs/managed-datahub/observe/volume-assertions'], top: 3, why: 'concept' },
  { query: 'helm', expect: ['/docs/deploy/kubernetes'], top: 3, why: 'concept' },
  { query: 'environment variables', expect: ['/docs/deploy/environment-vars'], top: 3, why: 'concept' },
  { query: 'recipe', expect: ['/docs/metadata-ingestion/recipe_overview'], top: 3, why: 'concept' },
  { query: 'stateful ingestion', expect: ['/docs/metadata-ingestion/docs/dev_guides/stateful'], top: 3, why: 'concept' },
  { query: 'platform instance', expect: ['/docs/platform-instances'], top: 3, why: 'concept' },
  { query: 'transformers', expect: ['/docs/metadata-ingestion/docs/transformer/dataset_transformer', '/docs/metadata-ingestion/docs/transformer/intro'], top: 3, why: 'concept' },
  { query: 'policies', expect: ['/docs/authorization/access-policies-guide', '/docs/authorization/policies'], top: 3, why: 'concept' },
];

test('relevance: each query finds its page in the top results', async ({ page }) => {
  test.setTimeout(180_000);
  await page.goto('/docs/introduction');
  const report: { query: string; why: string; top: number; rank: number; got: string[] }[] = [];
  for (const c of CASES) {
    const results = (await page.evaluate(([q]) => (window as unknown as { docsSearch: (q: string) => Promise<{ url: string }[]> }).docsSearch(q!), [c.query])).map((r) => r.url);
    // An expectation with an anchor must be hit exactly there; one without, anywhere on the page.
    const hits = (url: string, e: string): boolean => (e.includes('#') ? url === e || url.startsWith(e) : url.split('#')[0] === e);
    const rank = results.findIndex((url) => c.expect.some((e) => hits(url, e)));
    report.push({ query: c.query, why: c.why, top: c.top, rank: rank === -1 ? -1 : rank + 1, got: results.slice(0, 3) });
  }
  const top1 = report.filter((r) => r.rank === 1).length;
  const top3 = report.filter((r) => r.rank >= 1 && r.rank <= 3).length;
  const summary = { cases: report.length, top1, top3, misses: report.filter((r) => r.rank === -1 || r.rank > r.top) };
  mkdirSync('node_modules/.cache', { recursive: true });
  writeFileSync('node_modules/.cache/search-relevance.json', JSON.stringify({ ...summary, report }, null, 2));
  console.log(`relevance: ${report.length} queries, ${top1} first, ${top3} in the top 3`);
  expect(CASES.length).toBeGreaterThanOrEqual(40);
  expect(summary.misses).toEqual([]);
});

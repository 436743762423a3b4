/**
 * Questions as readers type them into search, each with the page(s) that answer it. Measured by
 * `e2e/search-questions.spec.ts` (first-result and top-3 rates). `answers` are routes (any anchor
 * on the page counts). Written from the reader's side: the words are the reader's, not the
 * page titles'.
 */
export interface Question {
  question: string;
  answers: string[];
}

const src = (id: string): string => `/docs/generated/ingestion/sources/${id}`;

export const QUESTIONS: Question[] = [
  // getting started
  { question: 'what is datahub', answers: ['/docs/introduction'] },
  { question: 'how do I install datahub locally', answers: ['/docs/quickstart', '/docs/docker'] },
  { question: 'quickstart with docker', answers: ['/docs/quickstart', '/docs/docker'] },
  { question: 'quickstart not starting troubleshooting', answers: ['/docs/troubleshooting/quickstart'] },
  { question: 'what is a domain', answers: ['/docs/domains'] },
  { question: 'what is a glossary term', answers: ['/docs/glossary/business-glossary'] },
  { question: 'what are data products', answers: ['/docs/dataproducts'] },
  { question: 'what is a data contract', answers: ['/docs/managed-datahub/observe/data-contract'] },
  { question: 'what are structured properties', answers: ['/docs/features/feature-guides/properties/overview'] },
  { question: 'what is the metadata model', answers: ['/docs/what-is-datahub/metadata-model', '/docs/modeling/metadata-model'] },
  // connecting sources
  { question: 'connect snowflake', answers: [src('snowflake'), '/docs/quick-ingestion-guides/snowflake/overview'] },
  { question: 'ingest metadata from bigquery', answers: [src('bigquery'), '/docs/quick-ingestion-guides/bigquery/overview'] },
  { question: 'how to ingest from postgres', answers: [src('postgres')] },
  { question: 'connect dbt', answers: [src('dbt')] },
  { question: 'tableau connector', answers: [src('tableau'), '/docs/quick-ingestion-guides/tableau/overview'] },
  { question: 'looker ingestion', answers: [src('looker'), '/docs/quick-ingestion-guides/looker/overview'] },
  { question: 'connect power bi', answers: [src('powerbi'), '/docs/quick-ingestion-guides/powerbi/overview'] },
  { question: 'kafka source', answers: [src('kafka')] },
  { question: 'which connectors support column lineage', answers: ['/docs/generated/ingestion/capability-matrix'] },
  { question: 'how do I write a recipe', answers: ['/docs/metadata-ingestion/recipe_overview'] },
  { question: 'run ingestion from the command line', answers: ['/docs/metadata-ingestion/cli-ingestion'] },
  { question: 'schedule ingestion with cron', answers: ['/docs/metadata-ingestion/schedule_docs/cron'] },
  { question: 'how to remove stale metadata after ingestion', answers: ['/docs/metadata-ingestion/docs/dev_guides/stateful'] },
  { question: 'write a custom ingestion source', answers: ['/docs/metadata-ingestion/adding-source', '/docs/how/add-custom-ingestion-source'] },
  // The Tags guide's "During ingestion" section shows the transformer to add: an answer too.
  { question: 'add tags during ingestion with a transformer', answers: ['/docs/metadata-ingestion/docs/transformer/dataset_transformer', '/docs/metadata-ingestion/docs/transformer/intro', '/docs/tags'] },
  { question: 'airflow lineage', answers: ['/docs/lineage/airflow'] },
  { question: 'spark lineage', answers: ['/docs/metadata-integration/java/acryl-spark-lineage'] },
  { question: 'add a custom data platform', answers: ['/docs/how/add-custom-data-platform'] },
  // APIs and SDKs
  { question: 'how do I delete a dataset', answers: ['/docs/how/delete-metadata', '/docs/api/tutorials/datasets'] },
  { question: 'how to add a tag with the API', answers: ['/docs/api/tutorials/tags'] },
  { question: 'add an owner to a dataset', answers: ['/docs/api/tutorials/owners'] },
  { question: 'add lineage between two datasets', answers: ['/docs/api/tutorials/lineage'] },
  { question: 'update a dataset description by api', answers: ['/docs/api/tutorials/descriptions'] },
  { question: 'how to deprecate a dataset', answers: ['/docs/api/tutorials/deprecation'] },
  { question: 'add a glossary term to a dataset with the api', answers: ['/docs/api/tutorials/terms'] },
  { question: 'add custom properties to a dataset', answers: ['/docs/api/tutorials/custom-properties'] },
  { question: 'which api should I use', answers: ['/docs/api/datahub-apis'] },
  { question: 'how do I use the graphql api', answers: ['/docs/api/graphql/getting-started', '/docs/api/graphql/overview'] },
  { question: 'emit metadata from python', answers: ['/docs/metadata-ingestion/as-a-library'] },
  { question: 'search with the python sdk', answers: ['/docs/api/tutorials/sdk/search_client'] },
  { question: 'how do I create a personal access token', answers: ['/docs/authentication/personal-access-tokens'] },
  { question: 'what is an urn', answers: ['/docs/what-is-datahub/datahub-concepts', '/docs/python-sdk/urns', '/docs/api/urn-inspector'] },
  // deploying and operating
  { question: 'deploy on kubernetes with helm', answers: ['/docs/deploy/kubernetes'] },
  { question: 'deploy datahub on aws', answers: ['/docs/deploy/aws'] },
  { question: 'how do I upgrade datahub', answers: ['/docs/how/updating-datahub'] },
  { question: 'back up datahub', answers: ['/docs/how/backup-datahub'] },
  // JaaS's "Change the default password" section walks through the same change.
  { question: 'change the default admin password', answers: ['/docs/authentication/changing-default-credentials', '/docs/authentication/guides/jaas'] },
  { question: 'environment variables for gms', answers: ['/docs/deploy/environment-vars'] },
  { question: 'configure kafka', answers: ['/docs/how/kafka-config'] },
  { question: 'migrate from elasticsearch to opensearch', answers: ['/docs/how/migrating-elasticsearch-opensearch'] },
  { question: 'rebuild the search index', answers: ['/docs/how/restore-indices', '/docs/api/restli/restore-indices'] },
  // access
  { question: 'how to set up sso with okta', answers: ['/docs/authentication/guides/sso/initialize-oidc', '/docs/authentication/guides/sso/configure-oidc-react', '/docs/managed-datahub/integrations/oidc-sso-integration'] },
  { question: 'add users to datahub', answers: ['/docs/authentication/guides/add-users'] },
  { question: 'how do permissions work', answers: ['/docs/authorization', '/docs/authorization/policies', '/docs/authorization/access-policies-guide'] },
  { question: 'provision users from okta with scim', answers: ['/docs/managed-datahub/configuring-identity-provisioning-with-okta'] },
  // quality, governance, features
  { question: 'create a freshness assertion', answers: ['/docs/managed-datahub/observe/freshness-assertions'] },
  { question: 'how to raise an incident', answers: ['/docs/incidents/incidents', '/docs/api/tutorials/incidents'] },
  { question: 'what happens downstream if I change a column', answers: ['/docs/act-on-metadata/impact-analysis'] },
  // Open source sends Slack notifications through the Slack action: an answer too.
  { question: 'set up slack notifications', answers: ['/docs/managed-datahub/slack/saas-slack-setup', '/docs/managed-datahub/subscription-and-notification', '/docs/actions/actions/slack'] },
  { question: 'set up a remote executor', answers: ['/docs/managed-datahub/operator-guide/setting-up-remote-ingestion-executor', '/docs/managed-datahub/remote-executor/about'] },
  { question: 'connect claude to datahub', answers: ['/docs/dev-guides/agent-context/claude'] },
  { question: 'mcp server', answers: ['/docs/features/feature-guides/mcp'] },
  { question: 'enable semantic search', answers: ['/docs/how-to/semantic-search-configuration', '/docs/dev-guides/semantic-search'] },
  { question: 'how do I create a view', answers: ['/docs/features/feature-guides/views/overview'] },
  { question: 'dataset aspects', answers: ['/docs/generated/metamodel/entities/dataset'] },
];

import { defineConfig } from './src/config/site-config.ts';
import redirects from './redirects.ts';
import { cloudReleases } from './site/cloud-releases.ts';

/** Site settings. Every key is documented in src/config/site-config.ts. */
export default defineConfig({
  title: 'DataHub Docs',
  tagline: 'Find, understand and govern your data with DataHub and DataHub Cloud.',
  url: 'https://docs.datahub.com',
  githubUrl: 'https://github.com/datahub-project/datahub',
  editUrlBase: 'https://github.com/datahub-project/datahub-docs/edit/main',
  demoUrl: 'https://demo.datahub.com/',
  contentDir: 'content/docs',
  dataDir: 'content/data',
  outDir: 'dist',
  currentVersionLabel: 'Next',
  archivedVersions: [],
  graphqlReference: { productName: 'DataHub' },
  releaseTagUrl: 'https://github.com/datahub-project/datahub/releases/tag/{version}',
  // DataHub Cloud release notes: content/data/cloud-releases/*.yaml → pages and the release-history table.
  collections: [cloudReleases],
  redirects,
  // House rules for our own pages: what a Docusaurus tree may do (no title, unknown languages,
  // raw HTML, unknown front matter keys) is an error here, not a warning.
  markdown: { strict: true, components: { '*/FeatureAvailability': 'FeatureAvailability' } },
  chrome: {
    docsHome: '/docs/introduction',
    navbar: {
      links: [
        { label: 'Docs', href: '/docs/introduction', match: '/docs/' },
        { label: 'Integrations', href: '/docs/metadata-ingestion', match: '/docs/metadata-ingestion' },
        { label: 'API', href: '/docs/api/datahub-apis', match: '/docs/api/' },
        { label: 'Adoption stories', href: '/adoption-stories', match: '/adoption-stories' },
      ],
      githubLabel: 'DataHub on GitHub',
    },
    footer: {
      links: [
        { label: 'Introduction', href: '/docs/introduction' },
        { label: 'Quickstart', href: '/docs/quickstart' },
        { label: 'Features', href: '/docs/features' },
        { label: 'Adoption stories', href: '/adoption-stories' },
        { label: 'Contributing', href: '/docs/contributing' },
      ],
      note: 'DataHub is an open-source project. These docs cover DataHub Core and DataHub Cloud.',
    },
    home: {
      title: 'DataHub documentation',
      description: 'Documentation for DataHub, the open-source metadata platform, and DataHub Cloud.',
      actions: [
        { label: 'Start the quickstart', href: '/docs/quickstart' },
        { label: 'Read the introduction', href: '/docs/introduction' },
      ],
      searchLabel: 'Search the docs: connectors, APIs, how-tos…',
      tasks: {
        title: 'Common tasks',
        cards: [
          { title: 'Connect a source', href: '/docs/metadata-ingestion', text: 'Write an ingestion recipe and run it from the CLI or the UI.' },
          { title: 'Tag assets by API', href: '/docs/api/tutorials/tags', text: 'Add and remove tags with GraphQL or the Python SDK.' },
          { title: 'Deploy on Kubernetes', href: '/docs/deploy/kubernetes', text: 'Install DataHub with its Helm charts.' },
          { title: 'Set up lineage', href: '/docs/api/tutorials/lineage', text: 'Read and write lineage between datasets, jobs and columns.' },
          { title: 'Assign owners', href: '/docs/api/tutorials/owners', text: 'Set who owns an asset, by API or in bulk.' },
          { title: 'Set up single sign-on', href: '/docs/authentication', text: 'Log in through OIDC, and manage tokens for services.' },
        ],
      },
      connectors: {
        title: 'Popular connectors',
        base: '/docs/generated/ingestion/sources',
        featured: ['snowflake', 'bigquery', 'databricks', 'looker', 'tableau', 'powerbi', 'postgres', 'mysql', 'kafka', 'redshift', 'superset', 'mongodb'],
      },
      sections: [
        {
          title: 'Get started',
          cards: [
            { title: 'What is DataHub?', href: '/docs/introduction', text: 'The platform, who it is for, and the ideas it is built on.' },
            { title: 'Quickstart', href: '/docs/quickstart', text: 'Run DataHub on your machine and ingest sample metadata.' },
            { title: 'Feature map', href: '/docs/features', text: 'Every capability, from search and lineage to data quality.' },
          ],
        },
        {
          title: 'Go deeper',
          cards: [
            { title: 'Integrations', href: '/docs/metadata-ingestion', text: 'Connect sources with recipes, from the CLI or the UI.' },
            { title: 'APIs and SDKs', href: '/docs/api/datahub-apis', text: 'GraphQL, OpenAPI, Python and Java SDKs, and the CLI.' },
            { title: 'Authentication', href: '/docs/authentication', text: 'Single sign-on, tokens and service authentication.' },
            { title: 'Deployment', href: '/docs/docker', text: 'Run DataHub with Docker for evaluation, then in production.' },
            { title: 'Architecture', href: '/docs/architecture/architecture', text: 'How the metadata service, Kafka and the index fit together.' },
            { title: 'DataHub Cloud', href: '/docs/managed-datahub/managed-datahub-overview', text: 'What the managed edition adds, side by side with Core.' },
          ],
        },
      ],
    },
    suggestions: [
      { label: 'What is DataHub?', href: '/docs/introduction' },
      { label: 'The feature map', href: '/docs/features' },
      { label: 'The quickstart', href: '/docs/quickstart' },
    ],
  },
});

import { defineConfig } from './src/config/site-config.ts';
import redirects from './redirects.ts';

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
  redirects,
});

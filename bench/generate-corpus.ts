/**
 * Writes a complete synthetic DataHub docs project (config, sidebars, pages, data, static files)
 * for the build benchmark. Everything is derived from the seed, so the same arguments always give
 * byte-identical files.
 *
 * Layout of the generated project:
 *   site.config.json, sidebars.json          (the loader accepts .json for both)
 *   content/docs/*.md                        the pages the layout links to (introduction, ...)
 *   content/docs/<folder>/[<sub>/]<page>.md  20 folders, ~15 pages per folder or sub-folder,
 *                                            every 10th page an .mdx page with Tabs and Cards
 *   content/data/adoption-stories.yaml
 *   static/favicon.svg                       (the layout links /favicon.svg)
 *
 * Usage from the command line: `tsx bench/generate-corpus.ts <dir> <pageCount> [seed]`.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import GithubSlugger from 'github-slugger';

// ---------------------------------------------------------------------------------------------
// Seeded randomness

/** mulberry32: a tiny, fast 32-bit PRNG; good enough to vary text, and fully deterministic. */
function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Mixes two integers into a new seed (so each page gets its own independent stream). */
function mixSeed(a: number, b: number): number {
  let h = Math.imul(a ^ 0x9e3779b9, 0x85ebca6b) ^ Math.imul(b + 0x632be59b, 0xc2b2ae35);
  h ^= h >>> 16;
  h = Math.imul(h, 0x7feb352d);
  h ^= h >>> 15;
  return h >>> 0;
}

class Rng {
  private readonly next: () => number;
  constructor(seed: number) {
    this.next = mulberry32(seed);
  }
  float(): number {
    return this.next();
  }
  /** Integer in [min, max], both included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('pick from an empty list');
    return items[Math.floor(this.next() * items.length)]!;
  }
  /** `count` distinct items, in random order. */
  sample<T>(items: readonly T[], count: number): T[] {
    const copy = [...items];
    for (let i = copy.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1));
      [copy[i], copy[j]] = [copy[j]!, copy[i]!];
    }
    return copy.slice(0, Math.min(count, copy.length));
  }
}

// ---------------------------------------------------------------------------------------------
// Vocabulary

const PLATFORMS = [
  ['Snowflake', 'snowflake'],
  ['BigQuery', 'bigquery'],
  ['Redshift', 'redshift'],
  ['Databricks', 'databricks'],
  ['PostgreSQL', 'postgres'],
  ['MySQL', 'mysql'],
  ['Kafka', 'kafka'],
  ['Looker', 'looker'],
  ['Tableau', 'tableau'],
  ['Power BI', 'powerbi'],
  ['dbt', 'dbt'],
  ['Airflow', 'airflow'],
  ['Spark', 'spark'],
  ['Hive', 'hive'],
  ['Trino', 'trino'],
  ['AWS Glue', 'glue'],
  ['Amazon S3', 's3'],
  ['Superset', 'superset'],
  ['Fivetran', 'fivetran'],
  ['Oracle', 'oracle'],
] as const;

const ENTITIES = ['dataset', 'dashboard', 'chart', 'data job', 'data flow', 'glossary term', 'domain', 'data product', 'tag', 'assertion', 'incident', 'container', 'schema field', 'ML model', 'query'];
const GENERAL_CONCEPTS = ['lineage', 'ownership', 'ingestion recipes', 'metadata change proposals', 'aspects', 'URNs', 'search ranking', 'access tokens', 'policies', 'secrets', 'stateful ingestion', 'profiling', 'classification', 'schema history', 'usage statistics', 'platform instances', 'browse paths', 'structured properties'];
const VERBS = ['Configure', 'Enable', 'Troubleshoot', 'Monitor', 'Migrate', 'Extend', 'Automate', 'Secure', 'Scale', 'Ingest', 'Query', 'Audit', 'Validate', 'Export', 'Customize', 'Manage'];
const CONFIG_KEYS = [
  'source.config.host_port',
  'include_tables',
  'include_views',
  'stateful_ingestion.enabled',
  'platform_instance',
  'env',
  'profiling.enabled',
  'table_pattern.allow',
  'schema_pattern.deny',
  'max_workers',
  'sink.config.server',
  'DATAHUB_GMS_URL',
  'DATAHUB_GMS_TOKEN',
  'ELASTICSEARCH_HOST',
  'METADATA_SERVICE_AUTH_ENABLED',
  'datahub-rest',
  'urn:li:corpuser:datahub',
  'acryl-datahub[snowflake]',
  'datahub ingest -c recipe.yml',
  'datahub get --urn',
  'DatasetPropertiesClass',
  'MetadataChangeProposalWrapper',
  'upstreamLineage',
  'globalTags',
];
/** Config keys that read well inside a heading (no spaces or brackets). */
const HEADING_KEYS = CONFIG_KEYS.filter((k) => /^[\w.:-]+$/.test(k));
const OBJECTS = ['the metadata service', 'the ingestion framework', 'the search index', 'the GraphQL API', 'the Python SDK', 'the CLI', 'the frontend', 'the Kafka topics', 'the actions framework', 'the lineage graph', 'the recipe', 'the connector'];
const ADJECTIVES = ['incremental', 'scheduled', 'fine-grained', 'column-level', 'cross-platform', 'read-only', 'idempotent', 'stateful', 'paginated', 'versioned'];
const OUTCOMES = ['keeps metadata current', 'avoids full re-ingestion', 'reduces load on the source', 'makes ownership visible', 'shortens impact analysis', 'keeps search results relevant', 'limits who can change metadata', 'surfaces stale assets', 'catches schema changes early'];
const PEOPLE = ['data engineers', 'analysts', 'platform administrators', 'data stewards', 'governance teams', 'SDK users', 'on-call engineers'];

interface FolderSpec {
  dir: string;
  label: string;
  section: SectionLabel;
  /** Listed in the sidebar through an autogenerated item (else explicit doc ids). */
  auto: boolean;
  concepts: string[];
}

const SECTIONS = ['Getting Started', 'Integrations', 'API & SDKs', 'Admin', 'Deployment', 'Developers', 'Community'] as const;
type SectionLabel = (typeof SECTIONS)[number];

const FOLDERS: FolderSpec[] = [
  { dir: 'guides', label: 'Guides', section: 'Getting Started', auto: true, concepts: ['search', 'the lineage explorer', 'saved views', 'the business glossary', 'domains', 'data products'] },
  { dir: 'managed-datahub', label: 'DataHub Cloud', section: 'Getting Started', auto: false, concepts: ['SSO', 'Slack notifications', 'observe assertions', 'the remote executor', 'automations', 'subscriptions'] },
  { dir: 'metadata-ingestion', label: 'Metadata ingestion', section: 'Integrations', auto: true, concepts: ['recipes', 'stateful ingestion', 'profiling', 'secrets', 'ingestion schedules', 'platform instances'] },
  { dir: 'sources', label: 'Sources', section: 'Integrations', auto: false, concepts: ['source connectors', 'schema extraction', 'view lineage', 'usage extraction', 'table filtering'] },
  { dir: 'sinks', label: 'Sinks', section: 'Integrations', auto: true, concepts: ['the REST sink', 'the Kafka sink', 'the file sink', 'batching', 'retries'] },
  { dir: 'transformers', label: 'Transformers', section: 'Integrations', auto: false, concepts: ['ownership transformers', 'tag transformers', 'domain mapping', 'term mapping', 'path specs'] },
  { dir: 'lineage', label: 'Lineage', section: 'Integrations', auto: true, concepts: ['column-level lineage', 'SQL parsing', 'job lineage', 'manual lineage', 'impact analysis'] },
  { dir: 'api', label: 'APIs', section: 'API & SDKs', auto: false, concepts: ['the OpenAPI endpoints', 'the Timeline API', 'entity APIs', 'aspect versions', 'rate limits'] },
  { dir: 'python-sdk', label: 'Python SDK', section: 'API & SDKs', auto: true, concepts: ['emitters', 'the DataHub graph client', 'MCP wrappers', 'URN helpers', 'search helpers'] },
  { dir: 'graphql', label: 'GraphQL', section: 'API & SDKs', auto: false, concepts: ['queries', 'mutations', 'search filters', 'pagination', 'GraphiQL'] },
  { dir: 'authentication', label: 'Authentication', section: 'Admin', auto: true, concepts: ['OIDC', 'JaaS', 'personal access tokens', 'service accounts', 'session cookies'] },
  { dir: 'authorization', label: 'Authorization', section: 'Admin', auto: false, concepts: ['metadata policies', 'platform policies', 'roles', 'view authorization', 'privileges'] },
  { dir: 'governance', label: 'Governance', section: 'Admin', auto: true, concepts: ['compliance forms', 'data contracts', 'metadata tests', 'retention', 'classification'] },
  { dir: 'docker', label: 'Docker', section: 'Deployment', auto: false, concepts: ['Docker Compose', 'image tags', 'volumes', 'environment variables', 'health checks'] },
  { dir: 'kubernetes', label: 'Kubernetes', section: 'Deployment', auto: true, concepts: ['Helm charts', 'prerequisites charts', 'ingress', 'autoscaling', 'upgrades'] },
  { dir: 'cloud-providers', label: 'Cloud providers', section: 'Deployment', auto: false, concepts: ['AWS', 'GCP', 'Azure', 'managed OpenSearch', 'managed Kafka'] },
  { dir: 'architecture', label: 'Architecture', section: 'Developers', auto: true, concepts: ['the metadata model', 'the serving tier', 'the ingestion tier', 'Kafka topics', 'the search index'] },
  { dir: 'modeling', label: 'Metadata modeling', section: 'Developers', auto: false, concepts: ['entities', 'aspects', 'relationships', 'PDL schemas', 'custom entities'] },
  { dir: 'actions', label: 'Actions', section: 'Developers', auto: true, concepts: ['event sources', 'filters', 'custom actions', 'the Slack action', 'the Teams action'] },
  { dir: 'community', label: 'Community', section: 'Community', auto: false, concepts: ['town halls', 'RFCs', 'release notes', 'code reviews', 'office hours'] },
];

/** Pages the site layout links to on every page; they must exist or the build fails. */
const FIXED_PAGES: { rel: string; title: string; label?: string }[] = [
  { rel: 'introduction.md', title: 'Introduction', label: 'What is DataHub?' },
  { rel: 'quickstart.md', title: 'Quickstart' },
  { rel: 'features.md', title: 'Features' },
  { rel: 'contributing.md', title: 'Contributing' },
  { rel: 'metadata-ingestion/README.md', title: 'Metadata ingestion' },
  { rel: 'api/datahub-apis.md', title: 'DataHub APIs' },
  { rel: 'authentication/README.md', title: 'Authentication' },
  { rel: 'docker/README.md', title: 'Deploy with Docker' },
  { rel: 'architecture/architecture.md', title: 'Architecture' },
  { rel: 'managed-datahub/managed-datahub-overview.md', title: 'DataHub Cloud overview' },
];

const SUBFOLDERS = ['concepts', 'how-to', 'reference', 'troubleshooting', 'examples', 'advanced', 'operations', 'migration', 'tutorials', 'recipes', 'faq', 'internals'];
/** Pages per folder level before the rest move into sub-folders. */
const CHUNK = 15;

// ---------------------------------------------------------------------------------------------
// Plan: every page's path, route, title and headings, decided before any body is written so that
// links can point at headings that really exist on other pages.

interface Heading {
  depth: 2 | 3;
  /** Markdown text as written (may hold inline code and a `{#custom-id}`). */
  source: string;
  /** Plain text (link labels). */
  text: string;
  id: string;
}

interface PlannedPage {
  index: number;
  rel: string;
  id: string;
  route: string;
  format: 'md' | 'mdx';
  title: string;
  sidebarLabel?: string;
  description: string;
  folder?: FolderSpec;
  sub?: string;
  sidebarPosition?: number;
  keywords?: string[];
  platform: (typeof PLATFORMS)[number];
  concept: string;
  headings: Heading[];
}

function slug(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '');
}

/** A concept without its article, for "the {x} settings" and adjective + concept phrases. */
function bare(concept: string): string {
  return concept.replace(/^the /, '');
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function labelOfDir(dir: string): string {
  return capitalize(dir.replace(/[-_]/g, ' '));
}

function routeOf(rel: string): string {
  const segments = rel.replace(/\.mdx?$/, '').split('/');
  if (/^(readme|index)$/i.test(segments[segments.length - 1] ?? '')) segments.pop();
  return `/docs/${segments.join('/')}`.toLowerCase();
}

function idOf(rel: string): string {
  const segments = rel.replace(/\.mdx?$/, '').split('/');
  if (/^(readme|index)$/i.test(segments[segments.length - 1] ?? '')) segments.pop();
  return segments.join('/');
}

function makeTitle(rng: Rng, platform: string, concept: string): string {
  const entity = rng.pick(ENTITIES);
  const templates = [
    () => `${rng.pick(VERBS)} ${concept} for ${platform}`,
    () => `${platform} ${bare(concept)}`,
    () => `${rng.pick(VERBS)} ${entity} metadata from ${platform}`,
    () => `Understanding ${concept}`,
    () => `${capitalize(bare(concept))} reference`,
    () => `${rng.pick(VERBS)} ${rng.pick(ADJECTIVES)} ${bare(concept)}`,
    () => `${capitalize(concept)} with ${platform}`,
    () => `Working with ${entity} ${rng.pick(GENERAL_CONCEPTS)}`,
  ];
  return capitalize(rng.pick(templates)());
}

const H2_POOL = [
  'Overview',
  'Prerequisites',
  'How it works',
  'Set up {concept}',
  'Configure {platform}',
  'Run the ingestion',
  'Verify the result',
  'Permissions',
  'Performance tuning',
  'Limitations',
  'Examples',
  'Reference',
  'Known issues',
  'Upgrade notes',
  'Concepts',
  'Security considerations',
  'Monitoring',
  'Use {concept} with {platform}',
  'Troubleshooting',
];
const H3_POOL = ['Required privileges', 'Config options', 'Using the CLI', 'Using the UI', 'Filtering by pattern', 'Set `{key}`', 'Common errors', 'Network access', 'Scheduling', 'Secrets', 'Incremental runs', 'Sample output', 'The `{key}` option', 'Defaults'];

function planHeadings(rng: Rng, platform: string, concept: string): Heading[] {
  const count = rng.int(4, 8);
  const used = new Set<string>();
  const fill = (template: string): string =>
    template.replace('{concept}', concept).replace('{platform}', platform).replace('{key}', rng.pick(HEADING_KEYS));
  const drafts: { depth: 2 | 3; source: string }[] = [];
  let tries = 0;
  while (drafts.length < count && tries++ < 100) {
    const last = drafts[drafts.length - 1];
    const depth: 2 | 3 = drafts.length > 0 && last && rng.chance(0.35) ? 3 : 2;
    let source = fill(depth === 2 ? rng.pick(H2_POOL) : rng.pick(H3_POOL));
    if (drafts.length === count - 1 && depth === 2 && !used.has('Next steps')) source = 'Next steps';
    const key = source.toLowerCase();
    if (used.has(key) || used.has(source)) continue;
    used.add(key);
    used.add(source);
    drafts.push({ depth, source });
  }
  // Mirror rehype-headings exactly: GitHub slugs from the text, or an explicit {#custom-id}.
  const slugger = new GithubSlugger();
  return drafts.map(({ depth, source }) => {
    let written = source;
    let custom: string | undefined;
    if (rng.chance(0.05)) {
      custom = `ref-${slug(source)}`;
      written = `${source} {#${custom}}`;
    }
    const text = source.replace(/`/g, '');
    const id = custom ? (slugger.slug(custom), custom) : slugger.slug(text);
    return { depth, source: written, text, id };
  });
}

function describe(rng: Rng, title: string, concept: string, platform: string): string {
  const templates = [
    `Learn how to use ${concept} with ${platform} in DataHub, from prerequisites and configuration to verifying the result and fixing common errors.`,
    `${title}: what it does, when ${rng.pick(PEOPLE)} need it, and how to set it up step by step.`,
    `Set up ${concept} for ${platform}, check that metadata arrives in DataHub, and tune the run for large catalogs.`,
    `Reference for ${concept}: configuration options, defaults, limits and examples for ${platform}.`,
  ];
  return rng.pick(templates).slice(0, 280);
}

function planPages(pageCount: number, seed: number): PlannedPage[] {
  const rng = new Rng(mixSeed(seed, 0x5eed));
  const pages: PlannedPage[] = [];
  const usedRel = new Set<string>();
  const usedTitles = new Set<string>();
  const add = (rel: string, title: string, extra: Partial<PlannedPage>): void => {
    const index = pages.length;
    const platform = rng.pick(PLATFORMS);
    const concept = extra.folder ? rng.pick(extra.folder.concepts) : rng.pick(GENERAL_CONCEPTS);
    usedRel.add(rel.toLowerCase());
    usedTitles.add(title);
    pages.push({
      index,
      rel,
      id: idOf(rel),
      route: routeOf(rel),
      format: rel.endsWith('.mdx') ? 'mdx' : 'md',
      title,
      description: describe(rng, title, concept, platform[0]),
      platform,
      concept,
      headings: planHeadings(rng, platform[0], concept),
      ...extra,
    });
  };
  for (const fixed of FIXED_PAGES) {
    const folder = FOLDERS.find((f) => fixed.rel.startsWith(`${f.dir}/`));
    add(fixed.rel, fixed.title, { sidebarLabel: fixed.label, folder });
  }
  const generated = Math.max(0, pageCount - FIXED_PAGES.length);
  FOLDERS.forEach((folder, f) => {
    const count = Math.floor(generated / FOLDERS.length) + (f < generated % FOLDERS.length ? 1 : 0);
    for (let i = 0; i < count; i++) {
      const chunk = Math.floor(i / CHUNK);
      const sub = chunk === 0 ? undefined : (SUBFOLDERS[chunk - 1] ?? `part-${chunk}`);
      const platform = rng.pick(PLATFORMS)[0];
      const concept = rng.pick(folder.concepts);
      let title = makeTitle(rng, platform, concept);
      for (let n = 2; usedTitles.has(title); n++) title = `${makeTitle(rng, platform, concept)}${n > 4 ? ` (${n})` : ''}`;
      const ext = (pages.length + 1) % 10 === 0 ? 'mdx' : 'md';
      const dir = sub ? `${folder.dir}/${sub}` : folder.dir;
      let base = slug(title) || `page-${pages.length}`;
      for (let n = 2; usedRel.has(`${dir}/${base}.md`) || usedRel.has(`${dir}/${base}.mdx`) || /^(readme|index)$/.test(base); n++) base = `${slug(title)}-${n}`;
      usedRel.add(`${dir}/${base}.md`);
      usedRel.add(`${dir}/${base}.mdx`);
      add(`${dir}/${base}.${ext}`, title, {
        folder,
        sub,
        sidebarPosition: rng.chance(0.3) ? rng.int(1, 50) : undefined,
        sidebarLabel: title.length > 40 && rng.chance(0.5) ? title.split(' ').slice(0, 4).join(' ') : undefined,
        keywords: rng.chance(0.5) ? rng.sample([concept, platform.toLowerCase(), ...GENERAL_CONCEPTS], 3) : undefined,
      });
    }
  });
  return pages;
}

// ---------------------------------------------------------------------------------------------
// Bodies

function code(key: string): string {
  return `\`${key}\``;
}

function sentence(rng: Rng, page: PlannedPage): string {
  const platform = page.platform[0];
  const templates = [
    () => `When you ${rng.pick(VERBS).toLowerCase()} ${page.concept}, ${rng.pick(OBJECTS)} ${rng.pick(OUTCOMES)}.`,
    () => `Set ${code(rng.pick(HEADING_KEYS))} to control how ${rng.pick(OBJECTS)} handles ${rng.pick(ENTITIES)} metadata from ${platform}.`,
    () => `Most ${rng.pick(PEOPLE)} start with the defaults and only change ${code(rng.pick(HEADING_KEYS))} once the first run works.`,
    () => `The ${rng.pick(ADJECTIVES)} mode is *recommended* for large ${platform} accounts because it ${rng.pick(OUTCOMES)}.`,
    () => `DataHub stores each ${rng.pick(ENTITIES)} as a set of aspects, so ${page.concept} only rewrites the aspects that changed.`,
    () => `**Important:** ${rng.pick(OBJECTS)} needs network access to ${platform} before you run ${code('datahub ingest')}.`,
    () => `You can check the outcome in the UI or with ${code(rng.pick(CONFIG_KEYS))} from the command line.`,
    () => `This is useful for ${rng.pick(PEOPLE)} who need ${rng.pick(ADJECTIVES)} ${rng.pick(GENERAL_CONCEPTS)} across ${rng.pick(PLATFORMS)[0]} and ${platform}.`,
    () => `Behind the scenes, ${rng.pick(OBJECTS)} sends metadata change proposals, and the metadata service applies them in order.`,
    () => `If a run fails halfway, the next run picks up where it stopped, which ${rng.pick(OUTCOMES)}.`,
    () => `Keep credentials out of recipes: reference them as environment variables such as ${code('DATAHUB_GMS_TOKEN')}.`,
    () => `The _${bare(page.concept)}_ settings apply to every ${rng.pick(ENTITIES)} the connector emits, not only to new ones.`,
  ];
  return rng.pick(templates)();
}

function paragraph(rng: Rng, page: PlannedPage, links: string[] = []): string {
  const parts: string[] = [];
  const count = rng.int(2, 5);
  for (let i = 0; i < count; i++) parts.push(sentence(rng, page));
  for (const link of links) {
    const at = rng.int(0, parts.length);
    parts.splice(at, 0, rng.pick([`For details, see ${link}.`, `${link} explains the background.`, `Read ${link} first if you are new to this.`, `See also ${link}.`]));
  }
  return parts.join(' ');
}

function bulletList(rng: Rng, page: PlannedPage, links: string[] = []): string {
  const items: string[] = [];
  const count = rng.int(3, 6);
  for (let i = 0; i < count; i++) {
    items.push(
      rng.pick([
        () => `**${capitalize(rng.pick(ADJECTIVES))} ${rng.pick(GENERAL_CONCEPTS)}**: ${sentence(rng, page)}`,
        () => `${code(rng.pick(CONFIG_KEYS))} ${rng.pick(['sets', 'limits', 'turns on', 'overrides'])} ${rng.pick(GENERAL_CONCEPTS)} for ${rng.pick(ENTITIES)} entities.`,
        () => sentence(rng, page),
      ])(),
    );
  }
  for (const link of links) items.splice(rng.int(0, items.length), 0, `${link}: ${sentence(rng, page).replace(/\.$/, '').toLowerCase()}.`);
  return items.map((i) => `- ${i}`).join('\n');
}

function numberedList(rng: Rng, page: PlannedPage): string {
  const steps = [
    `Install the plugin with ${code(`pip install 'acryl-datahub[${page.platform[1]}]'`)}.`,
    `Create a recipe file that points at your ${page.platform[0]} account.`,
    `Store the credentials as secrets and reference them from the recipe.`,
    `Run ${code('datahub ingest -c recipe.yml')} and watch the summary at the end.`,
    `Open the UI and search for one of the ingested ${rng.pick(ENTITIES)} entities.`,
    `Schedule the recipe so that ${page.concept} stays current.`,
    `Grant the service account the privileges listed above.`,
  ];
  const count = rng.int(3, 5);
  return rng
    .sample(steps, count)
    .map((s, i) => `${i + 1}. ${s}`)
    .join('\n');
}

function table(rng: Rng): string {
  const rows = rng.sample(CONFIG_KEYS.filter((k) => !k.includes(' ')), rng.int(3, 6));
  const types = ['string', 'boolean', 'integer', 'list of strings', 'map'];
  const lines = ['| Option | Type | Default | Description |', '| --- | --- | --- | --- |'];
  for (const key of rows) {
    const type = rng.pick(types);
    const def = type === 'boolean' ? code(String(rng.chance(0.5))) : type === 'integer' ? code(String(rng.int(1, 64))) : '—';
    lines.push(`| ${code(key)} | ${type} | ${def} | ${capitalize(rng.pick(OUTCOMES))} when set. |`);
  }
  return lines.join('\n');
}

const CODE_LANGS = ['yaml', 'python', 'bash', 'json', 'graphql', 'sql'] as const;
type CodeLang = (typeof CODE_LANGS)[number];

function codeBody(rng: Rng, page: PlannedPage, lang: CodeLang): { lines: string[]; title: string } {
  const [platformName, platformId] = page.platform;
  const table = rng.pick(['orders', 'customers', 'payments', 'sessions', 'inventory']);
  switch (lang) {
    case 'yaml':
      return {
        title: `${platformId}-recipe.yml`,
        lines: [
          'source:',
          `  type: ${platformId}`,
          '  config:',
          `    host_port: "${platformId}.example.com:${rng.int(1000, 9999)}"`,
          `    database: ${rng.pick(['analytics', 'warehouse', 'raw', 'prod'])}`,
          '    username: "${DB_USER}"',
          '    password: "${DB_PASSWORD}"',
          `    include_views: ${rng.chance(0.5)}`,
          '    stateful_ingestion:',
          '      enabled: true',
          'sink:',
          '  type: datahub-rest',
          '  config:',
          '    server: "http://localhost:8080"',
        ].slice(0, rng.int(9, 14)),
      };
    case 'python':
      return {
        title: `emit_${table}.py`,
        lines: [
          'from datahub.emitter.mce_builder import make_dataset_urn',
          'from datahub.emitter.mcp import MetadataChangeProposalWrapper',
          'from datahub.emitter.rest_emitter import DatahubRestEmitter',
          'from datahub.metadata.schema_classes import DatasetPropertiesClass',
          '',
          'emitter = DatahubRestEmitter(gms_server="http://localhost:8080")',
          `urn = make_dataset_urn(platform="${platformId}", name="analytics.public.${table}", env="PROD")`,
          `properties = DatasetPropertiesClass(description="${capitalize(table)} loaded from ${platformName}.")`,
          'emitter.emit(MetadataChangeProposalWrapper(entityUrn=urn, aspect=properties))',
          'print(f"Updated {urn}")',
        ],
      };
    case 'bash':
      return {
        title: 'Install and run',
        lines: [
          'python3 -m venv ~/.venvs/datahub',
          'source ~/.venvs/datahub/bin/activate',
          `python3 -m pip install --upgrade 'acryl-datahub[${platformId}]'`,
          `datahub ingest -c ${platformId}-recipe.yml`,
          `datahub get --urn "urn:li:dataset:(urn:li:dataPlatform:${platformId},analytics.public.${table},PROD)" --aspect ownership`,
        ].slice(0, rng.int(3, 5)),
      };
    case 'json':
      return {
        title: 'mcp.json',
        lines: [
          '{',
          '  "entityType": "dataset",',
          `  "entityUrn": "urn:li:dataset:(urn:li:dataPlatform:${platformId},analytics.public.${table},PROD)",`,
          '  "changeType": "UPSERT",',
          '  "aspectName": "globalTags",',
          '  "aspect": {',
          `    "tags": [{ "tag": "urn:li:tag:${rng.pick(['PII', 'Tier1', 'Finance', 'Deprecated'])}" }]`,
          '  }',
          '}',
        ],
      };
    case 'graphql':
      return {
        title: 'Search datasets',
        lines: [
          'query searchDatasets {',
          `  search(input: { type: DATASET, query: "${table}", start: 0, count: ${rng.int(5, 50)} }) {`,
          '    total',
          '    searchResults {',
          '      entity {',
          '        urn',
          '        type',
          '      }',
          '    }',
          '  }',
          '}',
        ],
      };
    case 'sql':
      return {
        title: `${table}_by_customer.sql`,
        lines: [
          `SELECT c.customer_id, COUNT(*) AS ${table}_count`,
          `FROM analytics.public.${table} AS t`,
          'JOIN analytics.public.customers AS c ON c.customer_id = t.customer_id',
          `WHERE t.created_at >= DATEADD(day, -${rng.int(7, 90)}, CURRENT_DATE)`,
          'GROUP BY c.customer_id',
          `ORDER BY ${table}_count DESC;`,
        ],
      };
  }
}

function codeBlock(rng: Rng, page: PlannedPage, lang: CodeLang = rng.pick(CODE_LANGS)): string {
  const { lines, title } = codeBody(rng, page, lang);
  const meta: string[] = [];
  if (rng.chance(0.5)) meta.push(`title="${title}"`);
  if (lines.length >= 3 && rng.chance(0.4)) meta.push(lines.length >= 6 && rng.chance(0.5) ? '{1,4-5}' : '{2-3}');
  return ['```' + lang + (meta.length ? ` ${meta.join(' ')}` : ''), ...lines, '```'].join('\n');
}

const ADMONITIONS = [
  ['tip', 'Start small'],
  ['note', 'Version requirement'],
  ['info', 'How DataHub stores this'],
  ['warning', 'Credentials in recipes'],
  ['caution', 'Large accounts'],
  ['danger', 'Deletes metadata'],
] as const;

function admonition(rng: Rng, page: PlannedPage): string {
  const [kind, title] = rng.pick(ADMONITIONS);
  const head = rng.chance(0.8) ? `:::${kind} ${title}` : `:::${kind}`;
  const body = [paragraph(rng, page)];
  if (rng.chance(0.3)) body.push(paragraph(rng, page));
  return [head, '', body.join('\n\n'), '', ':::'].join('\n');
}

function tabs(rng: Rng, page: PlannedPage): string {
  const items: [string, string, CodeLang][] = [
    ['py', 'Python', 'python'],
    ['cli', 'CLI', 'bash'],
    ['graphql', 'GraphQL', 'graphql'],
  ];
  const chosen = items.slice(0, rng.int(2, 3));
  const out = ['<Tabs groupId="lang">'];
  chosen.forEach(([value, label, lang], i) => {
    out.push(`<TabItem value="${value}" label="${label}"${i === 0 ? ' default' : ''}>`, '', paragraph(rng, page), '', codeBlock(rng, page, lang), '', '</TabItem>');
  });
  out.push('</Tabs>');
  return out.join('\n');
}

function cards(rng: Rng, targets: PlannedPage[]): string {
  const out = ['<Cards>', ''];
  for (const target of targets) {
    const heading = target.headings.length && rng.chance(0.3) ? rng.pick(target.headings) : undefined;
    out.push(`<Card title="${target.title}" href="${target.route}${heading ? `#${heading.id}` : ''}">`, '', target.description, '', '</Card>', '');
  }
  out.push('</Cards>');
  return out.join('\n');
}

/** A link from one content file to another, relative to the first one's folder (`../api/x.md`). */
function relativeLink(from: PlannedPage, to: PlannedPage): string {
  return path.posix.relative(path.posix.dirname(from.rel), to.rel);
}

function renderPage(page: PlannedPage, all: PlannedPage[], seed: number): string {
  const rng = new Rng(mixSeed(seed, page.index + 1));
  const others = (filter: (p: PlannedPage) => boolean): PlannedPage[] => all.filter((p) => p !== page && filter(p));
  const sameFolder = page.folder ? others((p) => p.folder === page.folder) : [];
  const anywhere = others(() => true);
  const pickOther = (): PlannedPage => (sameFolder.length && rng.chance(0.6) ? rng.pick(sameFolder) : rng.pick(anywhere));

  // Links this page must hold: relative .md links and /docs/...#anchor links to other pages.
  const mdLinks = Array.from({ length: rng.int(1, 2) }, () => {
    const target = pickOther();
    const heading = rng.chance(0.3) && target.headings.length ? rng.pick(target.headings) : undefined;
    return `[${target.title}](${relativeLink(page, target)}${heading ? `#${heading.id}` : ''})`;
  });
  const anchorLinks = Array.from({ length: rng.int(1, 3) }, () => {
    const target = pickOther();
    const heading = rng.pick(target.headings);
    return `[${heading.text}](${target.route}#${heading.id})`;
  });
  const extraLinks: string[] = [];
  if (rng.chance(0.3)) {
    const fixed = rng.pick(all.slice(0, FIXED_PAGES.length).filter((p) => p !== page));
    extraLinks.push(`[${fixed.title}](${fixed.route})`);
  }
  if (rng.chance(0.3) && page.headings.length > 1) {
    const own = rng.pick(page.headings.slice(1));
    extraLinks.push(`[${own.text.toLowerCase()}](#${own.id})`);
  }
  if (rng.chance(0.2)) extraLinks.push('[the DataHub repository](https://github.com/datahub-project/datahub)');

  // Blocks every page carries, spread over the sections.
  const listLinks = anchorLinks.length > 1 ? [anchorLinks.pop()!] : [];
  type Block = () => string;
  const blocks: Block[] = [
    () => table(rng),
    () => bulletList(rng, page, listLinks),
    () => numberedList(rng, page),
    () => admonition(rng, page),
  ];
  const codeCount = rng.int(1, 3);
  const langs = rng.sample(CODE_LANGS, codeCount);
  for (const lang of langs) blocks.push(() => codeBlock(rng, page, lang));
  if (page.format === 'mdx') {
    blocks.push(() => tabs(rng, page));
    blocks.push(() => cards(rng, rng.sample(anywhere, rng.int(2, 4))));
  }
  const sections: Block[][] = page.headings.map(() => []);
  for (const block of rng.sample(blocks, blocks.length)) sections[rng.int(0, sections.length - 1)]!.push(block);

  const inlineLinks = [...mdLinks, ...anchorLinks, ...extraLinks];
  const out: string[] = [];
  out.push('---', `title: ${JSON.stringify(page.title)}`, `description: ${JSON.stringify(page.description)}`);
  if (page.sidebarLabel) out.push(`sidebar_label: ${JSON.stringify(page.sidebarLabel)}`);
  if (page.sidebarPosition !== undefined) out.push(`sidebar_position: ${page.sidebarPosition}`);
  if (page.keywords) out.push('keywords:', ...page.keywords.map((k) => `  - ${JSON.stringify(k)}`));
  out.push('---', '');
  out.push(paragraph(rng, page, inlineLinks.length ? [inlineLinks.shift()!] : []), '');

  page.headings.forEach((heading, i) => {
    out.push(`${'#'.repeat(heading.depth)} ${heading.source}`, '');
    const isLast = i === page.headings.length - 1;
    const share = isLast ? inlineLinks.splice(0) : inlineLinks.splice(0, rng.int(0, 1));
    if (heading.text === 'Next steps' && share.length) {
      out.push(paragraph(rng, page).split('. ')[0]!.replace(/\.?$/, '.'), '', share.map((l) => `- ${l}`).join('\n'), '');
    } else {
      out.push(paragraph(rng, page, share), '');
    }
    for (const block of sections[i]!) out.push(block(), '');
    if (rng.chance(0.4)) out.push(paragraph(rng, page), '');
  });
  return out.join('\n').replace(/\n{3,}/g, '\n\n').trimEnd() + '\n';
}

// ---------------------------------------------------------------------------------------------
// Sidebars

type SidebarItem =
  | string
  | { type: 'link'; label: string; href: string }
  | { type: 'autogenerated'; dirName: string }
  | { type: 'doc'; id: string; label?: string; className?: 'saasOnly' }
  | { type: 'category'; label: string; items: SidebarItem[]; link?: { type: 'doc'; id: string } | { type: 'generated-index'; title?: string; description?: string }; collapsed?: boolean; className?: 'saasOnly' };

function folderCategory(folder: FolderSpec, pages: PlannedPage[]): SidebarItem {
  const inFolder = pages.filter((p) => p.id.startsWith(`${folder.dir}/`));
  const linkDoc = pages.find((p) => p.id === folder.dir) ?? (folder.dir === 'managed-datahub' ? pages.find((p) => p.id === 'managed-datahub/managed-datahub-overview') : undefined);
  const link = linkDoc ? { type: 'doc' as const, id: linkDoc.id } : undefined;
  const className = folder.dir === 'managed-datahub' ? ('saasOnly' as const) : undefined;
  if (folder.auto && inFolder.length > 0) {
    return { type: 'category', label: folder.label, ...(link ? { link } : {}), ...(className ? { className } : {}), items: [{ type: 'autogenerated', dirName: folder.dir }] };
  }
  const listed = inFolder.filter((p) => p !== linkDoc);
  const direct = listed.filter((p) => !p.sub).map((p) => p.id);
  const subs = [...new Set(listed.filter((p) => p.sub).map((p) => p.sub!))];
  const items: SidebarItem[] = [
    ...direct,
    ...subs.map((sub, i): SidebarItem => ({
      type: 'category',
      label: labelOfDir(sub),
      ...(i % 2 === 0 ? { link: { type: 'generated-index' as const, title: `${folder.label}: ${labelOfDir(sub).toLowerCase()}`, description: `Every ${sub.replace(/-/g, ' ')} page about ${folder.label.toLowerCase()}.` } } : {}),
      items: listed.filter((p) => p.sub === sub).map((p) => p.id),
    })),
  ];
  return { type: 'category', label: folder.label, ...(link ? { link } : {}), ...(className ? { className } : {}), items };
}

function buildSidebars(pages: PlannedPage[]): { overviewSidebar: { type: 'section'; label: string; items: SidebarItem[] }[] } {
  const bySection = (section: SectionLabel): SidebarItem[] => FOLDERS.filter((f) => f.section === section).map((f) => folderCategory(f, pages));
  const items: Record<SectionLabel, SidebarItem[]> = {
    'Getting Started': ['introduction', 'quickstart', 'features', ...bySection('Getting Started'), { type: 'link', label: 'Demo', href: 'https://demo.datahub.com/' }],
    Integrations: bySection('Integrations'),
    'API & SDKs': bySection('API & SDKs'),
    Admin: bySection('Admin'),
    Deployment: bySection('Deployment'),
    Developers: bySection('Developers'),
    Community: ['contributing', ...bySection('Community'), { type: 'link', label: 'Adoption stories', href: '/adoption-stories' }],
  };
  return { overviewSidebar: SECTIONS.map((label) => ({ type: 'section' as const, label, items: items[label] })) };
}

// ---------------------------------------------------------------------------------------------
// Project files

const ADOPTION_STORIES = `# Synthetic adoption stories for the benchmark corpus.

- organisation: Example Retail
  industry: Retail
  useCase: Uses DataHub to trace every dashboard back to the warehouse tables it reads.
  link: "https://example.com/blog/example-retail-datahub"
  linkType: blog

- organisation: Example Bank
  industry: Financial services
  useCase: Runs compliance forms in DataHub to classify personal data across hundreds of schemas.
  link: "https://example.com/talks/example-bank"
  linkType: talk

- organisation: Example Health
  industry: Healthcare
  useCase: Publishes data products with owners and contracts so analysts know which tables to trust.
  link: "https://example.com/case-studies/example-health"
  linkType: case-study

- organisation: Example Games
  industry: Media
  useCase: Ingests Kafka, Spark and Looker metadata to follow events from the game client to reports.
  link: "https://example.com/blog/example-games"
  linkType: blog
`;

const FAVICON = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="6" fill="#1890ff"/><path d="M9 8h7a8 8 0 0 1 0 16H9z" fill="#fff"/></svg>\n';

function siteConfig(): Record<string, unknown> {
  return {
    title: 'DataHub Docs',
    tagline: 'Synthetic corpus for the build benchmark.',
    url: 'https://docs.datahub.com',
    githubUrl: 'https://github.com/datahub-project/datahub',
    editUrlBase: 'https://github.com/datahub-project/datahub-docs/edit/main',
    demoUrl: 'https://demo.datahub.com/',
    contentDir: 'content/docs',
    dataDir: 'content/data',
    staticDir: 'static',
    outDir: 'dist',
    currentVersionLabel: 'Next',
    archivedVersions: [],
  };
}

function write(file: string, text: string): void {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, text);
}

/**
 * Writes a synthetic project with `pageCount` content pages (at least the ten pages the layout
 * links to) into `dir`. Files this generator owns (`content/`, `static/`, the two config files)
 * are replaced; anything else in `dir`, such as a previous `dist/`, is left alone.
 */
export function generateCorpus(dir: string, pageCount: number, seed = 1): void {
  if (!Number.isInteger(pageCount) || pageCount < 1) throw new Error(`pageCount must be a positive integer, got ${pageCount}`);
  const root = path.resolve(dir);
  for (const owned of ['content', 'static', 'site.config.json', 'sidebars.json']) rmSync(path.join(root, owned), { recursive: true, force: true });
  const pages = planPages(pageCount, seed);
  for (const page of pages) write(path.join(root, 'content/docs', page.rel), renderPage(page, pages, seed));
  write(path.join(root, 'site.config.json'), `${JSON.stringify(siteConfig(), null, 2)}\n`);
  write(path.join(root, 'sidebars.json'), `${JSON.stringify(buildSidebars(pages), null, 2)}\n`);
  write(path.join(root, 'content/data/adoption-stories.yaml'), ADOPTION_STORIES);
  write(path.join(root, 'static/favicon.svg'), FAVICON);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const [dir, count, seed] = process.argv.slice(2);
  if (!dir || !count) {
    console.error('usage: tsx bench/generate-corpus.ts <dir> <pageCount> [seed]');
    process.exit(2);
  }
  generateCorpus(dir, Number(count), seed === undefined ? 1 : Number(seed));
  console.log(`wrote ${Math.max(Number(count), FIXED_PAGES.length)} pages into ${dir}`);
}

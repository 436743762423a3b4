import { createHash } from 'node:crypto';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../src/build/index.ts';
import { BuildError, formatProblem, type Problem, type ProblemCode } from '../../src/build/errors.ts';
import { BASE_SIDEBARS, makeProject } from '../helpers/project.ts';

/**
 * Bad input of every kind and stage, one row each: the build must stop with the named problem at
 * the file and line at fault, and leave the site built before it byte for byte as it was. A small
 * project with every input kind is built once; each row writes its files over a copy of it.
 */

const GRAPHQL = 'type Query {\n  dataset(urn: String!): Dataset\n}\n\ntype Dataset {\n  urn: String!\n  name: String\n}\n';

const ENTITIES = {
  'reference/entities/dataset.yaml': 'name: dataset\ncategory: core\ndescription: A table.\nkeyAspect: datasetKey\naspects: []\nurnExample: urn:li:dataset:(urn:li:dataPlatform:hive,db.t,PROD)\n',
  'reference/entities/dataPlatform.yaml': 'name: dataPlatform\ncategory: core\ndescription: A platform.\nkeyAspect: dataPlatformKey\naspects: []\nurnExample: urn:li:dataPlatform:hive\n',
  'reference/entities/aspects/datasetKey.yaml':
    'name: datasetKey\nrecord: DatasetKey\ndescription: Key.\nfields:\n  - { name: platform, type: urn, required: true, description: Platform. }\n  - { name: name, type: string, required: true, description: Name. }\n  - { name: origin, type: string, required: true, description: Env. }\n',
  'reference/entities/aspects/dataPlatformKey.yaml': 'name: dataPlatformKey\nrecord: DataPlatformKey\ndescription: Key.\nfields:\n  - { name: platformName, type: string, required: true, description: Name. }\n',
  'reference/entities/domain.yaml': 'name: domain\ncategory: core\ndescription: A domain.\nkeyAspect: domainKey\naspects: []\nurnExample: urn:li:domain:sales\n',
  'reference/entities/aspects/domainKey.yaml': 'name: domainKey\nrecord: DomainKey\ndescription: Key.\nfields:\n  - { name: id, type: string, required: true, description: Id. }\n',
};

/** A connector whose reference is complete (its models are closed) and one whose reference is partial (open). */
const connector = (id: string, coverage: 'complete' | 'partial', recipeConfig = '    host_port: localhost:1433\n    include_background_jobs: true\n    options:\n      any_engine_option: 1\n') => `id: ${id}
displayName: ${id}
description: Reads ${id}.
platformTypes: [Database]
plugins:
  - name: ${id}
    supportStatus: CERTIFIED
    installExtra: acryl-datahub[${id}]
    capabilities: {}
    configCoverage: ${coverage}
    configSchema:
      type: object
      properties:
        host_port: { type: string, description: Host and port. }
        include_background_jobs: { type: boolean, default: true, description: Jobs. }
        include_tables: { type: boolean, default: true, description: Tables. }
        table_pattern:
          type: object
          description: Tables to read.
          properties:
            allow: { type: array, items: { type: string } }
            deny: { type: array, items: { type: string } }
            ignoreCase: { type: boolean }
        options:
          type: object
          description: Engine options, passed on as they are.
        domain:
          type: object
          description: Domain URN to the tables it holds.
          additionalProperties:
            type: object
            properties:
              allow: { type: array, items: { type: string } }
              deny: { type: array, items: { type: string } }
    starterRecipe: |
      source:
        type: ${id}
        config:
${recipeConfig
  .split('\n')
  .map((l) => (l ? `      ${l}` : l))
  .join('\n')}      sink:
        type: datahub-rest
        config:
          server: http://localhost:8080
`;

const recipe = (type: string, config: string) => `# Ingest\n\nRun this:\n\n\`\`\`yaml\nsource:\n  type: ${type}\n  config:\n${config}\`\`\`\n`;

/** The valid project most rows start from: pages and data files, no reference folders (a quicker build). */
const LIGHT: Record<string, string> = {
  'content/data/releases.yaml': '- version: v1.7.0\n  date: "2026-08-04"\n  highlights: Newer.\n',
  'content/docs/guide.md': '---\ntitle: Guide\n---\n\n## Setup {#setup}\n\n:::note Before you start\nRead [the quickstart](./quickstart.md#overview).\n:::\n\n::data-table{name="releases"}\n',
};

/** The valid project of rows about reference data, examples checked against it and URNs. */
const FULL: Record<string, string> = {
  ...LIGHT,
  'reference/graphql/schema.graphql': GRAPHQL,
  ...ENTITIES,
  'reference/connectors/mssql.yaml': connector('mssql', 'complete'),
  'reference/connectors/oracle.yaml': connector('oracle', 'partial'),
  // The URN inspector (a tool page of the entities reference) links here.
  'content/docs/python-sdk/urns.md': '# URNs in the SDK\n\nText.\n',
  'content/docs/examples.md': [
    '---',
    'title: Examples',
    '---',
    '',
    'A table: `urn:li:dataset:(urn:li:dataPlatform:hive,db.orders,PROD)`.',
    '',
    '```graphql',
    'query {',
    '  dataset(urn: "urn:li:dataset:(urn:li:dataPlatform:hive,db.t,PROD)") {',
    '    name',
    '  }',
    '}',
    '```',
    '',
    // Free-form objects, maps and the unlisted keys of a partial reference stay open.
    '```yaml',
    'source:',
    '  type: mssql',
    '  config:',
    '    options:',
    '      pool_size: 5',
    '    domain:',
    '      "urn:li:domain:sales":',
    '        allow: ["sales.*"]',
    '```',
    '',
    '```yaml',
    'source:',
    '  type: oracle',
    '  config:',
    '    service_name: ORCL',
    '```',
    '',
  ].join('\n'),
};

interface Row {
  name: string;
  /** Files written (text or bytes) over the base project. */
  files?: Record<string, string | Buffer>;
  /** Symbolic links to create: path → target. */
  links?: Record<string, string>;
  code: ProblemCode;
  file: string;
  /** The line at fault; `null` when the problem is about the whole file. */
  line: number | null;
  /** Text the message or fix must name (the fix, the other file, the closest option …). */
  mention?: string;
  /** The row must produce this problem alone (no follow-on problems). */
  alone?: boolean;
  /** Start from the project with reference data (GraphQL, entities, connectors). */
  full?: true;
}

/** The line (1-based) of the last line of `text` that holds `needle`. */
const lineOf = (text: string, needle: string): number => text.split('\n').findLastIndex((l) => l.includes(needle)) + 1;

const SIDEBAR_JSON = JSON.stringify({ overviewSidebar: [...BASE_SIDEBARS.overviewSidebar, { type: 'section', label: 'Extra', items: [{ type: 'doc' }] }] }, null, 2);

const SIDEBAR_TS = (items: string) => `export default {\n  overviewSidebar: [\n${BASE_SIDEBARS.overviewSidebar.map((s) => `    ${JSON.stringify(s)},`).join('\n')}\n${items}  ],\n};\n`;

const ROWS: Row[] = [
  // Front matter
  { name: 'front matter: invalid YAML', files: { 'content/docs/a.md': '---\ntitle: "open\n---\n# A\n' }, code: 'FRONT_MATTER_YAML', file: 'content/docs/a.md', line: 2 },
  { name: 'front matter: unknown key', files: { 'content/docs/a.md': '---\ntitle: A\nsidebar_lable: typo\n---\n\nText.\n' }, code: 'FRONT_MATTER_INVALID', file: 'content/docs/a.md', line: 3, mention: 'sidebar_lable' },
  { name: 'front matter: never closed', files: { 'content/docs/a.md': '---\ntitle: A\n\n# A\n\nText.\n' }, code: 'FRONT_MATTER_UNCLOSED', file: 'content/docs/a.md', line: 1, alone: true },
  { name: 'front matter: wrong value type', files: { 'content/docs/a.md': '---\ntitle: A\nkeywords: 3\n---\n\nText.\n' }, code: 'FRONT_MATTER_INVALID', file: 'content/docs/a.md', line: 3, mention: 'keywords' },
  { name: 'front matter: oss_alternative on a page that is not cloud-only', files: { 'content/docs/a.md': '---\ntitle: A\noss_alternative: quickstart\n---\n\nText.\n' }, code: 'FRONT_MATTER_INVALID', file: 'content/docs/a.md', line: 3, mention: 'edition: cloud' },
  { name: 'front matter: oss_alternative naming no page', files: { 'content/docs/a.md': '---\ntitle: A\nedition: cloud\noss_alternative: nowhere\n---\n\nText.\n' }, code: 'OSS_ALTERNATIVE_INVALID', file: 'content/docs/a.md', line: 4, mention: 'nowhere' },
  // Markdown
  { name: 'markdown: no title', files: { 'content/docs/a.md': 'Just text.\n' }, code: 'TITLE_MISSING', file: 'content/docs/a.md', line: 1 },
  { name: 'markdown: a second H1', files: { 'content/docs/a.md': '# A\n\ntext\n\n# B\n' }, code: 'H1_MULTIPLE', file: 'content/docs/a.md', line: 5 },
  { name: 'markdown: raw HTML', files: { 'content/docs/a.md': '# A\n\n<div>hi</div>\n' }, code: 'RAW_HTML', file: 'content/docs/a.md', line: 3 },
  { name: 'markdown: two headings with one explicit id', files: { 'content/docs/a.md': '---\ntitle: A\n---\n\n## One {#x}\n\nText.\n\n## Two {#x}\n' }, code: 'HEADING_ID_DUPLICATE', file: 'content/docs/a.md', line: 9, mention: '"One"' },
  { name: 'markdown: an explicit id taken by an earlier heading', files: { 'content/docs/a.md': '# A\n\n## Setup\n\n## Install {#setup}\n' }, code: 'HEADING_ID_DUPLICATE', file: 'content/docs/a.md', line: 5 },
  // Admonitions
  { name: 'admonition: :::warning never closed', files: { 'content/docs/a.md': '---\ntitle: A\n---\n\n:::warning\n\nCareful.\n\n## Later\n\nMore.\n' }, code: 'DIRECTIVE_UNCLOSED', file: 'content/docs/a.md', line: 5, mention: ':::warning', alone: true },
  { name: 'admonition: an outer box never closed around a closed one', files: { 'content/docs/a.md': '# A\n\n::::note\n\n:::tip\nInner.\n:::\n\nRest of the page.\n' }, code: 'DIRECTIVE_UNCLOSED', file: 'content/docs/a.md', line: 3, mention: '::::note' },
  { name: 'admonition: unknown kind', files: { 'content/docs/a.md': '# A\n\n:::warn\nCareful.\n:::\n' }, code: 'MARKDOWN_SYNTAX', file: 'content/docs/a.md', line: 3, mention: ':::warning' },
  { name: 'admonition: never closed in MDX', files: { 'content/docs/a.mdx': '# A\n\n:::tip Title\n\nText.\n' }, code: 'DIRECTIVE_UNCLOSED', file: 'content/docs/a.mdx', line: 3 },
  // MDX
  { name: 'mdx: unknown component', files: { 'content/docs/a.mdx': '---\ntitle: A\n---\n\nText.\n\n<Carousel items="3" />\n' }, code: 'MDX_UNKNOWN_COMPONENT', file: 'content/docs/a.mdx', line: 7, mention: 'Carousel' },
  { name: 'mdx: import', files: { 'content/docs/a.mdx': '---\ntitle: A\n---\nimport X from "./x";\n\nText.\n' }, code: 'MDX_ESM', file: 'content/docs/a.mdx', line: 4 },
  { name: 'mdx: expression', files: { 'content/docs/a.mdx': '# A\n\nTotal: {1 + 1}\n' }, code: 'MDX_EXPRESSION', file: 'content/docs/a.mdx', line: 3 },
  { name: 'mdx: invalid attributes', files: { 'content/docs/a.mdx': '# A\n\n<FeatureAvailability edition="enterprise" />\n' }, code: 'MDX_PROPS_INVALID', file: 'content/docs/a.mdx', line: 3, mention: 'edition' },
  { name: 'mdx: tag never closed, below front matter', files: { 'content/docs/a.mdx': '---\ntitle: A\n---\n\nIntro.\n\n<Details summary="x">\n\nText.\n\nMore.\n' }, code: 'MDX_TAG_UNCLOSED', file: 'content/docs/a.mdx', line: 7, mention: '</Details>' },
  { name: 'mdx: wrong closing tag', files: { 'content/docs/a.mdx': '---\ntitle: A\n---\n\n<Details summary="x">\n\nText </Tabs>\n' }, code: 'MARKDOWN_SYNTAX', file: 'content/docs/a.mdx', line: 7, mention: '(line 5)' },
  { name: 'mdx: stray <', files: { 'content/docs/a.mdx': '# A\n\nIf a <b then c.\n' }, code: 'MARKDOWN_SYNTAX', file: 'content/docs/a.mdx', line: 3 },
  // Links and anchors
  { name: 'link: no such page', files: { 'content/docs/a.md': '# A\n\nSee [nothing](/docs/nowhere).\n' }, code: 'LINK_BROKEN', file: 'content/docs/a.md', line: 3, mention: '/docs/nowhere' },
  { name: 'link: relative .md file that does not exist', files: { 'content/docs/a.md': '# A\n\n\nSee [gone](./gone.md).\n' }, code: 'LINK_BROKEN', file: 'content/docs/a.md', line: 4 },
  { name: 'anchor: no such heading', files: { 'content/docs/a.md': '# A\n\nSee [x](/docs/guide#no-such-heading).\n' }, code: 'ANCHOR_BROKEN', file: 'content/docs/a.md', line: 3, mention: '#setup' },
  { name: 'anchor: on the same page', files: { 'content/docs/a.md': '# A\n\n## Here\n\nSee [x](#there).\n' }, code: 'ANCHOR_BROKEN', file: 'content/docs/a.md', line: 5 },
  // Images
  { name: 'image: missing file', files: { 'content/docs/a.md': '# A\n\n![Diagram](./diagram.png)\n' }, code: 'IMAGE_MISSING', file: 'content/docs/a.md', line: 3 },
  { name: 'image: not an image', files: { 'content/docs/a.md': '# A\n\nText.\n\n![Diagram](./diagram.png)\n', 'content/docs/diagram.png': '<html>saved from the browser</html>' }, code: 'IMAGE_INVALID', file: 'content/docs/a.md', line: 5, mention: 'PNG' },
  // Code blocks and GraphQL examples
  { name: 'code: unknown language', files: { 'content/docs/a.md': '# A\n\n```yml2\nx\n```\n' }, code: 'CODE_LANGUAGE_UNKNOWN', file: 'content/docs/a.md', line: 3 },
  { full: true, name: 'graphql example: unknown field', files: { 'content/docs/a.md': '# A\n\n```graphql\nquery {\n  dataset(urn: "x") {\n    nmae\n  }\n}\n```\n' }, code: 'EXAMPLE_INVALID', file: 'content/docs/a.md', line: 6, mention: 'nmae' },
  { full: true, name: 'graphql example: syntax', files: { 'content/docs/a.md': '# A\n\n```graphql\nquery {\n  dataset(urn: "x") {\n    name\n}\n```\n' }, code: 'EXAMPLE_INVALID', file: 'content/docs/a.md', line: 7 },
  // Recipes
  { full: true, name: 'recipe: unknown key names the closest option', files: { 'content/docs/a.md': recipe('mssql', '    host_port: localhost:1433\n    include_jobs: true\n') }, code: 'EXAMPLE_INVALID', file: 'content/docs/a.md', line: 10, mention: 'include_background_jobs', alone: true },
  { full: true, name: 'recipe: unknown key in an allow/deny pattern', files: { 'content/docs/a.md': recipe('oracle', '    table_pattern:\n      allows: ["a.*"]\n') }, code: 'EXAMPLE_INVALID', file: 'content/docs/a.md', line: 10, mention: '`allow`' },
  { full: true, name: 'recipe: wrong value type', files: { 'content/docs/a.md': recipe('mssql', '    include_tables: "yes"\n') }, code: 'EXAMPLE_INVALID', file: 'content/docs/a.md', line: 9, mention: 'must be boolean' },
  { full: true, name: 'recipe: unknown source type', files: { 'content/docs/a.md': recipe('msql', '    host_port: x\n') }, code: 'EXAMPLE_INVALID', file: 'content/docs/a.md', line: 7, mention: '"msql"' },
  {
    full: true,
    name: 'recipe: starter recipe with an unknown key, at its line in the connector file',
    files: { 'reference/connectors/mssql.yaml': connector('mssql', 'complete', '    host_port: localhost:1433\n    include_job: true\n') },
    code: 'DATA_INVALID',
    file: 'reference/connectors/mssql.yaml',
    line: 40,
    mention: 'include_background_jobs',
  },
  // URNs
  { full: true, name: 'urn: wrong number of key parts', files: { 'content/docs/a.md': '# A\n\nA typo: `urn:li:dataset:(urn:li:dataPlatform:hive,db.orders)`.\n' }, code: 'URN_INVALID', file: 'content/docs/a.md', line: 3, mention: 'has 3 key parts' },
  { full: true, name: 'urn: unknown entity type', files: { 'content/docs/a.md': '# A\n\n\nSee `urn:li:datset:(urn:li:dataPlatform:hive,db.t,PROD)`.\n' }, code: 'URN_INVALID', file: 'content/docs/a.md', line: 4, mention: 'dataset' },
  // Sidebars
  { name: 'sidebar: unknown doc id', files: { 'sidebars.json': JSON.stringify({ overviewSidebar: [...BASE_SIDEBARS.overviewSidebar, { type: 'section', label: 'Extra', items: ['does/not-exist'] }] }, null, 2) }, code: 'SIDEBAR_UNKNOWN_DOC', file: 'sidebars.json', line: null, mention: 'does/not-exist' },
  { name: 'sidebar: invalid item in sidebars.json, at its line', files: { 'sidebars.json': SIDEBAR_JSON }, code: 'SIDEBAR_INVALID', file: 'sidebars.json', line: lineOf(SIDEBAR_JSON, '"type": "doc"') - 1, mention: 'id' },
  { name: 'sidebar: sidebars.json that does not parse', files: { 'sidebars.json': '{\n  "overviewSidebar": [\n    "introduction",\n  ]\n}\n' }, code: 'SIDEBAR_INVALID', file: 'sidebars.json', line: 4 },
  { name: 'sidebar: syntax error in sidebars.ts', files: { 'sidebars.ts': SIDEBAR_TS('    { type: "section", label: "X" items: [] },\n') }, code: 'SIDEBAR_INVALID', file: 'sidebars.ts', line: 10, mention: 'syntax error' },
  { name: 'sidebar: sidebars.ts that throws', files: { 'sidebars.ts': SIDEBAR_TS('    { type: "section", label: "X", items: missing.items },\n') }, code: 'SIDEBAR_INVALID', file: 'sidebars.ts', line: 10, mention: 'missing is not defined' },
  // Site config
  { name: 'config: invalid field in site.config.json, at its line', files: { 'site.config.json': JSON.stringify({ title: 'Fixture Docs', githubUrl: 'not a url', editUrlBase: 'https://github.com/example/docs/edit/main', demoUrl: 'https://demo.example.com/' }, null, 2) }, code: 'CONFIG_INVALID', file: 'site.config.json', line: 3, mention: 'githubUrl' },
  { name: 'config: site.config.ts that throws', files: { 'site.config.ts': "const base = { title: 'X' };\n\nexport default { ...base, url: process.env.NOPE.trim() };\n" }, code: 'CONFIG_INVALID', file: 'site.config.ts', line: 3 },
  // Redirects
  ...redirectRows(),
  // Data files
  { name: 'data: invalid adoption story', files: { 'content/data/adoption-stories.yaml': '- organisation: X\n  industry: Y\n  useCase: Z\n  link: not-a-url\n  linkType: talk\n' }, code: 'DATA_INVALID', file: 'content/data/adoption-stories.yaml', line: 4, mention: 'link' },
  { name: 'data: release with a bad date', files: { 'content/data/releases.yaml': '- version: v1.7.0\n  date: 4 August 2026\n  highlights: Newer.\n' }, code: 'DATA_INVALID', file: 'content/data/releases.yaml', line: 2, mention: 'YYYY-MM-DD' },
  { name: 'data: YAML syntax', files: { 'content/data/releases.yaml': '- version: v1.7.0\n  date: "2026-08-04"\n highlights: x\n' }, code: 'DATA_INVALID', file: 'content/data/releases.yaml', line: 3 },
  { name: 'data: a data table that does not exist', files: { 'content/docs/a.md': '---\ntitle: A\n---\n\nIntro.\n\n::data-table{name="release"}\n' }, code: 'DATA_BLOCK_INVALID', file: 'content/docs/a.md', line: 7, mention: 'name="releases"' },
  {
    name: 'data: a data table without its data file',
    files: { 'site.config.json': JSON.stringify({ title: 'Fixture Docs', githubUrl: 'https://github.com/example/repo', editUrlBase: 'https://github.com/example/docs/edit/main', demoUrl: 'https://demo.example.com/', dataDir: 'data' }) },
    code: 'DATA_BLOCK_INVALID',
    file: 'content/docs/guide.md',
    line: 11,
    mention: 'data/releases.yaml',
  },
  // Reference: GraphQL
  { full: true, name: 'reference graphql: unknown type', files: { 'reference/graphql/schema.graphql': 'type Query {\n  dataset: Datset\n}\n' }, code: 'GRAPHQL_INVALID', file: 'reference/graphql/schema.graphql', line: 2, mention: 'Datset' },
  { full: true, name: 'reference graphql: syntax', files: { 'reference/graphql/extra.graphql': 'type Extra {\n  a: Int\n  b:\n}\n' }, code: 'GRAPHQL_INVALID', file: 'reference/graphql/extra.graphql', line: 4 },
  // Reference: entities
  {
    full: true,
    name: 'reference entities: bad aspect field type, without follow-on problems',
    files: { 'reference/entities/aspects/datasetKey.yaml': 'name: datasetKey\nrecord: DatasetKey\ndescription: Key.\nfields:\n  - { name: platform, type: "urn!", required: true, description: Platform. }\n' },
    code: 'DATA_INVALID',
    file: 'reference/entities/aspects/datasetKey.yaml',
    line: 5,
    alone: true,
  },
  { full: true, name: 'reference entities: aspect without a file', files: { 'reference/entities/dataset.yaml': ENTITIES['reference/entities/dataset.yaml'].replace('aspects: []', 'aspects:\n  - ownership') }, code: 'DATA_INVALID', file: 'reference/entities/dataset.yaml', line: 6, mention: 'ownership' },
  { full: true, name: 'reference entities: undefined field type', files: { 'reference/entities/aspects/dataPlatformKey.yaml': 'name: dataPlatformKey\nrecord: DataPlatformKey\ndescription: Key.\nfields:\n  - { name: platformName, type: string, required: true, description: Name. }\n  - { name: owners, type: "array<Ownr>", required: false, description: Owners. }\n' }, code: 'DATA_INVALID', file: 'reference/entities/aspects/dataPlatformKey.yaml', line: 6, mention: 'Ownr' },
  // Reference: connectors
  { full: true, name: 'reference connectors: unknown key in a connector file', files: { 'reference/connectors/oracle.yaml': connector('oracle', 'partial').replace('platformTypes:', 'platformType: x\nplatformTypes:') }, code: 'DATA_INVALID', file: 'reference/connectors/oracle.yaml', line: 1, mention: 'platformType' },
  { full: true, name: 'reference connectors: id that does not match the file', files: { 'reference/connectors/oracle.yaml': connector('oracle', 'partial').replace('id: oracle', 'id: orcl') }, code: 'DATA_INVALID', file: 'reference/connectors/oracle.yaml', line: 1, mention: 'orcl.yaml' },
  // Encodings
  { name: 'encoding: Latin-1 page', files: { 'content/docs/a.md': Buffer.from('# A\n\nPlain line.\nCaf\xe9 au lait.\n', 'latin1') }, code: 'ENCODING_INVALID', file: 'content/docs/a.md', line: 4 },
  { name: 'encoding: binary page', files: { 'content/docs/a.md': Buffer.concat([Buffer.from('# A\n\n'), Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d])]) }, code: 'ENCODING_INVALID', file: 'content/docs/a.md', line: 3 },
  { name: 'encoding: NUL byte in a page', files: { 'content/docs/a.md': Buffer.from('# A\n\nText\u0000more.\n') }, code: 'ENCODING_INVALID', file: 'content/docs/a.md', line: 3, mention: 'NUL' },
  { name: 'encoding: Latin-1 data file', files: { 'content/data/releases.yaml': Buffer.from('- version: v1.7.0\n  date: "2026-08-04"\n  highlights: Caf\xe9.\n', 'latin1') }, code: 'ENCODING_INVALID', file: 'content/data/releases.yaml', line: 3 },
  { full: true, name: 'encoding: Latin-1 GraphQL schema', files: { 'reference/graphql/extra.graphql': Buffer.from('"Caf\xe9"\ntype Extra {\n  a: Int\n}\n', 'latin1') }, code: 'ENCODING_INVALID', file: 'reference/graphql/extra.graphql', line: 1 },
  { full: true, name: 'encoding: Latin-1 connector file', files: { 'reference/connectors/oracle.yaml': Buffer.from(connector('oracle', 'partial').replace('Reads oracle.', 'Reads Or\xe1cle.'), 'latin1') }, code: 'ENCODING_INVALID', file: 'reference/connectors/oracle.yaml', line: 3 },
  // Symbolic links
  { name: 'symlink: a page that links to itself', links: { 'content/docs/loop.md': 'loop.md' }, code: 'FILE_UNREADABLE', file: 'content/docs/loop.md', line: null, mention: 'loop' },
  { name: 'symlink: a page that links to nothing', links: { 'content/docs/gone.md': 'missing.md' }, code: 'FILE_UNREADABLE', file: 'content/docs/gone.md', line: null, mention: 'does not exist' },
  // Routes
  { name: 'route: two pages, one route', files: { 'content/docs/z.md': '---\nslug: /quickstart\n---\n# Z\n' }, code: 'ROUTE_DUPLICATE', file: 'content/docs/z.md', line: 2, mention: 'content/docs/quickstart.md' },
  { name: 'route: routes that differ only in case', files: { 'content/docs/z.md': '---\ntitle: Z\nslug: /Guide\n---\n\nText.\n' }, code: 'ROUTE_CASE_CONFLICT', file: 'content/docs/z.md', line: 3, mention: 'content/docs/guide.md' },
  { name: 'route: two pages, one doc id', files: { 'content/docs/y.md': '---\nid: guide\nslug: /other-guide\n---\n# Y\n' }, code: 'ID_DUPLICATE', file: 'content/docs/y.md', line: 1, mention: 'content/docs/guide.md' },
  { full: true, name: 'route: a page on a generated reference route', files: { 'content/docs/graphql/queries.md': '# Mine\n' }, code: 'ROUTE_DUPLICATE', file: 'content/docs/graphql/queries.md', line: 1, mention: 'generated' },
];

function redirectRows(): Row[] {
  const config = "import redirects from './redirects.ts';\n\nexport default {\n  title: 'Fixture Docs',\n  githubUrl: 'https://github.com/example/repo',\n  editUrlBase: 'https://github.com/example/docs/edit/main',\n  demoUrl: 'https://demo.example.com/',\n  redirects,\n};\n";
  const redirects = (entries: string) => `export default {\n${entries}};\n`;
  return [
    { name: 'redirect: target that is no page', files: { 'site.config.ts': config, 'redirects.ts': redirects("  '/docs/old-guide': '/docs/guide',\n  '/docs/old-setup': '/docs/setpu',\n") }, code: 'REDIRECT_TARGET_MISSING', file: 'redirects.ts', line: 3, mention: '/docs/setpu' },
    { name: 'redirect: fragment that is no id', files: { 'site.config.ts': config, 'redirects.ts': redirects("  '/docs/old-setup': '/docs/guide#set-up',\n") }, code: 'REDIRECT_TARGET_MISSING', file: 'redirects.ts', line: 2, mention: '#set-up' },
    { name: 'redirect: from a route that is a page', files: { 'site.config.ts': config, 'redirects.ts': redirects("  '/docs/quickstart': '/docs/guide',\n") }, code: 'REDIRECT_INVALID', file: 'redirects.ts', line: 2, mention: '/docs/quickstart' },
  ];
}

/** Every file of a folder with a hash of its bytes. */
function snapshot(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (abs: string, rel: string): void => {
    for (const name of readdirSync(abs)) {
      const child = path.join(abs, name);
      if (statSync(child).isDirectory()) walk(child, `${rel}${name}/`);
      else out[`${rel}${name}`] = createHash('sha256').update(readFileSync(child)).digest('hex');
    }
  };
  walk(dir, '');
  return out;
}

async function problemsOf(root: string): Promise<Problem[]> {
  try {
    await build({ root, search: false });
  } catch (error) {
    if (error instanceof BuildError) return error.problems;
    throw error;
  }
  throw new Error('expected the build to fail');
}

describe('bad input: a named problem at file:line, and the previous site untouched', () => {
  const bases = { light: { files: LIGHT, root: '', site: {} as Record<string, string> }, full: { files: FULL, root: '', site: {} as Record<string, string> } };
  const copies: string[] = [];
  beforeAll(async () => {
    for (const base of Object.values(bases)) {
      base.root = makeProject(base.files);
      await build({ root: base.root, search: false });
      base.site = snapshot(path.join(base.root, 'dist'));
    }
  });
  afterAll(() => {
    for (const dir of [...Object.values(bases).map((b) => b.root), ...copies]) rmSync(dir, { recursive: true, force: true });
  });

  it('has a row for every input kind, at least 40 in all', () => {
    expect(ROWS.length).toBeGreaterThanOrEqual(40);
    expect(new Set(ROWS.map((r) => r.name)).size).toBe(ROWS.length);
    expect(Object.keys(bases.light.site)).toContain('docs/guide/index.html');
    expect(Object.keys(bases.full.site)).toContain('docs/examples/index.html');
  });

  for (const row of ROWS) {
    it(row.name, async () => {
      // Each row in its own copy of the built project (config modules are imported once per path).
      const root = mkdtempSync(path.join(tmpdir(), 'docs-bad-input-'));
      copies.push(root);
      const base = row.full ? bases.full : bases.light;
      cpSync(base.root, root, { recursive: true });
      for (const [rel, content] of Object.entries(row.files ?? {})) {
        const abs = path.join(root, rel);
        mkdirSync(path.dirname(abs), { recursive: true });
        writeFileSync(abs, content);
      }
      for (const [rel, target] of Object.entries(row.links ?? {})) symlinkSync(target, path.join(root, rel));
      const problems = await problemsOf(root);
      const text = problems.map(formatProblem).join('\n');
      const problem = problems.find((p) => p.code === row.code && p.file === row.file);
      expect(problem, text).toBeDefined();
      expect(problem!.line ?? null, text).toBe(row.line);
      const printed = formatProblem(problem!);
      expect(printed.startsWith(`${row.file}${row.line ? `:${row.line}` : ''}`)).toBe(true);
      expect(printed).toContain('fix: ');
      if (row.mention) expect(printed).toContain(row.mention);
      if (row.alone) expect(problems, text).toHaveLength(1);
      expect(snapshot(path.join(root, 'dist'))).toEqual(base.site);
      expect(readdirSync(root).filter((n) => n.startsWith('dist') && n !== 'dist')).toEqual([]);
    });
  }
});

import { describe, expect, it } from 'vitest';
import { convertHtmlTwins, htmlTwin } from './html-twin.ts';

const SITE = 'https://docs.example.com';
const withTwin = new Set(['/docs/graphql/objects/dataplatform', '/docs/quick-ingestion-guides/snowflake/overview']);
const twin = (html: string, route: string, title = 'Page', description?: string): string =>
  htmlTwin(html, { title, description }, { siteUrl: SITE, route, hasTwin: (r) => withTwin.has(r) });

// Shortened from the generators' real output (graphql/pages.tsx, entities/pages.tsx, connectors/pages.tsx).
const GRAPHQL_MEMBER = `<div class="gql-member" id="dataset"><pre class="gql-sig"><code>type Dataset implements <span><a href="/docs/graphql/interfaces#entity">Entity</a></span></code></pre><div class="gql-desc"><p>A dataset: any collection of data.</p></div><h2 id="fields">Fields</h2><ul class="gql-fields"><li class="gql-field" id="dataset.urn"><code class="gql-field-sig">urn: <a href="/docs/graphql/scalars#string">String</a>!</code><div class="gql-desc"><p>URN of the dataset.</p></div></li><li class="gql-field" id="dataset.platform"><code class="gql-field-sig">platform: <a href="/docs/graphql/objects/dataplatform">DataPlatform</a>!</code><div class="gql-desc"><p>Its platform.</p></div><p class="gql-deprecated"><strong>Deprecated.</strong> <span>Use <code>container</code>.</span></p></li></ul><details class="details gql-used-by"><summary>Used by 1</summary><ul><li><a href="/docs/graphql/queries#dataset"><code>Query.dataset</code></a> <span class="gql-how">returns</span></li></ul></details></div>`;

const ENTITY = `<p class="lead"><span>A collection of data on a platform.</span></p><p><span class="badge">Core entity</span> 41 aspects.</p><h2 id="urn"><a class="heading-link" href="#urn">URN</a></h2><p>Shape: <code>urn:li:dataset:(&lt;platform&gt;,&lt;name&gt;)</code></p><details class="details urn-embed"><summary>Inspect or build a dataset URN</summary><section class="island" data-island="urn-inspector" data-island-props="{}" aria-label="dataset URN inspector"><p>The interactive URN inspector needs JavaScript.</p></section></details><section class="aspect" aria-labelledby="aspect-datasetkey"><h3 id="aspect-datasetkey"><code>datasetKey</code><span class="badge">Key</span></h3><section class="table-scroll" tabindex="0" aria-label="Fields of datasetKey"><table class="field-table"><thead><tr><th scope="col">Field</th><th scope="col">Type</th><th scope="col">Required</th><th scope="col">Description</th></tr></thead><tbody><tr id="aspect-datasetkey.name"><td><code>name</code></td><td><code>string</code></td><td>yes</td><td><span>Name of the dataset | unique per platform.</span><div class="field-notes"><span class="badge">Searchable (TEXT_PARTIAL)</span><span class="badge">OwnedBy → corpuser</span></div></td></tr><tr hidden=""><td>hidden row</td></tr></tbody></table></section></section>`;

const CONNECTOR = `<p class="lead"><span>Reads databases from Snowflake.</span></p><p>New to this source? Follow the <a href="/docs/quick-ingestion-guides/snowflake/overview">quick-ingestion guide</a>.</p><section class="island" data-island="recipe-builder" data-island-props="{}" aria-label="Recipe builder for Snowflake"><div class="rb-fallback"><p>With JavaScript on, a form here writes the recipe.</p></div></section><h2 id="plugin-snowflake">Plugin <code>snowflake</code> <span class="badge badge-status-certified">Certified</span></h2><section class="table-scroll"><table class="field-table"><thead><tr><th scope="col">Capability</th><th scope="col">Supported</th></tr></thead><tbody><tr><td>Domains</td><td><span aria-hidden="true">✓</span><span class="sr-only">Yes</span></td></tr></tbody></table></section><figure class="code-block" data-lang="yaml"><figcaption class="code-title">recipe.yml</figcaption><pre class="shiki" tabindex="0"><code><span class="line"><span style="color:red">source</span><span>:</span></span>
<span class="line"><span>  type</span><span>: snowflake</span></span></code></pre><button type="button" class="copy-button" data-copy="" hidden>Copy</button></figure><p>See <a href="#recipe-builder">Build a recipe</a>.</p><div hidden=""><span data-pagefind-filter="kind:Connectors"></span></div>`;

describe('Markdown twin of a rendered generated page', () => {
  it('GraphQL member: the signature as graphql code and its types as links, fields as a list with linked types, details as a bold summary', () => {
    const md = twin(GRAPHQL_MEMBER, '/docs/graphql/objects/dataset', 'Dataset', 'A dataset: any collection of data.');
    expect(md).toBe(`# Dataset

\`\`\`graphql
type Dataset implements Entity
\`\`\`

Types: [\`Entity\`](${SITE}/docs/graphql/interfaces#entity)

A dataset: any collection of data.

## Fields

- \`urn: \`[\`String\`](${SITE}/docs/graphql/scalars#string)\`!\`

  URN of the dataset.

- \`platform: \`[\`DataPlatform\`](${SITE}/docs/graphql/objects/dataplatform.md)\`!\`

  Its platform.

  **Deprecated.** Use \`container\`.

**Used by 1**

- [\`Query.dataset\`](${SITE}/docs/graphql/queries#dataset) returns
`);
  });

  it('entity page: field tables as GFM tables, badges as words, the URN tool as a line pointing to the page', () => {
    const md = twin(ENTITY, '/docs/generated/metamodel/entities/dataset', 'dataset', 'A collection of data on a platform.');
    // The description is the page's lead paragraph: said once.
    expect(md.match(/A collection of data on a platform\./g)).toHaveLength(1);
    expect(md).toContain('Core entity 41 aspects.\n\n## URN\n\nShape: `urn:li:dataset:(<platform>,<name>)`\n');
    expect(md).toContain(`**Inspect or build a dataset URN**\n\nDataset URN inspector: an interactive tool, on [the HTML page](${SITE}/docs/generated/metamodel/entities/dataset).\n`);
    expect(md).not.toContain('needs JavaScript');
    expect(md).toContain('### `datasetKey` Key\n');
    expect(md).toContain('| Field | Type | Required | Description |\n| - | - | - | - |\n| `name` | `string` | yes | Name of the dataset \\| unique per platform. Searchable (TEXT_PARTIAL) · OwnedBy → corpuser |\n');
    expect(md).not.toContain('hidden row');
    expect(md).not.toContain('heading-link');
  });

  it('connector page: highlighted code as fenced code with its title, marks as their text, anchors on the HTML page', () => {
    const md = twin(CONNECTOR, '/docs/generated/ingestion/sources/snowflake', 'Snowflake');
    expect(md).toContain(`Follow the [quick-ingestion guide](${SITE}/docs/quick-ingestion-guides/snowflake/overview.md).`);
    expect(md).toContain(`Recipe builder for Snowflake: an interactive tool, on [the HTML page](${SITE}/docs/generated/ingestion/sources/snowflake).`);
    expect(md).toContain('## Plugin `snowflake` Certified\n');
    expect(md).toContain('| Domains | Yes |\n');
    expect(md).not.toContain('✓');
    expect(md).toContain('```yaml title="recipe.yml"\nsource:\n  type: snowflake\n```\n');
    expect(md).not.toMatch(/Copy|Connectors/);
    expect(md).toContain(`See [Build a recipe](${SITE}/docs/generated/ingestion/sources/snowflake#recipe-builder).`);
  });

  it('tabs: each panel under its label in bold, the tab buttons left out', () => {
    const html =
      '<div class="tabs"><div class="tabs-list" role="tablist"><button type="button" role="tab">Request</button><button type="button" role="tab">Response</button></div>' +
      '<div class="tab-panel" role="tabpanel"><p class="tab-label" aria-hidden="true">Request</p><div><figure class="code-block" data-lang="graphql"><pre><code>{ me }</code></pre></figure></div></div>' +
      '<div class="tab-panel" role="tabpanel"><p class="tab-label" aria-hidden="true">Response</p><div><figure class="code-block" data-lang="json"><pre><code>{}</code></pre></figure></div></div></div>' +
      '<p><span aria-hidden="true">✓</span> other hidden decorations still go.</p>';
    const md = twin(html, '/docs/graphql/queries/me');
    expect(md).toContain('**Request**\n\n```graphql\n{ me }\n```\n\n**Response**\n\n```json\n{}\n```\n');
    expect(md).not.toContain('✓');
    expect(md.match(/Request/g)).toHaveLength(1);
  });

  it('moves spaces at the ends of bold text outside it, so no character reference is printed', () => {
    expect(twin('<p>Under <strong>Check</strong>.<strong> Copy link</strong> shares it.</p>', '/docs/x')).toBe('# Page\n\nUnder **Check**. **Copy link** shares it.\n');
  });

  it('converts a batch in job order, linking as .md only the routes that have a twin', () => {
    const [first, second] = convertHtmlTwins({
      siteUrl: SITE,
      twinRoutes: ['/docs/a'],
      jobs: [
        { route: '/docs/x', bodyHtml: '<p><a href="/docs/a">A</a> and <a href="/docs/b">B</a></p>', head: { title: 'X', edition: 'cloud' } },
        { route: '/docs/y', bodyHtml: '<p>Y</p>', head: { title: 'Y' } },
      ],
    });
    expect(first).toBe(`# X\n\nAvailable in: DataHub Cloud\n\n[A](${SITE}/docs/a.md) and [B](${SITE}/docs/b)\n`);
    expect(second).toBe('# Y\n\nY\n');
  });
});

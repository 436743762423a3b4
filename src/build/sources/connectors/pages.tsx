import type { CSSProperties, ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { compileToHtml } from '../../compile/compile-html.ts';
import type { Heading } from '../../markdown/facts.ts';
import type { SitePage } from '../../model/site.ts';
import { InlineMarkdown, ScrollTable } from '../../../components/reference/Tables.tsx';
import { generatedPage } from '../generated-page.ts';
import { CAPABILITIES, type Capability, type Connector, type Plugin } from './schema.ts';
import { RECIPE_BUILDER_ID, RecipeBuilderSection } from './recipe-builder-section.tsx';
import { ConnectorLogo } from '../../../components/ConnectorLogo.tsx';
import { CONNECTOR_LOGO_SPRITE, loadConnectorLogos, logoFor, type ConnectorLogoMap } from './logos.ts';

export const SOURCES_BASE = '/docs/generated/ingestion/sources';
export const MATRIX_ROUTE = '/docs/generated/ingestion/capability-matrix';
const SOURCES_ROUTE_IN_DOCS = SOURCES_BASE.slice('/docs'.length);
const MATRIX_ROUTE_IN_DOCS = MATRIX_ROUTE.slice('/docs'.length);
const STATUS_LABEL = { CERTIFIED: 'Certified', INCUBATING: 'Incubating', TESTING: 'Testing', UNKNOWN: 'Status unknown' } as const;

/** One row of the config reference: a field at a dotted path. */
export interface ConfigRow {
  path: string;
  type: string;
  required: boolean;
  default?: unknown;
  description?: string;
  secret: boolean;
}

type JsonSchema = { type?: string | string[]; properties?: Record<string, JsonSchema>; required?: string[]; items?: JsonSchema; enum?: unknown[]; default?: unknown; description?: string; format?: string };

/** Flattens a config JSON Schema into rows with dotted paths (`profiling.enabled`, `domain.*`). */
export function configRows(schema: JsonSchema, prefix = ''): ConfigRow[] {
  const required = new Set(schema.required ?? []);
  return Object.entries(schema.properties ?? {}).flatMap(([name, field]) => {
    const path = prefix ? `${prefix}.${name}` : name;
    const type = field.enum ? `enum: ${field.enum.map((v) => JSON.stringify(v)).join(' | ')}` : field.type === 'array' ? `array of ${field.items?.type ?? 'values'}` : ([field.type].flat().filter(Boolean).join(' | ') || 'any');
    const row: ConfigRow = { path, type, required: required.has(name), default: field.default, description: field.description, secret: field.format === 'password' };
    return [row, ...(field.properties ? configRows(field, path) : []), ...(field.items?.properties ? configRows(field.items, `${path}[]`) : [])];
  });
}

function CapabilityTable({ plugin }: { plugin: Plugin }): ReactElement {
  return (
    <ScrollTable label={`Capabilities of ${plugin.name}`} columns={['Capability', 'Supported', 'Notes']}>
          {(Object.keys(CAPABILITIES) as Capability[]).map((cap) => {
            const entry = plugin.capabilities[cap];
            return (
              <tr key={cap}>
                <td>{CAPABILITIES[cap]}</td>
                <td>{entry ? (entry.supported ? '✓ Yes' : '✗ No') : '— Not declared'}</td>
                <td>{entry?.note && <InlineMarkdown text={entry.note} />}</td>
              </tr>
            );
          })}
    </ScrollTable>
  );
}

function ConfigTable({ plugin }: { plugin: Plugin }): ReactElement {
  const rows = configRows(plugin.configSchema as JsonSchema);
  return (
    <ScrollTable label={`Configuration of ${plugin.name}`} columns={['Field', 'Type', 'Default', 'Description']}>
          {rows.map((row) => (
            <tr key={row.path} id={`${plugin.name}.${row.path}`}>
              <td>
                <code>{row.path}</code>
                {row.required && <span className="badge">Required</span>}
              </td>
              <td>
                <code>{row.type}</code>
                {row.secret && ' (secret)'}
              </td>
              <td>{row.default !== undefined && <code>{JSON.stringify(row.default)}</code>}</td>
              <td>{row.description && <InlineMarkdown text={row.description} />}</td>
            </tr>
          ))}
    </ScrollTable>
  );
}


/** Highlighted code block through the Markdown pipeline, so it looks and copies like any other. */
async function codeBlock(lang: string, code: string, title: string, route: string): Promise<string> {
  const fence = '`'.repeat(Math.max(3, ...[...code.matchAll(/`+/g)].map((m) => m[0].length + 1)));
  const { html } = await compileToHtml(`${fence}${lang} title="${title}"\n${code.trimEnd()}\n${fence}\n`, 'md', { file: route, lineOffset: 0, route, sourceDir: '.', relPath: 'generated.md', routeOfFile: new Map(), assetBase: '/assets/content', frontMatterTitle: title });
  return html;
}

/** The platform types a connector is filed under in the index and sidebar (its first one). */
export function primaryType(connector: Connector): string {
  return connector.platformTypes[0]!;
}

async function connectorPage(connector: Connector, contentRoutes: ReadonlySet<string>, where: { docsBase: string; sourcesBase: string; tools: boolean; logos: ConnectorLogoMap }): Promise<SitePage> {
  const route = `${where.sourcesBase}/${connector.id}`;
  // Guides are named by their route in Next; an archived version has them under its own base.
  const guide = connector.quickIngestionGuide?.replace(/^\/docs(?=\/)/, where.docsBase);
  const headings: Heading[] = [];
  const parts: string[] = [];
  const push = (element: ReactElement): void => void parts.push(renderToStaticMarkup(element));
  push(
    <>
      <div className="connector-header">
        <ConnectorLogo logo={logoFor(where.logos, connector.id, connector.displayName)} size={48} />
        <p className="lead">
          <InlineMarkdown text={connector.description} />
        </p>
      </div>
      <p>
        {connector.platformTypes.map((t) => (
          <span key={t} className="badge">
            {t}
          </span>
        ))}{' '}
        {connector.connectionType && <span className="badge">{connector.connectionType === 'Pull' ? 'DataHub pulls' : 'The platform pushes'}</span>}
      </p>
      {guide && contentRoutes.has(guide) && (
        <p>
          New to this source? Follow the <a href={guide}>quick-ingestion guide</a>.
        </p>
      )}
    </>,
  );
  if (connector.prerequisites.length > 0) {
    headings.push({ depth: 2, id: 'prerequisites', text: 'Prerequisites' });
    push(
      <>
        <h2 id="prerequisites">Prerequisites</h2>
        <ul>
          {connector.prerequisites.map((p) => (
            <li key={p}>
              <InlineMarkdown text={p} />
            </li>
          ))}
        </ul>
      </>,
    );
  }
  // The recipe builder is a tool of the latest version (its schemas and validators are Next's).
  if (where.tools) {
    headings.push({ depth: 2, id: RECIPE_BUILDER_ID, text: 'Build a recipe' });
    push(<RecipeBuilderSection connector={connector} sourcesRoute={SOURCES_BASE} />);
  }
  for (const plugin of connector.plugins) {
    const id = `plugin-${plugin.name}`;
    headings.push({ depth: 2, id, text: `Plugin ${plugin.name}` }, { depth: 3, id: `${id}-capabilities`, text: 'Capabilities' }, { depth: 3, id: `${id}-install`, text: 'Install' }, { depth: 3, id: `${id}-recipe`, text: 'Starter recipe' }, { depth: 3, id: `${id}-config`, text: 'Configuration' });
    push(
      <>
        <h2 id={id}>
          Plugin <code>{plugin.name}</code> <span className={`badge badge-status-${plugin.supportStatus.toLowerCase()}`}>{STATUS_LABEL[plugin.supportStatus]}</span>
        </h2>
        <h3 id={`${id}-capabilities`}>Capabilities</h3>
        <CapabilityTable plugin={plugin} />
        <h3 id={`${id}-install`}>Install</h3>
      </>,
    );
    parts.push(await codeBlock('bash', `pip install '${plugin.installExtra}'`, 'Install the plugin', route));
    push(
      <>
        <h3 id={`${id}-recipe`}>Starter recipe</h3>
        <p>
          Save it as <code>recipe.yml</code>, fill in your values, then run <code>datahub ingest -c recipe.yml</code>. Secrets come from environment variables.{where.tools && <> To fill it in with a form that checks each field, use <a href={`#${RECIPE_BUILDER_ID}`}>Build a recipe</a>.</>}
        </p>
      </>,
    );
    parts.push(await codeBlock('yaml', plugin.starterRecipe, 'recipe.yml', route));
    push(
      <>
        <h3 id={`${id}-config`}>Configuration</h3>
        <p>{plugin.configCoverage === 'complete' ? 'Every field of the source configuration.' : 'Connection fields, filters and the common options; see the plugin for the rest.'}</p>
        <ConfigTable plugin={plugin} />
      </>,
    );
  }
  return generatedPage({ id: `generated/ingestion/sources/${connector.id}`, route, title: connector.displayName, description: connector.description.split(/(?<=\.)\s/)[0] ?? connector.description, bodyHtml: parts.join(''), headings, keywords: ['ingestion', 'source', connector.id, ...connector.plugins.map((p) => p.name)] });
}

/** One tile of the index: logo, name, platform types; `data-filter-text` is what the filter box searches. */
function ConnectorTile({ connector: c, href, logos }: { connector: Connector; href: string; logos: ConnectorLogoMap }): ReactElement {
  // Each word once: the filter matches words, and the index is the biggest page of the site.
  const filterText = [...new Set([c.displayName, c.id, ...c.platformTypes, ...c.plugins.map((p) => p.name)].join(' ').toLowerCase().split(/\s+/))].join(' ');
  return (
    <li id={c.id} className="connector-tile" data-filter-text={filterText}>
      <ConnectorLogo logo={logoFor(logos, c.id, c.displayName)} size={32} sprite={CONNECTOR_LOGO_SPRITE} />
      {/* The link is named by the connector alone; CSS stretches it over the whole tile. */}
      <a href={href} className="connector-tile-name">
        {c.displayName}
      </a>{' '}
      <span className="connector-tile-type">{c.platformTypes.join(' · ')}</span>
    </li>
  );
}

/** The type-to-filter box of the index: in the first paint (no shift when src/client/connector-filter.ts wires it up), hidden only without JavaScript. */
function ConnectorFilterBox({ total }: { total: number }): ReactElement {
  return (
    <div className="connector-filter" data-connector-filter data-js-only="">
      <label htmlFor="connector-filter-input">Filter connectors</label>
      <input id="connector-filter-input" type="search" autoComplete="off" spellCheck={false} placeholder="Name, platform type or plugin" aria-describedby="connector-filter-count" />
      <p id="connector-filter-count" className="connector-filter-count" role="status" aria-live="polite" data-total={total}>
        {total} of {total} connectors
      </p>
    </div>
  );
}

/** Supported capabilities of a platform: any of its plugins supports it. */
function supports(connector: Connector, cap: Capability): boolean {
  return connector.plugins.some((p) => p.capabilities[cap]?.supported);
}

/** Every published source, its index grouped by platform type, and the capability matrix. */
export async function buildConnectorPages(connectors: Connector[], contentRoutes: ReadonlySet<string>, options: { docsBase?: string; tools?: boolean; dataDir?: string } = {}): Promise<SitePage[]> {
  const docsBase = options.docsBase ?? '/docs';
  // The site's logo map (connector id → icon) lives with its data files; the default is the engine's `dataDir` default.
  const logos = loadConnectorLogos(options.dataDir ?? 'content/data');
  const sourcesBase = `${docsBase}${SOURCES_ROUTE_IN_DOCS}`;
  const matrixRoute = `${docsBase}${MATRIX_ROUTE_IN_DOCS}`;
  const sorted = [...connectors].sort((a, b) => a.displayName.localeCompare(b.displayName));
  const pages = await Promise.all(sorted.map((c) => connectorPage(c, contentRoutes, { docsBase, sourcesBase, tools: options.tools ?? true, logos })));
  const types = [...new Set(sorted.map(primaryType))].sort();
  const typeId = (t: string) => `type-${t.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  pages.push(
    generatedPage({
      id: 'generated/ingestion/sources',
      route: sourcesBase,
      title: 'Ingestion sources',
      description: `The ${sorted.length} ingestion sources DataHub ships, grouped by kind of platform.`,
      headings: types.map((t) => ({ depth: 2, id: typeId(t), text: t })),
      bodyHtml: renderToStaticMarkup(
        <>
          <p className="lead">
            Every source DataHub can ingest metadata from. To compare what they extract, see the <a href={matrixRoute}>capability matrix</a>.
          </p>
          <ConnectorFilterBox total={sorted.length} />
          {types.map((t) => (
            <section key={t} aria-labelledby={typeId(t)} data-connector-group>
              <h2 id={typeId(t)}>{t}</h2>
              <ul className="connector-grid">
                {sorted
                  .filter((c) => primaryType(c) === t)
                  .map((c) => (
                    <ConnectorTile key={c.id} connector={c} href={`${sourcesBase}/${c.id}`} logos={logos} />
                  ))}
              </ul>
            </section>
          ))}
          <p className="connector-empty" data-connector-empty hidden>
            No connector matches. Try another name, or browse the <a href={matrixRoute}>capability matrix</a>.
          </p>
        </>,
      ),
    }),
  );
  const allTypes = [...new Set(sorted.flatMap((c) => c.platformTypes))].sort();
  const statusOf = (c: Connector) => c.plugins[0]!.supportStatus;
  pages.push(
    generatedPage({
      id: 'generated/ingestion/capability-matrix',
      route: matrixRoute,
      title: 'Capability matrix',
      description: 'Which ingestion source supports which capability, filterable by platform type, support status and capability.',
      headings: [],
      bodyHtml: renderToStaticMarkup(
        <>
          <p className="lead">Each row is a source, each column one of the 16 capabilities. A mark means at least one of the source's plugins supports it.</p>
          <div className="matrix-filters" data-matrix-filters hidden role="group" aria-label="Filter the matrix">
            <label>
              Platform type{' '}
              <select name="type">
                <option value="">Any</option>
                {allTypes.map((t) => (
                  <option key={t}>{t}</option>
                ))}
              </select>
            </label>
            <label>
              Status{' '}
              <select name="status">
                <option value="">Any</option>
                {Object.keys(STATUS_LABEL).map((s) => (
                  <option key={s} value={s}>
                    {STATUS_LABEL[s as keyof typeof STATUS_LABEL]}
                  </option>
                ))}
              </select>
            </label>
            <fieldset>
              <legend>Must support</legend>
              {(Object.keys(CAPABILITIES) as Capability[]).map((cap) => (
                <label key={cap}>
                  <input type="checkbox" name="cap" value={cap} /> {CAPABILITIES[cap]}
                </label>
              ))}
            </fieldset>
            <p role="status" data-matrix-count />
          </div>
          <ScrollTable label="Capability matrix" className="matrix" columns={['Source', ...Object.values(CAPABILITIES)]} style={{ '--matrix-columns': Object.keys(CAPABILITIES).length } as CSSProperties}>
                {sorted.map((c) => (
                  <tr key={c.id} data-types={c.platformTypes.join('|')} data-status={statusOf(c)} data-caps={(Object.keys(CAPABILITIES) as Capability[]).filter((cap) => supports(c, cap)).join(' ')}>
                    <th scope="row">
                      <a href={`${sourcesBase}/${c.id}`}>{c.displayName}</a>
                    </th>
                    {(Object.keys(CAPABILITIES) as Capability[]).map((cap) => (
                      // The mark is drawn by CSS (td::before, hidden from assistive technology), so
                      // each of the ~1,700 cells is two elements instead of three.
                      <td key={cap} className={supports(c, cap) ? 'y' : undefined}>
                        <span className="sr-only">{supports(c, cap) ? 'Supported' : 'Not supported'}</span>
                      </td>
                    ))}
                  </tr>
                ))}
          </ScrollTable>
        </>,
      ),
    }),
  );
  return pages;
}

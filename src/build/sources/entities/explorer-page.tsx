import type { ReactElement } from 'react';
import { IslandMount } from '../../../components/Island.tsx';
import { MODEL_GRAPH_ROUTE, type ModelGraph, type ModelGraphEdge } from '../../../shared/model-graph.ts';
import type { SitePage } from '../../model/site.ts';
import { generatedPage } from '../generated-page.ts';
import { ENTITIES_BASE } from './pages.tsx';

export const MODEL_EXPLORER_ID = 'api/model-explorer';
export const MODEL_EXPLORER_ROUTE = '/docs/api/model-explorer';

/** An entity's outgoing edges, one row per target and relationship name, with every declaring field. */
function outgoingRows(edges: ModelGraphEdge[]): { to: string; name: string; fields: string[] }[] {
  const rows = new Map<string, { to: string; name: string; fields: string[] }>();
  for (const e of edges) {
    const key = `${e.name} ${e.to}`;
    const row = rows.get(key) ?? { to: e.to, name: e.name, fields: [] };
    row.fields.push(`${e.aspect}.${e.field}`);
    rows.set(key, row);
  }
  return [...rows.values()];
}

/** Without JavaScript: every entity's own relationships, with links, so the page is still a reference. */
function AllRelationships({ graph }: { graph: ModelGraph }): ReactElement {
  const routeOf = new Map(graph.entities.map((e) => [e.name, e.route]));
  return (
    <>
      <p>
        Each entity below lists the relationships its own aspects declare: the relationship name, the entity it points at and the field that holds it. Relationships pointing <em>at</em> an entity are listed on its page.
      </p>
      <ul className="mx-all">
        {graph.entities.map((entity) => {
          const rows = outgoingRows(graph.edges.filter((e) => e.from === entity.name));
          return (
            <li key={entity.name} data-entity={entity.name}>
              <a href={entity.route}>
                <code>{entity.name}</code>
              </a>
              {rows.length === 0 ? (
                <span className="gql-how"> declares no relationships.</span>
              ) : (
                <ul>
                  {rows.map((row) => (
                    <li key={`${row.name} ${row.to}`}>
                      <code>{row.name}</code> → <a href={routeOf.get(row.to)}>{row.to}</a> <span className="gql-how">({row.fields.join(', ')})</span>
                    </li>
                  ))}
                </ul>
              )}
            </li>
          );
        })}
      </ul>
    </>
  );
}

/** The model explorer page: an island that draws the graph around one entity, over a full list of relationships. */
export function buildModelExplorerPage(graph: ModelGraph): SitePage {
  return generatedPage({
    id: MODEL_EXPLORER_ID,
    route: MODEL_EXPLORER_ROUTE,
    title: 'Model explorer',
    description: "See how DataHub's entities relate: pick an entity, follow its relationships one or two hops out and open any entity's reference page.",
    keywords: ['entity', 'relationship', 'metadata model', 'graph'],
    headings: [],
    body: (
      <>
        <p className="lead">
          Pick an entity to see which entities it points at and which point at it. An arrow goes from the entity whose aspect declares the relationship. For each entity's aspects and fields, see the{' '}
          <a href={ENTITIES_BASE}>metadata model entities</a>.
        </p>
        <IslandMount name="model-explorer" label="Model explorer" className="mx-island" props={{ data: MODEL_GRAPH_ROUTE, initial: 'dataset' }}>
          <p className="mx-loading" data-js-only>
            Loading the explorer…
          </p>
          {/* The full list (about 1,500 elements) is only for readers without JavaScript: in a
              <noscript> a browser running scripts keeps it as text, so it costs neither layout nor
              the work of removing it when the explorer mounts (Lighthouse TBT). mount.tsx puts it
              back if the explorer cannot load. Search finds relationship names on the entity
              pages; this copy would only crowd the results. */}
          <noscript>
            <div data-pagefind-ignore>
              <AllRelationships graph={graph} />
            </div>
          </noscript>
        </IslandMount>
      </>
    ),
  });
}

/**
 * The metadata model as a graph: every entity and every relationship an aspect field declares.
 * Written by the build (entities handler) to MODEL_GRAPH_ROUTE and read by the model explorer
 * island; shared so both sides agree on one format.
 */

export const MODEL_GRAPH_ROUTE = '/tools/model-graph.json';

export interface ModelGraphEntity {
  /** Registry name, e.g. `dataset`, `glossaryTerm`. */
  name: string;
  category: 'core' | 'internal';
  /** The entity's reference page. */
  route: string;
  /** First sentence of its description. */
  summary: string;
}

/** One relationship declared by one field: `from` has a field that points at `to`. */
export interface ModelGraphEdge {
  from: string;
  to: string;
  /** Relationship name as stored in the graph, e.g. `DownstreamOf`. */
  name: string;
  /** The aspect that declares it, e.g. `upstreamLineage`. */
  aspect: string;
  /** The field inside the aspect, with its record when nested: `Upstream.dataset`. */
  field: string;
}

export interface ModelGraph {
  version: 1;
  entities: ModelGraphEntity[];
  edges: ModelGraphEdge[];
}

const isString = (v: unknown): v is string => typeof v === 'string' && v.length > 0;
const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

/**
 * Checks a fetched value is a model graph whose edges only name listed entities; throws with the
 * first thing that is wrong. (Hand-written rather than zod: it runs in the browser chunk.)
 */
export function parseModelGraph(value: unknown): ModelGraph {
  if (!isRecord(value) || value.version !== 1 || !Array.isArray(value.entities) || !Array.isArray(value.edges)) throw new Error('not a model graph (version 1 with entities and edges)');
  const names = new Set<string>();
  for (const [i, e] of value.entities.entries()) {
    if (!isRecord(e) || !isString(e.name) || (e.category !== 'core' && e.category !== 'internal') || !isString(e.route) || typeof e.summary !== 'string') throw new Error(`entities[${i}] is not an entity`);
    names.add(e.name);
  }
  for (const [i, e] of value.edges.entries()) {
    if (!isRecord(e) || !isString(e.name) || !isString(e.aspect) || !isString(e.field)) throw new Error(`edges[${i}] is not an edge`);
    if (!isString(e.from) || !names.has(e.from) || !isString(e.to) || !names.has(e.to)) throw new Error(`edges[${i}] names an unknown entity`);
  }
  return value as unknown as ModelGraph;
}

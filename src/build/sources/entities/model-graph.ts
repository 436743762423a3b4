import type { ModelGraph, ModelGraphEdge } from '../../../shared/model-graph.ts';
import type { MetadataModel } from './load-model.ts';
import { entityRoute } from './pages.tsx';
import { relationshipEdges } from './relationships.ts';

/** The first sentence of a description, as plain text (code spans and links keep their text). */
export function plainSummary(description: string): string {
  const first = description.split(/(?<=\.)\s/)[0] ?? description;
  return first.replace(/\[([^\]]*)\]\([^)]*\)/g, '$1').replace(/`/g, '').trim();
}

/**
 * The model as the explorer reads it: entities with their page and summary, and one edge per
 * declaring field (the same relationship declared twice by one field is listed once).
 */
export function buildModelGraph(model: MetadataModel): ModelGraph {
  const seen = new Set<string>();
  const edges: ModelGraphEdge[] = [];
  for (const e of relationshipEdges(model)) {
    const edge: ModelGraphEdge = { from: e.from, to: e.to, name: e.relationship, aspect: e.aspect, field: e.record ? `${e.record}.${e.field}` : e.field };
    const key = `${edge.from} ${edge.to} ${edge.name} ${edge.aspect} ${edge.field}`;
    if (seen.has(key)) continue;
    seen.add(key);
    edges.push(edge);
  }
  return {
    version: 1,
    entities: model.entities.map((e) => ({ name: e.name, category: e.category, route: entityRoute(e.name), summary: plainSummary(e.description) })),
    edges,
  };
}

import type { ModelGraph, ModelGraphEntity } from '../../shared/model-graph.ts';

/** A named relationship from one entity to another, with every aspect field that declares it. */
export interface Relationship {
  from: string;
  to: string;
  name: string;
  declaredBy: { aspect: string; field: string }[];
}

/**
 * What the graph draws between two entities: every relationship between them, either way.
 * `inner` is the end nearer the centre (the centre itself for a self-relationship).
 */
export interface Link {
  /** Stable id: `inner→outer`. */
  key: string;
  inner: string;
  outer: string;
  hop: 1 | 2;
  /** For a ring-2 entity, whether this is the one link drawn all the time (to its most specific ring-1 entity); the others show on demand. */
  tree: boolean;
  /** Most-declared first, then by name. */
  relationships: Relationship[];
}

export interface Neighbourhood {
  centre: string;
  /** Entities one hop from the centre, by name. */
  ring1: string[];
  /** Entities two hops away (empty for one hop), grouped by their parent. */
  ring2: string[];
  /**
   * Each ring-2 entity's parent, the ring-1 entity its line is drawn from: the one joined to it by
   * the rarest relationship name (`AgentUsesModel` tells more than `OwnedBy`), then the one with
   * the fewest neighbours, then the first.
   */
  parent: Map<string, string>;
  /** The centre's own links (a self-link first, then ring 1 in order), then ring 1 → ring 2 links. */
  links: Link[];
}

/** The model indexed for look-ups: entities by name and relationships by the pair they join. */
export interface GraphIndex {
  entities: Map<string, ModelGraphEntity>;
  /** Entity names, sorted as everywhere in the explorer. */
  names: string[];
  /** Relationships touching each entity (a self-relationship once). */
  byEntity: Map<string, Relationship[]>;
  byPair: Map<string, Relationship[]>;
  /** How many entity pairs each relationship name joins: the fewer, the more telling the relationship. */
  pairsPerName: Map<string, number>;
}

/** Case-insensitive name order with a case-sensitive tie-break, so the order never depends on the locale. */
export function compareNames(a: string, b: string): number {
  const x = a.toLowerCase();
  const y = b.toLowerCase();
  return x < y ? -1 : x > y ? 1 : a < b ? -1 : a > b ? 1 : 0;
}

const pairKey = (a: string, b: string): string => (compareNames(a, b) <= 0 ? `${a}\u0000${b}` : `${b}\u0000${a}`);

const byWeight = (a: Relationship, b: Relationship): number => b.declaredBy.length - a.declaredBy.length || compareNames(a.name, b.name) || compareNames(a.from, b.from);

/** Groups the published edges into relationships (one per from, to and name) and indexes them. */
export function indexGraph(graph: ModelGraph): GraphIndex {
  const relationships = new Map<string, Relationship>();
  for (const edge of graph.edges) {
    const key = `${edge.from}\u0000${edge.to}\u0000${edge.name}`;
    let r = relationships.get(key);
    if (!r) relationships.set(key, (r = { from: edge.from, to: edge.to, name: edge.name, declaredBy: [] }));
    r.declaredBy.push({ aspect: edge.aspect, field: edge.field });
  }
  const byEntity = new Map<string, Relationship[]>(graph.entities.map((e) => [e.name, []]));
  const byPair = new Map<string, Relationship[]>();
  for (const r of relationships.values()) {
    byEntity.get(r.from)?.push(r);
    if (r.to !== r.from) byEntity.get(r.to)?.push(r);
    const key = pairKey(r.from, r.to);
    byPair.set(key, [...(byPair.get(key) ?? []), r]);
  }
  const pairsPerName = new Map<string, number>();
  for (const list of byPair.values()) {
    list.sort(byWeight);
    for (const name of new Set(list.map((r) => r.name))) pairsPerName.set(name, (pairsPerName.get(name) ?? 0) + 1);
  }
  return { entities: new Map(graph.entities.map((e) => [e.name, e])), names: graph.entities.map((e) => e.name).sort(compareNames), byEntity, byPair, pairsPerName };
}

/** The entity at the other end of a relationship. */
export function otherEnd(r: Relationship, entity: string): string {
  return r.from === entity ? r.to : r.from;
}

/** The entities one relationship away from `entity` (not itself), by name. */
export function neighboursOf(index: GraphIndex, entity: string): string[] {
  const set = new Set((index.byEntity.get(entity) ?? []).map((r) => otherEnd(r, entity)));
  set.delete(entity);
  return [...set].sort(compareNames);
}

function link(index: GraphIndex, inner: string, outer: string, hop: 1 | 2, tree = true): Link {
  return { key: `${inner}→${outer}`, inner, outer, hop, tree, relationships: index.byPair.get(pairKey(inner, outer)) ?? [] };
}

/**
 * The entities within `hops` (1 or 2) of `centre` and the links the graph draws: the centre to
 * each ring-1 entity, and each ring-2 entity to every ring-1 entity it is related to (its parent
 * first). Links within a ring are left out: the picture shows paths outward from the centre.
 */
export function neighbourhood(index: GraphIndex, centre: string, hops: 1 | 2): Neighbourhood {
  const ring1 = neighboursOf(index, centre);
  const links: Link[] = [];
  if (index.byPair.has(pairKey(centre, centre))) links.push(link(index, centre, centre, 1));
  for (const n of ring1) links.push(link(index, centre, n, 1));
  if (hops === 1) return { centre, ring1, ring2: [], parent: new Map(), links };
  const inRing1 = new Set(ring1);
  const parents = new Map<string, string[]>();
  for (const n of ring1) {
    for (const m of neighboursOf(index, n)) {
      if (m === centre || inRing1.has(m)) continue;
      parents.set(m, [...(parents.get(m) ?? []), n]);
    }
  }
  const degree = new Map(ring1.map((n) => [n, neighboursOf(index, n).length]));
  const rarity = (p: string, m: string): number => Math.min(...(index.byPair.get(pairKey(p, m)) ?? []).map((r) => index.pairsPerName.get(r.name) ?? 0));
  const parent = new Map<string, string>();
  for (const [m, list] of parents) {
    const rank = (p: string): [number, number] => [rarity(p, m), degree.get(p)!];
    parent.set(m, list.reduce((best, p) => {
      const [a, b] = [rank(p), rank(best)];
      return a[0] < b[0] || (a[0] === b[0] && a[1] < b[1]) ? p : best;
    }));
  }
  const order = (m: string): number => ring1.indexOf(parent.get(m)!);
  const ring2 = [...parents.keys()].sort((a, b) => order(a) - order(b) || compareNames(a, b));
  for (const m of ring2) {
    const p = parent.get(m)!;
    links.push(link(index, p, m, 2));
    for (const q of parents.get(m)!) if (q !== p) links.push(link(index, q, m, 2, false));
  }
  return { centre, ring1, ring2, parent, links };
}

/** Which way a link's relationships go, seen from its inner end. */
export function linkDirection(l: Link): 'out' | 'in' | 'both' {
  const out = l.relationships.some((r) => r.from === l.inner);
  const inn = l.relationships.some((r) => r.to === l.inner && r.from === l.outer);
  return out && inn ? 'both' : inn ? 'in' : 'out';
}

/** "chart Consumes dataset": a relationship as a sentence. */
export function describeRelationship(r: Relationship): string {
  return `${r.from} ${r.name} ${r.to}`;
}

/** The label drawn on a link: its main relationship, and how many more there are. */
export function linkLabel(l: Link): string {
  const [first, ...rest] = l.relationships;
  return first ? `${first.name}${rest.length ? ` +${rest.length}` : ''}` : '';
}

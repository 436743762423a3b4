import { describe, expect, it } from 'vitest';
import { parseModelGraph, type ModelGraph } from '../../shared/model-graph.ts';
import { matchEntities } from './EntityCombobox.tsx';
import { indexGraph, linkDirection, linkLabel, neighbourhood } from './graph.ts';
import { fitText, layoutNeighbourhood, NODE_R, spreadAngles } from './layout.ts';
import { viewFromSearch } from './ModelExplorer.tsx';

const entity = (name: string, category: 'core' | 'internal' = 'core') => ({ name, category, route: `/docs/generated/metamodel/entities/${name.toLowerCase()}`, summary: `The ${name}.` });

// dataset ← chart ← dashboard; dataset → corpuser (twice), dataset → dataset; tag is two hops out, through corpuser and chart.
const GRAPH: ModelGraph = {
  version: 1,
  entities: [entity('dataset'), entity('chart'), entity('dashboard'), entity('corpuser'), entity('tag'), entity('dataHubSecret', 'internal')],
  edges: [
    { from: 'chart', to: 'dataset', name: 'Consumes', aspect: 'chartInfo', field: 'inputs' },
    { from: 'dashboard', to: 'chart', name: 'Contains', aspect: 'dashboardInfo', field: 'charts' },
    { from: 'dataset', to: 'corpuser', name: 'OwnedBy', aspect: 'ownership', field: 'Owner.owner' },
    { from: 'dataset', to: 'corpuser', name: 'OwnedBy', aspect: 'editableOwnership', field: 'Owner.owner' },
    { from: 'corpuser', to: 'dataset', name: 'Follows', aspect: 'follows', field: 'urns' },
    { from: 'dataset', to: 'dataset', name: 'DownstreamOf', aspect: 'upstreamLineage', field: 'Upstream.dataset' },
    { from: 'corpuser', to: 'tag', name: 'TaggedWith', aspect: 'globalTags', field: 'TagAssociation.tag' },
    { from: 'chart', to: 'corpuser', name: 'OwnedBy', aspect: 'ownership', field: 'Owner.owner' },
    { from: 'chart', to: 'tag', name: 'TaggedWith', aspect: 'globalTags', field: 'TagAssociation.tag' },
  ],
};
const index = indexGraph(parseModelGraph(structuredClone(GRAPH)));

describe('the model graph format', () => {
  it('rejects data that is not a model graph, or edges to unknown entities', () => {
    expect(() => parseModelGraph({ version: 2, entities: [], edges: [] })).toThrow(/not a model graph/);
    expect(() => parseModelGraph({ ...GRAPH, edges: [{ from: 'dataset', to: 'nope', name: 'X', aspect: 'a', field: 'f' }] })).toThrow(/edges\[0\] names an unknown entity/);
  });
});

describe('neighbourhood', () => {
  it('groups declaring fields into one relationship and orders a link by how often it is declared', () => {
    const owned = index.byPair.get('corpuser\u0000dataset')!;
    expect(owned.map((r) => r.name)).toEqual(['OwnedBy', 'Follows']);
    expect(owned[0]!.declaredBy).toEqual([
      { aspect: 'ownership', field: 'Owner.owner' },
      { aspect: 'editableOwnership', field: 'Owner.owner' },
    ]);
  });

  it('one hop: the entities related to the centre either way, by name, with a self-link first', () => {
    const nb = neighbourhood(index, 'dataset', 1);
    expect(nb.ring1).toEqual(['chart', 'corpuser']);
    expect(nb.ring2).toEqual([]);
    expect(nb.links.map((l) => l.key)).toEqual(['dataset→dataset', 'dataset→chart', 'dataset→corpuser']);
    const [, chart, user] = nb.links;
    expect(linkDirection(chart!)).toBe('in');
    expect(linkDirection(user!)).toBe('both');
    expect(linkLabel(user!)).toBe('OwnedBy +1');
  });

  it('two hops: entities reached through ring 1, linked to every ring-1 entity that reaches them (parent first), never back to the centre', () => {
    const nb = neighbourhood(index, 'dataset', 2);
    expect(nb.ring2).toEqual(['dashboard', 'tag']);
    // tag is reached through chart (4 neighbours) and corpuser (3): the more specific corpuser is its parent.
    expect(nb.parent.get('tag')).toBe('corpuser');
    expect(nb.links.filter((l) => l.hop === 2).map((l) => [l.key, l.tree])).toEqual([
      ['chart→dashboard', true],
      ['corpuser→tag', true],
      ['chart→tag', false],
    ]);
    // chart ↔ corpuser is within ring 1: not drawn.
    expect(nb.links.some((l) => l.key.includes('chart') && l.key.includes('corpuser'))).toBe(false);
  });

  it('an entity with no relationships stands alone', () => {
    const nb = neighbourhood(index, 'dataHubSecret', 2);
    expect(nb).toEqual({ centre: 'dataHubSecret', ring1: [], ring2: [], parent: new Map(), links: [] });
    expect(layoutNeighbourhood(nb).nodes).toHaveLength(1);
  });
});

describe('layout', () => {
  it('is deterministic: the same neighbourhood gives the same picture', () => {
    const a = layoutNeighbourhood(neighbourhood(index, 'dataset', 2));
    const b = layoutNeighbourhood(neighbourhood(indexGraph(structuredClone(GRAPH)), 'dataset', 2));
    expect(b).toEqual(a);
  });

  it('puts ring-2 entities near their parent', () => {
    const layout = layoutNeighbourhood(neighbourhood(index, 'dataset', 2));
    const angle = (name: string) => {
      const n = layout.nodes.find((x) => x.name === name)!;
      return Math.atan2(n.y, n.x);
    };
    const gap = (a: number, b: number) => Math.abs(Math.atan2(Math.sin(a - b), Math.cos(a - b)));
    expect(gap(angle('tag'), angle('corpuser'))).toBeLessThan(gap(angle('tag'), angle('chart')));
  });

  it('puts the centre at the origin, ring 1 on r1 and ring 2 further out, inside the drawing', () => {
    const layout = layoutNeighbourhood(neighbourhood(index, 'dataset', 2));
    const distance = (n: { x: number; y: number }) => Math.hypot(n.x, n.y);
    const [centre, ...rest] = layout.nodes;
    expect(centre).toMatchObject({ name: 'dataset', x: 0, y: 0 });
    for (const n of rest) {
      expect(distance(n)).toBeCloseTo(n.ring === 1 ? layout.r1 : layout.r2, 0);
      expect(distance(n) + NODE_R + n.name.length * 6).toBeLessThan(layout.half);
    }
    expect(layout.r2).toBeGreaterThan(layout.r1);
  });

  it('spaces a large ring so neighbours never overlap, and keeps labels readable (never upside down)', () => {
    const names = Array.from({ length: 60 }, (_, i) => `entity${String(i).padStart(2, '0')}`);
    const big = indexGraph({ version: 1, entities: [entity('hub'), ...names.map((n) => entity(n))], edges: names.map((n) => ({ from: n, to: 'hub', name: 'Uses', aspect: 'a', field: 'f' })) });
    const layout = layoutNeighbourhood(neighbourhood(big, 'hub', 1));
    const ring = layout.nodes.filter((n) => n.ring === 1);
    for (let i = 0; i < ring.length; i++) {
      const next = ring[(i + 1) % ring.length]!;
      expect(Math.hypot(ring[i]!.x - next.x, ring[i]!.y - next.y)).toBeGreaterThan(NODE_R * 3);
    }
    for (const t of [...layout.nodes.map((n) => n.label), ...layout.links.map((l) => l.label)]) expect(Math.abs(t.rotate)).toBeLessThanOrEqual(90.05);
  });

  it('spreads a crowded ring to a minimum gap around the ideal angles, or evenly when it is too full', () => {
    const gapOf = (a: number[]) => Math.min(...a.map((x, i) => (i ? x - a[i - 1]! : Infinity)));
    const spread = spreadAngles([0, 0, 0, 0.01, 2], 260);
    expect(gapOf(spread)).toBeGreaterThanOrEqual(26 / 260 - 1e-9);
    expect(spread[4]! - 2).toBeLessThan(0.1);
    expect(spreadAngles([0, 0, 0, 0.01, 2], 260)).toEqual(spread);
    const full = spreadAngles(Array.from({ length: 100 }, () => 0), 100);
    expect(gapOf(full)).toBeCloseTo((2 * Math.PI) / 100, 6);
  });

  it('shortens a label that does not fit and drops one with no room', () => {
    expect(fitText('EditableSchemaFieldWithGlossaryTerm', 100)).toBe('EditableSchemaF…');
    expect(fitText('OwnedBy', 100)).toBe('OwnedBy');
    expect(fitText('OwnedBy', 20)).toBe('');
  });

  it('draws an arrowhead per direction', () => {
    const layout = layoutNeighbourhood(neighbourhood(index, 'dataset', 1));
    expect(layout.links.map((l) => l.arrows.length)).toEqual([1, 1, 2]);
  });
});

describe('picker and URL', () => {
  it('matches names containing the query, prefixes first', () => {
    expect(matchEntities(index.names, 'DA')).toEqual(['dashboard', 'dataHubSecret', 'dataset']);
    expect(matchEntities(index.names, 'set')).toEqual(['dataset']);
    expect(matchEntities(index.names, '')).toHaveLength(6);
  });

  it('reads the view from the URL in any case, falling back for an unknown entity', () => {
    expect(viewFromSearch(index, '?entity=DATAHUBSECRET&hops=2', 'dataset')).toEqual({ centre: 'dataHubSecret', hops: 2, unknown: undefined });
    expect(viewFromSearch(index, '?entity=nope', 'dataset')).toEqual({ centre: 'dataset', hops: 1, unknown: 'nope' });
    expect(viewFromSearch(index, '', 'dataset')).toMatchObject({ centre: 'dataset', hops: 1 });
  });
});

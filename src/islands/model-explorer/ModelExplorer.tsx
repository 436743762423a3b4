import { useEffect, useMemo, useState, type ReactElement } from 'react';
import { Details } from './Details.tsx';
import { EntityCombobox } from './EntityCombobox.tsx';
import { describeRelationship, neighbourhood, type GraphIndex, type Neighbourhood } from './graph.ts';
import { GraphView } from './GraphView.tsx';
import { layoutNeighbourhood } from './layout.ts';
import { RelationshipTables } from './RelationshipTables.tsx';

export interface View {
  centre: string;
  hops: 1 | 2;
}

/** The view a URL asks for (`?entity=dataset&hops=2`; names match in any case), and whether the entity was unknown. */
export function viewFromSearch(index: GraphIndex, search: string, fallback: string): View & { unknown?: string } {
  const params = new URLSearchParams(search);
  const asked = params.get('entity');
  const found = asked ? index.names.find((n) => n.toLowerCase() === asked.toLowerCase()) : undefined;
  const hops = params.get('hops') === '2' ? 2 : 1;
  return { centre: found ?? (index.entities.has(fallback) ? fallback : index.names[0]!), hops, unknown: asked && !found ? asked : undefined };
}

function summary(nb: Neighbourhood, hops: 1 | 2): string {
  const count = (n: number): string => (n === 1 ? '1 entity' : `${n} entities`);
  return `Centred on ${nb.centre}: ${count(nb.ring1.length)} one hop away${hops === 2 ? `, ${count(nb.ring2.length)} two hops away` : ''}.`;
}

/** The explorer: the picker and hop switch, the drawing, the details of the selection and the text tables; the view lives in the URL. */
export function ModelExplorer({ index, initial }: { index: GraphIndex; initial: string }): ReactElement {
  const [view, setView] = useState<View>(() => viewFromSearch(index, location.search, initial));
  const [selected, setSelected] = useState<string | null>(null);
  const [status, setStatus] = useState(() => {
    const asked = viewFromSearch(index, location.search, initial).unknown;
    const text = summary(neighbourhood(index, view.centre, view.hops), view.hops);
    return asked ? `There is no entity named ${asked}. ${text}` : text;
  });
  const nb = useMemo(() => neighbourhood(index, view.centre, view.hops), [index, view]);
  const layout = useMemo(() => layoutNeighbourhood(nb), [nb]);
  const link = nb.links.find((l) => l.key === selected);

  useEffect(() => {
    const onPop = (): void => {
      const next = viewFromSearch(index, location.search, initial);
      setView(next);
      setSelected(null);
      setStatus(summary(neighbourhood(index, next.centre, next.hops), next.hops));
    };
    addEventListener('popstate', onPop);
    return () => removeEventListener('popstate', onPop);
  }, [index, initial]);

  const go = (next: View): void => {
    if (next.centre === view.centre && next.hops === view.hops) return;
    const url = new URL(location.href);
    url.searchParams.set('entity', next.centre);
    url.searchParams.set('hops', String(next.hops));
    // A new centre is a step the Back button can undo; the hop switch only rewrites the URL.
    if (next.centre !== view.centre) history.pushState(null, '', url);
    else history.replaceState(null, '', url);
    setView(next);
    setSelected(null);
    setStatus(summary(neighbourhood(index, next.centre, next.hops), next.hops));
  };
  const recentre = (name: string): void => go({ centre: name, hops: view.hops });
  const select = (key: string | null): void => {
    setSelected(key);
    const l = nb.links.find((x) => x.key === key);
    if (l?.relationships[0]) setStatus(`Selected ${describeRelationship(l.relationships[0])}${l.relationships.length > 1 ? ` and ${l.relationships.length - 1} more` : ''}.`);
  };

  return (
    <div className="mx">
      <div className="mx-controls">
        <EntityCombobox index={index} value={view.centre} onChoose={recentre} />
        <fieldset className="mx-hops">
          <legend>Show</legend>
          {([1, 2] as const).map((h) => (
            <label key={h}>
              <input type="radio" name="mx-hops" value={h} checked={view.hops === h} onChange={() => go({ centre: view.centre, hops: h })} /> {h === 1 ? '1 hop' : '2 hops'}
            </label>
          ))}
        </fieldset>
      </div>
      <p className="mx-status" role="status">
        {status}
      </p>
      <Details index={index} centre={view.centre} link={link} onRecentre={recentre} onClose={() => setSelected(null)} />
      <GraphView index={index} nb={nb} layout={layout} selected={selected} onSelect={select} onRecentre={recentre} />
      <p className="mx-help">
        Keys: Tab reaches the entities, then the lines; arrow keys move between them; Enter centres an entity (on the centre, opens its page) or selects a line; Escape clears the selection.
      </p>
      <RelationshipTables index={index} nb={nb} onRecentre={recentre} />
    </div>
  );
}

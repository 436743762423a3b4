import type { ReactElement } from 'react';
import { compareNames, otherEnd, type GraphIndex, type Neighbourhood, type Relationship } from './graph.ts';
import { ScrollTable } from '../../components/ScrollTable.tsx';
import { DeclaredBy } from './Details.tsx';

function EntityCell({ index, name, onRecentre }: { index: GraphIndex; name: string; onRecentre?: (name: string) => void }): ReactElement {
  return (
    <>
      <a href={index.entities.get(name)?.route}>
        <code>{name}</code>
      </a>
      {onRecentre && (
        <>
          {' '}
          <button type="button" className="mx-small" aria-label={`Centre on ${name}`} onClick={() => onRecentre(name)}>
            Centre
          </button>
        </>
      )}
    </>
  );
}

const direction = (r: Relationship, centre: string): number => (r.from === centre ? 0 : 1);

/**
 * The text equivalent of the drawing: every relationship of the centre entity (the ring-1 links)
 * and, for two hops, each ring-2 entity with the ring-1 entities it is reached through.
 */
export function RelationshipTables({ index, nb, onRecentre }: { index: GraphIndex; nb: Neighbourhood; onRecentre: (name: string) => void }): ReactElement {
  const { centre } = nb;
  const rows = [...(index.byEntity.get(centre) ?? [])].sort((a, b) => direction(a, centre) - direction(b, centre) || compareNames(a.name, b.name) || compareNames(otherEnd(a, centre), otherEnd(b, centre)));
  const through = new Map<string, { via: string; names: string[] }[]>();
  for (const l of nb.links) if (l.hop === 2) through.set(l.outer, [...(through.get(l.outer) ?? []), { via: l.inner, names: [...new Set(l.relationships.map((r) => r.name))] }]);
  return (
    <div className="mx-tables">
      <h2>
        Relationships of <code>{centre}</code>
      </h2>
      {rows.length === 0 ? (
        <p>No aspect of {centre} points at another entity, and none points at it.</p>
      ) : (
        <ScrollTable className="mx-table" label={`Relationships of ${centre}`} columns={['Direction', 'Relationship', 'Entity', 'Declared by']}>
          {rows.map((r) => {
            const other = otherEnd(r, centre);
            return (
              <tr key={`${r.from} ${r.name} ${r.to}`}>
                <td>{r.from === r.to ? 'Itself' : r.from === centre ? 'Outgoing' : 'Incoming'}</td>
                <td>
                  <code>{r.name}</code>
                </td>
                <td>
                  <EntityCell index={index} name={other} onRecentre={other === centre ? undefined : onRecentre} />
                </td>
                <td>
                  {r.from !== centre && <>{r.from}: </>}
                  <DeclaredBy r={r} />
                </td>
              </tr>
            );
          })}
        </ScrollTable>
      )}
      {nb.ring2.length > 0 && (
        <>
          <h2>Two hops away</h2>
          <ScrollTable className="mx-table" label={`Entities two hops from ${centre}`} columns={['Entity', 'Reached through']}>
            {nb.ring2.map((name) => (
              <tr key={name}>
                <td>
                  <EntityCell index={index} name={name} onRecentre={onRecentre} />
                </td>
                <td>
                  {through.get(name)!.map((t, i) => (
                    <span key={t.via}>
                      {i > 0 && '; '}
                      <code>{t.via}</code> ({t.names.join(', ')})
                    </span>
                  ))}
                </td>
              </tr>
            ))}
          </ScrollTable>
        </>
      )}
    </div>
  );
}

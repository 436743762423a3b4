import type { ReactElement } from 'react';
import { neighboursOf, type GraphIndex, type Link, type Relationship } from './graph.ts';

function EntityLink({ index, name }: { index: GraphIndex; name: string }): ReactElement {
  return (
    <a href={index.entities.get(name)?.route}>
      <code>{name}</code>
    </a>
  );
}

/** `chart —Consumes→ dataset`, each end linking to its page. */
export function RelationshipLine({ index, r }: { index: GraphIndex; r: Relationship }): ReactElement {
  return (
    <span className="mx-rel">
      <EntityLink index={index} name={r.from} /> <span aria-hidden="true">—</span>
      <strong>{r.name}</strong>
      <span aria-hidden="true">→</span> <EntityLink index={index} name={r.to} />
    </span>
  );
}

/** Where a relationship is declared: `aspect` › `field` for each field. */
export function DeclaredBy({ r }: { r: Relationship }): ReactElement {
  return (
    <>
      {r.declaredBy.map((d, i) => (
        <span key={`${d.aspect}.${d.field}`}>
          {i > 0 && ', '}
          <code>{d.aspect}</code>.<code>{d.field}</code>
        </span>
      ))}
    </>
  );
}

/** The selected link (every relationship between its two entities) or, with none selected, the centre entity. */
export function Details({ index, centre, link, onRecentre, onClose }: { index: GraphIndex; centre: string; link: Link | undefined; onRecentre: (name: string) => void; onClose: () => void }): ReactElement {
  if (link) {
    const ends = link.inner === link.outer ? [link.inner] : [link.inner, link.outer];
    return (
      <div className="mx-details">
        <h2 className="mx-details-title">
          {ends.length === 1 ? (
            <>
              <code>{centre}</code> and itself
            </>
          ) : (
            <>
              <code>{link.inner}</code> and <code>{link.outer}</code>
            </>
          )}
        </h2>
        <ul className="mx-details-list">
          {link.relationships.map((r) => (
            <li key={`${r.from} ${r.name} ${r.to}`}>
              <RelationshipLine index={index} r={r} /> <span className="mx-declared">declared by <DeclaredBy r={r} /></span>
            </li>
          ))}
        </ul>
        <p className="mx-actions">
          {ends
            .filter((name) => name !== centre)
            .map((name) => (
              <button key={name} type="button" onClick={() => onRecentre(name)}>
                Centre on {name}
              </button>
            ))}
          <button type="button" onClick={onClose}>
            Close
          </button>
        </p>
      </div>
    );
  }
  const entity = index.entities.get(centre);
  const count = neighboursOf(index, centre).length;
  return (
    <div className="mx-details">
      <h2 className="mx-details-title">
        <code>{centre}</code> <span className="badge">{entity?.category === 'internal' ? 'Internal entity' : 'Core entity'}</span>
      </h2>
      <p>{entity?.summary}</p>
      <p>
        <a href={entity?.route}>Open the {centre} reference page</a>
        <span className="mx-muted">
          {' '}
          · {count === 1 ? '1 related entity' : `${count} related entities`}, {index.byEntity.get(centre)?.length ?? 0} relationships. Select a line to see what declares it.
        </span>
      </p>
    </div>
  );
}

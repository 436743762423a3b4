import type { ReactElement } from 'react';
import { decodeUrnPart, type UrnNode } from '../../shared/urn.ts';
import type { UrnKeyField, UrnModel } from '../../shared/urn-model.ts';

/** Parts listed per URN; a pasted tuple of thousands stays quick to render. */
const MAX_PARTS = 40;
const MAX_TEXT = 240;

const clip = (text: string): string => (text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT)}…` : text);

function kindOf(field: UrnKeyField): string {
  if (field.kind === 'urn') return field.entityTypes?.length ? `${field.entityTypes.join(' or ')} URN` : 'URN';
  if (field.kind === 'enum') return field.enumName ?? 'enum';
  return field.kind === 'number' ? 'number' : 'text';
}

/** A URN as its entity type and key parts, each part named after its key field; nested URNs inside. */
export function UrnTree({ node, model, entityBase }: { node: UrnNode; model: UrnModel; entityBase: string }): ReactElement {
  const key = model.keys.get(node.type);
  const fields = key && key.fields.length === node.parts.length ? key.fields : undefined;
  return (
    <div className="urn-node">
      <p className="urn-node-type">
        Entity type{' '}
        {model.names.has(node.type) ? (
          <a href={`${entityBase}/${node.type.toLowerCase()}`}>
            <code>{node.type}</code>
          </a>
        ) : (
          <code>{clip(node.type)}</code>
        )}
        {key && (
          <span className="urn-muted">
            {' '}
            · key aspect <code>{key.keyAspect}</code>
          </span>
        )}
      </p>
      <ol className="urn-parts">
        {node.parts.slice(0, MAX_PARTS).map((part, i) => {
          const field = fields?.[i];
          const decoded = part.urn ? undefined : decodeUrnPart(part.text);
          return (
            <li key={i}>
              <span className="urn-field">{field?.name ?? `part ${i + 1}`}</span>
              {field && <span className="urn-muted"> ({kindOf(field)})</span>}{' '}
              {part.urn ? (
                <>
                  <code className="urn-value">{clip(part.text)}</code>
                  <UrnTree node={part.urn} model={model} entityBase={entityBase} />
                </>
              ) : (
                <>
                  <code className="urn-value">{part.text ? clip(part.text) : '(empty)'}</code>
                  {decoded !== undefined && decoded !== part.text && (
                    <span className="urn-muted">
                      {' '}
                      decoded: <code>{clip(decoded)}</code>
                    </span>
                  )}
                </>
              )}
            </li>
          );
        })}
      </ol>
      {node.parts.length > MAX_PARTS && <p className="urn-muted">…and {node.parts.length - MAX_PARTS} more parts.</p>}
    </div>
  );
}

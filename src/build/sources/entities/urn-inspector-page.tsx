import type { ReactElement } from 'react';
import { IslandMount } from '../../../components/Island.tsx';
import { ScrollTable } from '../../../components/reference/Tables.tsx';
import { URN_RESERVED } from '../../../shared/urn.ts';
import { URN_KEYS_ROUTE, type UrnEntityKey, type UrnInspectorProps, type UrnKeyField, type UrnKeysFile } from '../../../shared/urn-model.ts';
import type { SitePage } from '../../model/site.ts';
import { generatedPage } from '../generated-page.ts';
import { urnKeysFor } from './urn-keys.ts';

import { URN_INSPECTOR_ID, URN_INSPECTOR_ROUTE } from './tool-routes.ts';

export { URN_INSPECTOR_ROUTE };

function kindOf(field: UrnKeyField): string {
  if (field.kind === 'urn') return field.entityTypes?.length ? `${field.entityTypes.join(' or ')} URN` : 'URN of any entity';
  if (field.kind === 'enum') return `${field.enumName ?? 'enum'}: ${field.symbols?.join(', ') ?? ''}`;
  return field.kind === 'number' ? 'whole number' : 'text';
}

/** `urn:li:dataset:(<platform>,<name>,<origin>)`. */
function shapeOf(key: UrnEntityKey): string {
  const parts = key.fields.map((f) => `<${f.name}>`);
  return parts.length === 1 ? `urn:li:${key.name}:${parts[0]}` : `urn:li:${key.name}:(${parts.join(',')})`;
}

function ReservedCharacters(): ReactElement {
  return (
    <p>
      Inside a key part, write the reserved characters percent-encoded, as DataHub's SDKs do:{' '}
      {Object.entries(URN_RESERVED).map(([char, code], i) => (
        <span key={char}>
          {i > 0 && ', '}
          <code>{char}</code>
          {char === '␟' && ' (U+241F)'} as <code>{code}</code>
        </span>
      ))}
      .
    </p>
  );
}

/** What the inspector shows without JavaScript on an entity page: the format, the key fields in order and the example. */
function EntityFallback({ entityKey }: { entityKey: UrnEntityKey }): ReactElement {
  return (
    <>
      <p>
        The interactive URN inspector needs JavaScript. A {entityKey.name} URN is <code>{shapeOf(entityKey)}</code>, its key parts in this order:
      </p>
      <ol>
        {entityKey.fields.map((f) => (
          <li key={f.name}>
            <code>{f.name}</code> ({kindOf(f)}){f.doc ? `: ${f.doc}` : ''}
          </li>
        ))}
      </ol>
      <p>
        Example: <code>{entityKey.example}</code>
      </p>
      <ReservedCharacters />
    </>
  );
}

/** The inspector on an entity page, for that entity's URNs; its keys travel inline in the props. `entityBase`: route prefix of entity pages. */
export function EntityUrnInspector({ keys, entity, entityBase }: { keys: UrnKeysFile; entity: string; entityBase: string }): ReactElement | null {
  const own = keys.entities.find((e) => e.name === entity);
  if (!own) return null;
  const props: UrnInspectorProps = { entityBase, entity, keys: urnKeysFor(keys, entity), headingLevel: 3 };
  // Closed until a reader opens it: the island downloads React only then, and nothing below moves on load.
  return (
    <details className="details urn-embed">
      <summary>Inspect or build a {entity} URN</summary>
      <IslandMount name="urn-inspector" props={{ ...props }} label={`${entity} URN inspector`}>
        <EntityFallback entityKey={own} />
      </IslandMount>
    </details>
  );
}

/** The tool page: the inspector for every entity type, how URNs are written, and every entity's key parts (each linked under `entityBase`). */
export function buildUrnInspectorPage(keys: UrnKeysFile, entityBase: string): SitePage {
  const props: UrnInspectorProps = { entityBase, keysUrl: URN_KEYS_ROUTE, headingLevel: 2 };
  const dataset = keys.entities.find((e) => e.name === 'dataset') ?? keys.entities[0];
  return generatedPage({
    id: URN_INSPECTOR_ID,
    route: URN_INSPECTOR_ROUTE,
    title: 'URN inspector',
    description: 'Check a DataHub URN against the metadata model part by part, or fill in key fields to get a correctly encoded URN.',
    keywords: ['URN', 'urn:li', 'InvalidUrnError', 'parse URN', 'encode URN', 'key aspect'],
    headings: [
      { depth: 2, id: 'urn-inspect', text: 'Inspect a URN' },
      { depth: 2, id: 'urn-build', text: 'Build a URN' },
      { depth: 2, id: 'urn-format', text: 'How a URN is written' },
      { depth: 2, id: 'urn-keys', text: 'Key parts of every entity' },
    ],
    body: (
      <>
        <p className="lead">
          Paste a URN to see its entity type and key parts, checked against the entity's key aspect, or fill in the key fields to get a correctly encoded URN. Everything runs in your browser.
        </p>
        <div className="urn-tool-slot">
          <IslandMount name="urn-inspector" props={{ ...props }} label="URN inspector">
            <h2 id="urn-inspect">Inspect a URN</h2>
            <p>The inspector needs JavaScript. Without it, compare your URN with the format and the key parts of its entity below.</p>
            <h2 id="urn-build">Build a URN</h2>
            {dataset && (
              <p>
                Write the key parts in the order of the table below and encode the reserved characters. For example, a {dataset.name} URN is <code>{shapeOf(dataset)}</code>, such as <code>{dataset.example}</code>.
              </p>
            )}
          </IslandMount>
        </div>
        <h2 id="urn-format">How a URN is written</h2>
        <p>
          Every URN is <code>{'urn:li:<entityType>:<key>'}</code>. A key with one part is written as it is, <code>urn:li:corpuser:jdoe</code>; a key with several parts is a comma-separated tuple in parentheses, in the order of the
          entity's key aspect fields. A part can itself be a URN: <code>urn:li:dataset:(urn:li:dataPlatform:hive,db.table,PROD)</code>.
        </p>
        <ReservedCharacters />
        <ul>
          <li>No whitespace at the start or end, and no <code>␟</code> (U+241F) anywhere.</li>
          <li>At most 512 bytes once URL-encoded (schema field URNs are exempt).</li>
          <li>
            Enum parts are symbols in upper case, such as <code>PROD</code> for FabricType.
          </li>
        </ul>
        <p>
          To build and parse URNs in code, see <a href="/docs/python-sdk/urns">URNs in Python</a>.
        </p>
        <h2 id="urn-keys">Key parts of every entity</h2>
        <ScrollTable label="Key parts of every entity" columns={['Entity', 'Key parts, in order', 'Example']}>
          {keys.entities.map((key) => (
            <tr key={key.name}>
              <td>
                <a href={`${entityBase}/${key.name.toLowerCase()}`}>
                  <code>{key.name}</code>
                </a>
              </td>
              <td>
                {key.fields.map((f, i) => (
                  <span key={f.name}>
                    {i > 0 && ', '}
                    <code>{f.name}</code> ({f.kind === 'enum' ? (f.enumName ?? 'enum') : kindOf(f)})
                  </span>
                ))}
              </td>
              <td>
                <code className="urn-example">{key.example}</code>
              </td>
            </tr>
          ))}
        </ScrollTable>
      </>
    ),
  });
}

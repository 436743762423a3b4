import type { ReactElement } from 'react';
import { controlId, FieldProblem, type FieldMessage } from './ConfigFields.tsx';
import { SINK_TYPES, type SinkState, type SinkType } from './recipe.ts';

const SINK_LABELS: Record<SinkType, string> = {
  'datahub-rest': 'DataHub (REST API): datahub-rest',
  'datahub-kafka': 'Kafka, read by DataHub: datahub-kafka',
  file: 'A local file: file',
};

interface Props {
  sink: SinkState;
  errors: ReadonlyMap<string, FieldMessage>;
  onChange(sink: SinkState): void;
}

function TextField({ name, label, hint, value, error, onChange }: { name: string; label: string; hint: string; value: string; error?: FieldMessage; onChange(value: string): void }): ReactElement {
  const id = controlId(`sink.${name}`);
  return (
    <div className="rb-field">
      <label htmlFor={id}>{label}</label>
      <input type="text" id={id} value={value} spellCheck={false} autoCapitalize="off" autoComplete="off" aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`} aria-invalid={error?.severity === 'error' ? true : undefined} onChange={(e) => onChange(e.target.value)} />
      <p className="rb-hint" id={`${id}-hint`}>
        {hint}
      </p>
      <FieldProblem id={id} message={error} />
    </div>
  );
}

/** Where the metadata goes: DataHub's REST API (server, token), Kafka, or a file. */
export function SinkFields({ sink, errors, onChange }: Props): ReactElement {
  const set = (patch: Partial<SinkState>) => onChange({ ...sink, ...patch });
  const typeId = controlId('sink.type');
  return (
    <fieldset className="rb-section">
      <legend>Sink: where the metadata goes</legend>
      <div className="rb-field">
        <label htmlFor={typeId}>Sink type</label>
        {/* Options of a loaded recipe's sink belong to its type: switching type drops them. */}
        <select id={typeId} value={sink.type} onChange={(e) => set({ type: e.target.value as SinkType, more: {} })}>
          {SINK_TYPES.map((t) => (
            <option key={t} value={t}>
              {SINK_LABELS[t]}
            </option>
          ))}
        </select>
      </div>
      {sink.type === 'datahub-rest' && (
        <>
          <TextField name="server" label="server" hint="URL of DataHub GMS, e.g. http://localhost:8080, or https://your-account.acryl.io/gms for DataHub Cloud." value={sink.server} error={errors.get('sink.server')} onChange={(server) => set({ server })} />
          <TextField name="token" label="token" hint="Personal access token, when authentication is on. Write ${DATAHUB_GMS_TOKEN} to read it from that environment variable." value={sink.token} error={errors.get('sink.token')} onChange={(token) => set({ token })} />
        </>
      )}
      {sink.type === 'datahub-kafka' && (
        <>
          <TextField name="bootstrap" label="connection.bootstrap" hint="Kafka bootstrap servers, e.g. broker:9092." value={sink.bootstrap} error={errors.get('sink.bootstrap')} onChange={(bootstrap) => set({ bootstrap })} />
          <TextField name="schemaRegistryUrl" label="connection.schema_registry_url" hint="URL of the schema registry, e.g. http://localhost:8081." value={sink.schemaRegistryUrl} error={errors.get('sink.schemaRegistryUrl')} onChange={(schemaRegistryUrl) => set({ schemaRegistryUrl })} />
        </>
      )}
      {sink.type === 'file' && <TextField name="filename" label="filename" hint="File the metadata is written to, as JSON." value={sink.filename} error={errors.get('sink.filename')} onChange={(filename) => set({ filename })} />}
    </fieldset>
  );
}

import { useId, useMemo, useState, type ReactElement } from 'react';
import { decodeUrnPart, parseUrn } from '../../shared/urn.ts';
import { buildUrn, type UrnEntityKey, type UrnKeyField, type UrnModel } from '../../shared/urn-model.ts';

/** The builder starts from the entity's example, so it shows a valid URN at once. */
function exampleValues(key: UrnEntityKey | undefined): string[] {
  if (!key) return [];
  const parts = parseUrn(key.example).root?.parts;
  if (parts?.length !== key.fields.length) return key.fields.map(() => '');
  return parts.map((p) => (p.urn ? p.text : (decodeUrnPart(p.text) ?? p.text)));
}

function hintOf(field: UrnKeyField): string {
  if (field.kind === 'urn') {
    const types = field.entityTypes ?? [];
    return types.length === 1 ? `A ${types[0]} URN; a bare name is wrapped for you.` : types.length ? `A ${types.join(' or ')} URN.` : 'A URN of any entity.';
  }
  if (field.kind === 'number') return 'A whole number.';
  return field.kind === 'enum' ? `One of the ${field.enumName ?? 'enum'} symbols.` : 'Text; reserved characters are encoded for you.';
}

export function BuildPanel({ model, entity, headingLevel }: { model: UrnModel; entity?: string; headingLevel: 2 | 3 }): ReactElement {
  const types = useMemo(() => [...model.keys.keys()].sort((a, b) => a.localeCompare(b)), [model]);
  const [type, setType] = useState(entity ?? (model.keys.has('dataset') ? 'dataset' : (types[0] ?? '')));
  const key = model.keys.get(type);
  const [values, setValues] = useState(() => exampleValues(key));
  const [copied, setCopied] = useState(false);
  const id = useId();
  const built = useMemo(() => (key ? buildUrn(key, values, model) : undefined), [key, values, model]);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';

  const choose = (next: string): void => {
    setType(next);
    setValues(exampleValues(model.keys.get(next)));
    setCopied(false);
  };
  const change = (i: number, value: string): void => {
    setValues((old) => old.map((v, j) => (j === i ? value : v)));
    setCopied(false);
  };
  const copy = (): void => {
    if (!built?.urn) return;
    navigator.clipboard.writeText(built.urn).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  };

  return (
    <section className="urn-panel" aria-labelledby="urn-build">
      <Heading id="urn-build">{entity ? `Build a ${entity} URN` : 'Build a URN'}</Heading>
      {!entity && (
        <div className="urn-row">
          <label className="urn-label" htmlFor={`${id}-type`}>
            Entity type
          </label>
          <select id={`${id}-type`} className="urn-select" value={type} onChange={(event) => choose(event.target.value)}>
            {types.map((t) => (
              <option key={t} value={t}>
                {t}
              </option>
            ))}
          </select>
        </div>
      )}
      {key?.fields.map((field, i) => {
        const fieldId = `${id}-f${i}`;
        const problem = built?.problems[i];
        const describedBy = `${fieldId}-hint${problem ? ` ${fieldId}-error` : ''}`;
        return (
          <div className="urn-row" key={`${type}.${field.name}`}>
            <label className="urn-label" htmlFor={fieldId}>
              {field.name}
            </label>
            {field.kind === 'enum' && field.symbols ? (
              <select id={fieldId} className="urn-select" value={values[i] ?? ''} aria-describedby={describedBy} aria-invalid={Boolean(problem)} onChange={(event) => change(i, event.target.value)}>
                {!field.symbols.includes(values[i] ?? '') && <option value="">Choose…</option>}
                {field.symbols.map((s) => (
                  <option key={s} value={s}>
                    {s}
                  </option>
                ))}
              </select>
            ) : (
              <input
                id={fieldId}
                className="urn-input"
                type="text"
                value={values[i] ?? ''}
                spellCheck={false}
                autoCapitalize="off"
                autoComplete="off"
                aria-describedby={describedBy}
                aria-invalid={Boolean(problem)}
                onChange={(event) => change(i, event.target.value)}
              />
            )}
            <p id={`${fieldId}-hint`} className="urn-hint">
              {field.doc ? `${field.doc} ` : ''}
              {hintOf(field)}
            </p>
            {problem && (
              <p id={`${fieldId}-error`} className="urn-field-error">
                {problem}
              </p>
            )}
          </div>
        );
      })}
      <div className="urn-result">
        <span className="urn-label" id={`${id}-out`}>
          Encoded URN
        </span>
        <output className="urn-output" aria-labelledby={`${id}-out`}>
          {built?.urn ? <code>{built.urn}</code> : (built?.error ?? 'Fix the fields marked above to get a URN.')}
        </output>
        <button type="button" className="urn-copy" onClick={copy} disabled={!built?.urn}>
          {copied ? 'Copied' : 'Copy URN'}
        </button>
      </div>
      {built?.urn && built.notes.length > 0 && (
        <ul className="urn-notes" aria-label="Changes made to the values">
          {built.notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      )}
    </section>
  );
}

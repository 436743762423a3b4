import { memo, useState, type ReactElement, type ReactNode } from 'react';
import type { FormField } from './form-model.ts';
import type { FieldValue, FormValues } from './recipe.ts';

/** Element id of a config field's control: `rb-f-oauth_config__client_id`. */
export function fieldId(path: string): string {
  return `rb-f-${path.replace(/\./g, '__').replace(/[^A-Za-z0-9_-]/g, '-')}`;
}

/** Element id of a problem's control: a config field path, or `sink.server` for the sink's fields. */
export function controlId(field: string): string {
  return field.startsWith('sink.') ? `rb-sink-${field.slice(5)}` : fieldId(field);
}

/** Descriptions are short Markdown: `code` spans become code, links keep their text. */
export function InlineText({ text }: { text: string }): ReactElement {
  const parts = text.replace(/\[([^\]]+)\]\([^)]*\)/g, '$1').split(/(`[^`]+`)/g);
  return <>{parts.map((part, i) => (part.startsWith('`') && part.endsWith('`') && part.length > 2 ? <code key={i}>{part.slice(1, -1)}</code> : part))}</>;
}

export type SetValue = (path: string, value: FieldValue | undefined) => void;

/** The message shown under a control: its first problem. */
export interface FieldMessage {
  text: string;
  severity: 'error' | 'warning';
}

/** A control's problem message, if any, under the control (linked with `aria-describedby`). */
export function FieldProblem({ id, message }: { id: string; message: FieldMessage | undefined }): ReactNode {
  if (!message) return null;
  return (
    <p className={message.severity === 'error' ? 'rb-field-error' : 'rb-field-warning'} id={`${id}-error`}>
      {message.severity === 'warning' && 'Warning: '}
      {message.text}
    </p>
  );
}

interface LeafProps {
  field: FormField;
  value: FieldValue | undefined;
  error: FieldMessage | undefined;
  onChange: SetValue;
}

function defaultText(field: FormField): string | undefined {
  if (field.default === undefined || field.kind === 'boolean') return undefined;
  if (Array.isArray(field.default)) return field.default.length === 0 ? 'none' : field.default.map(String).join(', ');
  return typeof field.default === 'object' ? JSON.stringify(field.default) : String(field.default);
}

function Hints({ field, id, error }: { field: FormField; id: string; error?: FieldMessage }): ReactNode {
  const def = defaultText(field);
  const extra =
    field.kind === 'secret'
      ? ` Write \${${field.envVar}} to read it from that environment variable when the recipe runs.`
      : field.kind === 'list'
        ? ' One per line.'
        : field.kind === 'json'
          ? ' Written as JSON.'
          : '';
  return (
    <>
      <p className="rb-hint" id={`${id}-hint`}>
        {field.description && <InlineText text={field.description} />}
        {extra}
        {def !== undefined && (
          <>
            {' '}
            Default: <code>{def}</code>.
          </>
        )}
      </p>
      <FieldProblem id={id} message={error} />
    </>
  );
}

function Label({ field, id }: { field: FormField; id: string }): ReactElement {
  return (
    <label htmlFor={id}>
      <code>{field.name}</code>
      {field.required && <span className="rb-tag">required</span>}
      {field.deprecated && <span className="rb-tag">deprecated</span>}
    </label>
  );
}

/** One control: input, checkbox, select or text area, with its label, description and error. */
const LeafField = memo(function LeafField({ field, value, error, onChange }: LeafProps): ReactElement {
  const id = fieldId(field.path);
  const describedBy = `${id}-hint${error ? ` ${id}-error` : ''}`;
  const common = { id, 'aria-describedby': describedBy, 'aria-invalid': error?.severity === 'error' ? true : undefined, 'aria-required': field.required || undefined };
  const text = typeof value === 'string' ? value : '';
  const set = (v: FieldValue) => onChange(field.path, v);
  if (field.kind === 'boolean') {
    const checked = typeof value === 'boolean' ? value : Boolean(field.default ?? false);
    return (
      <div className="rb-field rb-check">
        <input type="checkbox" {...common} checked={checked} onChange={(e) => set(e.target.checked)} />
        <div>
          <Label field={field} id={id} />
          <Hints field={field} id={id} error={error} />
        </div>
      </div>
    );
  }
  let control: ReactElement;
  if (field.kind === 'enum') {
    const def = field.default === undefined ? undefined : String(field.default);
    control = (
      <select {...common} value={text} onChange={(e) => set(e.target.value)}>
        <option value="">{def !== undefined ? `Default (${def})` : field.required ? 'Choose…' : 'Not set'}</option>
        {field.enumValues?.map((v) => (
          <option key={String(v)} value={String(v)}>
            {String(v)}
          </option>
        ))}
      </select>
    );
  } else if (field.kind === 'list' || field.kind === 'json') {
    control = <textarea {...common} value={text} rows={field.kind === 'list' ? 2 : 3} spellCheck={false} autoCapitalize="off" onChange={(e) => set(e.target.value)} />;
  } else if (field.kind === 'integer' || field.kind === 'number') {
    control = <input type="number" {...common} value={text} step={field.kind === 'integer' ? 1 : 'any'} min={field.minimum} max={field.maximum} onChange={(e) => set(e.target.value)} />;
  } else {
    control = (
      <input type="text" {...common} value={text} placeholder={field.kind === 'secret' ? `\${${field.envVar}}` : undefined} spellCheck={false} autoCapitalize="off" autoComplete="off" onChange={(e) => set(e.target.value)} />
    );
  }
  return (
    <div className={`rb-field rb-${field.kind}`}>
      <Label field={field} id={id} />
      {control}
      <Hints field={field} id={id} error={error} />
    </div>
  );
});

interface FieldsProps {
  fields: FormField[];
  values: FormValues;
  errors: ReadonlyMap<string, FieldMessage>;
  onChange: SetValue;
}

/** Fields in order; objects (allow/deny patterns among them) as fieldsets of their own fields. */
export function ConfigFields({ fields, values, errors, onChange }: FieldsProps): ReactElement {
  return (
    <>
      {fields.map((field) =>
        field.kind === 'object' ? (
          <fieldset key={field.path} className={field.pattern ? 'rb-object rb-pattern' : 'rb-object'} id={fieldId(field.path)} aria-describedby={errors.has(field.path) ? `${fieldId(field.path)}-error` : undefined}>
            <legend>
              <code>{field.name}</code>
              {field.required && <span className="rb-tag">required</span>}
            </legend>
            {field.description && (
              <p className="rb-hint">
                <InlineText text={field.description} />
                {field.pattern && ' Regular expressions, one per line; a name is kept when it matches an allow pattern and no deny pattern.'}
              </p>
            )}
            <FieldProblem id={fieldId(field.path)} message={errors.get(field.path)} />
            <ObjectChildren field={field} values={values} errors={errors} onChange={onChange} />
          </fieldset>
        ) : (
          <LeafField key={field.path} field={field} value={values[field.path]} error={errors.get(field.path)} onChange={onChange} />
        ),
      )}
    </>
  );
}

/** How many values are set under these fields: shown on a folded section, so loaded values are not missed. */
export function countSet(fields: FormField[], values: FormValues): number {
  const under = isUnder(fields);
  return Object.entries(values).filter(([path, value]) => value !== '' && under(path)).length;
}

/** Whether a field path is one of these fields or below one of them. */
function isUnder(fields: FormField[]): (path: string) => boolean {
  const paths = fields.map((f) => f.path);
  return (path) => paths.some((p) => path === p || path.startsWith(`${p}.`));
}

/** Summary of a folded section: "More options (72, 3 set)". */
export function moreLabel(count: number, set: number): string {
  return `(${count}${set > 0 ? `, ${set} set` : ''})`;
}

/** Whether a message is shown for one of these fields or a field below them. */
function hasMessageUnder(fields: FormField[], errors: ReadonlyMap<string, FieldMessage>): boolean {
  if (errors.size === 0) return false;
  return [...errors.keys()].some(isUnder(fields));
}

/**
 * A folded group of fields. Its controls are rendered the first time it opens (and kept after),
 * or as soon as one of them has a message, so the problem list can open the fold and focus the
 * control. A source has up to 200 options, most of them folded: rendering them all when the form
 * mounted made the connector pages' slowest task (about 0.5 s of script on a throttled phone).
 */
export function Fold({ className, summary, fields, errors, children }: { className: string; summary: ReactNode; fields: FormField[]; errors: ReadonlyMap<string, FieldMessage>; children: ReactNode }): ReactElement {
  const [opened, setOpened] = useState(false);
  const render = opened || hasMessageUnder(fields, errors);
  return (
    <details className={className} onToggle={(event) => event.currentTarget.open && setOpened(true)}>
      <summary>{summary}</summary>
      {render ? children : null}
    </details>
  );
}

/** An object's fields: the main ones, then the others folded (unless there are only a few). */
function ObjectChildren({ field, ...rest }: Omit<FieldsProps, 'fields'> & { field: FormField }): ReactElement {
  const children = field.children ?? [];
  const main = children.filter((c) => c.main);
  const more = children.filter((c) => !c.main);
  if (field.pattern || more.length <= 2) return <ConfigFields fields={children} {...rest} />;
  return (
    <>
      <ConfigFields fields={main} {...rest} />
      <Fold
        className="rb-more"
        fields={more}
        errors={rest.errors}
        summary={
          <>
            More <code>{field.name}</code> options {moreLabel(more.length, countSet(more, rest.values))}
          </>
        }
      >
        <ConfigFields fields={more} {...rest} />
      </Fold>
    </>
  );
}

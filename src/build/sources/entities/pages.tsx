import { createContext, useContext, type ReactElement } from 'react';
import type { Heading } from '../../markdown/facts.ts';
import type { SitePage } from '../../model/site.ts';
import { InlineMarkdown, ScrollTable } from '../../../components/reference/Tables.tsx';
import { generatedPage } from '../generated-page.ts';
import type { MetadataModel } from './load-model.ts';
import { relationshipEdges } from './relationships.ts';
import { EntityUrnInspector } from './urn-inspector-page.tsx';
import { buildUrnKeys } from './urn-keys.ts';
import type { Aspect, Entity, Field } from './schema.ts';

export const ENTITIES_BASE = '/docs/generated/metamodel/entities';

/** Route of an entity page: lower-cased registry name, as in `dataset`, `glossaryterm`. */
export function entityRoute(name: string, base = ENTITIES_BASE): string {
  return `${base}/${name.toLowerCase()}`;
}

/** Where entity pages live in the version being generated (an archived version's are under its own docs base). */
const EntitiesBase = createContext(ENTITIES_BASE);

/** The entities base for a version's docs base: `/docs/1.7.0` → `/docs/1.7.0/generated/metamodel/entities`. */
export function entitiesBaseOf(docsBase: string): string {
  return `${docsBase}${ENTITIES_BASE.slice('/docs'.length)}`;
}

/** The URN pattern its key aspect's fields define: one field → `urn:li:x:<f>`, several → a tuple. */
export function urnPattern(entity: Entity, key: Aspect | undefined): string {
  const parts = (key?.fields ?? []).map((f) => `<${f.name}>`);
  return parts.length === 1 ? `urn:li:${entity.name}:${parts[0]}` : `urn:li:${entity.name}:(${parts.join(',')})`;
}

interface Edge {
  relationship: string;
  from: string;
  to: string;
  via: string;
}

function Annotations({ field }: { field: Field }): ReactElement | null {
  const base = useContext(EntitiesBase);
  const notes: ReactElement[] = [];
  if (field.searchable) {
    const s = field.searchable === true ? {} : field.searchable;
    notes.push(<span key="s" className="badge">Searchable{s.fieldType ? ` (${s.fieldType})` : ''}{s.fieldName && s.fieldName !== field.name ? ` as ${s.fieldName}` : ''}</span>);
  }
  if (field.relationship) {
    notes.push(
      <span key="r" className="badge">
        {field.relationship.name} →{' '}
        {field.relationship.entityTypes.map((t, i) => (
          <span key={t}>
            {i > 0 && ', '}
            <a href={entityRoute(t, base)}>{t}</a>
          </span>
        ))}
      </span>,
    );
  }
  if (field.deprecated) notes.push(<span key="d" className="badge badge-deprecated">Deprecated{typeof field.deprecated === 'string' ? `: ${field.deprecated}` : ''}</span>);
  return notes.length ? <div className="field-notes">{notes}</div> : null;
}

function FieldTable({ fields, idPrefix, label }: { fields: Field[]; idPrefix: string; label: string }): ReactElement {
  return (
    <ScrollTable label={`Fields of ${label}`} columns={['Field', 'Type', 'Required', 'Description']}>
          {fields.map((field) => (
            <tr key={field.name} id={`${idPrefix}.${field.name.toLowerCase()}`}>
              <td>
                <code>{field.name}</code>
              </td>
              <td>
                <code>{field.type}</code>
              </td>
              <td>{field.required ? 'yes' : 'no'}</td>
              <td>
                <InlineMarkdown text={field.description} />
                {field.default !== undefined && (
                  <>
                    {' '}
                    Default: <code>{JSON.stringify(field.default)}</code>.
                  </>
                )}
                <Annotations field={field} />
              </td>
            </tr>
          ))}
    </ScrollTable>
  );
}

function AspectBlock({ aspect, isKey }: { aspect: Aspect; isKey?: boolean }): ReactElement {
  const slug = aspect.name.toLowerCase();
  return (
    <section className="aspect" aria-labelledby={`aspect-${slug}`}>
      <h3 id={`aspect-${slug}`}>
        <code>{aspect.name}</code>
        {aspect.timeseries && <span className="badge">Timeseries</span>}
        {isKey && <span className="badge">Key</span>}
      </h3>
      <p>
        <InlineMarkdown text={aspect.description} /> Record <code>{aspect.record}</code>.
      </p>
      {aspect.fields.length > 0 ? <FieldTable fields={aspect.fields} idPrefix={`aspect-${slug}`} label={aspect.name} /> : <p>No fields.</p>}
      {Object.entries(aspect.records).map(([name, record]) => (
        <details key={name} className="details">
          <summary>
            Record <code>{name}</code>
          </summary>
          <p>
            <InlineMarkdown text={record.description} />
          </p>
          <FieldTable fields={record.fields} idPrefix={`aspect-${slug}-${name.toLowerCase()}`} label={`${aspect.name} record ${name}`} />
        </details>
      ))}
      {Object.entries(aspect.enums).map(([name, en]) => (
        <details key={name} className="details">
          <summary>
            Enum <code>{name}</code>
          </summary>
          <p>
            <InlineMarkdown text={en.description} />
          </p>
          <ul>
            {en.symbols.map((s) => (
              <li key={s.name}>
                <code>{s.name}</code>
                {s.description && (
                  <>
                    {' — '}
                    <InlineMarkdown text={s.description} />
                  </>
                )}
              </li>
            ))}
          </ul>
        </details>
      ))}
    </section>
  );
}


/** One page per entity and an index of all of them by category. `graphqlHref` links the exposing type when it is documented. */
export function buildEntityPages(model: MetadataModel, graphqlHref: (typeName: string) => string | undefined, options: { docsBase?: string; tools?: boolean } = {}): SitePage[] {
  const base = entitiesBaseOf(options.docsBase ?? '/docs');
  const tools = options.tools ?? true;
  const entityRoute = (name: string): string => entityRouteIn(name, base);
  const edges: Edge[] = relationshipEdges(model).map((e) => ({ relationship: e.relationship, from: e.from, to: e.to, via: `${e.aspect}.${e.field}` }));
  const pages: SitePage[] = [];
  const urnKeys = buildUrnKeys(model);
  for (const entity of model.entities) {
    const key = model.aspects.get(entity.keyAspect);
    const aspects = entity.aspects.map((a) => model.aspects.get(a)).filter((a): a is Aspect => Boolean(a));
    const outgoing = edges.filter((e) => e.from === entity.name);
    const incoming = edges.filter((e) => e.to === entity.name);
    const searchable = aspects.flatMap((a) => a.fields.filter((f) => f.searchable).map((f) => ({ aspect: a.name, field: f })));
    const gqlHref = entity.graphqlType ? graphqlHref(entity.graphqlType) : undefined;
    const headings: Heading[] = [
      { depth: 2, id: 'urn', text: 'URN' },
      { depth: 2, id: 'key-aspect', text: 'Key aspect' },
      { depth: 2, id: 'aspects', text: 'Aspects' },
      ...aspects.map((a) => ({ depth: 3, id: `aspect-${a.name.toLowerCase()}`, text: a.name })),
      { depth: 2, id: 'relationships', text: 'Relationships' },
      { depth: 2, id: 'searchable-fields', text: 'Searchable fields' },
      ...(entity.graphqlType ? [{ depth: 2, id: 'graphql', text: 'GraphQL' }] : []),
    ];
    const relationshipList = (list: Edge[], side: 'to' | 'from') =>
      list.length === 0 ? (
        <p>None.</p>
      ) : (
        <ul>
          {list.map((e) => (
            <li key={`${e.relationship}-${e[side]}-${e.via}`}>
              <code>{e.relationship}</code> {side === 'to' ? 'to' : 'from'} <a href={entityRoute(e[side])}>{e[side]}</a> <span className="gql-how">(via {side === 'to' ? '' : `${e.from}: `}<code>{e.via}</code>)</span>
            </li>
          ))}
        </ul>
      );
    pages.push(
      generatedPage({
        id: `generated/metamodel/entities/${entity.name.toLowerCase()}`,
        route: entityRoute(entity.name),
        title: entity.name,
        description: entity.description.split(/(?<=\.)\s/)[0] ?? entity.description,
        headings,
        body: (
          <EntitiesBase.Provider value={base}>
            <p className="lead">
              <InlineMarkdown text={entity.description} />
            </p>
            <p>
              <span className="badge">{entity.category === 'core' ? 'Core entity' : 'Internal entity'}</span> {aspects.length} aspects
              {aspects.some((a) => a.timeseries) && `, ${aspects.filter((a) => a.timeseries).length} of them timeseries`}.
            </p>
            <h2 id="urn">URN</h2>
            <p>
              Shape: <code>{urnPattern(entity, key)}</code>
            </p>
            <p>
              Example: <code>{entity.urnExample}</code>
            </p>
            {tools && <EntityUrnInspector keys={urnKeys} entity={entity.name} entityBase={ENTITIES_BASE} />}
            <h2 id="key-aspect">Key aspect</h2>
            <p>The key aspect's fields make up the URN, in this order.</p>
            {key && <AspectBlock aspect={key} isKey />}
            <h2 id="aspects">Aspects</h2>
            {aspects.map((aspect) => (
              <AspectBlock key={aspect.name} aspect={aspect} />
            ))}
            <h2 id="relationships">Relationships</h2>
            <p className="gql-label">Outgoing</p>
            {relationshipList(outgoing, 'to')}
            <p className="gql-label">Incoming</p>
            {relationshipList(incoming, 'from')}
            <h2 id="searchable-fields">Searchable fields</h2>
            {searchable.length === 0 ? (
              <p>None of the entity's top-level aspect fields are indexed for search.</p>
            ) : (
              <ul>
                {searchable.map(({ aspect, field }) => (
                  <li key={`${aspect}.${field.name}`}>
                    <code>{typeof field.searchable === 'object' && field.searchable.fieldName ? field.searchable.fieldName : field.name}</code> from <code>{aspect}</code>
                  </li>
                ))}
              </ul>
            )}
            {entity.graphqlType && (
              <>
                <h2 id="graphql">GraphQL</h2>
                <p>
                  Exposed as the {gqlHref ? <a href={gqlHref}>{entity.graphqlType}</a> : <code>{entity.graphqlType}</code>} type in the GraphQL API.
                </p>
              </>
            )}
          </EntitiesBase.Provider>
        ),
      }),
    );
  }
  const group = (category: 'core' | 'internal') => model.entities.filter((e) => e.category === category);
  pages.push(
    generatedPage({
      id: 'generated/metamodel/entities',
      route: base,
      title: 'Metadata model entities',
      description: `The ${model.entities.length} entities of the DataHub metadata model, with their URNs, aspects and relationships.`,
      headings: [
        { depth: 2, id: 'core', text: 'Core entities' },
        { depth: 2, id: 'internal', text: 'Internal entities' },
      ],
      body: (
        <>
          <p className="lead">Every entity of the metadata model, with its URN shape, aspects, relationships and searchable fields. Core entities are what people search and browse; internal entities hold platform state.</p>
          {(['core', 'internal'] as const).map((category) => (
            <section key={category} aria-labelledby={category}>
              <h2 id={category}>{category === 'core' ? 'Core entities' : 'Internal entities'}</h2>
              <ul className="gql-index">
                {group(category).map((e) => (
                  <li key={e.name} id={e.name.toLowerCase()}>
                    <a href={entityRoute(e.name)}>
                      <code>{e.name}</code>
                    </a>{' '}
                    <span>{e.description.split(/(?<=\.)\s/)[0]}</span>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </>
      ),
    }),
  );
  return pages;
}

const entityRouteIn = entityRoute;

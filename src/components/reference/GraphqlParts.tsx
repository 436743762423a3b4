import {
  astFromValue,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  isUnionType,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputField,
  type GraphQLNamedType,
  type GraphQLType,
  print,
} from 'graphql';
import type { ReactElement } from 'react';
import { descriptionHtml, inlineDescriptionHtml } from '../../build/sources/graphql/description.ts';
import type { GraphqlModel, Member, Usage } from '../../build/sources/graphql/model.ts';

/** Descriptions are Markdown (HTML escaped, bare URLs linked, headings as bold paragraphs). */
export function Description({ text }: { text?: string | null }): ReactElement | null {
  if (!text) return null;
  return <div className="gql-desc" dangerouslySetInnerHTML={{ __html: descriptionHtml(text) }} />;
}

/**
 * An enum value's description: one paragraph is the `.gql-desc` paragraph itself, without a
 * wrapper (the enums page has about 500 values; fewer elements, less layout, issue 20).
 */
function ValueDescription({ text }: { text?: string | null }): ReactElement | null {
  if (!text) return null;
  const html = descriptionHtml(text);
  const single = /^<p>((?:(?!<p[ >]|<\/p>)[\s\S])*)<\/p>\n?$/.exec(html);
  return single ? <p className="gql-desc" dangerouslySetInnerHTML={{ __html: single[1]! }} /> : <Description text={text} />;
}

/** A type with its list/non-null wrappers, the named type linked to its entry. */
export function TypeRef({ type, model }: { type: GraphQLType; model: GraphqlModel }): ReactElement {
  if (isNonNullType(type)) return <>{<TypeRef type={type.ofType} model={model} />}!</>;
  if (isListType(type)) return <>[{<TypeRef type={type.ofType} model={model} />}]</>;
  const member = model.typeMember.get(type.name);
  return member ? <a href={member.href}>{type.name}</a> : <span>{type.name}</span>;
}

/**
 * A default value as a GraphQL literal (`{direction: ASC, field: CREATED_AT}`, `RIGHT`): as written
 * in the SDL when the schema came from SDL, else printed from the value by graphql-js.
 */
function defaultText(input: GraphQLArgument | GraphQLInputField): string {
  const node = input.astNode?.defaultValue ?? astFromValue(input.defaultValue, input.type);
  return node ? print(node) : String(input.defaultValue);
}

function Deprecation({ reason }: { reason?: string | null }): ReactElement | null {
  if (reason === undefined || reason === null) return null;
  // graphql-js fills in "No longer supported" for a bare @deprecated.
  const text = reason === 'No longer supported' ? 'Avoid in new code.' : reason;
  const inline = inlineDescriptionHtml(text);
  return (
    <p className="gql-deprecated">
      <strong>Deprecated.</strong> <span dangerouslySetInnerHTML={{ __html: inline }} />
    </p>
  );
}

/** Arguments of a field: name, type, default, description. */
function Args({ args, model, anchor }: { args: readonly GraphQLArgument[]; model: GraphqlModel; anchor: string }): ReactElement | null {
  if (args.length === 0) return null;
  return (
    <dl className="gql-args">
      {args.map((arg) => (
        <div key={arg.name} id={`${anchor}.${arg.name.toLowerCase()}`}>
          <dt>
            <code>
              {arg.name}: <TypeRef type={arg.type} model={model} />
              {arg.defaultValue !== undefined && ` = ${defaultText(arg)}`}
            </code>
          </dt>
          <dd>
            <Description text={arg.description} />
            <Deprecation reason={arg.deprecationReason} />
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** One field of an object, interface or input type. */
function FieldItem({ field, owner, model }: { field: GraphQLField<unknown, unknown> | GraphQLInputField; owner: Member; model: GraphqlModel }): ReactElement {
  const anchor = `${owner.slug}.${field.name.toLowerCase()}`;
  const args = 'args' in field ? field.args : [];
  return (
    <li className="gql-field" id={anchor}>
      <code className="gql-field-sig">
        {field.name}
        {args.length > 0 && '(…)'}: <TypeRef type={field.type} model={model} />
        {'defaultValue' in field && field.defaultValue !== undefined && ` = ${defaultText(field)}`}
      </code>
      <Description text={field.description} />
      <Deprecation reason={field.deprecationReason} />
      <Args args={args} model={model} anchor={anchor} />
    </li>
  );
}

const KIND_WORD = (type: GraphQLNamedType): string =>
  isObjectType(type) ? 'type' : isInputObjectType(type) ? 'input' : isInterfaceType(type) ? 'interface' : isUnionType(type) ? 'union' : isEnumType(type) ? 'enum' : 'scalar';

/** The SDL signature line of a type or root field, with linked type names. */
export function Signature({ member, model }: { member: Member; model: GraphqlModel }): ReactElement {
  const { type, field } = member;
  if (field) {
    return (
      <pre className="gql-sig">
        <code>
          {field.name}
          {field.args.length > 0 && (
            <>
              {'(\n'}
              {field.args.map((a, i) => (
                <span key={a.name}>
                  {'  '}
                  {a.name}: <TypeRef type={a.type} model={model} />
                  {a.defaultValue !== undefined && ` = ${defaultText(a)}`}
                  {i < field.args.length - 1 ? '\n' : '\n'}
                </span>
              ))}
              {')'}
            </>
          )}
          : <TypeRef type={field.type} model={model} />
        </code>
      </pre>
    );
  }
  const t = type!;
  const interfaces = isObjectType(t) || isInterfaceType(t) ? t.getInterfaces() : [];
  // Long `implements` and union lists wrap between items (`&`/`|` held to its name by a no-break
  // space), continuation lines indented.
  return (
    <pre className="gql-sig gql-sig-type">
      <code>
        {KIND_WORD(t)} {t.name}
        {interfaces.length > 0 && (
          <>
            {' implements '}
            {interfaces.map((i, n) => (
              <span key={i.name}>
                {n > 0 && ' '}
                <span className="gql-sig-item">
                  {n > 0 && '&\u00a0'}
                  <TypeRef type={i} model={model} />
                </span>
              </span>
            ))}
          </>
        )}
        {isUnionType(t) && (
          <>
            {' = '}
            {t.getTypes().map((m, n) => (
              <span key={m.name}>
                {n > 0 && ' '}
                <span className="gql-sig-item">
                  {n > 0 && '|\u00a0'}
                  <TypeRef type={m} model={model} />
                </span>
              </span>
            ))}
          </>
        )}
      </code>
    </pre>
  );
}

/** What a usage group is called, in the order groups are listed on a "used by" page. */
export const USAGE_GROUPS: Record<Usage['how'], string> = {
  'implemented by': 'Implemented by',
  'member of': 'Member of',
  implements: 'Implements',
  returns: 'Returned by',
  argument: 'Arguments',
  'input field': 'Input fields',
};

/** A list of usages: each links to the place, with how it uses the type. */
export function UsageList({ usages }: { usages: Usage[] }): ReactElement {
  return (
    <ul>
      {usages.map((u) => (
        <li key={`${u.how}:${u.label}`}>
          <a href={u.href}>
            <code>{u.label}</code>
          </a>{' '}
          <span className="gql-how">{u.how}</span>
        </li>
      ))}
    </ul>
  );
}

/** The labelled parts a member's entry has, as [id, label]: these are the TOC of a member's own page. */
export function memberParts(member: Member): [string, string][] {
  const { type, field } = member;
  const parts: [string, string][] = [];
  if (field && field.args.length > 0) parts.push(['arguments', 'Arguments']);
  if (type && (isObjectType(type) || isInterfaceType(type) || isInputObjectType(type))) parts.push(['fields', 'Fields']);
  if (type && isEnumType(type)) parts.push(['values', 'Values']);
  return parts;
}

/** "Arguments", "Fields", "Values": a heading on a member's own page, a small label inside a section page. */
function PartLabel({ id, text, ownPage }: { id: string; text: string; ownPage?: boolean }): ReactElement {
  return ownPage ? <h2 id={id}>{text}</h2> : <p className="gql-label">{text}</p>;
}

/** Everything about one member: signature, description, fields or values, and where it is used. */
export function MemberBody({ member, model, ownPage }: { member: Member; model: GraphqlModel; ownPage?: boolean }): ReactElement {
  const { type, field } = member;
  const usages = type ? (model.usedBy.get(type.name) ?? []) : [];
  // Every usage is listed: in the entry, or past USED_BY_INLINE on a page of the type's own.
  const usagesPage = type ? model.usedByPage.get(type.name) : undefined;
  return (
    <>
      <Signature member={member} model={model} />
      <Description text={field ? field.description : type?.description} />
      {field && <Deprecation reason={field.deprecationReason} />}
      {field && field.args.length > 0 && (
        <>
          <PartLabel id="arguments" text="Arguments" ownPage={ownPage} />
          <Args args={field.args} model={model} anchor={member.slug} />
        </>
      )}
      {type && (isObjectType(type) || isInterfaceType(type) || isInputObjectType(type)) && (
        <>
          <PartLabel id="fields" text="Fields" ownPage={ownPage} />
          <ul className="gql-fields">
            {Object.values(type.getFields()).map((f) => (
              <FieldItem key={f.name} field={f} owner={member} model={model} />
            ))}
          </ul>
        </>
      )}
      {type && isEnumType(type) && (
        <>
          <PartLabel id="values" text="Values" ownPage={ownPage} />
          <ul className="gql-fields">
            {type.getValues().map((v) => (
              <li key={v.name} className="gql-field" id={`${member.slug}.${v.name.toLowerCase()}`}>
                <code className="gql-field-sig">{v.name}</code>
                <ValueDescription text={v.description} />
                <Deprecation reason={v.deprecationReason} />
              </li>
            ))}
          </ul>
        </>
      )}
      {type && isScalarType(type) && type.specifiedByURL && (
        <p>
          Specified by <a href={type.specifiedByURL}>{type.specifiedByURL}</a>.
        </p>
      )}
      {usagesPage ? (
        <p className="gql-used-by">
          <a href={usagesPage}>Used by {usages.length.toLocaleString('en')} places</a>
        </p>
      ) : (
        usages.length > 0 && (
          <details className="gql-used-by">
            <summary>Used by {usages.length === 1 ? '1 place' : `${usages.length} places`}</summary>
            <UsageList usages={usages} />
          </details>
        )
      )}
    </>
  );
}

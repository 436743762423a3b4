import { getNamedType, isEnumType, isInputObjectType, isInterfaceType, isObjectType } from 'graphql';
import type { ReactElement } from 'react';
import { MemberBody, memberParts, TypeRef, USAGE_GROUPS, UsageList } from '../../../components/reference/GraphqlParts.tsx';
import { ScrollTable } from '../../../components/ScrollTable.tsx';
import { TabItem, Tabs } from '../../../components/mdx/Tabs.tsx';
import { BuildError, type Problem } from '../../errors.ts';
import type { SitePage } from '../../model/site.ts';
import { generatedPage } from '../generated-page.ts';
import type { Heading } from '../../markdown/facts.ts';
import { descriptionHtml, descriptionLinks, textsOf, type DescribedText } from './description.ts';
import type { RenderedExample } from './examples-html.ts';
import { GRAPHQL_SECTIONS, OPERATION_SECTIONS, type GraphqlModel, type GraphqlSection, type Member, type Usage } from './model.ts';

/** Wording of the generated pages that depends on the site (`site.config.ts` `graphqlReference`). */
export interface GraphqlPageOptions {
  /** Route of the reference. @default "/docs/graphql" */
  base?: string;
  /** Placed on each section page, after its entry count (the GraphQL checker). */
  tool?: ReactElement;
  /** The product the API belongs to ("what you can read from DataHub"); without it the wording is neutral. */
  productName?: string;
  /** Worked examples by operation (`Query.dataset`), with their rendered tabs (`renderGraphqlExamples`). */
  examples?: ReadonlyMap<string, RenderedExample[]>;
}

/** `Query.dataset`: how the examples file names an operation. */
export function operationKey(model: GraphqlModel, member: Member): string {
  const root = member.section === 'mutations' ? model.schema.getMutationType() : model.schema.getQueryType();
  return `${root?.name ?? ''}.${member.name}`;
}

/** The interface most types implement: the example the interfaces page names. */
function mostImplemented(model: GraphqlModel): string | undefined {
  let best: [string, number] | undefined;
  for (const member of model.sections.interfaces) {
    const count = (model.usedBy.get(member.name) ?? []).filter((u) => u.how === 'implemented by').length;
    if (count > 1 && (!best || count > best[1])) best = [member.name, count];
  }
  return best?.[0];
}

/** One lead sentence per section (Markdown with inline code), worded for this schema and product. */
function sectionIntros(model: GraphqlModel, productName: string | undefined): Record<GraphqlSection, string> {
  const query = model.schema.getQueryType()?.name ?? 'Query';
  const mutation = model.schema.getMutationType()?.name ?? 'Mutation';
  const example = mostImplemented(model);
  return {
    queries: `Every field of the root \`${query}\` type: what you can read ${productName ? `from ${productName} through GraphQL` : 'through this GraphQL API'}.`,
    mutations: `Every field of the root \`${mutation}\` type: what you can change ${productName ? `in ${productName} through GraphQL` : 'through this GraphQL API'}.`,
    objects: 'Object types: the shapes queries and mutations return.',
    inputObjects: 'Input types: the structured arguments that queries and mutations accept.',
    interfaces: `Interfaces: fields that several object types share${example ? `, such as \`${example}\`` : ''}.`,
    unions: 'Unions: fields that may return one of several object types.',
    enums: 'Enums: the fixed sets of values fields and arguments use.',
    scalars: 'Scalars: the leaf values of the schema, built in and custom.',
  };
}

/** Every Markdown text an entry shows: its description, its fields', arguments' and values', and deprecation reasons. */
function memberTexts(member: Member): DescribedText[] {
  const { type, field } = member;
  if (field) return [...textsOf(field.astNode), ...field.args.flatMap((a) => textsOf(a.astNode))];
  if (!type) return [];
  const texts = textsOf(type.astNode);
  if (isObjectType(type) || isInterfaceType(type)) {
    for (const f of Object.values(type.getFields())) texts.push(...textsOf(f.astNode), ...f.args.flatMap((a) => textsOf(a.astNode)));
  } else if (isInputObjectType(type)) {
    for (const f of Object.values(type.getFields())) texts.push(...textsOf(f.astNode));
  } else if (isEnumType(type)) {
    for (const v of type.getValues()) texts.push(...textsOf(v.astNode));
  }
  return texts;
}

/** The first sentence of a description, for index lines and meta descriptions. */
function summary(text: string | null | undefined, fallback: string): string {
  const plain = (text ?? '').replace(/`/g, '').replace(/\s+/g, ' ').trim();
  const first = /^(.+?[.!?])(\s|$)/.exec(plain)?.[1] ?? plain;
  return (first || fallback).slice(0, 200);
}

function descriptionOf(member: Member): string | null | undefined {
  return member.field ? member.field.description : member.type?.description;
}


/** A long section's page: an alphabetical index whose entries carry the member anchors. */
function IndexBody({ members }: { members: Member[] }): ReactElement {
  const letters = [...new Set(members.map((m) => m.name[0]!.toUpperCase()))];
  return (
    <>
      {letters.map((letter) => (
        <section key={letter} aria-labelledby={`letter-${letter.toLowerCase()}`}>
          <h2 id={`letter-${letter.toLowerCase()}`}>{letter}</h2>
          <ul className="gql-index">
            {members
              .filter((m) => m.name[0]!.toUpperCase() === letter)
              .map((m) => (
                <li key={m.slug} id={m.slug}>
                  <a href={m.href}>
                    <code>{m.name}</code>
                  </a>{' '}
                  <span>{summary(descriptionOf(m), '')}</span>
                </li>
              ))}
          </ul>
        </section>
      ))}
    </>
  );
}

/** An id for an example's heading, from its title: `Read a dataset` → `example-read-a-dataset`. */
function exampleId(title: string): string {
  return `example-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '')}`;
}

/**
 * A query or mutation section's page: one table row per operation (name linked to its page, its
 * arguments, what it returns, the first sentence of its description). Each row keeps the
 * operation's `#anchor`, so links written before operations had pages still land on it. The rows
 * stay out of the full-text index: each operation's own page is its search entry.
 */
function OperationIndex({ members, model, label }: { members: Member[]; model: GraphqlModel; label: string }): ReactElement {
  return (
    <div data-pagefind-ignore="">
      <ScrollTable label={label} columns={['Name', 'Arguments', 'Returns', 'Description']} className="gql-ops">
        {members.map((m) => (
          <tr key={m.slug} id={m.slug}>
            <td>
              <a href={m.href}>
                <code>{m.name}</code>
              </a>
            </td>
            <td>{m.field!.args.length > 0 ? <code>{m.field!.args.map((a) => `${a.name}: ${String(a.type)}`).join(', ')}</code> : null}</td>
            <td>
              <code>
                <TypeRef type={m.field!.type} model={model} />
              </code>
            </td>
            <td>{summary(descriptionOf(m), '')}</td>
          </tr>
        ))}
      </ScrollTable>
    </div>
  );
}

/** What an operation returns (its type linked, with the first sentence of the type's description), then its worked examples. */
function OperationExtras({ member, model, examples }: { member: Member; model: GraphqlModel; examples: readonly RenderedExample[] }): ReactElement {
  const field = member.field!;
  const named = getNamedType(field.type);
  return (
    <>
      <h2 id="returns">Returns</h2>
      <p>
        <code>
          <TypeRef type={field.type} model={model} />
        </code>
        {named?.description ? <> — {summary(named.description, '')}</> : null}
      </p>
      {examples.length > 0 && (
        <>
          <h2 id="examples">{examples.length === 1 ? 'Example' : 'Examples'}</h2>
          {examples.map(({ example, blocks }) => (
            <section key={example.title} className="gql-example" aria-labelledby={exampleId(example.title)}>
              <h3 id={exampleId(example.title)}>{example.title}</h3>
              {example.description ? <div className="gql-desc" dangerouslySetInnerHTML={{ __html: descriptionHtml(example.description) }} /> : null}
              <Tabs>
                {blocks.map((block) => (
                  <TabItem key={block.value} value={block.value} label={block.label}>
                    <div dangerouslySetInnerHTML={{ __html: block.html }} />
                  </TabItem>
                ))}
              </Tabs>
            </section>
          ))}
        </>
      )}
    </>
  );
}

/** The headings of an operation's own page: arguments, returns, examples. */
function operationHeadings(member: Member, examples: readonly RenderedExample[]): Heading[] {
  const headings: Heading[] = memberParts(member).map(([id, text]) => ({ depth: 2, id, text }));
  headings.push({ depth: 2, id: 'returns', text: 'Returns' });
  if (examples.length > 0) {
    headings.push({ depth: 2, id: 'examples', text: examples.length === 1 ? 'Example' : 'Examples' });
    for (const { example } of examples) headings.push({ depth: 3, id: exampleId(example.title), text: example.title });
  }
  return headings;
}

/** The page listing every place that uses a type, grouped by how (returned by, argument, …). */
function usedByPage(member: Member, usages: Usage[], route: string, parentRoute: string): SitePage {
  const groups = (Object.keys(USAGE_GROUPS) as Usage['how'][]).map((how) => [how, usages.filter((u) => u.how === how)] as const).filter(([, list]) => list.length > 0);
  const id = (how: string) => how.replace(/\s+/g, '-');
  return generatedPage({
    keywords: ['graphql'],
    id: `graphql/${member.section}/${member.slug}/used-by`,
    route,
    title: `Where ${member.name} is used`,
    description: `The ${usages.length.toLocaleString('en')} places of the GraphQL schema that use ${member.name}.`,
    headings: groups.map(([how]) => ({ depth: 2, id: id(how), text: USAGE_GROUPS[how] })),
    parentRoute,
    body: (
      <>
        <p className="lead">
          Every place that uses <a href={member.href}>{member.name}</a>: {usages.length.toLocaleString('en')} in all.
        </p>
        {groups.map(([how, list]) => (
          <section key={how} className="gql-used-by" aria-labelledby={id(how)}>
            <h2 id={id(how)}>
              <a className="heading-link" href={`#${id(how)}`}>
                {USAGE_GROUPS[how]}
              </a>
            </h2>
            <UsageList usages={list} />
          </section>
        ))}
      </>
    ),
  });
}

/**
 * The eight section pages, a page per member of the long sections, and a "used by" page per type
 * used in more places than its entry lists. Links written in descriptions are recorded with their
 * schema file and line; a description with an unexpanded template placeholder stops the build.
 */
export function buildGraphqlPages(model: GraphqlModel, options: GraphqlPageOptions = {}): SitePage[] {
  const { base = '/docs/graphql', tool, productName, examples = new Map() } = options;
  const intros = sectionIntros(model, productName);
  const problems: Problem[] = [];
  const pages: SitePage[] = [];
  for (const section of Object.keys(GRAPHQL_SECTIONS) as GraphqlSection[]) {
    const members = model.sections[section];
    const route = `${base}/${section}`;
    const title = GRAPHQL_SECTIONS[section];
    const intro = <p className="lead" dangerouslySetInnerHTML={{ __html: intros[section].replace(/`([^`]+)`/g, '<code>$1</code>') }} />;
    const count = <p>{`${members.length} ${members.length === 1 ? 'entry' : 'entries'}.`}</p>;
    const split = model.split.has(section);
    const operations = OPERATION_SECTIONS.includes(section);
    const letters = [...new Set(members.map((m) => m.name[0]!.toUpperCase()))];
    // A long section's page is an index (its entries keep the #anchors); a short one holds every member.
    pages.push(
      generatedPage({
        keywords: ['graphql'],
        id: `graphql/${section}`,
        route,
        title,
        description: intros[section].replace(/`/g, ''),
        headings: operations ? [] : split ? letters.map((l) => ({ depth: 2, id: `letter-${l.toLowerCase()}`, text: l })) : members.map((m) => ({ depth: 2, id: m.slug, text: m.name })),
        links: split ? [] : members.flatMap((m) => descriptionLinks(memberTexts(m), route, problems)),
        body: (
          <>
            {intro}
            {count}
            {tool}
            {operations ? (
              <OperationIndex members={members} model={model} label={`${title}: ${members.length} ${members.length === 1 ? 'operation' : 'operations'}`} />
            ) : split ? (
              <IndexBody members={members} />
            ) : (
              members.map((member) => (
                <section key={member.slug} className="gql-member" aria-labelledby={member.slug}>
                  <h2 id={member.slug}>
                    <a className="heading-link" href={`#${member.slug}`}>
                      {member.name}
                    </a>
                  </h2>
                  <MemberBody member={member} model={model} />
                </section>
              ))
            )}
          </>
        ),
      }),
    );
    for (const member of members) {
      const usages = member.type ? model.usedBy.get(member.type.name) : undefined;
      const usagesRoute = member.type ? model.usedByPage.get(member.type.name) : undefined;
      if (usages && usagesRoute) pages.push(usedByPage(member, usages, usagesRoute, route));
      if (!split) continue;
      const own = operations ? (examples.get(operationKey(model, member)) ?? []) : [];
      pages.push(
        generatedPage({
          keywords: ['graphql'],
          id: `graphql/${section}/${member.slug}`,
          route: member.href,
          title: member.name,
          description: summary(descriptionOf(member), `The ${member.name} ${section === 'mutations' ? 'mutation' : section === 'queries' ? 'query' : 'type'} of the ${productName ? `${productName} ` : ''}GraphQL API.`),
          headings: operations ? operationHeadings(member, own) : memberParts(member).map(([id, text]) => ({ depth: 2, id, text })),
          parentRoute: route,
          links: descriptionLinks(memberTexts(member), member.href, problems),
          body: (
            <div className="gql-member" id={member.slug}>
              <MemberBody member={member} model={model} ownPage />
              {operations && <OperationExtras member={member} model={model} examples={own} />}
            </div>
          ),
        }),
      );
    }
  }
  if (problems.length > 0) throw new BuildError(problems);
  return pages;
}

import type { ReactElement } from 'react';
import { MemberBody, memberParts } from '../../../components/reference/GraphqlParts.tsx';
import type { Heading } from '../../markdown/facts.ts';
import type { SitePage } from '../../model/site.ts';
import { generatedPage } from '../generated-page.ts';
import { GRAPHQL_SECTIONS, type GraphqlModel, type GraphqlSection, type Member } from './model.ts';

const SECTION_INTROS: Record<GraphqlSection, string> = {
  queries: 'Every field of the root `Query` type: what you can read from DataHub through GraphQL.',
  mutations: 'Every field of the root `Mutation` type: what you can change in DataHub through GraphQL.',
  objects: 'Object types: the shapes queries and mutations return.',
  inputObjects: 'Input types: the structured arguments that queries and mutations accept.',
  interfaces: 'Interfaces: fields that several object types share, such as `Entity`.',
  unions: 'Unions: fields that may return one of several object types.',
  enums: 'Enums: the fixed sets of values fields and arguments use.',
  scalars: 'Scalars: the leaf values of the schema, built in and custom.',
};


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

/**
 * The eight section pages, and a page per member of the long sections. `tool` (the GraphQL
 * checker) is placed on each section page, after its entry count.
 */
export function buildGraphqlPages(model: GraphqlModel, base = '/docs/graphql', tool?: ReactElement): SitePage[] {
  const pages: SitePage[] = [];
  for (const section of Object.keys(GRAPHQL_SECTIONS) as GraphqlSection[]) {
    const members = model.sections[section];
    const route = `${base}/${section}`;
    const title = GRAPHQL_SECTIONS[section];
    const intro = <p className="lead" dangerouslySetInnerHTML={{ __html: SECTION_INTROS[section].replace(/`([^`]+)`/g, '<code>$1</code>') }} />;
    const count = <p>{`${members.length} ${members.length === 1 ? 'entry' : 'entries'}.`}</p>;
    const split = model.split.has(section);
    const letters = [...new Set(members.map((m) => m.name[0]!.toUpperCase()))];
    // A long section's page is an index (its entries keep the #anchors); a short one holds every member.
    pages.push(
      generatedPage({
        keywords: ['graphql'],
        id: `graphql/${section}`,
        route,
        title,
        description: SECTION_INTROS[section].replace(/`/g, ''),
        headings: split ? letters.map((l) => ({ depth: 2, id: `letter-${l.toLowerCase()}`, text: l })) : members.map((m) => ({ depth: 2, id: m.slug, text: m.name })),
        body: (
          <>
            {intro}
            {count}
            {tool}
            {split ? (
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
    if (!split) continue;
    for (const member of members) {
      pages.push(
        generatedPage({
          keywords: ['graphql'],
          id: `graphql/${section}/${member.slug}`,
          route: member.href,
          title: member.name,
          description: summary(descriptionOf(member), `The ${member.name} ${section === 'mutations' ? 'mutation' : 'type'} of the DataHub GraphQL API.`),
          headings: memberParts(member).map(([id, text]) => ({ depth: 2, id, text })),
          parentRoute: route,
          body: (
            <div className="gql-member" id={member.slug}>
              <MemberBody member={member} model={model} ownPage />
            </div>
          ),
        }),
      );
    }
  }
  return pages;
}

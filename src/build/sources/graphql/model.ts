import {
  getNamedType,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isObjectType,
  isScalarType,
  isUnionType,
  type GraphQLField,
  type GraphQLInputField,
  type GraphQLNamedType,
  type GraphQLSchema,
} from 'graphql';

/** The eight reference sections, in reading order, with their page titles. */
export const GRAPHQL_SECTIONS = {
  queries: 'Queries',
  mutations: 'Mutations',
  objects: 'Objects',
  inputObjects: 'Input objects',
  interfaces: 'Interfaces',
  unions: 'Unions',
  enums: 'Enums',
  scalars: 'Scalars',
} as const;

export type GraphqlSection = keyof typeof GRAPHQL_SECTIONS;

/** A type section with more members than this also gets one page per member (its page becomes an index). */
export const SPLIT_THRESHOLD = 150;

/** The root-field sections: every operation has a page of its own, and the section page is a table of them. */
export const OPERATION_SECTIONS: readonly GraphqlSection[] = ['queries', 'mutations'];

/** A named type or a root field as the reference shows it. */
export interface Member {
  section: GraphqlSection;
  name: string;
  /** Anchor on the section page (and last route segment when split): lower-cased, unique. */
  slug: string;
  /** Where the member is documented in full. */
  href: string;
  type?: GraphQLNamedType;
  field?: GraphQLField<unknown, unknown>;
}

/** A place that mentions a type: a field returning it, an argument or input field taking it, … */
export interface Usage {
  label: string;
  href: string;
  how: 'returns' | 'argument' | 'input field' | 'implemented by' | 'member of' | 'implements';
}

export interface GraphqlModel {
  schema: GraphQLSchema;
  sections: Record<GraphqlSection, Member[]>;
  /** Sections that have a page per member. */
  split: Set<GraphqlSection>;
  /** Type name → its member (for links). */
  typeMember: Map<string, Member>;
  /** Type name → everything that mentions it. */
  usedBy: Map<string, Usage[]>;
  /** Type name → the route of its own "used by" page, for types used in more places than an entry lists. */
  usedByPage: Map<string, string>;
}

/**
 * A type used in more places than this gets a page listing them all, linked from its entry (a
 * built-in scalar is used by thousands of fields: inline, they would make the scalars page heavy).
 */
export const USED_BY_INLINE = 200;

function sectionOf(type: GraphQLNamedType, roots: Set<string>): GraphqlSection | undefined {
  if (type.name.startsWith('__') || roots.has(type.name)) return undefined;
  if (isObjectType(type)) return 'objects';
  if (isInputObjectType(type)) return 'inputObjects';
  if (isInterfaceType(type)) return 'interfaces';
  if (isUnionType(type)) return 'unions';
  if (isEnumType(type)) return 'enums';
  if (isScalarType(type)) return 'scalars';
  return undefined;
}

/** Unique lower-case slugs within one list, in order: `Dataset` → `dataset`, a clash → `dataset-2`. */
function slugs(names: string[]): string[] {
  const seen = new Map<string, number>();
  return names.map((name) => {
    const base = name.toLowerCase();
    const n = (seen.get(base) ?? 0) + 1;
    seen.set(base, n);
    return n === 1 ? base : `${base}-${n}`;
  });
}

/** Sorts, routes and cross-references a schema for the reference pages. */
export function buildGraphqlModel(schema: GraphQLSchema, base = '/docs/graphql', usedByInline = USED_BY_INLINE): GraphqlModel {
  const roots = new Set([schema.getQueryType()?.name, schema.getMutationType()?.name, schema.getSubscriptionType()?.name].filter((n): n is string => Boolean(n)));
  const sections = Object.fromEntries(Object.keys(GRAPHQL_SECTIONS).map((s) => [s, [] as Member[]])) as Record<GraphqlSection, Member[]>;
  const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name, 'en');
  const types = Object.values(schema.getTypeMap()).sort(byName);
  // Built-in scalars are listed too (the schema's map holds the ones it uses), so every type links somewhere.
  for (const type of types) {
    const section = sectionOf(type, roots);
    if (section) sections[section].push({ section, name: type.name, slug: '', href: '', type });
  }
  const rootFields = (root: string | undefined): Member[] => {
    const type = root ? schema.getType(root) : undefined;
    return isObjectType(type) ? Object.values(type.getFields()).sort(byName).map((field) => ({ section: 'queries' as GraphqlSection, name: field.name, slug: '', href: '', field })) : [];
  };
  sections.queries = rootFields(schema.getQueryType()?.name);
  sections.mutations = rootFields(schema.getMutationType()?.name).map((m) => ({ ...m, section: 'mutations' as GraphqlSection }));
  const split = new Set((Object.keys(sections) as GraphqlSection[]).filter((s) => OPERATION_SECTIONS.includes(s) || sections[s].length > SPLIT_THRESHOLD));
  const typeMember = new Map<string, Member>();
  for (const section of Object.keys(sections) as GraphqlSection[]) {
    const list = sections[section];
    slugs(list.map((m) => m.name)).forEach((slug, i) => {
      const member = list[i]!;
      member.slug = slug;
      member.href = split.has(section) ? `${base}/${section}/${slug}` : `${base}/${section}#${slug}`;
      if (member.type) typeMember.set(member.name, member);
    });
  }
  const usedBy = new Map<string, Usage[]>();
  const add = (typeName: string, usage: Usage): void => {
    const list = usedBy.get(typeName) ?? [];
    list.push(usage);
    usedBy.set(typeName, list);
  };
  const fieldHref = (owner: Member | undefined, field: string): string => (owner ? `${owner.href.split('#')[0]}#${owner.slug}.${field.toLowerCase()}` : '#');
  for (const section of ['queries', 'mutations'] as const) {
    for (const member of sections[section]) {
      const field = member.field!;
      add(getNamedType(field.type).name, { label: `${section === 'queries' ? 'Query' : 'Mutation'}.${field.name}`, href: member.href, how: 'returns' });
      for (const arg of field.args) add(getNamedType(arg.type).name, { label: `${field.name}(${arg.name})`, href: member.href, how: 'argument' });
    }
  }
  for (const member of [...sections.objects, ...sections.interfaces, ...sections.inputObjects]) {
    const type = member.type!;
    if (isObjectType(type) || isInterfaceType(type)) {
      for (const field of Object.values(type.getFields()) as GraphQLField<unknown, unknown>[]) {
        add(getNamedType(field.type).name, { label: `${type.name}.${field.name}`, href: fieldHref(member, field.name), how: 'returns' });
        for (const arg of field.args) add(getNamedType(arg.type).name, { label: `${type.name}.${field.name}(${arg.name})`, href: fieldHref(member, field.name), how: 'argument' });
      }
      for (const iface of type.getInterfaces()) {
        add(iface.name, { label: type.name, href: member.href, how: 'implemented by' });
      }
    }
    if (isInputObjectType(type)) {
      for (const field of Object.values(type.getFields()) as GraphQLInputField[]) {
        add(getNamedType(field.type).name, { label: `${type.name}.${field.name}`, href: fieldHref(member, field.name), how: 'input field' });
      }
    }
  }
  for (const member of sections.unions) {
    if (isUnionType(member.type)) for (const t of member.type.getTypes()) add(t.name, { label: member.name, href: member.href, how: 'member of' });
  }
  const usedByPage = new Map<string, string>();
  for (const [name, usages] of usedBy) {
    const member = typeMember.get(name);
    if (member && usages.length > usedByInline) usedByPage.set(name, `${base}/${member.section}/${member.slug}/used-by`);
  }
  return { schema, sections, split, typeMember, usedBy, usedByPage };
}

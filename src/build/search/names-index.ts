import {
  editionMask,
  NAME_TYPES,
  PAGE_FLAG_GENERATED,
  PAGE_FLAG_LISTING,
  PAGE_KINDS,
  pageKindOf,
  type MoreNames,
  type NameRow,
  type NamesIndex,
  type NameType,
  type PageRow,
} from '../../shared/search-names.ts';
import { isSearchablePage } from '../model/site.ts';
import { URN_INSPECTOR_ROUTE } from '../sources/entities/tool-routes.ts';
import type { VersionSite } from '../site-model.ts';


/**
 * The names index of the latest version, in two parts. The first, fetched when search opens and
 * enough for the first results: every searchable page (title, route, sidebar section, kind,
 * editions), sidebar labels, keywords and the reference names people type (enum values, aspects
 * and their fields, plugins). The second, fetched right after: headings, GraphQL type fields and
 * page descriptions, which grow with the site. A heading that repeats on many generated pages of
 * one kind is kept once.
 */
export function buildNamesIndex(version: VersionSite, extraKeywords: ReadonlyMap<string, string[]> = new Map()): { index: NamesIndex; more: MoreNames } {
  const sections: string[] = [];
  const sectionIndex = (label: string | undefined): number => {
    if (!label) return -1;
    let i = sections.indexOf(label);
    if (i === -1) i = sections.push(label) - 1;
    return i;
  };
  const pages: PageRow[] = [];
  const names: NameRow[] = [];
  const more: NameRow[] = [];
  const descriptions: string[] = [];
  const pageIndex = new Map<string, number>();
  const typeIndex = (type: NameType): number => NAME_TYPES.indexOf(type);
  const seenGeneratedHeadings = new Set<string>();

  for (const page of version.pages) {
    if (!isSearchablePage(page)) continue;
    const kind = pageKindOf(page.route, version.archived ? `/docs/${version.name}` : '/docs');
    const index = pages.length;
    pageIndex.set(page.route, index);
    // Generated GraphQL and entity pages have formulaic descriptions: only guides and connectors carry theirs.
    descriptions.push(kind === 'guide' || kind === 'connector' ? page.description : '');
    const row: PageRow = [page.title, page.route, sectionIndex(version.navByRoute.get(page.route)?.section?.label), PAGE_KINDS.indexOf(kind), editionMask(page.edition), ''];
    const flags = (page.kind === 'category-index' ? PAGE_FLAG_LISTING : 0) | (page.kind === 'doc' && !page.file && kind === 'guide' ? PAGE_FLAG_GENERATED : 0);
    if (flags) row.push(flags);
    pages.push(row);
    // A sidebar label is a second name for the page, weighed like a keyword (the title stays the main name).
    if (page.sidebarLabel && page.sidebarLabel !== page.title) names.push([page.sidebarLabel, index, '', typeIndex('keyword')]);
    for (const keyword of [...(page.keywords ?? []), ...(extraKeywords.get(page.route) ?? [])]) names.push([keyword, index, '', typeIndex('keyword')]);
    // Entity pages: their aspects come as reference names (once each, on the most useful entity).
    for (const heading of kind === 'entity' ? [] : page.headings) {
      if (heading.depth > 3) continue;
      if (kind !== 'guide') {
        const key = `${kind}\u0000${heading.text}`;
        if (seenGeneratedHeadings.has(key)) continue;
        seenGeneratedHeadings.add(key);
      }
      more.push([heading.text, index, heading.id, typeIndex('heading')]);
    }
  }
  for (const extra of version.searchNames) {
    const index = pageIndex.get(extra.route);
    if (index === undefined) continue;
    // Fields of GraphQL types are many and rarely the first thing typed: they come second.
    const target = extra.type === 'field' && extra.route.startsWith('/docs/graphql/') ? more : names;
    target.push([extra.name, index, extra.anchor ?? '', typeIndex(extra.type)]);
  }
  // A pasted URN is offered to the URN inspector when this version publishes it.
  const urnInspector = pageIndex.has(URN_INSPECTOR_ROUTE) ? URN_INSPECTOR_ROUTE : version.pages.find((p) => p.route === URN_INSPECTOR_ROUTE)?.route;
  const tools = urnInspector ? { urnInspector } : undefined;
  return { index: { version: 1, sections, pages, names, ...(tools && { tools }) }, more: { version: 1, names: more, descriptions } };
}

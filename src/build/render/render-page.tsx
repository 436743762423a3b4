import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { AdoptionStoriesPage } from '../../components/AdoptionStoriesPage.tsx';
import { CategoryPage } from '../../components/CategoryPage.tsx';
import { DocPage } from '../../components/DocPage.tsx';
import { HomePage } from '../../components/HomePage.tsx';
import { NotFoundPage } from '../../components/NotFoundPage.tsx';
import { RedirectPage } from '../../components/RedirectPage.tsx';
import { SearchPage } from '../../components/SearchPage.tsx';
import type { PageView } from '../../components/view.ts';
import type { AdoptionStory } from '../data/adoption-stories.ts';
import type { IconLogo } from '../sources/connectors/logo-model.ts';
import type { NavNode, PageKind } from '../model/site.ts';

/** Data some page kinds need beyond the page itself. */
export interface RenderData {
  stories: AdoptionStory[];
  /** Connector id → icon, for the home page's connector strip. */
  connectorLogos: Record<string, IconLogo>;
  categoryByRoute: ReadonlyMap<string, NavNode>;
  descriptionByRoute: ReadonlyMap<string, string>;
}

type Renderer = (view: PageView, data: RenderData) => ReactElement;

/** One renderer per page kind; `satisfies` makes a new kind impossible to forget. */
const RENDERERS = {
  doc: (view) => <DocPage view={view} bodyHtml={view.page.bodyHtml ?? ''} />,
  'category-index': (view, data) => (
    <CategoryPage view={view} items={data.categoryByRoute.get(view.page.route)?.items ?? []} descriptions={data.descriptionByRoute} />
  ),
  home: (view, data) => <HomePage view={view} logos={data.connectorLogos} />,
  'adoption-stories': (view, data) => <AdoptionStoriesPage view={view} stories={data.stories} />,
  'not-found': (view) => <NotFoundPage view={view} />,
  redirect: (view) => <RedirectPage view={view} />,
  search: (view) => <SearchPage view={view} />,
} satisfies Record<PageKind, Renderer>;

/** Renders one page to a complete HTML document. */
export function renderPage(view: PageView, data: RenderData): string {
  return `<!doctype html>${renderToStaticMarkup(RENDERERS[view.page.kind](view, data))}`;
}

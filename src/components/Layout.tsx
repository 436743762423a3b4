import type { ReactElement, ReactNode } from 'react';
import type { Crumb } from './Breadcrumbs.tsx';
import { Footer } from './Footer.tsx';
import { Navbar } from './Navbar.tsx';
import { Sidebar } from './Sidebar.tsx';
import { THEME_INIT_SCRIPT } from './theme-script.ts';
import { EDITION_INIT_SCRIPT } from './edition-script.ts';
import type { PageView } from './view.ts';
import { isSearchablePage } from '../build/model/site.ts';
import { editionLabels, editionMask, PAGE_KIND_LABELS, pageKindOf } from '../shared/search-names.ts';

interface LayoutProps {
  view: PageView;
  crumbs?: Crumb[];
  /** Draw the docs sidebar (docs and category pages). */
  withSidebar?: boolean;
  /** Extra tags for <head>. */
  head?: ReactNode;
  children: ReactNode;
}

/** Marks a page's main element as what Pagefind indexes (each version has its own index). */
export function searchBody(_view: PageView): { 'data-pagefind-body'?: '' } {
  return { 'data-pagefind-body': '' };
}

/**
 * Pagefind filter values of a page: sidebar section, kind and editions (a page for both editions
 * carries both). Pagefind reads filters only inside the indexed body, so pages place this in main.
 */
export function SearchFilters({ view }: { view: PageView }): ReactElement | null {
  const { page, site } = view;
  if (!isSearchablePage(page)) return null;
  const section = view.nav?.section?.label;
  return (
    <div hidden>
      {section && <span data-pagefind-filter={`section:${section}`} />}
      <span data-pagefind-filter={`kind:${PAGE_KIND_LABELS[pageKindOf(page.route, site.docsBase)]}`} />
      {editionLabels(editionMask(page.edition)).map((label) => (
        <span key={label} data-pagefind-filter={`edition:${label}`} />
      ))}
    </div>
  );
}

function absolute(url: string, path: string): string {
  return new URL(path, url).href;
}

/** JSON-LD breadcrumb list for search engines; only crumbs with a link are listed, then the page. */
function breadcrumbJsonLd(origin: string, crumbs: Crumb[], route: string): string {
  const items = crumbs
    .map((c, i) => ({ name: c.label, href: i === crumbs.length - 1 ? route : c.href }))
    .filter((c): c is { name: string; href: string } => Boolean(c.href))
    .map((c, i) => ({ '@type': 'ListItem', position: i + 1, name: c.name, item: absolute(origin, c.href) }));
  return JSON.stringify({ '@context': 'https://schema.org', '@type': 'BreadcrumbList', itemListElement: items }).replace(/</g, '\\u003c');
}

/** The HTML document around every page: head metadata, navbar, optional sidebar, footer. */
export function Layout({ view, crumbs, withSidebar, head, children }: LayoutProps): ReactElement {
  const { site, page } = view;
  const fullTitle = page.kind === 'home' ? site.config.title : `${page.title} | ${site.config.title}`;
  const canonical = absolute(site.config.url, page.route === '/' ? '/' : page.route);
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{fullTitle}</title>
        <meta name="description" content={page.description} />
        {page.keywords && page.keywords.length > 0 && <meta name="keywords" content={page.keywords.join(', ')} />}
        <link rel="canonical" href={canonical} />
        <meta property="og:type" content={page.kind === 'doc' ? 'article' : 'website'} />
        <meta property="og:site_name" content={site.config.title} />
        <meta property="og:title" content={page.title} />
        <meta property="og:description" content={page.description} />
        <meta property="og:url" content={canonical} />
        <meta name="twitter:card" content="summary" />
        <meta name="theme-color" content="#f7f8fb" media="(prefers-color-scheme: light)" />
        <meta name="theme-color" content="#10131a" media="(prefers-color-scheme: dark)" />
        {(page.kind === 'not-found' || page.kind === 'search') && <meta name="robots" content="noindex" />}
        <script dangerouslySetInnerHTML={{ __html: THEME_INIT_SCRIPT + ';' + EDITION_INIT_SCRIPT }} />
        <link rel="stylesheet" href={site.assets.css} />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <script type="module" src={site.assets.js} />
        {crumbs && crumbs.length > 1 && (
          <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: breadcrumbJsonLd(site.config.url, crumbs, page.route) }} />
        )}
        {head}
      </head>
      <body className={`page-${page.kind}`}>
        <a className="skip-link" href="#main">
          Skip to content
        </a>
        <Navbar site={site} route={page.route} withDrawer={Boolean(withSidebar)} versions={view.versionLinks} section={view.nav?.section} />
        {view.latestHref && (
          <div className="version-banner" role="status">
            You are reading the docs of version <strong>{site.versionLabel}</strong>, which is no longer the latest.{' '}
            <a href={view.latestHref}>Read this page in the latest version ({site.config.currentVersionLabel})</a>.
          </div>
        )}
        <div className={withSidebar ? 'layout layout-docs' : 'layout'}>
          {withSidebar && (
            <>
              <div className="drawer-backdrop" data-drawer-backdrop hidden />
              <Sidebar sections={site.sections} openKeys={view.nav?.openKeys ?? new Set()} currentRoute={page.route} />
            </>
          )}
          {children}
        </div>
        <Footer site={site} />
      </body>
    </html>
  );
}

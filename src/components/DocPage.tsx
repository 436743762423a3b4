import type { ReactElement } from 'react';
import { Breadcrumbs, type Crumb } from './Breadcrumbs.tsx';
import { EditionNotice } from './EditionNotice.tsx';
import { Icon } from './Icons.tsx';
import { Layout, searchBody, SearchFilters } from './Layout.tsx';
import { FeatureAvailability } from './mdx/FeatureAvailability.tsx';
import { Feedback } from './Feedback.tsx';
import { PageActions } from './PageActions.tsx';
import { Pager } from './Pager.tsx';
import { markdownTwinRoute } from '../shared/markdown-twin.ts';
import { Toc, TocDisclosure } from './Toc.tsx';
import type { PageView } from './view.ts';

/** Home › section › categories › page, from the page's place in the sidebar. */
export function docCrumbs(view: PageView): Crumb[] {
  const crumbs: Crumb[] = [{ label: 'Home', href: '/' }];
  if (view.nav?.section) crumbs.push({ label: view.nav.section.label });
  for (const step of view.nav?.trail ?? []) crumbs.push(step);
  // A page named like its category ("Architecture" in "Architecture") is called by its title, so
  // the trail does not say the same word twice; when the title is the same word too, the category goes.
  const { sidebarLabel, title, route } = view.page;
  const parent = crumbs[crumbs.length - 1]!;
  const same = (a: string, b: string): boolean => a.trim().toLowerCase() === b.trim().toLowerCase();
  if (crumbs.length > 1 && same(parent.label, sidebarLabel)) {
    if (same(parent.label, title)) crumbs.pop();
    crumbs.push({ label: title, href: route });
  } else crumbs.push({ label: sidebarLabel, href: route });
  return crumbs;
}

function formatDate(iso: string): string {
  return new Date(iso).toLocaleDateString('en-GB', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
}

/** A documentation page (its body already rendered to HTML by the compile stage): breadcrumbs, title and badge, body, edit link and date, pager, table of contents. */
export function DocPage({ view, bodyHtml }: { view: PageView; bodyHtml: string }): ReactElement {
  const { page } = view;
  const crumbs = docCrumbs(view);
  const showToc = !page.hideToc && page.headings.some((h) => h.depth === 2 || h.depth === 3);
  return (
    <Layout view={view} crumbs={crumbs} withSidebar>
      <main id="main" className="doc-main" {...searchBody(view)}>
        <SearchFilters view={view} />
        <article className="doc">
          <Breadcrumbs crumbs={crumbs} />
          <header className="doc-header">
            {/* `hide_title`: kept for assistive technology and the page outline, out of sight. */}
            <h1 className={page.hideTitle ? 'sr-only' : undefined}>{page.title}</h1>
            {(page.edition || page.stage) && <FeatureAvailability edition={page.edition} stage={page.stage} />}
            {markdownTwinRoute(page) && <PageActions markdownHref={markdownTwinRoute(page)!} />}
          </header>
          {page.edition === 'cloud' && <EditionNotice alternative={view.ossAlternative} />}
          {showToc && <TocDisclosure headings={page.headings} />}
          <div className="doc-body" dangerouslySetInnerHTML={{ __html: bodyHtml }} />
          <Feedback view={view} />
          {(page.editUrl || page.lastUpdated) && (
            <footer className="doc-meta" data-pagefind-ignore>
              {page.editUrl && (
                <a className="edit-link" href={page.editUrl} rel="noopener">
                  <Icon name="edit" size={16} />
                  Edit this page
                </a>
              )}
              {page.lastUpdated && (
                <p className="last-updated">
                  Last updated on <time dateTime={page.lastUpdated}>{formatDate(page.lastUpdated)}</time>
                </p>
              )}
            </footer>
          )}
          <Pager nav={view.nav} />
        </article>
      </main>
      {showToc && (
        <aside className="toc-column">
          <Toc headings={page.headings} />
        </aside>
      )}
    </Layout>
  );
}

import type { ReactElement } from 'react';
import { Icon } from './Icons.tsx';
import type { SiteView } from './view.ts';
import { VersionMenu, type VersionLink } from './VersionMenu.tsx';
import { currentNavLink } from './nav-current.ts';
import type { NavSection } from '../build/model/site.ts';


/** Top bar: site name, main links, the demo link, version label, theme toggle and GitHub; the drawer button on pages with a sidebar. */
export function Navbar({ site, route, withDrawer, versions, section }: { site: SiteView; route: string; withDrawer: boolean; versions?: VersionLink[]; section?: NavSection }): ReactElement {
  // The links come from site.config.ts `chrome.navbar`; a link marks its own route prefix unless it names a `match`.
  const LINKS = site.config.chrome.navbar.links.map((link) => ({ ...link, match: link.match ?? link.href }));
  const current = currentNavLink(LINKS, route, section);
  return (
    <header className="navbar">
      <div className="navbar-inner">
        {withDrawer && (
          <button type="button" className="icon-button drawer-toggle" data-drawer-toggle aria-label="Open navigation" aria-expanded="false" aria-controls="sidebar" data-js-only="">
            <Icon name="menu" size={20} />
          </button>
        )}
        <a className="brand" href="/">
          <svg className="brand-mark" width="26" height="26" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
            <circle cx="9" cy="16" r="4" />
            <circle cx="23" cy="8" r="4" />
            <circle cx="23" cy="24" r="4" />
            <path d="M12.5 14.2 19.5 9.8M12.5 17.8l7 4.4" />
          </svg>
          <span>{site.config.title}</span>
        </a>
        <nav className="navbar-links" aria-label="Main">
          <ul>
            {LINKS.map((link) => (
              <li key={link.href}>
                <a href={link.href} aria-current={current === link ? 'page' : undefined}>
                  {link.label}
                </a>
              </li>
            ))}
            {site.config.demoUrl && (
              <li>
                <a href={site.config.demoUrl} className="external" rel="noopener">
                  Demo
                  <Icon name="external" size={12} />
                  <span className="sr-only"> (opens the demo site)</span>
                </a>
              </li>
            )}
          </ul>
        </nav>
        <div className="navbar-tools">
          <a className="search-button" href="/search" data-search-open data-search-base={site.searchBase} aria-label="Search the docs" aria-keyshortcuts="/ Control+K Meta+K">
            <Icon name="search" size={16} />
            <span className="search-button-label">Search</span>
            <kbd className="search-button-key" aria-hidden="true">/</kbd>
          </a>
          {versions && versions.length > 1 ? (
            <VersionMenu versions={versions} />
          ) : (
            <span className="version-label" title="Documentation version">
              <span className="version-label-prefix">Version: </span>
              {site.versionLabel}
            </span>
          )}
          <button type="button" className="icon-button theme-toggle" data-theme-toggle aria-label="Colour theme: system" data-js-only="">
            <Icon name="system" size={18} className="theme-icon-system" />
            <Icon name="sun" size={18} className="theme-icon-light" />
            <Icon name="moon" size={18} className="theme-icon-dark" />
          </button>
          <a className="icon-button" href={site.config.githubUrl} rel="noopener" aria-label={site.config.chrome.navbar.githubLabel ?? `${site.config.title} on GitHub`}>
            <Icon name="github" size={20} />
          </a>
        </div>
      </div>
    </header>
  );
}

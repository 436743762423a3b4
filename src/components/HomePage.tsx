import type { ReactElement } from 'react';
import type { NavNode } from '../build/model/site.ts';
import { monogram, type IconLogo } from '../build/sources/connectors/logo-model.ts';
import { ConnectorLogo } from './ConnectorLogo.tsx';
import { Icon } from './Icons.tsx';
import { Layout } from './Layout.tsx';
import type { PageView } from './view.ts';

interface Destination {
  title: string;
  href: string;
  text: string;
}

function Grid({ items, className = 'cards' }: { items: Destination[]; className?: string }): ReactElement {
  return (
    <div className={className}>
      {items.map((item) => (
        <a key={item.href} className="card" href={item.href}>
          <span className="card-title">{item.title}</span>
          <span className="card-body">{item.text}</span>
        </a>
      ))}
    </div>
  );
}

/** Every page of the sidebars under `base/` (the connector pages), by route, with its label. */
function pagesUnder(nodes: NavNode[], base: string, found = new Map<string, string>()): Map<string, string> {
  for (const node of nodes) {
    if (node.type === 'doc' && node.href.startsWith(`${base}/`)) found.set(node.href, node.label);
    if (node.items) pagesUnder(node.items, base, found);
  }
  return found;
}

/** The front door: the site's lead, a search field, task entry points, connector logos (`logos`: icons resolved from the map the build read under the project root) and groups of cards, all from site.config.ts `chrome.home`. */
export function HomePage({ view, logos }: { view: PageView; logos: Record<string, IconLogo> }): ReactElement {
  const { config } = view.site;
  const home = config.chrome.home;
  const strip = home.connectors;
  const connectorPages = strip ? pagesUnder(view.site.sections.flatMap((s) => s.items), strip.base) : new Map<string, string>();
  return (
    <Layout view={view}>
      <main id="main" className="home">
        <section className="hero" aria-labelledby="hero-title">
          <h1 id="hero-title">{home.title ?? config.title}</h1>
          {config.tagline && <p className="hero-lead">{config.tagline}</p>}
          {home.searchLabel && (
            // The same opener as the navbar's button: a link to the search page that search.ts turns into the dialog.
            <a className="hero-search" href="/search" data-search-open data-search-base={view.site.searchBase} aria-keyshortcuts="/ Control+K Meta+K">
              <Icon name="search" size={18} />
              <span className="hero-search-label">{home.searchLabel}</span>
              <kbd aria-hidden="true">/</kbd>
            </a>
          )}
          {home.actions.length > 0 && (
            <p className="hero-actions">
              {home.actions.map((action, index) => (
                <a key={action.href} className={index === 0 ? 'button button-primary' : 'button'} href={action.href}>
                  {action.label}
                </a>
              ))}
            </p>
          )}
        </section>
        {home.tasks && (
          <section className="home-section" aria-labelledby="home-tasks">
            <h2 id="home-tasks">{home.tasks.title}</h2>
            <Grid items={home.tasks.cards} className="cards home-tasks" />
          </section>
        )}
        {strip && (
          <section className="home-section" aria-labelledby="home-connectors">
            <h2 id="home-connectors">{strip.title}</h2>
            <ul className="connector-strip">
              {strip.featured.map((id) => {
                const href = `${strip.base}/${id}`;
                const name = connectorPages.get(href) ?? id;
                return (
                  <li key={id}>
                    <a href={href}>
                      <ConnectorLogo logo={logos[id] ?? { kind: 'monogram', text: monogram(name) }} size={28} />
                      <span>{name}</span>
                    </a>
                  </li>
                );
              })}
            </ul>
            <p className="connector-strip-all">
              <a href={strip.base}>{strip.allLabel.replace('{count}', String(connectorPages.size))} →</a>
            </p>
          </section>
        )}
        {home.sections.map((section, index) => (
          <section key={section.title} className="home-section" aria-labelledby={`home-section-${index}`}>
            <h2 id={`home-section-${index}`}>{section.title}</h2>
            <Grid items={section.cards} />
          </section>
        ))}
      </main>
    </Layout>
  );
}

import type { ReactElement } from 'react';
import { Layout } from './Layout.tsx';
import type { PageView } from './view.ts';

interface Destination {
  title: string;
  href: string;
  text: string;
}

function Grid({ items }: { items: Destination[] }): ReactElement {
  return (
    <div className="cards">
      {items.map((item) => (
        <a key={item.href} className="card" href={item.href}>
          <span className="card-title">{item.title}</span>
          <span className="card-body">{item.text}</span>
        </a>
      ))}
    </div>
  );
}

/** The front door: the site's lead, its buttons and groups of cards, all from site.config.ts `chrome.home`. */
export function HomePage({ view }: { view: PageView }): ReactElement {
  const { config } = view.site;
  const home = config.chrome.home;
  return (
    <Layout view={view}>
      <main id="main" className="home">
        <section className="hero" aria-labelledby="hero-title">
          <h1 id="hero-title">{home.title ?? config.title}</h1>
          {config.tagline && <p className="hero-lead">{config.tagline}</p>}
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

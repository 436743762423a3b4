import type { ReactElement } from 'react';
import { Layout } from './Layout.tsx';
import type { PageView } from './view.ts';

interface Destination {
  title: string;
  href: string;
  text: string;
}

const START: Destination[] = [
  { title: 'What is DataHub?', href: '/docs/introduction', text: 'The platform, who it is for, and the ideas it is built on.' },
  { title: 'Quickstart', href: '/docs/quickstart', text: 'Run DataHub on your machine and ingest sample metadata.' },
  { title: 'Feature map', href: '/docs/features', text: 'Every capability, from search and lineage to data quality.' },
];

const AREAS: Destination[] = [
  { title: 'Integrations', href: '/docs/metadata-ingestion', text: 'Connect sources with recipes, from the CLI or the UI.' },
  { title: 'APIs and SDKs', href: '/docs/api/datahub-apis', text: 'GraphQL, OpenAPI, Python and Java SDKs, and the CLI.' },
  { title: 'Authentication', href: '/docs/authentication', text: 'Single sign-on, tokens and service authentication.' },
  { title: 'Deployment', href: '/docs/docker', text: 'Run DataHub with Docker for evaluation, then in production.' },
  { title: 'Architecture', href: '/docs/architecture/architecture', text: 'How the metadata service, Kafka and the index fit together.' },
  { title: 'DataHub Cloud', href: '/docs/managed-datahub/managed-datahub-overview', text: 'What the managed edition adds, side by side with Core.' },
];

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

/** The front door: one line on what DataHub is, then the fastest routes into the docs. */
export function HomePage({ view }: { view: PageView }): ReactElement {
  return (
    <Layout view={view}>
      <main id="main" className="home">
        <section className="hero" aria-labelledby="hero-title">
          <h1 id="hero-title">DataHub documentation</h1>
          <p className="hero-lead">{view.site.config.tagline}</p>
          <p className="hero-actions">
            <a className="button button-primary" href="/docs/quickstart">
              Start the quickstart
            </a>
            <a className="button" href="/docs/introduction">
              Read the introduction
            </a>
          </p>
        </section>
        <section className="home-section" aria-labelledby="start-title">
          <h2 id="start-title">Get started</h2>
          <Grid items={START} />
        </section>
        <section className="home-section" aria-labelledby="areas-title">
          <h2 id="areas-title">Go deeper</h2>
          <Grid items={AREAS} />
        </section>
      </main>
    </Layout>
  );
}

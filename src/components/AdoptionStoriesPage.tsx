import type { ReactElement } from 'react';
import type { AdoptionStory } from '../build/data/adoption-stories.ts';
import { slugify } from '../shared/routes.ts';
import { Layout, searchBody, SearchFilters } from './Layout.tsx';
import type { PageView } from './view.ts';

const LINK_LABELS = { talk: 'Watch the talk', blog: 'Read the post', 'case-study': 'Read the case study' } as const;

/** Organisations that have described in public how they use DataHub, grouped by industry. */
export function AdoptionStoriesPage({ view, stories }: { view: PageView; stories: AdoptionStory[] }): ReactElement {
  const industries = [...new Set(stories.map((s) => s.industry))].sort((a, b) => a.localeCompare(b));
  return (
    <Layout view={view}>
      <main id="main" className="wide-page" {...searchBody(view)}>
        <SearchFilters view={view} />
        <h1>Adoption stories</h1>
        <p className="lead">{view.page.description}</p>
        <nav className="chip-list" aria-label="Industries">
          <ul>
            {industries.map((industry) => (
              <li key={industry}>
                <a className="chip" href={`#${slugify(industry)}`}>
                  {industry}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        {industries.map((industry) => (
          <section key={industry} aria-labelledby={slugify(industry)}>
            <h2 id={slugify(industry)}>{industry}</h2>
            <ul className="stories">
              {stories
                .filter((s) => s.industry === industry)
                .map((story) => (
                  <li key={story.organisation} className="story">
                    <h3>{story.organisation}</h3>
                    <p>{story.useCase}</p>
                    <a className="external" href={story.link} rel="noopener">
                      {LINK_LABELS[story.linkType]}
                      <span className="sr-only"> about {story.organisation}</span>
                    </a>
                  </li>
                ))}
            </ul>
          </section>
        ))}
      </main>
    </Layout>
  );
}

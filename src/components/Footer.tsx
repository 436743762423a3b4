import type { ReactElement } from 'react';
import type { SiteView } from './view.ts';

/** Site footer with the main destinations and the project's home. */
export function Footer({ site }: { site: SiteView }): ReactElement {
  return (
    <footer className="site-footer">
      <div className="footer-inner">
        <nav aria-label="Footer">
          <ul>
            <li><a href="/docs/introduction">Introduction</a></li>
            <li><a href="/docs/quickstart">Quickstart</a></li>
            <li><a href="/docs/features">Features</a></li>
            <li><a href="/adoption-stories">Adoption stories</a></li>
            <li><a href="/docs/contributing">Contributing</a></li>
            <li><a href={site.config.githubUrl} rel="noopener">GitHub</a></li>
          </ul>
        </nav>
        <p className="footer-note">DataHub is an open-source project. These docs cover DataHub Core and DataHub Cloud.</p>
      </div>
    </footer>
  );
}

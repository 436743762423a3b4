import type { ReactElement } from 'react';
import type { SiteView } from './view.ts';

/** Site footer: the links of site.config.ts `chrome.footer`, the source-code link and the site's note. */
export function Footer({ site }: { site: SiteView }): ReactElement {
  const { links, note } = site.config.chrome.footer;
  return (
    <footer className="site-footer">
      <div className="footer-inner">
        <nav aria-label="Footer">
          <ul>
            {links.map((link) => (
              <li key={link.href}>
                <a href={link.href}>{link.label}</a>
              </li>
            ))}
            <li><a href={site.config.githubUrl} rel="noopener">GitHub</a></li>
          </ul>
        </nav>
        {note && <p className="footer-note">{note}</p>}
      </div>
    </footer>
  );
}

import type { SiteConfig } from '../config/site-config.ts';
import type { NavSection, PageNav, SitePage } from '../build/model/site.ts';
import type { ResolvedOssAlternative } from '../build/link/oss-alternative.ts';
import type { VersionLink } from './VersionMenu.tsx';

/** Hashed asset URLs the layout links to. */
export interface AssetUrls {
  css: string;
  js: string;
}

/** Everything shared by all pages of one build. */
export interface SiteView {
  config: SiteConfig;
  assets: AssetUrls;
  /** Version being rendered: its label and, for archived ones, where Next lives. */
  versionLabel: string;
  archived: boolean;
  sections: NavSection[];
  /** Route prefix of this version's docs (`/docs`, `/docs/1.6.0`). @default "/docs" */
  docsBase?: string;
  /** Where this version's search indexes live (`/search/1.6.0` for an archived one); absent for Next, whose indexes are at `/search` and `/pagefind`. */
  searchBase?: string;
}

/** Everything one page's layout needs. */
export interface PageView {
  site: SiteView;
  page: SitePage;
  nav?: PageNav;
  /** For archived pages: the same page in Next, or the nearest page there. */
  latestHref?: string;
  /** Cloud-only pages: the open-source page to use instead, when the front matter names one. */
  ossAlternative?: ResolvedOssAlternative;
  /** The version menu: this page in every version (absent when there is only Next). */
  versionLinks?: VersionLink[];
}

import type { ReactElement } from 'react';
import { Icon } from './Icons.tsx';

/** One entry of the version menu: where this page lives in that version (or its nearest parent there). */
export interface VersionLink {
  name: string;
  label: string;
  href: string;
  /** The version being read. */
  current: boolean;
}

/**
 * The navbar's version menu: a native `<details>` disclosure, so it opens without JavaScript and
 * by keyboard (Enter or Space on the summary); `src/client/version-menu.ts` adds Escape and
 * closing on an outside click. Each entry is a plain link to the same page in that version.
 */
export function VersionMenu({ versions }: { versions: VersionLink[] }): ReactElement {
  const current = versions.find((v) => v.current) ?? versions[0]!;
  return (
    <details className="version-menu" data-version-menu>
      <summary className="version-label" title="Documentation version">
        <span className="version-label-prefix">Version: </span>
        {current.label}
        <Icon name="chevron" size={14} className="version-menu-chevron" />
      </summary>
      <ul className="version-menu-list" aria-label="Documentation versions">
        {versions.map((v) => (
          <li key={v.name}>
            <a href={v.href} aria-current={v.current ? 'page' : undefined} data-version={v.name}>
              {v.label}
              {v.name === 'current' && <span className="version-menu-note"> (latest)</span>}
            </a>
          </li>
        ))}
      </ul>
    </details>
  );
}

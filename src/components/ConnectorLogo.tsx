import type { CSSProperties, ReactElement } from 'react';
import type { ConnectorLogo as Logo } from '../build/sources/connectors/logo-model.ts';

/**
 * A connector's logo, inlined at build time (or, given `sprite`, drawn from that SVG sprite, for
 * pages that show many): the brand icon (its colour only where it has enough
 * contrast in that theme, otherwise the text colour) or a monogram tile of the same size.
 * Decorative: the connector's name is always written next to it.
 */
export function ConnectorLogo({ logo, size = 32, sprite }: { logo: Logo; size?: number; sprite?: string }): ReactElement {
  // 32 px is the stylesheet's default size.
  const style = { ...(size === 32 ? {} : { '--logo-size': `${size}px` }), ...(logo.kind === 'icon' && logo.light ? { '--logo-light': logo.light } : {}), ...(logo.kind === 'icon' && logo.dark ? { '--logo-dark': logo.dark } : {}) } as CSSProperties;
  if (logo.kind === 'monogram') {
    return (
      // Decoration: its letters are not a word of the page (search would join them to the name).
      <span className="connector-logo connector-monogram" style={style} aria-hidden="true" data-pagefind-ignore="">
        {logo.text}
      </span>
    );
  }
  return (
    <span className="connector-logo" style={style} aria-hidden="true">
      <svg viewBox="0 0 24 24" width={size} height={size} focusable="false">
        {sprite ? <use href={`${sprite}#${logo.slug}`} /> : <path d={logo.path} />}
      </svg>
    </span>
  );
}

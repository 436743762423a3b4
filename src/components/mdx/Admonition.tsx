import type { ReactElement, ReactNode } from 'react';
import { ADMONITION_KINDS, type AdmonitionKind } from './schemas.ts';

/** Docusaurus's `<Admonition type="tip" title="…">`: the same box as `:::tip`. */
export function Admonition({ type, title, children }: { type: AdmonitionKind; title?: string; children?: ReactNode }): ReactElement {
  return (
    <div className={`admonition admonition-${type}`} role="note">
      <p className="admonition-title">{title ?? ADMONITION_KINDS[type]}</p>
      {children}
    </div>
  );
}

import type { ReactElement, ReactNode } from 'react';

/**
 * The server side of an island: a container the browser script (src/client/islands.ts) finds
 * and hands to the island's `mount`, with JSON props, around a static fallback that stays when
 * JavaScript is off (the fallback must be useful on its own: the format, an example, a list).
 */
export function IslandMount({ name, props, label, className, children }: { name: string; props: Record<string, unknown>; label: string; className?: string; children: ReactNode }): ReactElement {
  return (
    <section className={className ? `island ${className}` : 'island'} data-island={name} data-island-props={JSON.stringify(props)} aria-label={label}>
      {children}
    </section>
  );
}

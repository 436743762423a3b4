import type { ReactElement, ReactNode } from 'react';

/**
 * When an island starts: `visible` (default) downloads and mounts it as it comes near the
 * viewport; `interaction` waits until the reader uses its trigger (the fallback's element marked
 * `data-island-trigger`, a link that works without JavaScript), so a closed tool costs the page
 * nothing (no framework download, no render) until it is opened.
 */
export type IslandStart = 'visible' | 'interaction';

/**
 * The server side of an island: a container the browser script (src/client/islands.ts) finds
 * and hands to the island's `mount`, with JSON props, around a static fallback that stays when
 * JavaScript is off (the fallback must be useful on its own: the format, an example, a list).
 */
export function IslandMount({
  name,
  props,
  label,
  className,
  start = 'visible',
  children,
}: {
  name: string;
  props: Record<string, unknown>;
  label: string;
  className?: string;
  start?: IslandStart;
  children: ReactNode;
}): ReactElement {
  return (
    <section
      className={className ? `island ${className}` : 'island'}
      data-island={name}
      data-island-props={JSON.stringify(props)}
      data-island-start={start === 'visible' ? undefined : start}
      aria-label={label}
    >
      {children}
    </section>
  );
}

/**
 * Mounts the interactive tools ("islands") a page carries. The server renders each tool as
 *
 *   <div data-island="NAME" data-island-props='{"…":…}'> static fallback </div>
 *
 * (see `IslandMount` in src/components/Island.tsx). This script looks for them and, only when a
 * page has one, downloads that island's module (its own chunk) and calls its `mount`, which
 * validates the props and replaces the fallback. Pages without islands download nothing.
 */
export interface IslandModule {
  mount(element: HTMLElement, props: unknown): void | Promise<void>;
}

/** Every island, by the name used in `data-island`; each `import()` becomes its own chunk. */
const ISLANDS: Record<string, () => Promise<IslandModule>> = {
  'model-explorer': () => import('../islands/model-explorer/mount.tsx'),
  'graphql-checker': () => import('../islands/graphql-checker/mount.tsx'),
  'recipe-builder': () => import('../islands/recipe-builder/mount.tsx'),
  'urn-inspector': () => import('../islands/urn-inspector/mount.tsx'),
};

/** Starts one island: downloads its chunk and mounts it with its props. */
function start(element: HTMLElement, name: string, load: () => Promise<IslandModule>): void {
  let props: unknown = {};
  try {
    props = JSON.parse(element.dataset.islandProps ?? '{}');
  } catch {
    console.error(`Island "${name}" has props that are not JSON`);
    return;
  }
  load()
    .then((module) => module.mount(element, props))
    .catch((error: unknown) => {
      element.setAttribute('data-island-failed', '');
      console.error(`Island "${name}" could not start`, error);
    });
}

/**
 * Starts each island when it comes near the viewport (a tool further down a long page, such as
 * the recipe builder on a source page, costs nothing until the reader scrolls to it).
 */
export function setupIslands(): void {
  const pending = new Map<Element, () => void>();
  const observer =
    'IntersectionObserver' in window
      ? new IntersectionObserver(
          (entries) => {
            for (const entry of entries) {
              if (!entry.isIntersecting) continue;
              observer?.unobserve(entry.target);
              pending.get(entry.target)?.();
              pending.delete(entry.target);
            }
          },
          { rootMargin: '400px 0px' },
        )
      : undefined;
  for (const element of document.querySelectorAll<HTMLElement>('[data-island]')) {
    const name = element.dataset.island ?? '';
    const load = ISLANDS[name];
    if (!load) {
      console.error(`Unknown island "${name}"`);
      continue;
    }
    if (!observer) {
      start(element, name, load);
      continue;
    }
    pending.set(element, () => start(element, name, load));
    observer.observe(element);
  }
}

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
  // one line per island, e.g.  'urn-inspector': () => import('../islands/urn-inspector/mount.tsx'),
};

export function setupIslands(): void {
  for (const element of document.querySelectorAll<HTMLElement>('[data-island]')) {
    const name = element.dataset.island ?? '';
    const load = ISLANDS[name];
    if (!load) {
      console.error(`Unknown island "${name}"`);
      continue;
    }
    let props: unknown = {};
    try {
      props = JSON.parse(element.dataset.islandProps ?? '{}');
    } catch {
      console.error(`Island "${name}" has props that are not JSON`);
      continue;
    }
    load()
      .then((module) => module.mount(element, props))
      .catch((error: unknown) => {
        element.setAttribute('data-island-failed', '');
        console.error(`Island "${name}" could not start`, error);
      });
  }
}

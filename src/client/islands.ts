/**
 * Mounts the interactive tools ("islands") a page carries. The server renders each tool as
 *
 *   <div data-island="NAME" data-island-props='{"…":…}'> static fallback </div>
 *
 * (see `IslandMount` in src/components/Island.tsx). This script looks for them and, only when a
 * page has one, downloads that island's module (its own chunk) and calls its `mount`, which
 * validates the props and replaces the fallback. Pages without islands download nothing.
 *
 * An island starts when it comes near the viewport, or, with `data-island-start="interaction"`,
 * only when the reader uses its trigger (see `IslandStart` in src/components/Island.tsx).
 */
export interface IslandStartContext {
  /** True when the reader's click started the island: it should open and take focus. */
  activated: boolean;
}

export interface IslandModule {
  mount(element: HTMLElement, props: unknown, context: IslandStartContext): void | Promise<void>;
}

/** Every island, by the name used in `data-island`; each `import()` becomes its own chunk. */
const ISLANDS: Record<string, () => Promise<IslandModule>> = {
  'model-explorer': () => import('../islands/model-explorer/mount.tsx'),
  'graphql-checker': () => import('../islands/graphql-checker/mount.tsx'),
  'recipe-builder': () => import('../islands/recipe-builder/mount.tsx'),
  'urn-inspector': () => import('../islands/urn-inspector/mount.tsx'),
};

/** Starts one island: downloads its chunk and mounts it with its props; resolves to whether it did. */
function start(element: HTMLElement, name: string, load: () => Promise<IslandModule>, context: IslandStartContext = { activated: false }): Promise<boolean> {
  let props: unknown = {};
  try {
    props = JSON.parse(element.dataset.islandProps ?? '{}');
  } catch {
    console.error(`Island "${name}" has props that are not JSON`);
    return Promise.resolve(false);
  }
  return load()
    .then((module) => module.mount(element, props, context))
    .then(() => true)
    .catch((error: unknown) => {
      element.setAttribute('data-island-failed', '');
      console.error(`Island "${name}" could not start`, error);
      return false;
    });
}

/**
 * An island that starts on use: its trigger (a link to a page that does the same job without
 * JavaScript) becomes a button with the same look; pointing at it or focusing it downloads the
 * island's chunk, and pressing it mounts the island, opened. Nothing else runs until then. When
 * the chunk cannot be loaded (offline, or a new deploy replaced it), the button turns back into
 * the link and the reader is taken to its page, which does the same job.
 */
function startOnInteraction(element: HTMLElement, name: string, load: () => Promise<IslandModule>): boolean {
  const trigger = element.querySelector<HTMLElement>('[data-island-trigger]');
  if (!trigger) return false;
  const button = document.createElement('button');
  button.type = 'button';
  button.className = trigger.className;
  button.textContent = trigger.textContent;
  button.setAttribute('aria-expanded', 'false');
  trigger.replaceWith(button);
  const warm = (): void => void load().catch(() => undefined);
  button.addEventListener('pointerenter', warm, { once: true });
  button.addEventListener('focus', warm, { once: true });
  button.addEventListener(
    'click',
    () => {
      button.setAttribute('aria-busy', 'true');
      void start(element, name, load, { activated: true }).then((started) => {
        button.removeAttribute('aria-busy');
        if (started) return;
        button.replaceWith(trigger);
        const href = trigger.getAttribute('href');
        if (href) window.location.assign(href);
      });
    },
    { once: true },
  );
  return true;
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
    if (element.dataset.islandStart === 'interaction' && startOnInteraction(element, name, load)) continue;
    if (!observer) {
      void start(element, name, load);
      continue;
    }
    pending.set(element, () => void start(element, name, load));
    observer.observe(element);
  }
}

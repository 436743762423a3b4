const STORAGE_PREFIX = 'tabs:';

function select(tabs: HTMLElement, value: string, focus = false): boolean {
  const buttons = [...tabs.querySelectorAll<HTMLButtonElement>(':scope > .tabs-list > [role="tab"]')];
  if (!buttons.some((b) => b.dataset.value === value)) return false;
  for (const button of buttons) {
    const active = button.dataset.value === value;
    button.setAttribute('aria-selected', String(active));
    button.tabIndex = active ? 0 : -1;
    if (active && focus) button.focus();
  }
  for (const panel of tabs.querySelectorAll<HTMLElement>(':scope > [role="tabpanel"]')) {
    panel.toggleAttribute('data-active', panel.dataset.value === value);
  }
  return true;
}

/** Selects `value` in every tab block of the group, keeping the clicked block where it was on screen. */
function selectGroup(group: string, value: string, origin?: HTMLElement): void {
  const before = origin?.getBoundingClientRect().top;
  for (const tabs of document.querySelectorAll<HTMLElement>(`.tabs[data-group="${CSS.escape(group)}"]`)) select(tabs, value);
  if (origin && before !== undefined) window.scrollBy(0, origin.getBoundingClientRect().top - before);
  try {
    localStorage.setItem(STORAGE_PREFIX + group, value);
  } catch {
    // Storage unavailable: the choice is not remembered.
  }
}

/**
 * Tabs: click or arrow keys switch panels (WAI-ARIA tabs pattern); blocks sharing a `groupId`
 * switch together and the last choice is restored on every page.
 */
export function setupTabs(): void {
  for (const tabs of document.querySelectorAll<HTMLElement>('.tabs')) {
    const group = tabs.dataset.group;
    if (group) {
      let stored: string | null = null;
      try {
        stored = localStorage.getItem(STORAGE_PREFIX + group);
      } catch {
        stored = null;
      }
      if (stored) select(tabs, stored);
    }
    const list = tabs.querySelector<HTMLElement>(':scope > .tabs-list');
    list?.addEventListener('click', (event) => {
      const button = (event.target as HTMLElement).closest<HTMLButtonElement>('[role="tab"]');
      if (!button?.dataset.value) return;
      if (group) selectGroup(group, button.dataset.value, tabs);
      else select(tabs, button.dataset.value);
    });
    list?.addEventListener('keydown', (event) => {
      const buttons = [...list.querySelectorAll<HTMLButtonElement>('[role="tab"]')];
      const index = buttons.indexOf(document.activeElement as HTMLButtonElement);
      if (index === -1) return;
      const moves: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: buttons.length - 1 };
      const target = moves[event.key];
      if (target === undefined) return;
      event.preventDefault();
      const next = buttons[(target + buttons.length) % buttons.length];
      if (!next?.dataset.value) return;
      if (group) selectGroup(group, next.dataset.value, tabs);
      else select(tabs, next.dataset.value);
      next.focus({ preventScroll: true });
    });
  }
}

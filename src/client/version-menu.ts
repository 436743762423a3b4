/**
 * The navbar's version menu is a native `<details>` (it opens without JavaScript); this adds what
 * a menu button is expected to do: Escape closes it and returns focus to its summary, and a click
 * or focus outside closes it.
 */
export function setupVersionMenu(): void {
  const menu = document.querySelector<HTMLDetailsElement>('[data-version-menu]');
  if (!menu) return;
  const summary = menu.querySelector('summary');
  menu.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || !menu.open) return;
    menu.open = false;
    summary?.focus();
  });
  const closeOutside = (event: Event): void => {
    if (menu.open && event.target instanceof Node && !menu.contains(event.target)) menu.open = false;
  };
  document.addEventListener('click', closeOutside);
  document.addEventListener('focusin', closeOutside);
}

const ORDER = ['system', 'light', 'dark'] as const;
type ThemePref = (typeof ORDER)[number];

function apply(pref: ThemePref): void {
  const root = document.documentElement;
  root.setAttribute('data-theme-pref', pref);
  if (pref === 'system') root.removeAttribute('data-theme');
  else root.setAttribute('data-theme', pref);
}

/** The theme button cycles system → light → dark; the choice persists in localStorage. */
export function setupThemeToggle(): void {
  const button = document.querySelector<HTMLButtonElement>('[data-theme-toggle]');
  if (!button) return;
  const current = (): ThemePref => (document.documentElement.getAttribute('data-theme-pref') as ThemePref | null) ?? 'system';
  const label = (): void => button.setAttribute('aria-label', `Colour theme: ${current()}`);
  button.hidden = false;
  label();
  button.addEventListener('click', () => {
    const next = ORDER[(ORDER.indexOf(current()) + 1) % ORDER.length] ?? 'system';
    apply(next);
    try {
      localStorage.setItem('theme', next);
    } catch {
      // Private mode: the choice lasts for this page only.
    }
    label();
  });
}

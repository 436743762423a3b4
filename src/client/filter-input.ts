/** The words of a filter box, lower-cased: an item is kept when it contains every one. */
export function filterWords(input: HTMLInputElement): string[] {
  return input.value.toLowerCase().split(/\s+/).filter(Boolean);
}

/**
 * Wires a type-to-filter box: `apply` runs on every edit, Escape clears a non-empty box, and a
 * value the browser restored (back navigation) is applied at once.
 */
export function wireFilterInput(input: HTMLInputElement, apply: () => void): void {
  input.addEventListener('input', apply);
  input.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && input.value) {
      event.preventDefault();
      input.value = '';
      apply();
    }
  });
  if (input.value) apply();
}

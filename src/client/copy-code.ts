/** Reveals the copy buttons of code blocks and copies the block's text on click. */
export function setupCopyButtons(): void {
  for (const button of document.querySelectorAll<HTMLButtonElement>('[data-copy]')) {
    button.hidden = false;
    button.addEventListener('click', () => {
      const code = button.parentElement?.querySelector('pre code');
      if (!code) return;
      const text = [...code.querySelectorAll('.line')].map((line) => line.textContent ?? '').join('\n') || (code.textContent ?? '');
      void navigator.clipboard.writeText(text).then(
        () => flash(button, 'Copied'),
        () => flash(button, 'Press Ctrl+C to copy'),
      );
    });
  }
}

/** A polite live region shared by all copy buttons, so screen readers hear the result. */
function announcer(): HTMLElement {
  let region = document.getElementById('copy-status');
  if (!region) {
    region = document.createElement('div');
    region.id = 'copy-status';
    region.className = 'sr-only';
    region.setAttribute('role', 'status');
    document.body.append(region);
  }
  return region;
}

function flash(button: HTMLButtonElement, message: string): void {
  announcer().textContent = message === 'Copied' ? 'Code copied to clipboard' : message;
  button.textContent = message;
  button.setAttribute('data-copied', '');
  window.setTimeout(() => {
    button.textContent = 'Copy';
    button.removeAttribute('data-copied');
  }, 1500);
}

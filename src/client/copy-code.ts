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

function flash(button: HTMLButtonElement, message: string): void {
  button.textContent = message;
  button.setAttribute('data-copied', '');
  window.setTimeout(() => {
    button.textContent = 'Copy';
    button.removeAttribute('data-copied');
  }, 1500);
}

/**
 * "Copy page as Markdown" (rendered hidden by `PageActions.tsx`, so it only shows with JavaScript):
 * fetches the page's Markdown twin on click and puts it on the clipboard. The text goes to the
 * clipboard as a promise (`ClipboardItem`), so browsers that require the copy to start inside the
 * click (Safari) accept it; others fall back to `writeText` once the text has arrived.
 */
export function setupCopyPage(): void {
  const button = document.querySelector<HTMLButtonElement>('[data-copy-page]');
  const status = document.querySelector<HTMLElement>('[data-copy-page-status]');
  const url = button?.dataset.copyPage;
  if (!button || !url) return;
  const label = button.textContent ?? '';
  let timer: number | undefined;
  const show = (text: string, announce: string): void => {
    button.textContent = text;
    button.toggleAttribute('data-copied', text === 'Copied');
    if (status) status.textContent = announce;
    window.clearTimeout(timer);
    timer = window.setTimeout(() => {
      button.textContent = label;
      button.removeAttribute('data-copied');
      if (status) status.textContent = '';
    }, 2000);
  };
  button.hidden = false;
  button.addEventListener('click', () => {
    const text = fetch(url).then((response) => {
      if (!response.ok) throw new Error(`${response.status}`);
      return response.text();
    });
    copy(text).then(
      () => show('Copied', 'Page copied to the clipboard as Markdown'),
      () => show('Copy failed', 'Could not copy the page: use View as Markdown instead'),
    );
  });
}

async function copy(text: Promise<string>): Promise<void> {
  if (typeof ClipboardItem !== 'undefined') {
    try {
      await navigator.clipboard.write([new ClipboardItem({ 'text/plain': text.then((t) => new Blob([t], { type: 'text/plain' })) })]);
      return;
    } catch {
      // Browsers without promise support in ClipboardItem: try the plain way below.
    }
  }
  await navigator.clipboard.writeText(await text);
}

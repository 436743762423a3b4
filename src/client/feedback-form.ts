import { feedbackIssueUrl, feedbackPayload, type FeedbackAnswer, type FeedbackSettings } from '../shared/feedback.ts';

/** Gives up on a silent endpoint after this long. */
const POST_TIMEOUT_MS = 10_000;

const PROMPTS: Record<FeedbackAnswer, string> = {
  yes: 'What helped? (optional)',
  no: 'What was missing, wrong or unclear? (optional)',
};

function readSettings(section: HTMLElement): FeedbackSettings {
  const raw = JSON.parse(section.dataset.feedback ?? '{}') as Partial<FeedbackSettings>;
  const text = (value: unknown): string => (typeof value === 'string' ? value : '');
  return { kind: raw.kind === 'endpoint' ? 'endpoint' : 'issue', repo: text(raw.repo), url: text(raw.url) || undefined, route: text(raw.route), pageUrl: text(raw.pageUrl), title: text(raw.title), version: text(raw.version) };
}

function element<K extends keyof HTMLElementTagNameMap>(tag: K, props: Partial<HTMLElementTagNameMap[K]> = {}, ...children: (Node | string)[]): HTMLElementTagNameMap[K] {
  const node = Object.assign(document.createElement(tag), props);
  node.append(...children);
  return node;
}

function issueLink(href: string, text: string): HTMLAnchorElement {
  return element('a', { href, target: '_blank', rel: 'noopener' }, text, element('span', { className: 'sr-only' }, ' (opens in a new tab)'));
}

/** The comment box and Send control, built once, on the first answer. */
function buildForm(section: HTMLElement, settings: FeedbackSettings, state: { answer: FeedbackAnswer }): { form: HTMLFormElement; label: HTMLLabelElement; sync(): void } {
  const status = section.querySelector<HTMLElement>('[data-feedback-status]')!;
  const textarea = element('textarea', { id: 'feedback-comment', name: 'comment', rows: 3 });
  const label = element('label', { htmlFor: textarea.id });
  const hint = element('p', { id: 'feedback-hint', className: 'feedback-hint' });
  textarea.setAttribute('aria-describedby', hint.id);
  const form = element('form', { className: 'feedback-form' }, label, textarea, hint);
  const comment = (): string => textarea.value;
  if (settings.kind === 'issue') {
    hint.textContent = 'Send opens a new GitHub issue with this page, its version and your comment, for you to submit.';
    const send = issueLink(feedbackIssueUrl(settings, state.answer), 'Send on GitHub');
    send.className = 'feedback-send';
    send.dataset.feedbackSend = '';
    send.addEventListener('click', () => (status.textContent = 'Thank you. The issue opened on GitHub in a new tab: submit it there.'));
    form.append(send);
    form.addEventListener('submit', (event) => event.preventDefault());
    const sync = (): void => void (send.href = feedbackIssueUrl(settings, state.answer, comment()));
    textarea.addEventListener('input', sync);
    return { form, label, sync };
  }
  hint.textContent = 'Send shares your answer, your comment and the address of this page with the DataHub docs team.';
  textarea.maxLength = 5000;
  const send = element('button', { type: 'submit', className: 'feedback-send' }, 'Send');
  form.append(send);
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    send.disabled = true;
    status.textContent = 'Sending…';
    void post(settings, state.answer, comment()).then((problem) => {
      if (!problem) {
        form.remove();
        section.querySelectorAll('[data-feedback-answer]').forEach((b) => b.setAttribute('disabled', ''));
        status.textContent = 'Thank you, your feedback was sent.';
        return;
      }
      send.disabled = false;
      status.replaceChildren(`Your feedback could not be sent (${problem}). `, issueLink(feedbackIssueUrl(settings, state.answer, comment()), 'Open an issue on GitHub instead'), '.');
    });
  });
  return { form, label, sync: () => undefined };
}

/** Posts the answer; resolves to undefined on success or a short reason. */
async function post(settings: FeedbackSettings, answer: FeedbackAnswer, comment: string): Promise<string | undefined> {
  try {
    const response = await fetch(settings.url!, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(feedbackPayload(settings, answer, comment)),
      signal: AbortSignal.timeout(POST_TIMEOUT_MS),
    });
    return response.ok ? undefined : `the server answered ${response.status}`;
  } catch (error) {
    return (error as Error).name === 'TimeoutError' ? 'no answer from the server' : 'the network request failed';
  }
}

const forms = new WeakMap<HTMLElement, { state: { answer: FeedbackAnswer }; label: HTMLLabelElement; sync(): void }>();

/** Records Yes or No on the buttons and shows (or updates) the comment form. */
export function chooseAnswer(section: HTMLElement, answer: FeedbackAnswer): void {
  for (const button of section.querySelectorAll<HTMLElement>('[data-feedback-answer]')) {
    button.setAttribute('aria-pressed', String(button.dataset.feedbackAnswer === answer));
  }
  let entry = forms.get(section);
  const first = !entry;
  if (!entry) {
    const state = { answer };
    const built = buildForm(section, readSettings(section), state);
    section.querySelector('[data-feedback-status]')!.before(built.form);
    entry = { state, label: built.label, sync: built.sync };
    forms.set(section, entry);
  }
  entry.state.answer = answer;
  entry.label.textContent = PROMPTS[answer];
  entry.sync();
  if (first) section.querySelector<HTMLTextAreaElement>('textarea')?.focus();
}

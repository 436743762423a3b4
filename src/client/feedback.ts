/**
 * "Was this page helpful?" (`src/components/Feedback.tsx`): the main script only listens for the
 * first Yes / No; the form and sending live in `feedback-form.ts`, loaded on that click.
 */
export function setupFeedback(): void {
  const section = document.querySelector<HTMLElement>('[data-feedback]');
  if (!section) return;
  section.addEventListener('click', (event) => {
    const button = (event.target as Element).closest<HTMLElement>('[data-feedback-answer]');
    if (!button) return;
    const answer = button.dataset.feedbackAnswer === 'yes' ? 'yes' : 'no';
    import('./feedback-form.ts').then(
      (form) => form.chooseAnswer(section, answer),
      () => section.classList.add('feedback-failed'), // shows the plain issue link again
    );
  });
}

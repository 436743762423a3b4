import type { ReactElement } from 'react';
import { resolveFeedbackTarget } from '../config/feedback.ts';
import { feedbackIssueUrl, type FeedbackSettings } from '../shared/feedback.ts';
import type { PageView } from './view.ts';

/** The widget's settings for one page, or undefined when the site collects no feedback. */
export function feedbackSettings(view: PageView): FeedbackSettings | undefined {
  const target = resolveFeedbackTarget(view.site.config);
  if (!target) return undefined;
  const { page } = view;
  return { ...target, route: page.route, pageUrl: new URL(page.route, view.site.config.url).href, title: page.title, version: view.site.versionLabel };
}

/**
 * "Was this page helpful?" at the foot of a doc page. Without JavaScript it is a link to a
 * prefilled issue about the page. With JavaScript, Yes / No show; the first click loads
 * `src/client/feedback.ts`, which reveals the comment box and the Send control (a link whose
 * issue URL follows the comment, or a form that posts to the endpoint) and reports in the status line.
 */
export function Feedback({ view }: { view: PageView }): ReactElement | null {
  const settings = feedbackSettings(view);
  if (!settings) return null;
  return (
    <section className="feedback" aria-labelledby="feedback-title" data-feedback={JSON.stringify(settings)} data-pagefind-ignore>
      <h2 id="feedback-title" className="feedback-title">
        Was this page helpful?
      </h2>
      <div className="feedback-choices" role="group" aria-labelledby="feedback-title">
        <button type="button" className="feedback-choice" data-feedback-answer="yes" aria-pressed="false">
          Yes
        </button>
        <button type="button" className="feedback-choice" data-feedback-answer="no" aria-pressed="false">
          No
        </button>
      </div>
      <p className="feedback-nojs">
        Tell us what works or what is missing:{' '}
        <a href={feedbackIssueUrl(settings)} rel="noopener">
          open an issue about this page
        </a>{' '}
        on GitHub.
      </p>
      <p className="feedback-status" role="status" data-feedback-status />
    </section>
  );
}

/**
 * "Was this page helpful?": the settings the page carries for the browser and the prefilled
 * GitHub issue link. Shared by the server (the link shown without JavaScript) and the browser
 * chunk (the link with the reader's answer and comment), so both write the same issue.
 */

/** What the widget on one page needs, serialized into its `data-feedback` attribute. */
export interface FeedbackSettings {
  /** `issue`: Send opens a prefilled GitHub issue; `endpoint`: Send posts JSON to `url`. */
  kind: 'issue' | 'endpoint';
  /** GitHub repository URL for issues (the fallback link in endpoint mode too). */
  repo: string;
  /** Endpoint receiving the JSON POST (endpoint mode only). */
  url?: string;
  /** The page, as readers see it. */
  route: string;
  pageUrl: string;
  title: string;
  version: string;
}

/** The JSON body posted to an endpoint. */
export interface FeedbackPayload {
  route: string;
  url: string;
  title: string;
  version: string;
  helpful: boolean;
  comment: string;
}

export type FeedbackAnswer = 'yes' | 'no';

/**
 * GitHub answers "414 URI Too Long" a little past 8 KB; stay under it with room for the host's
 * own additions (a login redirect wraps the URL in `return_to`).
 */
export const MAX_ISSUE_URL_LENGTH = 7000;

const TRUNCATED = '\n\n[comment shortened to fit in a link; add the rest on GitHub]';

/** `https://github.com/owner/repo` from a repository URL or a URL inside it (`…/edit/main`). */
export function githubRepoOf(url: string): string | undefined {
  const match = /^https:\/\/github\.com\/([\w.-]+)\/([\w.-]+?)(?:\.git)?(?:[/?#]|$)/.exec(url);
  return match ? `https://github.com/${match[1]}/${match[2]}` : undefined;
}

function issueTitle(settings: Pick<FeedbackSettings, 'title'>, answer?: FeedbackAnswer): string {
  const verdict = answer === 'yes' ? 'helpful' : answer === 'no' ? 'not helpful' : 'feedback';
  return `Docs: "${settings.title}" (${verdict})`;
}

function issueBody(settings: FeedbackSettings, answer: FeedbackAnswer | undefined, comment: string): string {
  const lines = [`Page: ${settings.pageUrl}`, `Title: ${settings.title}`, `Version: ${settings.version}`];
  if (answer) lines.push(`Helpful: ${answer}`);
  lines.push('', comment.trim() ? `Comment:\n${comment.trim()}` : 'Comment: (describe what is missing, wrong or unclear)');
  return lines.join('\n');
}

function issueUrl(settings: FeedbackSettings, answer: FeedbackAnswer | undefined, comment: string): string {
  const query = new URLSearchParams({ title: issueTitle(settings, answer), body: issueBody(settings, answer, comment) });
  return `${settings.repo}/issues/new?${query.toString()}`;
}

/**
 * The new-issue URL for this page, with the answer and comment when given. A comment that would
 * push the URL past MAX_ISSUE_URL_LENGTH is cut (at a character boundary) and says so.
 */
export function feedbackIssueUrl(settings: FeedbackSettings, answer?: FeedbackAnswer, comment = ''): string {
  const full = issueUrl(settings, answer, comment);
  if (full.length <= MAX_ISSUE_URL_LENGTH) return full;
  const chars = Array.from(comment.trim());
  let low = 0;
  let high = chars.length;
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if (issueUrl(settings, answer, chars.slice(0, mid).join('') + TRUNCATED).length <= MAX_ISSUE_URL_LENGTH) low = mid;
    else high = mid - 1;
  }
  return issueUrl(settings, answer, chars.slice(0, low).join('') + TRUNCATED);
}

/** The JSON an endpoint receives. */
export function feedbackPayload(settings: FeedbackSettings, answer: FeedbackAnswer, comment: string): FeedbackPayload {
  return { route: settings.route, url: settings.pageUrl, title: settings.title, version: settings.version, helpful: answer === 'yes', comment: comment.trim() };
}

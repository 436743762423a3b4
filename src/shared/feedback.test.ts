import { describe, expect, it } from 'vitest';
import { feedbackIssueUrl, feedbackPayload, githubRepoOf, MAX_ISSUE_URL_LENGTH, type FeedbackSettings } from './feedback.ts';

const SETTINGS: FeedbackSettings = {
  kind: 'issue',
  repo: 'https://github.com/datahub-project/datahub-docs',
  route: '/docs/quickstart',
  pageUrl: 'https://docs.datahub.com/docs/quickstart',
  title: 'Quickstart',
  version: 'Next',
};

function fields(url: string): { title: string; body: string } {
  const parsed = new URL(url);
  return { title: parsed.searchParams.get('title') ?? '', body: parsed.searchParams.get('body') ?? '' };
}

describe('githubRepoOf', () => {
  it('finds the repository in edit and repository URLs', () => {
    expect(githubRepoOf('https://github.com/datahub-project/datahub-docs/edit/main')).toBe('https://github.com/datahub-project/datahub-docs');
    expect(githubRepoOf('https://github.com/owner/repo.git')).toBe('https://github.com/owner/repo');
    expect(githubRepoOf('https://github.com/owner/repo')).toBe('https://github.com/owner/repo');
    expect(githubRepoOf('https://gitlab.com/owner/repo/-/edit/main')).toBeUndefined();
  });
});

describe('feedbackIssueUrl', () => {
  it('opens a new issue in the repository with the page, title and version', () => {
    const url = feedbackIssueUrl(SETTINGS);
    expect(url.startsWith('https://github.com/datahub-project/datahub-docs/issues/new?')).toBe(true);
    const { title, body } = fields(url);
    expect(title).toBe('Docs: "Quickstart" (feedback)');
    expect(body).toContain('Page: https://docs.datahub.com/docs/quickstart');
    expect(body).toContain('Version: Next');
    expect(body).not.toContain('Helpful:');
  });

  it('carries the answer and the comment', () => {
    const { title, body } = fields(feedbackIssueUrl(SETTINGS, 'no', '  Step 2 fails & needs "Docker" 25+.  '));
    expect(title).toBe('Docs: "Quickstart" (not helpful)');
    expect(body).toContain('Helpful: no');
    expect(body).toContain('Comment:\nStep 2 fails & needs "Docker" 25+.');
    expect(fields(feedbackIssueUrl(SETTINGS, 'yes')).title).toBe('Docs: "Quickstart" (helpful)');
  });

  it('shortens a long comment to stay under the URL limit, and says so', () => {
    const comment = 'ü'.repeat(3000) + 'END';
    const url = feedbackIssueUrl(SETTINGS, 'no', comment);
    expect(url.length).toBeLessThanOrEqual(MAX_ISSUE_URL_LENGTH);
    const { body } = fields(url);
    expect(body).toContain('comment shortened');
    expect(body).not.toContain('END');
    // as much of the comment as fits: one more character would not
    expect(url.length).toBeGreaterThan(MAX_ISSUE_URL_LENGTH - 20);
  });

  it('leaves a comment that fits untouched', () => {
    const comment = 'x'.repeat(2000);
    expect(fields(feedbackIssueUrl(SETTINGS, 'yes', comment)).body).toContain(comment);
  });
});

describe('feedbackPayload', () => {
  it('is the JSON an endpoint receives', () => {
    expect(feedbackPayload({ ...SETTINGS, kind: 'endpoint', url: 'https://feedback.example.com/' }, 'yes', ' Clear. ')).toEqual({
      route: '/docs/quickstart',
      url: 'https://docs.datahub.com/docs/quickstart',
      title: 'Quickstart',
      version: 'Next',
      helpful: true,
      comment: 'Clear.',
    });
  });
});

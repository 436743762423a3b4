/**
 * Pages of the DataHub docs that moved, old route → new route, for readers who still follow the
 * old addresses (bookmarks, search results, links in posts and Slack threads). Each old route
 * gets a static page that sends the reader on and a line in `/_redirects`. The build stops when
 * an old route is a page again or a target is missing. Validated by src/config/redirects.ts.
 */
export default {
  // The single "DataHub SaaS" sign-up page, replaced by the DataHub Cloud section.
  '/docs/saas': '/docs/managed-datahub/managed-datahub-overview',
  // "Approval workflows" (proposing tags, terms and descriptions) became change proposals.
  '/docs/managed-datahub/approval-workflows': '/docs/managed-datahub/change-proposals',
  // The Slack pages moved into their own folder.
  '/docs/managed-datahub/saas-slack-setup': '/docs/managed-datahub/slack/saas-slack-setup',
  // The AWS-specific remote executor guide; the general setup guide took its place.
  '/docs/managed-datahub/operator-guide/setting-up-remote-ingestion-executor-on-aws': '/docs/managed-datahub/operator-guide/setting-up-remote-ingestion-executor',
  // Metadata tests left the work-in-progress folder.
  '/docs/wip/metadata-tests': '/docs/tests/metadata-tests',
} satisfies Record<string, string>;

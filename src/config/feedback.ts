import { z } from 'zod';
import { githubRepoOf } from '../shared/feedback.ts';

const GITHUB_REPO = /^https:\/\/github\.com\/[\w.-]+\/[\w.-]+\/?$/;

/**
 * Where "Was this page helpful?" sends answers. The site is static, so the default opens a
 * prefilled issue in the docs repository; an endpoint receives a JSON POST instead.
 */
export const FeedbackConfigSchema = z.union([
  z
    .object({
      /** Send opens a prefilled "new issue" page on GitHub. */
      kind: z.literal('issue'),
      /** The repository, e.g. `https://github.com/datahub-project/datahub-docs`. */
      repo: z.string().regex(GITHUB_REPO, 'must be a GitHub repository URL such as https://github.com/owner/repo'),
    })
    .strict(),
  z
    .object({
      /** Send posts `{ route, url, title, version, helpful, comment }` as JSON. */
      kind: z.literal('endpoint'),
      /** The endpoint; it must accept cross-origin POSTs from the site if it lives elsewhere. */
      url: z.string().url().regex(/^https?:\/\//, 'must be an http(s) URL'),
      /** Repository for the fallback issue link (no JavaScript, or a failed POST). @default the repository of `editUrlBase` */
      repo: z.string().regex(GITHUB_REPO, 'must be a GitHub repository URL such as https://github.com/owner/repo').optional(),
    })
    .strict(),
  /** `false` removes the block from every page. */
  z.literal(false),
]);

export type FeedbackConfig = z.output<typeof FeedbackConfigSchema>;

/** Where feedback goes once defaults are applied: undefined when there is nowhere to send it. */
export interface FeedbackTarget {
  kind: 'issue' | 'endpoint';
  repo: string;
  url?: string;
}

/** Applies the default (issues in the repository `editUrlBase` points into) to the configured value. */
export function resolveFeedbackTarget(config: { feedback?: FeedbackConfig; editUrlBase: string }): FeedbackTarget | undefined {
  const { feedback } = config;
  if (feedback === false) return undefined;
  const fallbackRepo = githubRepoOf(config.editUrlBase);
  if (!feedback) return fallbackRepo ? { kind: 'issue', repo: fallbackRepo } : undefined;
  if (feedback.kind === 'issue') return { kind: 'issue', repo: feedback.repo.replace(/\/$/, '') };
  const repo = feedback.repo?.replace(/\/$/, '') ?? fallbackRepo;
  return repo ? { kind: 'endpoint', url: feedback.url, repo } : undefined;
}

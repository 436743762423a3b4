import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../src/build/index.ts';
import { BuildError, formatProblem } from '../../src/build/errors.ts';
import { makeProject } from '../helpers/project.ts';

const read = (root: string, file: string): string => readFileSync(path.join(root, 'dist', file), 'utf8');

describe('redirects in a built site', () => {
  let root: string;
  beforeAll(async () => {
    root = makeProject({}, { redirects: { '/docs/getting-started': '/docs/quickstart#overview', '/docs/old-start': '/docs/getting-started' } });
    await build({ root, search: false });
  }, 60_000);

  it('writes a static redirect page with meta refresh, canonical link and noindex', () => {
    const html = read(root, 'docs/getting-started/index.html');
    expect(html).toContain('<meta http-equiv="refresh" content="0; url=/docs/quickstart#overview"/>');
    expect(html).toContain('<link rel="canonical" href="https://docs.datahub.com/docs/quickstart#overview"/>');
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    expect(html).not.toContain('<script');
  });

  it('collapses a chain so readers take one hop', () => {
    expect(read(root, 'docs/old-start/index.html')).toContain('url=/docs/quickstart#overview');
  });

  it('lists every redirect in /_redirects, the /docs one included', () => {
    const lines = read(root, '_redirects').split('\n');
    expect(lines).toContain('/docs /docs/introduction 301');
    expect(lines).toContain('/docs/getting-started /docs/quickstart#overview 301');
    expect(lines).toContain('/docs/old-start /docs/quickstart#overview 301');
  });

  it('keeps redirect pages out of the sitemap and the page index', () => {
    expect(read(root, 'sitemap.xml')).not.toContain('getting-started');
    expect(read(root, 'page-index.json')).not.toContain('getting-started');
  });
});

describe('a redirect to a missing page', () => {
  it('fails the build, naming the config file, the old route and the fix, and keeps dist/ away', async () => {
    const root = makeProject({}, { redirects: { '/docs/old-guide': '/docs/no-such-page' } });
    const failure = await build({ root, search: false }).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(BuildError);
    const problems = (failure as BuildError).problems;
    expect(problems).toHaveLength(1);
    expect(formatProblem(problems[0]!)).toBe(
      'site.config.json:1  error REDIRECT_TARGET_MISSING: redirect from /docs/old-guide to /docs/no-such-page: no page or file has the route /docs/no-such-page\n' +
        '  fix: Point /docs/old-guide in site.config.json at an existing route (see dist/page-index.json), or remove the entry.',
    );
    expect(existsSync(path.join(root, 'dist'))).toBe(false);
  }, 60_000);
});

describe('the feedback block', () => {
  it('is on every doc page with the page, its version and a prefilled issue link', async () => {
    const root = makeProject({ 'content/docs/guides/tags.md': '---\ntitle: Add tags\ndescription: Tags.\n---\n\nText.\n' });
    await build({ root, search: false });
    const html = read(root, 'docs/guides/tags/index.html');
    const attr = /data-feedback="([^"]+)"/.exec(html)?.[1]?.replaceAll('&quot;', '"');
    expect(JSON.parse(attr!)).toEqual({ kind: 'issue', repo: 'https://github.com/example/docs', route: '/docs/guides/tags', pageUrl: 'https://docs.datahub.com/docs/guides/tags', title: 'Add tags', version: 'Next' });
    const href = /<p class="feedback-nojs">[^<]*<a href="([^"]+)"/.exec(html)?.[1]?.replaceAll('&amp;', '&');
    const issue = new URL(href!);
    expect(issue.pathname).toBe('/example/docs/issues/new');
    expect(issue.searchParams.get('body')).toContain('Page: https://docs.datahub.com/docs/guides/tags');
  }, 60_000);

  it('carries the endpoint when one is configured, and is absent when turned off', async () => {
    const root = makeProject({}, { feedback: { kind: 'endpoint', url: 'https://feedback.example.com/docs' } });
    await build({ root, search: false });
    expect(read(root, 'docs/quickstart/index.html')).toContain('&quot;kind&quot;:&quot;endpoint&quot;,&quot;url&quot;:&quot;https://feedback.example.com/docs&quot;');
    const off = makeProject({}, { feedback: false });
    await build({ root: off, search: false });
    expect(read(off, 'docs/quickstart/index.html')).not.toContain('data-feedback');
  }, 60_000);
});

import { describe, expect, it } from 'vitest';
import { parseSiteConfig } from './load.ts';
import { BuildError } from '../build/errors.ts';
import { resolveFeedbackTarget } from './feedback.ts';

const BASE = { githubUrl: 'https://github.com/o/r', editUrlBase: 'https://github.com/o/docs/edit/main', demoUrl: 'https://demo.example.com/' };

function problems(raw: object): string[] {
  try {
    parseSiteConfig({ ...BASE, ...raw }, 'site.config.ts');
  } catch (error) {
    if (error instanceof BuildError) return error.problems.map((p) => `${p.file} ${p.message}`);
    throw error;
  }
  return [];
}

describe('feedback config', () => {
  it('defaults to issues in the repository editUrlBase points into', () => {
    expect(resolveFeedbackTarget(parseSiteConfig(BASE, 'site.config.ts'))).toEqual({ kind: 'issue', repo: 'https://github.com/o/docs' });
  });

  it('has no default when the edit URL is not on GitHub', () => {
    expect(resolveFeedbackTarget({ editUrlBase: 'https://gitlab.com/o/docs/-/edit/main' })).toBeUndefined();
  });

  it('takes an endpoint, with the issue link as fallback', () => {
    const config = parseSiteConfig({ ...BASE, feedback: { kind: 'endpoint', url: 'https://feedback.example.com/docs' } }, 'site.config.ts');
    expect(resolveFeedbackTarget(config)).toEqual({ kind: 'endpoint', url: 'https://feedback.example.com/docs', repo: 'https://github.com/o/docs' });
  });

  it('can be turned off', () => {
    expect(resolveFeedbackTarget(parseSiteConfig({ ...BASE, feedback: false }, 'site.config.ts'))).toBeUndefined();
  });

  it('rejects a repository that is not on GitHub, naming the file and field', () => {
    const found = problems({ feedback: { kind: 'issue', repo: 'https://example.com/o/docs' } });
    expect(found.join('\n')).toMatch(/site\.config\.ts .*GitHub repository URL/);
  });

  it('rejects an unknown key', () => {
    expect(problems({ feedback: { kind: 'endpoint', url: 'https://x.example.com', method: 'PUT' } }).join('\n')).toMatch(/method/);
  });
});

describe('redirects config', () => {
  it('accepts absolute routes and a target fragment', () => {
    expect(problems({ redirects: { '/docs/old': '/docs/new#section' } })).toEqual([]);
  });

  it('rejects relative routes and trailing slashes', () => {
    expect(problems({ redirects: { 'docs/old': '/docs/new' } }).join('\n')).toMatch(/redirect source "docs\/old" must be an absolute route/);
    expect(problems({ redirects: { '/docs/old/': '/docs/new' } }).join('\n')).toMatch(/redirect source/);
    expect(problems({ redirects: { '/docs/old': 'https://elsewhere.example.com/' } }).join('\n')).toMatch(/redirect target must be an absolute route/);
  });
});

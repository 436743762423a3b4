import { describe, expect, it } from 'vitest';
import { parseFrontMatter } from './front-matter.ts';

const page = (fm: string, body = 'Body\n') => `---\n${fm}\n---\n${body}`;

describe('parseFrontMatter', () => {
  it('accepts the documented keys and keeps the body line offset', () => {
    const { result, problems } = parseFrontMatter(
      page('title: Tags\ndescription: Add tags.\nedition: cloud\nstage: public-beta\nkeywords: [a, b]\nhide_table_of_contents: true'),
      'x.md',
    );
    expect(problems).toEqual([]);
    expect(result?.frontMatter).toMatchObject({ title: 'Tags', edition: 'cloud', stage: 'public-beta', keywords: ['a', 'b'], hide_table_of_contents: true });
    expect(result?.bodyLineOffset).toBe(8);
    expect(result?.body).toBe('Body\n');
  });

  it('accepts oss_alternative on a cloud-only page, as a link or with a text', () => {
    expect(parseFrontMatter(page('edition: cloud\noss_alternative: actions'), 'x.md').result?.frontMatter.oss_alternative).toBe('actions');
    const { result, problems } = parseFrontMatter(page('edition: cloud\noss_alternative:\n  link: /docs/actions#setup\n  text: Use an action.'), 'x.md');
    expect(problems).toEqual([]);
    expect(result?.frontMatter.oss_alternative).toEqual({ link: '/docs/actions#setup', text: 'Use an action.' });
  });

  it('rejects oss_alternative on a page that is not cloud-only, or with an unknown key, at its line', () => {
    const notCloud = parseFrontMatter(page('title: A\nedition: both\noss_alternative: actions'), 'docs/a.md').problems;
    expect(notCloud).toHaveLength(1);
    expect(notCloud[0]).toMatchObject({ code: 'FRONT_MATTER_INVALID', file: 'docs/a.md', line: 4 });
    expect(notCloud[0]?.message).toContain('edition: cloud');
    const typo = parseFrontMatter(page('edition: cloud\noss_alternative:\n  link: actions\n  txt: x'), 'docs/a.md').problems;
    expect(typo[0]).toMatchObject({ code: 'FRONT_MATTER_INVALID', line: 3 });
  });

  it('passes pages without front matter through', () => {
    const { result } = parseFrontMatter('# Title\n', 'x.md');
    expect(result).toEqual({ frontMatter: {}, body: '# Title\n', bodyLineOffset: 0 });
  });

  it('names an unknown key and its line', () => {
    const { problems } = parseFrontMatter(page('title: A\nsidebar_lable: B'), 'docs/a.md');
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ code: 'FRONT_MATTER_INVALID', file: 'docs/a.md', line: 3 });
    expect(problems[0]?.message).toContain('sidebar_lable');
  });

  it('rejects a value outside an enum with the field and line', () => {
    const { problems } = parseFrontMatter(page('title: A\nedition: enterprise'), 'a.md');
    expect(problems[0]).toMatchObject({ code: 'FRONT_MATTER_INVALID', line: 3 });
    expect(problems[0]?.message).toContain('edition');
  });

  it('reports YAML syntax errors with a line', () => {
    const { problems } = parseFrontMatter(page('title: "unclosed\ndescription: x'), 'a.md');
    expect(problems[0]?.code).toBe('FRONT_MATTER_YAML');
    expect(problems[0]?.line).toBeGreaterThanOrEqual(2);
  });

  it('rejects a wrong type', () => {
    const { problems } = parseFrontMatter(page('title: A\nhide_table_of_contents: "yes"'), 'a.md');
    expect(problems[0]?.message).toContain('hide_table_of_contents');
  });
});

describe('parseFrontMatter: where the block ends', () => {
  it('names a front matter that is never closed, instead of reading it as body', () => {
    const { result, problems } = parseFrontMatter('---\ntitle: A\n\n# A\n\nText.\n', 'docs/a.md');
    expect(result).toBeUndefined();
    expect(problems).toEqual([expect.objectContaining({ code: 'FRONT_MATTER_UNCLOSED', file: 'docs/a.md', line: 1 })]);
  });
  it('accepts an empty front matter', () => {
    const { result, problems } = parseFrontMatter('---\n---\n# A\n', 'docs/a.md');
    expect(problems).toEqual([]);
    expect(result).toMatchObject({ body: '# A\n', bodyLineOffset: 2 });
  });
});

import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { EDITION_INIT_SCRIPT } from './edition-script.ts';

/** Runs the head script against a fake page: its URL query, stored value, and whether storage throws. */
function run(search: string, stored: string | null, storageThrows = false): { edition: string | undefined; stored: string | null } {
  const attributes = new Map<string, string>();
  let value = stored;
  const localStorage = {
    getItem: () => {
      if (storageThrows) throw new Error('blocked');
      return value;
    },
    setItem: (_key: string, next: string) => {
      if (storageThrows) throw new Error('blocked');
      value = next;
    },
  };
  const document = { documentElement: { setAttribute: (name: string, v: string) => attributes.set(name, v) } };
  runInNewContext(EDITION_INIT_SCRIPT, { location: { search }, localStorage, document, URLSearchParams });
  return { edition: attributes.get('data-edition'), stored: value };
}

describe('EDITION_INIT_SCRIPT', () => {
  it('applies the stored choice, or "all" when there is none', () => {
    expect(run('', 'oss')).toEqual({ edition: 'oss', stored: 'oss' });
    expect(run('', null).edition).toBe('all');
    expect(run('', 'nonsense').edition).toBe('all');
  });

  it('lets ?edition= win and remembers it', () => {
    expect(run('?edition=cloud', 'oss')).toEqual({ edition: 'cloud', stored: 'cloud' });
    expect(run('?q=x&edition=all', 'oss')).toEqual({ edition: 'all', stored: 'all' });
  });

  it('ignores an unknown URL value (the search page uses "Open source")', () => {
    expect(run('?edition=Open+source', 'cloud')).toEqual({ edition: 'cloud', stored: 'cloud' });
  });

  it('still applies the URL choice when storage is blocked', () => {
    expect(run('?edition=oss', null, true).edition).toBe('oss');
    expect(run('', null, true).edition).toBe('all');
  });
});

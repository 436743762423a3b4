import { describe, expect, it } from 'vitest';
import { releasesTable } from './releases.ts';

const releases = [
  { version: 'v1.6.0', date: '2026-05-01', highlights: 'Older.' },
  { version: 'v1.7.0', date: '2026-08-04', highlights: 'Newer | piped.', cli: '1.7.0' },
];

describe('releasesTable', () => {
  it('links each version with the configured URL pattern, newest first', () => {
    const rows = releasesTable(releases, 'https://example.com/r/{version}/notes').split('\n');
    expect(rows[2]).toBe('| [v1.7.0](https://example.com/r/v1.7.0/notes) | 2026-08-04 | Newer \\| piped. | CLI 1.7.0 |');
    expect(rows[3]).toBe('| [v1.6.0](https://example.com/r/v1.6.0/notes) | 2026-05-01 | Older. | — |');
  });

  it('leaves versions unlinked without a pattern (no project URL is built in)', () => {
    expect(releasesTable(releases).split('\n')[2]).toMatch(/^\| v1\.7\.0 \|/);
  });
});

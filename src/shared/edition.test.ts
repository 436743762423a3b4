import { describe, expect, it } from 'vitest';
import { parseEditionChoice, searchFilterOfChoice, searchWithEdition } from './edition.ts';

describe('edition choice', () => {
  it('accepts only the three choices', () => {
    expect(parseEditionChoice('oss')).toBe('oss');
    expect(parseEditionChoice('cloud')).toBe('cloud');
    expect(parseEditionChoice('all')).toBe('all');
    for (const bad of ['OSS', 'Open source', '', null, undefined, 3]) expect(parseEditionChoice(bad)).toBeUndefined();
  });

  it('maps a choice to the search filter ("All" filters nothing)', () => {
    expect(searchFilterOfChoice('oss')).toBe('Open source');
    expect(searchFilterOfChoice('cloud')).toBe('Cloud');
    expect(searchFilterOfChoice('all')).toBeUndefined();
    expect(searchFilterOfChoice(undefined)).toBeUndefined();
  });

  it('sets, replaces or removes the URL parameter and keeps the others', () => {
    expect(searchWithEdition('', 'oss')).toBe('?edition=oss');
    expect(searchWithEdition('?a=1&edition=oss', 'cloud')).toBe('?a=1&edition=cloud');
    expect(searchWithEdition('?edition=oss', 'all')).toBe('');
    expect(searchWithEdition('?a=1&edition=cloud&b=2', 'all')).toBe('?a=1&b=2');
    expect(searchWithEdition('?a=1', 'all')).toBe('?a=1');
  });
});

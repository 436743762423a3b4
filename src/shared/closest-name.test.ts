import { describe, expect, it } from 'vitest';
import { closestName } from './closest-name.ts';

describe('closestName', () => {
  const options = ['include_tables', 'include_views', 'include_background_jobs', 'account_id', 'profiling'];
  it('finds a typo, a missing word and another separator style', () => {
    expect(closestName('acount_id', options)).toBe('account_id');
    expect(closestName('include_jobs', options)).toBe('include_background_jobs');
    expect(closestName('Account-ID', options)).toBe('account_id');
    expect(closestName('profilng', options)).toBe('profiling');
  });
  it('suggests nothing when no option is close', () => expect(closestName('warehouse', options)).toBeUndefined());
});

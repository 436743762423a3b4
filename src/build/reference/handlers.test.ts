import { describe, expect, it } from 'vitest';
import { REFERENCE_HANDLERS } from './handlers.ts';

describe('REFERENCE_HANDLERS', () => {
  it('says of each kind whether the build cache keeps it as its handler does (it is read before the handler loads)', async () => {
    for (const [kind, entry] of Object.entries(REFERENCE_HANDLERS)) {
      const handler = await entry.load();
      expect(typeof handler.generate, kind).toBe('function');
      expect('checks' in handler, kind).toBe(entry.cached);
    }
  });
});

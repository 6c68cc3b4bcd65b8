import { describe, expect, it } from 'vitest';
import { stillWaiting, stoppedWaiting } from './payment-wait.ts';

// Issue 25: what a screen says about a push depends on our wait, never "expired" on a guess.
describe('our wait for a push', () => {
  const at = Date.parse('2026-11-26T12:00:00Z');
  const push = (status: 'pending' | 'unknown' | 'succeeded' | 'expired', expiresIn: number) => ({
    status,
    expires_at: new Date(at + expiresIn).toISOString(),
  });

  it('pending or unknown within our wait: still waiting', () => {
    expect(stillWaiting(push('pending', 1000), at)).toBe(true);
    expect(stillWaiting(push('unknown', 1000), at)).toBe(true);
    expect(stoppedWaiting(push('unknown', 1000), at)).toBe(false);
  });

  it('pending or unknown past our wait: we stopped waiting (not expired)', () => {
    expect(stoppedWaiting(push('pending', -1), at)).toBe(true);
    expect(stoppedWaiting(push('unknown', -1), at)).toBe(true);
    expect(stillWaiting(push('pending', -1), at)).toBe(false);
  });

  it('a settled payment is neither', () => {
    for (const status of ['succeeded', 'expired'] as const) {
      expect(stillWaiting(push(status, 1000), at)).toBe(false);
      expect(stoppedWaiting(push(status, -1), at)).toBe(false);
    }
  });
});

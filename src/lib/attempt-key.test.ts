import { describe, expect, it } from 'vitest';
import { AttemptKey } from './attempt-key.ts';

describe('attempt keys', () => {
  it('keeps the key for the same request, changes it for another one and after a success', () => {
    const attempt = new AttemptKey();
    const first = attempt.for({ lines: [1] });
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    expect(attempt.for({ lines: [1] })).toBe(first);
    const changed = attempt.for({ lines: [2] });
    expect(changed).not.toBe(first);
    attempt.settled();
    expect(attempt.for({ lines: [2] })).not.toBe(changed);
  });
});

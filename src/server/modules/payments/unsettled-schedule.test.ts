import { describe, expect, it } from 'vitest';
import { recheckAfter } from './unsettled-schedule.ts';

const MIN = 60_000;
const HOUR = 60 * MIN;

// Issue 25's schedule for an unsettled payment or payout once our wait is over.
describe('recheckAfter', () => {
  it('backs off from the first wait, doubling with the time waited, at most an hour, for 24 h', () => {
    expect(recheckAfter(0, 5 * MIN)).toBe(5 * MIN);
    expect(recheckAfter(10 * MIN, 5 * MIN)).toBe(10 * MIN);
    expect(recheckAfter(40 * MIN, 5 * MIN)).toBe(40 * MIN);
    expect(recheckAfter(5 * HOUR, 5 * MIN)).toBe(HOUR);
    expect(recheckAfter(24 * HOUR - 1, 5 * MIN)).toBe(HOUR);
  });

  it('every 6 h after 24 h, and no more by itself after 7 days', () => {
    expect(recheckAfter(24 * HOUR, 5 * MIN)).toBe(6 * HOUR);
    expect(recheckAfter(6 * 24 * HOUR, 5 * MIN)).toBe(6 * HOUR);
    expect(recheckAfter(7 * 24 * HOUR, 5 * MIN)).toBeNull();
  });

  it('checks at least 24 h of a payment that stays open, about 30 times', () => {
    let since = 0;
    let checks = 0;
    while (since < 24 * HOUR) {
      since += recheckAfter(since, 5 * MIN)!;
      checks++;
    }
    expect(checks).toBeGreaterThan(24);
    expect(checks).toBeLessThan(40);
  });
});

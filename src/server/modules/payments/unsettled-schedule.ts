// When an unsettled payment or payout is asked about again once our own wait is over (issue 25:
// "unknown is not failed", "pending is not expired"). The provider may still settle it: a customer
// approves late, an upstream system that did not answer comes back, a payout that went out is
// confirmed a day later. So the question keeps being asked, less often the longer it stays open:
//
//   - the first 24 hours: backoff, the wait doubling with the time already waited (first wait at
//     least `minMs`), capped at one hour;
//   - after 24 hours: every 6 hours, up to 7 days;
//   - after 7 days: no more automatic checks; only "ask the provider again" (reconciliation).

const HOUR = 60 * 60_000;
export const RECHECK_CAP_MS = HOUR;
export const BACKOFF_WINDOW_MS = 24 * HOUR;
export const LATE_RECHECK_MS = 6 * HOUR;
export const GIVE_UP_AFTER_MS = 7 * 24 * HOUR;

/**
 * How long after a check to check again, given how long the payment or payout has been open past
 * our wait (`sinceMs`); null: stop checking by itself (checked only by hand from then on).
 */
export function recheckAfter(sinceMs: number, minMs: number): number | null {
  const since = Math.max(0, sinceMs);
  if (since < BACKOFF_WINDOW_MS) return Math.max(minMs, Math.min(RECHECK_CAP_MS, since));
  if (since < GIVE_UP_AFTER_MS) return LATE_RECHECK_MS;
  return null;
}

/**
 * Token buckets in process memory: the bot API is hit on every customer message, and a counter
 * row per message in the database would double its writes (see docs/decisions/0006). Each
 * process enforces the limits on its own share of the traffic, so behind N processes a sender
 * gets at most N times the budget — still enough to stop a flood from one chat or one address.
 */
export type Bucket = { capacity: number; perSecond: number };
type State = { tokens: number; at: number };

export class RateLimiter {
  private readonly buckets = new Map<string, State>();
  private readonly rule: Bucket;
  private readonly maxKeys: number;

  constructor(rule: Bucket, maxKeys = 50_000) {
    this.rule = rule;
    this.maxKeys = maxKeys;
  }

  /** Takes one token for `key`: 0 when allowed, else the seconds to wait. */
  take(key: string, now = Date.now()): number {
    const { capacity, perSecond } = this.rule;
    const state = this.buckets.get(key) ?? { tokens: capacity, at: now };
    state.tokens = Math.min(capacity, state.tokens + ((now - state.at) / 1000) * perSecond);
    state.at = now;
    if (state.tokens < 1) {
      this.buckets.set(key, state);
      return Math.max(1, Math.ceil((1 - state.tokens) / perSecond));
    }
    state.tokens -= 1;
    this.buckets.delete(key); // re-insert: the map's order is then least recently used first
    this.buckets.set(key, state);
    if (this.buckets.size > this.maxKeys) this.buckets.delete(this.buckets.keys().next().value!);
    return 0;
  }

  reset(): void {
    this.buckets.clear();
  }
}

/** A person types at most a message every second or two; a burst of 10 covers taps in quick succession. */
export const perChat = new RateLimiter({ capacity: 10, perSecond: 1 });
/** One address may be a whole office or a mobile carrier's NAT: generous, but a flood stops. */
export const perAddress = new RateLimiter({ capacity: 120, perSecond: 10 });

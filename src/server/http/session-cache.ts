import type { User } from '../db/schema/accounts.ts';
import type { Membership } from './context.ts';

/**
 * A few seconds of memory in front of the per-request session lookup (see
 * docs/decisions/0004-session-cookies.md). The database stays the truth: an entry lives at most
 * TTL_MS, and this process drops entries itself when it changes a session, a user or a shop, so a
 * change is seen at once here and within TTL_MS by other processes.
 */
// Keyed by the cookie's token itself, so a hit costs no hashing; the hash (what the database and
// logout know) is kept beside it.
export type CachedSession = { tokenHash: string; user: User; membership: Membership | null; expiresAt: number };

const TTL_MS = 5_000;
const MAX_ENTRIES = 10_000;

export class SessionCache {
  private readonly entries = new Map<string, CachedSession>();

  get(token: string, now = Date.now()): CachedSession | undefined {
    const entry = this.entries.get(token);
    if (!entry) return undefined;
    if (entry.expiresAt <= now) {
      this.entries.delete(token);
      return undefined;
    }
    return entry;
  }

  set(token: string, tokenHash: string, user: User, membership: Membership | null, now = Date.now()): CachedSession {
    if (this.entries.size >= MAX_ENTRIES) {
      // Map keeps insertion order: dropping the first key drops the oldest entry.
      this.entries.delete(this.entries.keys().next().value!);
    }
    const entry = { tokenHash, user, membership, expiresAt: now + TTL_MS };
    this.entries.set(token, entry);
    return entry;
  }

  /** After a change to a person (profile, password) or to who works where. */
  forgetUser(userId: string): void {
    for (const [key, entry] of this.entries) if (entry.user.id === userId) this.entries.delete(key);
  }

  /** After a change to a shop or its staff: every member's view of it is stale. */
  forgetShop(shopId: string): void {
    for (const [key, entry] of this.entries) if (entry.membership?.shop.id === shopId) this.entries.delete(key);
  }

  clear(): void {
    this.entries.clear();
  }
}

import type { User } from '../db/schema/accounts.ts';
import type { Membership } from './context.ts';

/**
 * A few seconds of memory in front of the per-request session lookup (see
 * docs/decisions/0004-session-cookies.md). The database stays the truth: an entry lives at most
 * TTL_MS, and this process drops entries itself when it changes a session, a user or a shop, so a
 * change is seen at once here and within TTL_MS by other processes.
 */
export type CachedSession = { user: User; membership: Membership | null; expiresAt: number };

const TTL_MS = 5_000;
const MAX_ENTRIES = 10_000;

export class SessionCache {
  private readonly entries = new Map<string, CachedSession>();

  get(tokenHash: string, now = Date.now()): CachedSession | undefined {
    const entry = this.entries.get(tokenHash);
    if (!entry) return undefined;
    if (entry.expiresAt <= now) {
      this.entries.delete(tokenHash);
      return undefined;
    }
    return entry;
  }

  set(tokenHash: string, user: User, membership: Membership | null, now = Date.now()): CachedSession {
    if (this.entries.size >= MAX_ENTRIES) {
      // Map keeps insertion order: dropping the first key drops the oldest entry.
      this.entries.delete(this.entries.keys().next().value!);
    }
    const entry = { user, membership, expiresAt: now + TTL_MS };
    this.entries.set(tokenHash, entry);
    return entry;
  }

  forgetSession(tokenHash: string): void {
    this.entries.delete(tokenHash);
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

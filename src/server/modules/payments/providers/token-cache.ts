import { createHash } from 'node:crypto';

// Access tokens of ClickPesa (1 h) and AzamPay (until its `expire`) are reused between calls: one
// token request per push would double the calls and trip their rate limits. Keyed by the
// credentials themselves (hashed), so a shop that changes its keys never gets the old token.

type Entry = { token: string; expiresAt: number };

/** A token is dropped this long before the provider's expiry, so none expires in flight. */
const MARGIN_MS = 60_000;

export class TokenCache {
  readonly #entries = new Map<string, Entry>();

  static key(provider: string, baseUrl: string, ...credentials: string[]): string {
    return createHash('sha256')
      .update([provider, baseUrl, ...credentials].join('\u0000'))
      .digest('hex');
  }

  get(key: string, now: number): string | null {
    const entry = this.#entries.get(key);
    if (!entry) return null;
    if (entry.expiresAt - MARGIN_MS <= now) {
      this.#entries.delete(key);
      return null;
    }
    return entry.token;
  }

  set(key: string, token: string, expiresAt: number): void {
    this.#entries.set(key, { token, expiresAt });
  }

  /** After the provider refused a token (revoked, or the shop toggled ClickPesa's checksum). */
  forget(key: string): void {
    this.#entries.delete(key);
  }
}

export const sharedTokenCache = new TokenCache();

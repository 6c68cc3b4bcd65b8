import { createHash } from 'node:crypto';

// Access tokens (ClickPesa's for 1 h, AzamPay's until its `expire`, an SMS gateway's next) are
// reused between calls: one token request per call would double the calls and trip the providers'
// rate limits. Keyed per account by the credentials themselves (hashed), so an account that
// changes its keys never gets the old token. Concurrent calls that find no token share one token
// request (single flight) instead of each asking for its own.

type Entry = { token: string; expiresAt: number };

/** A token is dropped this long before the provider's expiry, so none expires in flight. */
const MARGIN_MS = 60_000;

/** What a provider's token request gave: a token and when it expires, or why there is none. */
export type Issued<Failure> = { token: string; expiresAt: number } | { failure: Failure };

export class TokenCache {
  readonly #entries = new Map<string, Entry>();
  readonly #inFlight = new Map<string, Promise<unknown>>();

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

  /**
   * One token request for `key` at a time: callers that arrive while one is under way get its
   * result (an issued token is kept; a failure is given to each of them and not kept). `issue`
   * runs only when no request is under way; the caller checks the cache first.
   */
  async issueOnce<R>(key: string, issue: () => Promise<R>, keep: (result: R) => Entry | null): Promise<R> {
    const running = this.#inFlight.get(key) as Promise<R> | undefined;
    if (running) return running;
    const request = issue().then((result) => {
      const entry = keep(result);
      if (entry) this.set(key, entry.token, entry.expiresAt);
      return result;
    });
    this.#inFlight.set(key, request);
    try {
      return await request;
    } finally {
      this.#inFlight.delete(key);
    }
  }
}

/** The process-wide cache, for contexts that bring none. */
export const sharedTokenCache = new TokenCache();

/** What a provider context carries for tokens: where they are kept (tests give their own). */
export type TokenContext = {
  /** Where access tokens are kept between calls; the process-wide cache otherwise. */
  tokens?: TokenCache;
};

type Entry<T> = { value: Promise<T>; settled: boolean; until: number };

/**
 * A per-process cache of loads that may be a few seconds stale (docs/decisions/0006). It keeps
 * the promise, not the value: the messages that miss at once (a burst of new conversations, the
 * moment an entry expires) share one query instead of each running it. A failed load is not kept.
 */
export class TtlCache<T> {
  readonly #entries = new Map<string, Entry<T>>();
  readonly #ttlMs: number;
  readonly #max: number;

  constructor(ttlMs: number, max: number) {
    this.#ttlMs = ttlMs;
    this.#max = max;
  }

  /**
   * `joinPending: false` for a caller inside a transaction: a load started outside it may be
   * waiting for a pool connection that transactions like this one hold.
   */
  get(key: string, load: () => Promise<T>, joinPending = true): Promise<T> {
    const hit = this.#entries.get(key);
    if (hit && hit.until > Date.now() && (hit.settled || joinPending)) return hit.value;
    if (hit && !hit.settled) return load();
    // Simpler than LRU and as good here: entries live seconds, a full map is rebuilt quickly.
    if (this.#entries.size >= this.#max) this.#entries.clear();
    const entry: Entry<T> = { value: load(), settled: false, until: Date.now() + this.#ttlMs };
    this.#entries.set(key, entry);
    entry.value.then(
      () => void (entry.settled = true),
      () => this.#entries.get(key) === entry && this.#entries.delete(key),
    );
    return entry.value;
  }

  delete(key: string): void {
    this.#entries.delete(key);
  }

  /** Drops the entries `test` picks; it sees the value of a settled load, undefined while pending. */
  async deleteWhere(test: (key: string, value: T | undefined) => boolean): Promise<void> {
    for (const [key, entry] of this.#entries) {
      const value = entry.settled ? await entry.value : undefined;
      if (test(key, value) && this.#entries.get(key) === entry) this.#entries.delete(key);
    }
  }

  clear(): void {
    this.#entries.clear();
  }
}

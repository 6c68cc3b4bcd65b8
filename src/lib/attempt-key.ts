/**
 * The Idempotency-Key of one attempt at a write (src/server/http/idempotency.ts): sending the same
 * request again (a retry after a lost answer, a second tap) reuses the key, so the server answers
 * with the first result instead of writing twice; a changed request, or the next one after a
 * success, gets a new key.
 */
export class AttemptKey {
  #last: { request: string; key: string } | null = null;

  for(request: unknown): string {
    const text = JSON.stringify(request);
    if (this.#last?.request !== text) this.#last = { request: text, key: randomKey() };
    return this.#last.key;
  }

  /** After a success: the same request again is a new order (the next customer at the till). */
  settled(): void {
    this.#last = null;
  }
}

// crypto.randomUUID needs a secure context; a shop's till on a plain-HTTP address has only getRandomValues.
function randomKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

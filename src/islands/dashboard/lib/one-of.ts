/**
 * A filter read from the URL, narrowed to the values its route declares. A hand-edited or stale
 * link (?status=bogus) then lists without that filter instead of earning a 400, and the typed
 * client gets the declared type rather than any string.
 */
export function oneOf<T extends string>(options: readonly T[], value: string | undefined): T | undefined {
  return value !== undefined && (options as readonly string[]).includes(value) ? (value as T) : undefined;
}

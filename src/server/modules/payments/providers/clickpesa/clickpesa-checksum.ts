// ClickPesa's checksum (ClickPesa/developers.docs home/checksum.mdx), on requests and on webhooks:
// leave out `checksum` and `checksumMethod`, then
// - canonical (the default since January 2026): sort object keys recursively, serialise as compact
//   JSON, hex HMAC-SHA256 with the shop's checksum key;
// - legacy (the earlier version of the same page, still accepted "during migration" when a payload
//   says `checksumMethod: "legacy"`): sort the top-level keys and join their values as JavaScript's
//   Array.join does (the page's own example), then the same HMAC. Nested objects join as
//   "[object Object]", so a legacy checksum vouches for top-level scalar values only.
// Requests are always sent canonical; a webhook is checked by the method it names.
import { createHmac } from 'node:crypto';
import { sameText } from '../same-text.ts';

export type ChecksumMethod = 'canonical' | 'legacy';

function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.keys(value as Record<string, unknown>)
      .sort()
      .map((k) => [k, sortKeys((value as Record<string, unknown>)[k])]),
  );
}

const withoutChecksum = (payload: Record<string, unknown>) => {
  const { checksum: _c, checksumMethod: _m, ...rest } = payload;
  return rest;
};

export function clickpesaCanonical(payload: Record<string, unknown>): string {
  return JSON.stringify(sortKeys(withoutChecksum(payload)));
}

/** `Object.values(sorted).join("")`, exactly as the legacy example computes it. */
export function clickpesaLegacyString(payload: Record<string, unknown>): string {
  const rest = withoutChecksum(payload);
  return Object.keys(rest)
    .sort()
    .map((k) => rest[k])
    .join('');
}

export function clickpesaChecksum(
  checksumKey: string,
  payload: Record<string, unknown>,
  method: ChecksumMethod = 'canonical',
): string {
  const text = method === 'legacy' ? clickpesaLegacyString(payload) : clickpesaCanonical(payload);
  return createHmac('sha256', checksumKey).update(text).digest('hex');
}

/** The method a payload names; absent means canonical; any other word is not one we can check. */
export function checksumMethodOf(payload: Record<string, unknown>): ChecksumMethod | null {
  const m = payload.checksumMethod;
  if (m === undefined) return 'canonical';
  return m === 'canonical' || m === 'legacy' ? m : null;
}

export function checkClickpesaChecksum(checksumKey: string, payload: Record<string, unknown>): boolean {
  const given = payload.checksum;
  const method = checksumMethodOf(payload);
  return (
    typeof given === 'string' &&
    method !== null &&
    sameText(given.toLowerCase(), clickpesaChecksum(checksumKey, payload, method))
  );
}

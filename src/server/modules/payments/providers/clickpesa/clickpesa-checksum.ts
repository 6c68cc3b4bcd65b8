// ClickPesa's checksum (protocols.md §2, docs.clickpesa.com), on requests and on webhooks alike:
// drop `checksum` and `checksumMethod`, sort object keys recursively, serialise as compact JSON,
// hex HMAC-SHA256 with the shop's checksum key. (An older doc concatenated the sorted values
// instead; the current one serialises, and that is what is implemented.)
import { createHmac } from 'node:crypto';
import { sameText } from '../same-text.ts';

function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.keys(value as Record<string, unknown>)
      .sort()
      .map((k) => [k, sortKeys((value as Record<string, unknown>)[k])]),
  );
}

export function clickpesaCanonical(payload: Record<string, unknown>): string {
  const { checksum: _c, checksumMethod: _m, ...rest } = payload;
  return JSON.stringify(sortKeys(rest));
}

export function clickpesaChecksum(checksumKey: string, payload: Record<string, unknown>): string {
  return createHmac('sha256', checksumKey).update(clickpesaCanonical(payload)).digest('hex');
}

export function checkClickpesaChecksum(checksumKey: string, payload: Record<string, unknown>): boolean {
  const given = payload.checksum;
  return typeof given === 'string' && sameText(given.toLowerCase(), clickpesaChecksum(checksumKey, payload));
}

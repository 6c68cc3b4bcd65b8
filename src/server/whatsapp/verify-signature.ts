import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Meta signs every webhook POST with `X-Hub-Signature-256: sha256=<hex HMAC-SHA256(app secret,
 * raw body)>` (protocols.md §1). The raw bytes are hashed, never re-serialised JSON, and the
 * comparison takes the same time whatever the first differing byte.
 */
export function signBody(appSecret: string, rawBody: Uint8Array | string): string {
  return `sha256=${createHmac('sha256', appSecret).update(rawBody).digest('hex')}`;
}

export function verifySignature(
  appSecret: string,
  rawBody: Uint8Array | string,
  header: string | null | undefined,
): boolean {
  if (!header || !appSecret) return false;
  const match = /^sha256=([0-9a-f]{64})$/i.exec(header.trim());
  if (!match) return false;
  const given = Buffer.from(match[1]!.toLowerCase(), 'hex');
  const expected = createHmac('sha256', appSecret).update(rawBody).digest();
  return given.length === expected.length && timingSafeEqual(given, expected);
}

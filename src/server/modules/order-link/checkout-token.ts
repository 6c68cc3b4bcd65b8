import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The order-page link's token: `<checkout link id>.<expiry in unix seconds>.<HMAC-SHA256>` in
 * base64url, signed with the server's SECRET_KEY. The signature is checked before any database
 * read, so a forged or tampered token costs nothing; expiry and one-time use are checked against
 * the checkout_links row.
 */
const sign = (secret: string, body: string) =>
  createHmac('sha256', `checkout:${secret}`).update(body).digest('base64url');

export function signCheckoutToken(secret: string, linkId: string, expiresAt: Date): string {
  const body = `${linkId}.${Math.floor(expiresAt.getTime() / 1000)}`;
  return `${body}.${sign(secret, body)}`;
}

export type TokenCheck = { ok: true; linkId: string; expiresAt: Date } | { ok: false; reason: 'malformed' | 'forged' };

export function verifyCheckoutToken(secret: string, token: string): TokenCheck {
  const match = /^([0-9a-f-]{36})\.(\d{1,12})\.([\w-]{43})$/.exec(token);
  if (!match) return { ok: false, reason: 'malformed' };
  const [, linkId, expiry, signature] = match as unknown as [string, string, string, string];
  const expected = Buffer.from(sign(secret, `${linkId}.${expiry}`));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return { ok: false, reason: 'forged' };
  return { ok: true, linkId, expiresAt: new Date(Number(expiry) * 1000) };
}

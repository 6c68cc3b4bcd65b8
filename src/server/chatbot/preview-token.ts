import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The builder's preview pane runs the draft flow through the public bot API with this token in
 * X-Preview-Token: `<shop id>.<expiry in unix seconds>.<HMAC-SHA256>` (base64url), signed with
 * SECRET_KEY under its own label so it can never pass for a checkout token.
 */
const sign = (secret: string, body: string) =>
  createHmac('sha256', `chat-preview:${secret}`).update(body).digest('base64url');

export function signPreviewToken(secretKey: string, shopId: string, expiresAt: Date): string {
  const body = `${shopId}.${Math.floor(expiresAt.getTime() / 1000)}`;
  return `${body}.${sign(secretKey, body)}`;
}

/** The shop the token was made for, or null when it is malformed, forged or expired. */
export function verifyPreviewToken(
  secretKey: string,
  token: string,
  now: Date = new Date(),
): { shopId: string; expiresAt: Date } | null {
  const match = /^([0-9a-f-]{36})\.(\d{1,12})\.([\w-]{43})$/.exec(token);
  if (!match) return null;
  const [, shopId, expiry, signature] = match as unknown as [string, string, string, string];
  const expected = Buffer.from(sign(secretKey, `${shopId}.${expiry}`));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  const expiresAt = new Date(Number(expiry) * 1000);
  return expiresAt.getTime() > now.getTime() ? { shopId, expiresAt } : null;
}

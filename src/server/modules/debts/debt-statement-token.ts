import { createHmac, timingSafeEqual } from 'node:crypto';
import { AppError, badRequest } from '../../http/errors.ts';

/**
 * The statement page's token: `<debt's statement_key>.<HMAC-SHA256>` in base64url, signed with
 * the server's SECRET_KEY under its own label (an order-page signature never passes here). The
 * signature is checked before any database read, so a forged token costs nothing; the key names
 * the debt, and a new key (renewing the link) makes every older link 404. It does not expire: a
 * customer may pay weeks later.
 */
const sign = (secret: string, key: string) =>
  createHmac('sha256', `statement:${secret}`).update(key).digest('base64url');

export const signStatementToken = (secret: string, statementKey: string) =>
  `${statementKey}.${sign(secret, statementKey)}`;

/** The statement key a token names: 400 without one or malformed, 404 forged (as if it did not exist). */
export function statementKeyOf(secret: string, token: string | undefined): string {
  if (!token) throw badRequest('statement_token_required', {}, 'token');
  const match = /^([\w-]{16,64})\.([\w-]{43})$/.exec(token.trim());
  if (!match) throw badRequest('statement_link_invalid', {}, 'token');
  const [, key, signature] = match as unknown as [string, string, string];
  const expected = Buffer.from(sign(secret, key));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given))
    throw new AppError(404, 'statement_link_invalid');
  return key;
}

export const statementUrl = (env: { storeUrl: string }, secret: string, statementKey: string) =>
  `${env.storeUrl}/statement?token=${encodeURIComponent(signStatementToken(secret, statementKey))}`;

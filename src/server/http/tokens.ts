import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe: session cookies, reset and invitation links. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Only this hash is stored, so a copy of the database does not hand out working links or sessions. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/**
 * Secrets at rest (access tokens, app secrets): AES-256-GCM with a key derived from SECRET_KEY.
 * Sealed form: `v1.<iv>.<tag>.<ciphertext>` in base64url. A tampered value fails to open.
 */
const keyOf = (secretKey: string) => createHash('sha256').update(`secret-box:${secretKey}`).digest();

export function seal(secretKey: string, plaintext: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(secretKey), iv);
  const data = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return ['v1', iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), data.toString('base64url')].join(
    '.',
  );
}

export function open(secretKey: string, sealed: string): string {
  const [version, iv, tag, data] = sealed.split('.');
  if (version !== 'v1' || !iv || !tag || data === undefined) throw new Error('not a sealed secret');
  const decipher = createDecipheriv('aes-256-gcm', keyOf(secretKey), Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
}

/** For logs and answers: the last 4 characters only. */
export const mask = (secret: string) => (secret.length <= 4 ? '••••' : `••••${secret.slice(-4)}`);

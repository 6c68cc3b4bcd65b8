import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Media no visitor may see (issue 31): an expense's receipt photo. It is never served at its bare
 * address; the answers that show it to a member allowed to read it (the expense routes check the
 * permission) carry a short-lived link signed with the server's SECRET_KEY under its own label,
 * `/media/receipts/<expiry>.<signature>/<name>.webp`. Another shop or a visitor without that link
 * gets 404, on the folder and on S3 alike (the bucket is never public). A link lives one to two
 * hours: it ends on the next full hour after an hour from now, so a list read twice within the
 * hour names the same address and the browser's cache keeps the photo.
 */
export const PRIVATE_MEDIA_FOLDERS: ReadonlySet<string> = new Set(['receipts']);

const HOUR_S = 3600;

const sign = (secret: string, relative: string, expires: number) =>
  createHmac('sha256', `private-media:${secret}`).update(`${relative}\n${expires}`).digest('base64url');

/** The signed address of a private media name (`receipts/<name>.webp`). */
export function privateMediaUrl(secret: string, relative: string, now = Date.now()): string {
  const expires = (Math.ceil(now / 1000 / HOUR_S) + 1) * HOUR_S;
  const slash = relative.indexOf('/');
  const [folder, file] = [relative.slice(0, slash), relative.slice(slash + 1)];
  return `/media/${folder}/${expires}.${sign(secret, relative, expires)}/${file}`;
}

/** Whether a link's token (`<expiry>.<signature>`) opens `folder/file` now: signed by us, not expired. */
export function privateLinkOpens(secret: string, folder: string, token: string, file: string, now = Date.now()) {
  const match = /^(\d{10})\.([\w-]{43})$/.exec(token);
  if (!match) return false;
  const expires = Number(match[1]);
  const expected = Buffer.from(sign(secret, `${folder}/${file}`, expires));
  const given = Buffer.from(match[2]!);
  return expected.length === given.length && timingSafeEqual(expected, given) && expires * 1000 > now;
}

/** The links of one secret, for a service that maps rows to answers without knowing the secret. */
export const privateMediaLinks = (secret: string) => (relative: string) => privateMediaUrl(secret, relative);

import { createHmac, timingSafeEqual } from 'node:crypto';

// The opt-out link's token (issue 27): the shop's id and the customer's id (16 bytes each) and a
// 128-bit HMAC-SHA256 of both under the server's SECRET_KEY, in base64url (64 characters). It never
// expires (a customer may opt out from an old message); nobody can make one without the key, and
// an altered one is refused before any database read.

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const TOKEN = /^[\w-]{64}$/;
const MAC_BYTES = 16;

const uuidBytes = (id: string) => Buffer.from(id.replaceAll('-', ''), 'hex');
const uuidOf = (bytes: Buffer) => bytes.toString('hex').replace(/^(.{8})(.{4})(.{4})(.{4})(.{12})$/, '$1-$2-$3-$4-$5');
const mac = (secret: string, ids: Buffer) =>
  createHmac('sha256', `opt-out:${secret}`).update(ids).digest().subarray(0, MAC_BYTES);

export function signOptOutToken(secret: string, shopId: string, customerId: string): string {
  if (!UUID.test(shopId) || !UUID.test(customerId)) throw new Error('opt-out token: ids must be UUIDs');
  const ids = Buffer.concat([uuidBytes(shopId), uuidBytes(customerId)]);
  return Buffer.concat([ids, mac(secret, ids)]).toString('base64url');
}

/** The shop and customer a token names, or null when it is malformed, forged or altered. */
export function verifyOptOutToken(secret: string, token: string): { shopId: string; customerId: string } | null {
  if (!TOKEN.test(token)) return null;
  const bytes = Buffer.from(token, 'base64url');
  // base64url decoding forgives; a token that does not encode back to itself was altered.
  if (bytes.length !== 48 || bytes.toString('base64url') !== token) return null;
  const ids = bytes.subarray(0, 32);
  if (!timingSafeEqual(mac(secret, ids), bytes.subarray(32))) return null;
  return { shopId: uuidOf(ids.subarray(0, 16)), customerId: uuidOf(ids.subarray(16)) };
}

import { describe, expect, it } from 'vitest';
import { checkClickpesaChecksum, clickpesaCanonical, clickpesaChecksum } from './clickpesa-checksum.ts';

// Vectors computed by hand: the canonical JSON written out, then
//   printf '%s' '<json>' | openssl dgst -sha256 -hmac checksum-key-1
describe('ClickPesa checksum', () => {
  const key = 'checksum-key-1';

  it('signs the push body as key-sorted compact JSON, hex', () => {
    const body = { phoneNumber: '255712345678', orderReference: 'ORD123', currency: 'TZS', amount: '1000' };
    expect(clickpesaCanonical(body)).toBe(
      '{"amount":"1000","currency":"TZS","orderReference":"ORD123","phoneNumber":"255712345678"}',
    );
    expect(clickpesaChecksum(key, body)).toBe('2a814aeefb7e6a6f324d364e11227627b4ec1a13db39a139e802c84f6cc5aebe');
  });

  it('sorts nested objects, also inside arrays, keeps array order, and leaves checksum fields out', () => {
    const body = { b: { d: 1, c: [{ z: 1, a: 2 }] }, a: 'x', checksum: 'old', checksumMethod: 'canonical' };
    expect(clickpesaCanonical(body)).toBe('{"a":"x","b":{"c":[{"a":2,"z":1}],"d":1}}');
    expect(clickpesaChecksum(key, body)).toBe('2f2d3f4f1726fe636732083b674c01a80925a4102e22e53191fb43570f104957');
  });

  it('checks a webhook body carrying its checksum, and refuses one changed after signing', () => {
    const webhook = {
      event: 'PAYMENT RECEIVED',
      data: { status: 'SUCCESS', orderReference: 'ORD123', collectedAmount: '1000' },
      checksum: '7075a4ec570985b81b91045921469b4de61c8853734d7762221722b40eb4b221',
    };
    expect(checkClickpesaChecksum(key, webhook)).toBe(true);
    expect(checkClickpesaChecksum(key, { ...webhook, checksum: webhook.checksum.toUpperCase() })).toBe(true);
    expect(checkClickpesaChecksum(key, { ...webhook, data: { ...webhook.data, collectedAmount: '10' } })).toBe(false);
    expect(checkClickpesaChecksum('other-key', webhook)).toBe(false);
    expect(checkClickpesaChecksum(key, { ...webhook, checksum: undefined })).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { CHECKSUM_EXAMPLE_PAYLOAD, LEGACY_CHECKSUM_EXAMPLE_PAYLOAD } from '../test/clickpesa-doc-samples.ts';
import {
  checkClickpesaChecksum,
  checksumMethodOf,
  clickpesaCanonical,
  clickpesaChecksum,
  clickpesaLegacyString,
} from './clickpesa-checksum.ts';

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

// home/checksum.mdx's own example payload and key ("secret-key"); the page prints no digest, so the
// expected hex is its JavaScript example's output, cross-checked with
//   printf '%s' '<string>' | openssl dgst -sha256 -hmac secret-key
describe('ClickPesa checksum methods (home/checksum.mdx and its earlier version)', () => {
  it('canonical: the documented example payload, nested objects sorted', () => {
    expect(clickpesaCanonical(CHECKSUM_EXAMPLE_PAYLOAD)).toBe(
      '{"amount":100,"currency":"USD","customer":{"email":"john@example.com","name":"John Doe","phone":"+255123456789"},"exchange":{"amount":"1000","fromCurrency":"TZS","rate":"1","toCurrency":"TZS"},"reference":"TX123"}',
    );
    expect(clickpesaChecksum('secret-key', CHECKSUM_EXAMPLE_PAYLOAD)).toBe(
      'd777a80827f17cf7882f9ac5efa68416ec680e2d1ab72ad415228d00e4ac4957',
    );
  });

  it('legacy: the values of the sorted top-level keys joined, as the earlier page computes them', () => {
    expect(clickpesaLegacyString(LEGACY_CHECKSUM_EXAMPLE_PAYLOAD)).toBe('100USDTX123');
    expect(clickpesaChecksum('secret-key', LEGACY_CHECKSUM_EXAMPLE_PAYLOAD, 'legacy')).toBe(
      '85b65bf2670dcdcb8ebb8d19939e4fd59b02d5218741be2eaf9f575273b101d1',
    );
    // Nested values join as JavaScript joins them: "[object Object]".
    expect(clickpesaLegacyString({ b: { x: 1 }, a: 'A', checksum: 'c', checksumMethod: 'legacy' })).toBe(
      'A[object Object]',
    );
  });

  it('checks a payload by the checksumMethod it names; a method not documented is never valid', () => {
    const legacy = {
      ...LEGACY_CHECKSUM_EXAMPLE_PAYLOAD,
      checksumMethod: 'legacy',
      checksum: '85b65bf2670dcdcb8ebb8d19939e4fd59b02d5218741be2eaf9f575273b101d1',
    };
    expect(checkClickpesaChecksum('secret-key', legacy)).toBe(true);
    expect(checkClickpesaChecksum('secret-key', { ...legacy, checksumMethod: undefined })).toBe(false);
    expect(checkClickpesaChecksum('secret-key', { ...legacy, checksumMethod: 'canonical' })).toBe(false);
    expect(checkClickpesaChecksum('secret-key', { ...legacy, checksumMethod: 'md5' })).toBe(false);
    const canonical = {
      ...CHECKSUM_EXAMPLE_PAYLOAD,
      checksum: 'd777a80827f17cf7882f9ac5efa68416ec680e2d1ab72ad415228d00e4ac4957',
    };
    expect(checkClickpesaChecksum('secret-key', canonical)).toBe(true);
    expect(checkClickpesaChecksum('secret-key', { ...canonical, checksumMethod: 'canonical' })).toBe(true);
    expect(checkClickpesaChecksum('secret-key', { ...canonical, checksumMethod: 'legacy' })).toBe(false);
    expect(checksumMethodOf({})).toBe('canonical');
    expect(checksumMethodOf({ checksumMethod: 'LEGACY' })).toBeNull();
  });
});

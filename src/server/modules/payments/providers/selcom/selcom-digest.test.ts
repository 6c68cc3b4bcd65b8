import { describe, expect, it } from 'vitest';
import {
  checkSelcomDigest,
  selcomAuthorization,
  selcomDigest,
  selcomHeaders,
  selcomSigningString,
  selcomTimestamp,
} from './selcom-digest.ts';

// Vectors computed by hand with openssl, not with this code:
//   printf '%s' 'timestamp=…&utilityref=12345&…' | openssl dgst -sha256 -hmac <secret> -binary | base64
describe('Selcom digest', () => {
  it('signs "timestamp=…&field=value…" in Signed-Fields order (node-selcom example keys)', () => {
    const values = { utilityref: '12345', transid: 'transid', amount: '5000' };
    const ts = '2019-02-26T09:30:46+03:00';
    expect(selcomSigningString(ts, ['utilityref', 'transid', 'amount'], values)).toBe(
      'timestamp=2019-02-26T09:30:46+03:00&utilityref=12345&transid=transid&amount=5000',
    );
    expect(selcomDigest('81dc9bdb52d04dc20036dbd8313ed055', ts, ['utilityref', 'transid', 'amount'], values)).toBe(
      'TFHAyQ1k1d601bVfimp+GJsgiBPzMmmV0QJl0bX1c1Q=',
    );
  });

  it('puts the API key in base64 under the SELCOM realm (docs/Authentication.md example)', () => {
    expect(selcomAuthorization('202cb962ac59075b964b07152d234b70')).toBe(
      'SELCOM MjAyY2I5NjJhYzU5MDc1Yjk2NGIwNzE1MmQyMzRiNzA=',
    );
  });

  it('writes the timestamp in East Africa Time', () => {
    expect(selcomTimestamp(new Date('2019-02-26T06:30:46.123Z'))).toBe('2019-02-26T09:30:46+03:00');
    expect(selcomTimestamp(new Date('2026-12-31T22:00:00Z'))).toBe('2027-01-01T01:00:00+03:00');
  });

  const keys = { apiKey: 'shop-key', apiSecret: 'shop-secret' };
  const webhook = {
    transid: 'T123442',
    order_id: '123',
    reference: '0281121212',
    result: 'SUCCESS',
    resultcode: '000',
    payment_status: 'COMPLETED',
  };

  it('checks a webhook signed over its fields (hand-computed digest)', () => {
    const headers = {
      authorization: selcomAuthorization('shop-key'),
      timestamp: '2026-11-25T13:00:00+03:00',
      'digest-method': 'HS256',
      'signed-fields': 'transid,order_id,reference,result,resultcode,payment_status',
      digest: 'A5tyNxzkn4FCxXl60/IOMeo0y33BUciZKv2M0e2uluE=',
    };
    expect(checkSelcomDigest(keys, headers, webhook)).toEqual({
      ok: true,
      signedFields: ['transid', 'order_id', 'reference', 'result', 'resultcode', 'payment_status'],
    });
    expect(checkSelcomDigest(keys, headers, { ...webhook, payment_status: 'CANCELLED' })).toEqual({
      ok: false,
      reason: 'Digest does not match',
    });
  });

  it('refuses another secret, another API key, RS256 and missing headers', () => {
    const headers = selcomHeaders(keys, '2026-11-25T13:00:00+03:00', webhook);
    expect(checkSelcomDigest(keys, headers, webhook).ok).toBe(true);
    expect(checkSelcomDigest({ ...keys, apiSecret: 'other' }, headers, webhook).ok).toBe(false);
    expect(checkSelcomDigest({ ...keys, apiKey: 'other' }, headers, webhook)).toEqual({
      ok: false,
      reason: 'Authorization names another API key',
    });
    expect(checkSelcomDigest(keys, { ...headers, 'digest-method': 'RS256' }, webhook).ok).toBe(false);
    expect(checkSelcomDigest(keys, { ...headers, digest: undefined }, webhook)).toEqual({
      ok: false,
      reason: 'signature headers missing',
    });
  });
});

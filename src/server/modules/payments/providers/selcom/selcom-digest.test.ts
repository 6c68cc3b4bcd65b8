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
    expect(checkSelcomDigest(keys.apiSecret, headers, webhook)).toEqual({ ok: true, signed: webhook });
    expect(checkSelcomDigest(keys.apiSecret, headers, { ...webhook, payment_status: 'CANCELLED' })).toEqual({
      ok: false,
      reason: 'Digest does not match',
    });
  });

  it('refuses another secret, RS256 and missing headers; the Authorization is not what proves it', () => {
    const headers = selcomHeaders(keys, '2026-11-25T13:00:00+03:00', webhook);
    expect(checkSelcomDigest(keys.apiSecret, headers, webhook).ok).toBe(true);
    expect(checkSelcomDigest('other', headers, webhook).ok).toBe(false);
    // webhook-callback.md: `Authorization: SELCOM {authorization-token}`, whose token it does not say.
    expect(
      checkSelcomDigest(keys.apiSecret, { ...headers, authorization: 'SELCOM c2VsY29tLXRva2Vu' }, webhook).ok,
    ).toBe(true);
    expect(checkSelcomDigest(keys.apiSecret, { ...headers, authorization: undefined }, webhook).ok).toBe(true);
    expect(checkSelcomDigest(keys.apiSecret, { ...headers, 'digest-method': 'RS256' }, webhook).ok).toBe(false);
    expect(checkSelcomDigest(keys.apiSecret, { ...headers, digest: undefined }, webhook)).toEqual({
      ok: false,
      reason: 'signature headers missing',
    });
  });

  it('reads `resultcode` signed and `resulcode` sent as one field (webhook-callback.md), and only that', () => {
    const { resultcode, ...rest } = webhook;
    const misspelt = { ...rest, resulcode: resultcode };
    // Signed by name with the code's value, as the document's Signed-Fields and body suggest.
    const headers = selcomHeaders(keys, '2026-11-25T13:00:00+03:00', webhook);
    expect(checkSelcomDigest(keys.apiSecret, headers, misspelt)).toEqual({ ok: true, signed: webhook });
    // Signed with the field missing (as PHP would print it): the code is then not signed at all.
    const empty = selcomHeaders(keys, '2026-11-25T13:00:00+03:00', { ...webhook, resultcode: '' });
    const check = checkSelcomDigest(keys.apiSecret, empty, misspelt);
    expect(check).toEqual({ ok: true, signed: { ...rest, resultcode: undefined } });
    // Another code under the other spelling is not signed by it.
    expect(checkSelcomDigest(keys.apiSecret, headers, { ...rest, resulcode: '403' }).ok).toBe(false);
  });
});

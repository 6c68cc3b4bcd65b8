import { describe, expect, it } from 'vitest';
import { maskExchange, maskValue, type RawExchange } from './raw-exchange.ts';

const exchange = (over: Partial<RawExchange> = {}): RawExchange => ({
  at: '2026-11-25T10:00:00.000Z',
  method: 'POST',
  url: 'https://api.example/pay?key=sk_live_0123456789abcd',
  requestHeaders: {
    authorization: 'Bearer eyJhbGciOiJIUzI1NiJ9.payload.signature',
    'x-api-key': 'x-api-key-value-7777',
    'content-type': 'application/json',
    'client-id': 'client-0001',
  },
  requestBody: {
    appName: 'duka',
    clientSecret: 'client-secret-value-1234',
    nested: [{ note: 'sent with sk_live_0123456789abcd inside' }],
  },
  status: 200,
  responseBody: { data: { accessToken: 'access-token-value-9999', expire: '2026-11-25T11:00:00Z' } },
  error: null,
  ms: 12,
  ...over,
});

describe('maskExchange', () => {
  it('masks credential headers and fields, and the given secrets wherever they appear', () => {
    const masked = maskExchange(exchange(), ['sk_live_0123456789abcd']);
    const text = JSON.stringify(masked);
    for (const secret of [
      'eyJhbGciOiJIUzI1NiJ9',
      'x-api-key-value',
      'client-secret-value',
      'access-token-value',
      'sk_live_0123456789',
    ])
      expect(text).not.toContain(secret);
    expect(masked.url).toBe('https://api.example/pay?key=•••abcd');
    expect(masked.requestHeaders['content-type']).toBe('application/json');
    expect(masked.requestBody).toMatchObject({ appName: 'duka', clientSecret: '•••1234' });
    expect((masked.responseBody as any).data.expire).toBe('2026-11-25T11:00:00Z');
  });

  it('hides short values wholly, masks an error text, and leaves the original untouched', () => {
    expect(maskValue('short')).toBe('•••');
    const original = exchange({ error: 'connect refused for secret-value-1234', status: 0 });
    const masked = maskExchange(original, ['secret-value-1234']);
    expect(masked.error).toBe('connect refused for •••1234');
    expect(original.requestHeaders['x-api-key']).toBe('x-api-key-value-7777');
  });

  it('hides a longer secret before a shorter one it contains', () => {
    const masked = maskExchange(exchange({ url: 'https://x/?a=abcdefghijklmnop' }), ['abcd', 'abcdefghijklmnop']);
    expect(masked.url).toBe('https://x/?a=•••mnop');
  });
});

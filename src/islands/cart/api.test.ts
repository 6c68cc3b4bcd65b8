import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, linkState, loadCart, sendOrder } from './api.ts';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('order page API calls', () => {
  it('reads the cart in the page language and retries what may pass (network, 5xx) with a doubling delay', async () => {
    vi.useFakeTimers();
    const fetch = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(json(503, { code: 'internal', message: 'down' }))
      .mockResolvedValueOnce(json(200, { order_id: 'ABCD1234' }));
    vi.stubGlobal('fetch', fetch);
    const done = loadCart('tok en', 'sw');
    await vi.advanceTimersByTimeAsync(1000);
    await vi.advanceTimersByTimeAsync(2000);
    await expect(done).resolves.toEqual({ order_id: 'ABCD1234' });
    expect(fetch).toHaveBeenCalledTimes(3);
    expect(fetch.mock.calls[0]![0]).toBe('/api/v1/order?token=tok%20en');
    expect(fetch.mock.calls[0]![1].headers['accept-language']).toBe('sw');
  });

  it('does not retry a refused link, and says what the refusal means', async () => {
    for (const [status, state] of [
      [400, 'invalid'],
      [404, 'invalid'],
      [409, 'used'],
      [410, 'expired'],
      [500, 'failed'],
    ] as const) {
      const fetch = vi.fn().mockResolvedValue(json(status, { code: 'x', message: `m${status}` }));
      vi.stubGlobal('fetch', fetch);
      const error = await (status === 500 ? sendOrder('t', 'en', { items: [] }) : loadCart('t', 'en')).catch(
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(ApiError);
      expect((error as ApiError).message).toBe(`m${status}`);
      expect(linkState(error)).toBe(state);
      expect(fetch).toHaveBeenCalledTimes(1);
    }
    expect(linkState(new TypeError('Failed to fetch'))).toBe('failed');
  });

  it('tells a suspended shop (issue 29) from a link already used', () => {
    expect(linkState(new ApiError(409, { code: 'shop_suspended', message: 'x' }))).toBe('suspended');
    expect(linkState(new ApiError(409, { code: 'order_link_used', message: 'x' }))).toBe('used');
  });

  it('sends the order once, as JSON, with channel=whatsapp as spec 7 does', async () => {
    const fetch = vi.fn().mockResolvedValue(json(201, { order_number: 7 }));
    vi.stubGlobal('fetch', fetch);
    await expect(sendOrder('t', 'en', { items: [] })).resolves.toEqual({ order_number: 7 });
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/v1/order?channel=whatsapp&token=t');
    expect(init).toMatchObject({ method: 'POST', body: '{"items":[]}', credentials: 'omit' });
  });

  it('sends the same order again with the same Idempotency-Key after a lost answer, a new one after a success', async () => {
    const fetch = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(json(201, { order_number: 8 }))
      .mockResolvedValueOnce(json(201, { order_number: 9 }));
    vi.stubGlobal('fetch', fetch);
    const order = { items: [] };
    await expect(sendOrder('t2', 'en', order)).rejects.toThrow();
    await sendOrder('t2', 'en', order);
    await sendOrder('t2', 'en', order);
    const keys = fetch.mock.calls.map((call) => call[1].headers['idempotency-key']);
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
  });
});

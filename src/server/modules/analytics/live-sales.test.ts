import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUpUser, type TestApp, type TestClient } from '../../test/harness.ts';
import { liveStreamCount, MAX_STREAMS_PER_USER } from './live-sales.ts';

// The live view: an order written (through either of two processes on one database) reaches the
// shop's open streams within 2 s, by the trigger's NOTIFY; another shop's order reaches none.

let a: TestApp;
let b: TestApp;
beforeAll(async () => {
  a = await createTestApp();
  b = await createTestApp({ sameDatabaseAs: { databaseName: a.databaseName, deps: a.deps } });
});
afterAll(async () => {
  await b.close();
  await a.close();
});

type Live = { events: string[]; next: (ms: number) => Promise<string | null>; close: () => void; status: number };

/** Opens /api/analytics/live on an app as the client, collecting its `change` events. */
async function openLive(app: TestApp, client: TestClient): Promise<Live> {
  const abort = new AbortController();
  const res = await app.app.fetch(
    new Request('http://localhost:4321/api/analytics/live', {
      headers: { cookie: client.cookie },
      signal: abort.signal,
    }),
  );
  const events: string[] = [];
  const waiting: ((e: string) => void)[] = [];
  if (res.status === 200) {
    const reader = res.body!.getReader();
    void (async () => {
      const decoder = new TextDecoder();
      for (;;) {
        const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
        if (done) return;
        for (const block of decoder.decode(value).split('\n\n')) {
          const data = /^event: change\ndata: (.*)$/m.exec(block)?.[1];
          if (data) (waiting.shift() ?? ((e: string) => events.push(e)))(data);
        }
      }
    })();
  }
  return {
    events,
    status: res.status,
    next: (ms) =>
      events.length
        ? Promise.resolve(events.shift()!)
        : new Promise((resolve) => {
            const take = (e: string) => {
              clearTimeout(timer);
              resolve(e);
            };
            const timer = setTimeout(() => {
              waiting.splice(waiting.indexOf(take), 1);
              resolve(null);
            }, ms);
            waiting.push(take);
          }),
    close: () => abort.abort(),
  };
}

async function shopWithProduct(t: TestApp) {
  const owner = await signUpUser(t, { shop: true });
  const product = await owner.client.post('/api/products', {
    name: 'Kanga',
    price: 15000,
    category: 'home',
    stock: 50,
  });
  const order = () =>
    owner.client.post('/api/orders', { lines: [{ product_id: product.body.id, quantity: 1 }], fulfilment: 'pickup' });
  return { ...owner, order };
}

describe('GET /api/analytics/live', () => {
  it("sends an order, its payment and its cancellation within 2 s, and nothing of another shop's", async () => {
    const mine = await shopWithProduct(a);
    const other = await shopWithProduct(a);
    const live = await openLive(a, mine.client);
    expect(live.status).toBe(200);
    await other.order();
    expect(await live.next(1000)).toBeNull();

    const started = Date.now();
    const placed = await mine.order();
    const event = JSON.parse((await live.next(2000))!);
    expect(event.kind).toBe('order');
    expect(Date.now() - started).toBeLessThan(2000);
    await mine.client.post(`/api/orders/${placed.body.id}/transitions`, { to: 'paid' });
    expect(JSON.parse((await live.next(2000))!).kind).toBe('payment');
    await mine.client.post(`/api/orders/${placed.body.id}/transitions`, { to: 'cancelled' });
    expect(JSON.parse((await live.next(2000))!).kind).toBe('cancel');
    live.close();
  });

  it('reaches a stream held by another process on the same database', async () => {
    const mine = await shopWithProduct(a);
    const onB = b.client();
    onB.cookie = mine.client.cookie;
    const live = await openLive(b, onB);
    expect(live.status).toBe(200);
    await mine.order(); // written through process a
    expect(JSON.parse((await live.next(2000))!).kind).toBe('order');
    live.close();
  });

  it('caps the streams of one person (429) and forgets a stream when its client goes', async () => {
    const mine = await shopWithProduct(a);
    const streams = await Promise.all(Array.from({ length: MAX_STREAMS_PER_USER }, () => openLive(a, mine.client)));
    expect(streams.map((s) => s.status)).toEqual(Array(MAX_STREAMS_PER_USER).fill(200));
    const refused = await mine.client.get('/api/analytics/live');
    expect([refused.status, refused.body.code]).toEqual([429, 'live_streams_full']);
    expect(liveStreamCount(a.deps.database, mine.shop.id)).toBe(MAX_STREAMS_PER_USER);
    for (const s of streams) s.close();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(liveStreamCount(a.deps.database, mine.shop.id)).toBe(0);
    expect((await openLive(a, mine.client)).status).toBe(200);
  });

  it('forgets a stream when the browser goes away, over a real HTTP connection', async () => {
    const mine = await shopWithProduct(a);
    const server = serve({ fetch: a.app.fetch, port: 0, hostname: '127.0.0.1' });
    await once(server, 'listening');
    try {
      const abort = new AbortController();
      const res = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/api/analytics/live`, {
        headers: { cookie: mine.client.cookie },
        signal: abort.signal,
      });
      expect(res.status).toBe(200);
      expect(new TextDecoder().decode((await res.body!.getReader().read()).value)).toContain(': live');
      expect(liveStreamCount(a.deps.database, mine.shop.id)).toBe(1);
      abort.abort();
      for (let i = 0; i < 100 && liveStreamCount(a.deps.database, mine.shop.id) > 0; i++)
        await new Promise((resolve) => setTimeout(resolve, 20));
      expect(liveStreamCount(a.deps.database, mine.shop.id)).toBe(0);
    } finally {
      server.close();
    }
  });
});

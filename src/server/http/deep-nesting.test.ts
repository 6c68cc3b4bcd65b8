import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorSchema } from '../../lib/contracts/error.ts';
import { appWithOwner, type TestApp, type TestClient } from '../test/harness.ts';
import { shopSnapshot } from '../test/shop-snapshot.ts';
import { MAX_JSON_DEPTH } from './json-depth.ts';

// Issue 25: one 240 KB body of nested arrays blocked the event loop for about 1.3 s (the NUL
// check recursed until the stack broke) and answered 500 on every JSON route; 8 at once held
// /healthz for 4.5 s. The depth is read from the raw text before anything parses or walks it.
const DEEP = '['.repeat(120_000) + ']'.repeat(120_000); // 240 KB
const deepIn = (depth: number, leaf = '1') => '{"a":'.repeat(depth) + leaf + '}'.repeat(depth);

let t: TestApp, owner: TestClient, shopId: string;
beforeAll(async () => {
  ({ t, owner, shopId } = await appWithOwner());
});
afterAll(() => t.close());

const json = { 'content-type': 'application/json' };

describe('JSON nested deeper than the limit', () => {
  it('is refused with 400 on sign-in, in English and Swahili, before any walk', async () => {
    for (const body of [DEEP, `{"email":"a@b.co","password":${deepIn(5000)}}`]) {
      const en = await t.client().post('/api/auth/login', body, json);
      expect([en.status, en.body.code]).toEqual([400, 'json_too_deep']);
      expect(errorSchema.safeParse(en.body).success).toBe(true);
      expect(en.body.message).toContain(String(MAX_JSON_DEPTH));
      const sw = await t.client().post('/api/auth/login', body, { ...json, 'accept-language': 'sw' });
      expect([sw.status, sw.body.code]).toEqual([400, 'json_too_deep']);
      expect(sw.body.message).toMatch(/ngazi 32/);
    }
  });

  it('is refused on a shop route with nothing written; the limit itself still reads', async () => {
    const before = await shopSnapshot(t.db, shopId);
    const deep = await owner.post('/api/products', DEEP, json);
    expect([deep.status, deep.body.code]).toEqual([400, 'json_too_deep']);
    const oneTooMany = await owner.post(
      '/api/products',
      `{"name":"Kanga","price":1000,"category":"home","x":${deepIn(MAX_JSON_DEPTH)}}`,
      json,
    );
    expect([oneTooMany.status, oneTooMany.body.code]).toEqual([400, 'json_too_deep']);
    // Exactly at the limit: past the depth check, refused for what it is (a field it does not know).
    const atLimit = await owner.post(
      '/api/products',
      `{"name":"Kanga","price":1000,"category":"home","x":${deepIn(MAX_JSON_DEPTH - 1)}}`,
      json,
    );
    expect([atLimit.status, atLimit.body.code]).toEqual([400, 'unknown_field']);
    expect(await shopSnapshot(t.db, shopId)).toEqual(before);
    // Brackets inside a text are not nesting.
    const inText = await owner.post('/api/products', {
      name: '['.repeat(200),
      price: 1000,
      category: 'home',
    });
    expect(inText.status).toBe(201);
  });

  it('the webhooks that read their raw body never answer 5xx to it either', async () => {
    for (const path of [
      '/webhooks/whatsapp',
      '/webhooks/payments/selcom/no-such-key',
      '/webhooks/payments/sandbox/x',
    ]) {
      const res = await t.client().post(path, DEEP, json);
      expect(res.status, `${path} → ${res.status}`).toBeLessThan(500);
    }
  });

  it('8 at once over real HTTP: /healthz still answers within 100 ms, each is a 400', async () => {
    const server = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' });
    await once(server, 'listening');
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      // Warm the route and the connection pool first, so the timing measures only the flood.
      expect((await fetch(`${base}/healthz`)).status).toBe(200);
      const flood = Array.from({ length: 8 }, (_, i) =>
        fetch(`${base}/api/auth/login`, {
          method: 'POST',
          headers: { ...json, origin: 'http://localhost:4321', 'x-forwarded-for': `10.9.0.${i + 1}` },
          body: DEEP,
        }),
      );
      // /healthz asked again and again until every one of the 8 is answered: the slowest probe counts.
      let done = false;
      void Promise.allSettled(flood).then(() => (done = true));
      const probes: number[] = [];
      while (!done) {
        const started = performance.now();
        const health = await fetch(`${base}/healthz`);
        await health.arrayBuffer();
        probes.push(performance.now() - started);
        expect(health.status).toBe(200);
      }
      expect(probes.length).toBeGreaterThan(0);
      expect(Math.max(...probes)).toBeLessThan(100);
      const answers = await Promise.all(flood);
      expect(answers.map((r) => r.status)).toEqual(Array(8).fill(400));
      expect(new Set(await Promise.all(answers.map(async (r) => ((await r.json()) as { code: string }).code)))).toEqual(
        new Set(['json_too_deep']),
      );
    } finally {
      server.close();
    }
  });
});

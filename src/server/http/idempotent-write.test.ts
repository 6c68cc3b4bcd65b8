import { Hono } from 'hono';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appWithOwner, TestClient, type TestApp } from '../test/harness.ts';
import type { AppEnv } from './context.ts';
import { declareRoute, idParams } from './declare-route.ts';
import { conflict, handleError } from './errors.ts';
import { dbOf, txOf } from './route-glue.ts';
import { MEMBER, mountRoutes } from './route-table.ts';
import { sessionMiddleware } from './session.ts';

// A route declared `idempotent: true` is run once per key by the mount itself (idempotent-write.ts):
// its handler is a plain write, and these hold for every such route, whatever it writes.
let t: TestApp;
let caller: TestClient;
let calls = 0;
let refuseNext = false;

const probe = declareRoute({
  method: 'POST',
  path: '/api/probe/:id',
  access: MEMBER,
  tags: ['Meta'],
  summary: 'A write a client may retry',
  params: idParams,
  body: z.strictObject({ note: z.string() }),
  idempotent: true,
  answers: { 201: z.object({ n: z.number(), note: z.string(), inKeyTransaction: z.boolean() }) },
  handler: async (c, { body }) => {
    if (refuseNext) {
      refuseNext = false;
      throw conflict('conflict');
    }
    return c.json({ n: ++calls, note: body.note, inKeyTransaction: txOf(c) !== dbOf(c) }, 201);
  },
});

beforeAll(async () => {
  let owner: TestClient;
  ({ t, owner } = await appWithOwner());
  const app = new Hono<AppEnv>();
  app.use(async (c, next) => {
    c.set('deps', t.deps);
    c.set('requestId', 'probe');
    await next();
  });
  app.use('/api/*', sessionMiddleware());
  mountRoutes(app, [probe], 64);
  app.onError((error, c) => handleError(error, c, t.deps.log));
  caller = new TestClient(app.fetch);
  caller.cookie = owner.cookie;
});
afterAll(() => t.close());

const id = '7f3c1a52-8d0e-4b8a-9f41-2a6c0e9d5b13';
const send = (key: string | null, note = 'first', at = id) =>
  caller.post(`/api/probe/${at}`, { note }, key === null ? {} : { 'idempotency-key': key });

describe('a route declared idempotent: true', () => {
  it('answers a retry with the same key with its first answer, and writes once', async () => {
    const before = calls;
    const first = await send('probe-1');
    const again = await send('probe-1');
    expect([first.status, first.headers.get('idempotent-replayed')]).toEqual([201, null]);
    expect([again.status, again.body, again.headers.get('idempotent-replayed')]).toEqual([201, first.body, 'true']);
    expect(first.body.inKeyTransaction).toBe(true);
    expect(calls).toBe(before + 1);
  });

  it('refuses the key sent with another body or another path (422)', async () => {
    await send('probe-2');
    for (const other of [await send('probe-2', 'second'), await send('probe-2', 'first', id.replace('7f', '8f'))])
      expect([other.status, other.body.code]).toEqual([422, 'idempotency_key_reused']);
  });

  it('keeps no key for a refused write: the retry writes', async () => {
    refuseNext = true;
    expect((await send('probe-3')).status).toBe(409);
    const retry = await send('probe-3');
    expect([retry.status, retry.headers.get('idempotent-replayed')]).toEqual([201, null]);
  });

  it('runs the plain handler every time without a key', async () => {
    const before = calls;
    const [a, b] = [await send(null), await send(null)];
    expect([a.body.n, b.body.n, a.body.inKeyTransaction]).toEqual([before + 1, before + 2, false]);
    expect(b.headers.get('idempotent-replayed')).toBeNull();
  });
});

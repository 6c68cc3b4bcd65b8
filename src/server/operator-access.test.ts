import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { apiRoutes } from './app.ts';
import { operatorActions } from './db/schema/operator.ts';
import { createTestApp, signUpUser, type TestApp, type TestClient } from './test/harness.ts';
import { shopSnapshot } from './test/shop-snapshot.ts';
import { sampleCalls } from './test/route-calls.ts';
import type { Fixture } from './test/permission-calls.ts';

/**
 * Issue 29: every operators' route (OPERATOR access, from the route table: a new one is covered at
 * once) is 404 to the shop's owner, to another shop's admin and to a staff member, as if it did
 * not exist, 401 to a visitor, and changes nothing for any of them; an operator is let through.
 */
const OPERATOR = 'access-ops@example.com';
let t: TestApp;
let owner: TestClient;
let otherAdmin: TestClient;
let staff: TestClient;
let operator: TestClient;
let shopId: string;
let fixture: Fixture;

beforeAll(async () => {
  t = await createTestApp({ env: { OPERATOR_EMAILS: OPERATOR } });
  const o = await signUpUser(t, { shop: true });
  owner = o.client;
  shopId = o.shop.id;
  otherAdmin = (await signUpUser(t, { shop: true })).client;
  const s = await signUpUser(t);
  const invite = (await owner.post('/api/staff/invitations', { email: s.email, permissions: [] })).body;
  await s.client.post(`/api/invitations/${new URL(invite.link).pathname.split('/').pop()}/accept`);
  staff = s.client;
  operator = (await signUpUser(t, { email: OPERATOR })).client;
  fixture = { shopId } as Fixture;
});
afterAll(() => t.close());

const operatorRoutes = apiRoutes.filter((r) => r.access.kind === 'operator');

it('has operator routes to check', () => {
  expect(operatorRoutes.length).toBeGreaterThan(0);
});

describe.each(operatorRoutes.map((r) => [`${r.method} ${r.path}`, r] as const))('%s', (key, def) => {
  const send = (client: TestClient) => {
    const call = sampleCalls[key];
    return client.request(def.method, call?.path?.(fixture) ?? def.path, call?.body?.(fixture));
  };
  const written = async () => ({
    shop: await shopSnapshot(t.db, shopId),
    log: Number((await t.db.select({ n: count() }).from(operatorActions))[0]!.n),
  });

  it('is 404 to the shop’s owner, another shop’s admin and a staff member, 401 signed out; nothing written', async () => {
    const before = await written();
    for (const [who, client] of [
      ['owner', owner],
      ['other shop admin', otherAdmin],
      ['staff', staff],
    ] as const) {
      const res = await send(client);
      expect(res.status, who).toBe(404);
      expect(res.body.code, who).toBe('not_found');
    }
    expect((await send(t.client())).status).toBe(401);
    expect(await written()).toEqual(before);
  });

  it('lets an operator through', async () => {
    const res = await send(operator);
    expect(res.status).not.toBe(401);
    expect(res.body?.code).not.toBe('not_found');
  });
});

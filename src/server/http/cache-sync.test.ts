import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUpUser, type TestApp, type TestClient } from '../test/harness.ts';

// Two app processes on one database (as behind a load balancer): a session or a membership one of
// them has cached must not outlive a change made through the other (cache-sync.ts).
let a: TestApp;
let b: TestApp;
beforeAll(async () => {
  a = await createTestApp();
  b = await createTestApp({ sameDatabaseAs: a });
});
afterAll(async () => {
  await b.close();
  await a.close();
});

/** The same browser session, its requests answered by the other process. */
function viaB(client: TestClient): TestClient {
  const other = b.client();
  other.cookie = client.cookie;
  other.ip = client.ip;
  return other;
}

async function eventually(check: () => Promise<boolean>): Promise<boolean> {
  for (let i = 0; i < 50; i++) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return false;
}

describe('caches across processes', () => {
  it('a sign-out through one process ends the session in the other at once', async () => {
    const { client } = await signUpUser(a, { shop: true });
    const other = viaB(client);
    expect((await other.get('/api/user')).status).toBe(200); // now cached by B
    const cookie = client.cookie;
    expect((await client.post('/api/auth/logout')).status).toBe(204);
    other.cookie = cookie;
    expect(await eventually(async () => (await other.get('/api/user')).status === 401)).toBe(true);
  });

  it('a staff member who accepts an invitation through one process has the shop in the other', async () => {
    const owner = await signUpUser(a, { shop: true });
    const staffEmail = `staff-${Date.now()}@example.com`;
    const invite = await owner.client.post('/api/staff/invitations', {
      email: staffEmail,
      permissions: [{ resource: 'orders', action: 'read' }],
    });
    expect(invite.status, JSON.stringify(invite.body)).toBe(201);
    const staff = await signUpUser(a, { email: staffEmail });
    const staffViaB = viaB(staff.client);
    expect((await staffViaB.get('/api/shop')).status).toBe(404); // no shop yet, as B has cached it
    const token = new URL(invite.body.link).pathname.split('/').pop();
    expect((await staff.client.post(`/api/invitations/${token}/accept`)).status).toBe(200);
    expect(await eventually(async () => (await staffViaB.get('/api/shop')).status === 200)).toBe(true);
  });
});

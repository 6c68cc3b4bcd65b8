import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUpUser, type TestApp } from '../../test/harness.ts';

// Issue 12: limits and unique values under parallel requests, as an attacker or a double tap sends them.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const statuses = (replies: { status: number }[]) =>
  replies.reduce<Record<number, number>>((n, r) => ({ ...n, [r.status]: (n[r.status] ?? 0) + 1 }), {});

describe('sign-in throttling under parallel guesses', () => {
  it('checks at most the limit of 40 guesses sent at once on one account, and then refuses the right password', async () => {
    const { email } = await signUpUser(t);
    const attacker = t.client();
    const burst = await Promise.all(
      Array.from({ length: 40 }, () => attacker.post('/api/auth/login', { email, password: 'a wrong guess' })),
    );
    const counts = statuses(burst);
    expect(counts[500]).toBeUndefined();
    expect(counts[401]).toBeLessThanOrEqual(5); // the account limit: only these were checked
    expect(counts[429]).toBeGreaterThanOrEqual(35);
    const right = await t.client().post('/api/auth/login', { email, password: 'correct horse' });
    expect(right.status).toBe(429);
  }, 30_000);

  it('lets no burst of guesses plus the right password through beyond the limit', async () => {
    const { email } = await signUpUser(t);
    const attacker = t.client();
    const burst = await Promise.all([
      ...Array.from({ length: 40 }, () => attacker.post('/api/auth/login', { email, password: 'a wrong guess' })),
      attacker.post('/api/auth/login', { email, password: 'correct horse' }),
    ]);
    const counts = statuses(burst);
    expect((counts[401] ?? 0) + (counts[200] ?? 0)).toBeLessThanOrEqual(5);
  }, 30_000);

  it('refuses guesses from one address past its limit of 30, whatever the accounts', async () => {
    const from = t.client();
    from.ip = '10.77.0.1';
    const burst = await Promise.all(
      Array.from({ length: 45 }, (_, i) =>
        from.post('/api/auth/login', { email: `nobody-${i}@example.com`, password: 'a wrong guess' }),
      ),
    );
    const counts = statuses(burst);
    expect(counts[401]).toBeLessThanOrEqual(30);
    expect(counts[429]).toBeGreaterThanOrEqual(15);
  }, 30_000);

  it("gives a right password's attempt back, so sign-ins from one address do not lock it", async () => {
    const people = await Promise.all(Array.from({ length: 35 }, () => signUpUser(t)));
    const office = t.client();
    office.ip = '10.77.0.2';
    for (const p of people)
      expect((await office.post('/api/auth/login', { email: p.email, password: 'correct horse' })).status).toBe(200);
  }, 60_000);
});

describe('changing the e-mail', () => {
  it('needs the current password, is throttled, and tells the old address', async () => {
    const { client, email } = await signUpUser(t);
    const next = `moved-${Date.now()}@example.com`;
    const missing = await client.put('/api/user', { email: next });
    expect([missing.status, missing.body.code, missing.body.field]).toEqual([
      400,
      'current_password_required',
      'current_password',
    ]);
    const wrong = await client.put('/api/user', { email: next, current_password: 'nope' });
    expect([wrong.status, wrong.body.code]).toEqual([400, 'wrong_password']);
    expect((await client.get('/api/user')).body.email).toBe(email);
    const mailsBefore = t.mails.length;
    const ok = await client.put('/api/user', { email: next, current_password: 'correct horse' });
    expect(ok.status).toBe(200);
    expect(ok.body.email).toBe(next);
    const told = t.mails.slice(mailsBefore);
    expect(told.map((m) => m.to)).toEqual([email]);
    expect(told[0]!.text).toContain(next);
    // Other profile changes need no password.
    expect((await client.put('/api/user', { name: 'Asha J' })).status).toBe(200);
  });

  it('refuses password guesses from a stolen session past the limit', async () => {
    const { client } = await signUpUser(t);
    const guesses = await Promise.all(
      Array.from({ length: 20 }, () =>
        client.put('/api/user', { email: `x-${Math.random()}@example.com`, current_password: 'guess' }),
      ),
    );
    const counts = statuses(guesses);
    expect(counts[400]).toBeLessThanOrEqual(5);
    expect(counts[429]).toBeGreaterThanOrEqual(15);
  }, 30_000);

  it('gives one of two people taking the same new address at once a 409, never a 500', async () => {
    for (let round = 0; round < 5; round++) {
      const a = await signUpUser(t);
      const b = await signUpUser(t);
      const wanted = `wanted-${round}-${Date.now()}@example.com`;
      const replies = await Promise.all([
        a.client.put('/api/user', { email: wanted, current_password: 'correct horse' }),
        b.client.put('/api/user', { email: wanted, current_password: 'correct horse' }),
      ]);
      expect(replies.map((r) => r.status).sort()).toEqual([200, 409]);
      expect(replies.find((r) => r.status === 409)!.body.code).toBe('email_taken');
    }
  });
});

describe('unique values taken twice at once', () => {
  it('makes one shop of 20 created at once by one person; the rest are 409', async () => {
    const { client } = await signUpUser(t);
    const replies = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        client.post('/api/shop', {
          shop_name: `Duka ${i}`,
          whatsapp_number: '0712345678',
          category: 'clothing_accessories',
        }),
      ),
    );
    expect(statuses(replies)).toEqual({ 201: 1, 409: 19 });
    expect(new Set(replies.filter((r) => r.status === 409).map((r) => r.body.code))).toEqual(new Set(['shop_exists']));
  });

  it('lets one person join one shop when accepting two invitations at once, and one invitation accepted 20 times once', async () => {
    const first = await signUpUser(t, { shop: true });
    const second = await signUpUser(t, { shop: true });
    const staff = await signUpUser(t);
    const invite = async (owner: typeof first) => {
      const res = await owner.client.post('/api/staff/invitations', {
        email: staff.email,
        permissions: [{ resource: 'orders', action: 'read' }],
      });
      expect(res.status).toBe(201);
      return new URL(res.body.link).pathname.split('/').pop()!;
    };
    const [a, b] = [await invite(first), await invite(second)];
    const both = await Promise.all([
      staff.client.post(`/api/invitations/${a}/accept`),
      staff.client.post(`/api/invitations/${b}/accept`),
    ]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    expect((await staff.client.get('/api/shop')).status).toBe(200);

    const third = await signUpUser(t, { shop: true });
    const newcomer = await signUpUser(t);
    const res = await third.client.post('/api/staff/invitations', {
      email: newcomer.email,
      permissions: [{ resource: 'orders', action: 'read' }],
    });
    const token = new URL(res.body.link).pathname.split('/').pop()!;
    const replies = await Promise.all(
      Array.from({ length: 20 }, () => newcomer.client.post(`/api/invitations/${token}/accept`)),
    );
    const counts = statuses(replies);
    expect(counts[200]).toBe(1);
    expect(counts[500]).toBeUndefined();
  });
});

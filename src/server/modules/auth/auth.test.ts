import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { users, sessions } from '../../db/schema/accounts.ts';
import { createTestApp, signUpUser, type TestApp } from '../../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('sign up', () => {
  it('creates the account, stores E.164 and a scrypt hash, and signs in with an HttpOnly cookie', async () => {
    const client = t.client();
    const res = await client.post('/api/auth/signup', {
      name: 'Baraka',
      email: 'Baraka@Example.com ',
      phone: '0754 123 456',
      password: 'secret-pass',
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ email: 'baraka@example.com', phone: '+255754123456', permissions: [] });
    const cookie = res.headers.getSetCookie().find((h) => h.startsWith('sid='))!;
    expect(cookie).toMatch(/HttpOnly/);
    expect(res.headers.getSetCookie().find((h) => h.startsWith('signed_in='))).not.toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    const [row] = await t.db.select().from(users).where(eq(users.email, 'baraka@example.com'));
    expect(row!.passwordHash).toMatch(/^scrypt\$/);
    expect((await client.get('/api/user')).body.email).toBe('baraka@example.com');
  });

  it.each([
    [{ name: 'B', email: 'b@example.com', phone: '0754123456', password: 'longenough' }, 'too_short', 'name'],
    [{ name: 'Bora', email: 'not-an-email', phone: '0754123456', password: 'longenough' }, 'invalid_email', 'email'],
    [{ name: 'Bora', email: 'b@example.com', phone: '12', password: 'longenough' }, 'invalid_phone', 'phone'],
    [{ name: 'Bora', email: 'b@example.com', phone: '0754123456', password: 'short' }, 'weak_password', 'password'],
    [{ name: 'Bora', email: 'b@example.com', phone: '0754123456' }, 'required', 'password'],
    [
      { name: 'Bora', email: 'b@example.com', phone: '0754123456', password: 'longenough', role: 'admin' },
      'unknown_field',
      'role',
    ],
  ])('refuses %j with %s and writes nothing', async (body, code, field) => {
    const before = await t.db.select({ n: count() }).from(users);
    const res = await t.client().post('/api/auth/signup', body);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code, field });
    expect(typeof res.body.message).toBe('string');
    expect(res.body.requestId).toBeTruthy();
    expect(await t.db.select({ n: count() }).from(users)).toEqual(before);
  });

  it('refuses a duplicate email with 409', async () => {
    const { email } = await signUpUser(t);
    const res = await t.client().post('/api/auth/signup', {
      name: 'Other',
      email: email.toUpperCase(),
      phone: '0754123456',
      password: 'longenough',
    });
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('email_taken');
  });

  it('answers malformed JSON and non-JSON bodies with 4xx', async () => {
    const bad = await t
      .client()
      .request('POST', '/api/auth/signup', '{"name":', { 'content-type': 'application/json' });
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('invalid_json');
    const form = await t
      .client()
      .request('POST', '/api/auth/signup', 'name=x', { 'content-type': 'application/x-www-form-urlencoded' });
    expect(form.status).toBe(415);
  });

  it('translates messages for Swahili callers', async () => {
    const res = await t
      .client()
      .post(
        '/api/auth/signup',
        { name: 'Bora', email: 'x', phone: '0754123456', password: 'longenough' },
        { 'accept-language': 'sw' },
      );
    expect(res.body.message).toBe('Weka barua pepe sahihi.');
  });

  it('refuses a body over the size limit with 413', async () => {
    const res = await t.client().post('/api/auth/signup', { name: 'x'.repeat(400_000) });
    expect(res.status).toBe(413);
    expect(res.body.code).toBe('payload_too_large');
  });
});

describe('log in and out', () => {
  it('logs in, reads the user, logs out and the session is gone from the database', async () => {
    const { email } = await signUpUser(t);
    const client = t.client();
    expect((await client.post('/api/auth/login', { email, password: 'correct horse' })).status).toBe(200);
    expect((await client.get('/api/user')).status).toBe(200);
    const cookie = client.cookie;
    expect((await client.post('/api/auth/logout')).status).toBe(204);
    const stale = t.client();
    stale.cookie = cookie;
    const after = await stale.get('/api/user');
    expect(after.status).toBe(401);
    expect(after.headers.get('set-cookie')).toMatch(/sid=;/);
  });

  it('answers 401 without a session', async () => {
    const res = await t.client().get('/api/user');
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('unauthorized');
  });

  it('slows and then refuses repeated failures for one account, even with the right password', async () => {
    const { email } = await signUpUser(t);
    const client = t.client();
    for (let i = 0; i < 5; i++) {
      expect((await client.post('/api/auth/login', { email, password: 'wrong password' })).status).toBe(401);
    }
    const locked = await t.client().post('/api/auth/login', { email, password: 'correct horse' });
    expect(locked.status).toBe(429);
    expect(locked.body.code).toBe('too_many_attempts');
  }, 20_000);

  it('refuses cookie-authenticated writes from another site', async () => {
    const { client } = await signUpUser(t);
    const res = await client.put('/api/user', { name: 'Hacked' }, { origin: 'https://evil.example' });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('cross_site');
    expect((await client.get('/api/user')).body.name).toBe('Asha Juma');
  });
});

describe('password reset', () => {
  it('mails a one-time link that resets the password and ends other sessions', async () => {
    const { email, client: oldSession } = await signUpUser(t);
    const res = await t.client().post('/api/auth/forgot-password', { email });
    expect(res.status).toBe(202);
    const mail = t.mails.at(-1)!;
    expect(mail.to).toBe(email);
    const token = /token=([\w-]+)/.exec(mail.text)![1]!;
    expect((await t.client().post('/api/auth/reset-password', { token, password: 'brand new pass' })).status).toBe(200);
    expect((await oldSession.get('/api/user')).status).toBe(401);
    const reused = await t.client().post('/api/auth/reset-password', { token, password: 'another pass1' });
    expect(reused.status).toBe(400);
    expect(reused.body.code).toBe('reset_invalid');
    expect((await t.client().post('/api/auth/login', { email, password: 'brand new pass' })).status).toBe(200);
  });

  it('answers the same for an unknown email and sends nothing', async () => {
    const before = t.mails.length;
    expect((await t.client().post('/api/auth/forgot-password', { email: 'nobody@example.com' })).status).toBe(202);
    expect(t.mails.length).toBe(before);
  });

  it('refuses an expired link', async () => {
    const { email } = await signUpUser(t);
    await t.client().post('/api/auth/forgot-password', { email });
    const token = /token=([\w-]+)/.exec(t.mails.at(-1)!.text)![1]!;
    const { passwordResets } = await import('../../db/schema/accounts.ts');
    await t.db.update(passwordResets).set({ expiresAt: new Date(Date.now() - 1000) });
    const res = await t.client().post('/api/auth/reset-password', { token, password: 'brand new pass' });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('reset_expired');
  });
});

describe('profile', () => {
  it('changes the password with the current one and keeps this session only', async () => {
    const { client, email } = await signUpUser(t);
    const other = t.client();
    await other.post('/api/auth/login', { email, password: 'correct horse' });
    const wrong = await client.put('/api/user/password', { current_password: 'nope', new_password: 'next password' });
    expect(wrong.status).toBe(400);
    expect(
      (await client.put('/api/user/password', { current_password: 'correct horse', new_password: 'next password' }))
        .status,
    ).toBe(200);
    expect((await client.get('/api/user')).status).toBe(200);
    expect((await other.get('/api/user')).status).toBe(401);
    const [n] = await t.db.select({ n: count() }).from(sessions);
    expect(n!.n).toBeGreaterThan(0);
  });
});

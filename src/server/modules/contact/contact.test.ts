import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { contactMessages } from '../../db/schema/contact.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { CONTACT_MAX_PER_WINDOW } from './contact.service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const good = {
  name: 'Asha Juma',
  email: 'Asha@Example.com',
  phone: '0754 123 456',
  message: 'Naomba maelezo ya bei.',
  website: '',
  lang: 'sw',
};
const stored = async () => Number((await t.db.select({ n: count() }).from(contactMessages))[0]!.n);

describe('POST /api/contact', () => {
  it('stores a good message, normalised', async () => {
    const res = await t.client().post('/api/contact', good);
    expect(res.status).toBe(201);
    const [row] = await t.db.select().from(contactMessages).where(eq(contactMessages.email, 'asha@example.com'));
    expect(row).toMatchObject({
      name: 'Asha Juma',
      phone: '+255754123456',
      message: 'Naomba maelezo ya bei.',
      language: 'sw',
      status: 'new',
    });
  });

  it.each([
    [{ name: 'A' }, 'too_short', 'name'],
    [{ name: 'x'.repeat(101) }, 'too_long', 'name'],
    [{ email: 'nope' }, 'invalid_email', 'email'],
    [{ phone: '123' }, 'invalid_phone', 'phone'],
    [{ message: 'short' }, 'too_short', 'message'],
    [{ message: 'x'.repeat(2001) }, 'too_long', 'message'],
    [{ admin: true }, 'unknown_field', 'admin'],
  ])('refuses %j with 400 %s and stores nothing', async (patch, code, field) => {
    const before = await stored();
    const res = await t.client().post('/api/contact', { ...good, ...patch });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code, field });
    expect(res.body.message).toBeTruthy();
    expect(await stored()).toBe(before);
  });

  it('answers a filled honeypot like a success, but stores nothing', async () => {
    const before = await stored();
    const res = await t.client().post('/api/contact', { ...good, website: 'http://spam.example' });
    expect(res.status).toBe(201);
    expect(await stored()).toBe(before);
  });

  it('rate-limits per address', async () => {
    const client = t.client();
    for (let i = 0; i < CONTACT_MAX_PER_WINDOW; i++) expect((await client.post('/api/contact', good)).status).toBe(201);
    const limited = await client.post('/api/contact', good);
    expect(limited.status).toBe(429);
    expect(limited.body.code).toBe('too_many_requests');
    // Another address is not affected.
    expect((await t.client().post('/api/contact', good)).status).toBe(201);
  });

  it('refuses a body that is not JSON', async () => {
    const res = await t
      .client()
      .request('POST', '/api/contact', 'name=x', { 'content-type': 'application/x-www-form-urlencoded' });
    expect(res.status).toBe(415);
  });
});

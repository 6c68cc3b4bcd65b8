import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUpUser, type TestApp } from '../../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const mailTo = (email: string) => t.mails.filter((m) => m.to === email).at(-1)!;

describe('invitation mail language', () => {
  it("follows the invitee's own language when they have an account, else the shop's", async () => {
    const owner = await signUpUser(t, { shop: true });
    expect(
      (await owner.client.put('/api/shop', { shop_name: 'Duka la Mama Asha', default_language: 'sw' })).status,
    ).toBe(200);

    // A stranger gets the shop's language: Swahili, the name said once.
    expect(
      (await owner.client.post('/api/staff/invitations', { email: 'new.person@example.com', is_admin: true })).status,
    ).toBe(201);
    const sw = mailTo('new.person@example.com');
    expect(sw.subject).toBe('Asha Juma amekualika ujiunge na Duka la Mama Asha kwenye Duka Chat');
    expect(sw.text).not.toMatch(/duka la duka/i);

    // Someone who reads Duka Chat in English gets English, in a Swahili shop.
    const english = await signUpUser(t);
    expect((await english.client.put('/api/user', { language: 'en' })).status).toBe(200);
    await owner.client.post('/api/staff/invitations', {
      email: english.email,
      permissions: [{ resource: 'orders', action: 'read' }],
    });
    expect(mailTo(english.email).subject).toBe('Asha Juma invited you to join Duka la Mama Asha on Duka Chat');

    // And a Swahili reader gets Swahili from an English shop.
    await owner.client.put('/api/shop', { default_language: 'en' });
    const swahili = await signUpUser(t);
    await swahili.client.put('/api/user', { language: 'sw' });
    await owner.client.post('/api/staff/invitations', { email: swahili.email, is_admin: true });
    expect(mailTo(swahili.email).text).toContain('amekualika ujiunge na timu ya Duka la Mama Asha');
    await owner.client.post('/api/staff/invitations', { email: 'another.stranger@example.com', is_admin: true });
    expect(mailTo('another.stranger@example.com').text).toContain(
      'has invited you to join the team of Duka la Mama Asha',
    );
  });

  it('uses the language the inviter chose, when they chose one', async () => {
    const owner = await signUpUser(t, { shop: true });
    await owner.client.put('/api/shop', { default_language: 'sw' });
    await owner.client.post('/api/staff/invitations', { email: 'chosen@example.com', is_admin: true, language: 'en' });
    expect(mailTo('chosen@example.com').subject).toBe('Asha Juma invited you to join Asha Fashion on Duka Chat');
  });
});

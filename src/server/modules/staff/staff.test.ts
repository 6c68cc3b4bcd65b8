import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { invitations, shopMembers } from '../../db/schema/shops.ts';
import { createTestApp, signUpUser, type TestApp } from '../../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const tokenOf = (link: string) => new URL(link).pathname.split('/').pop()!;

describe('staff invitations', () => {
  it('invites with chosen permissions, mails the link, and the invitee joins with exactly those', async () => {
    const owner = await signUpUser(t, { shop: true });
    const staff = await signUpUser(t);
    const res = await owner.client.post('/api/staff/invitations', {
      email: staff.email,
      permissions: [
        { resource: 'orders', action: 'read' },
        { resource: 'orders', action: ['create', 'read'] },
      ],
    });
    expect(res.status).toBe(201);
    expect(t.mails.at(-1)!.to).toBe(staff.email);
    expect(t.mails.at(-1)!.text).toContain(res.body.link);
    const token = tokenOf(res.body.link);
    const info = await t.client().get(`/api/invitations/${token}`);
    expect(info.body).toMatchObject({ shop_name: 'Asha Fashion', email: staff.email, status: 'valid' });
    expect((await staff.client.post(`/api/invitations/${token}/accept`)).status).toBe(200);
    const me = await staff.client.get('/api/user');
    expect(me.body.permissions).toEqual([{ resource: 'orders', action: ['read', 'create'] }]);
    expect((await staff.client.get('/api/shop')).body.id).toBe(owner.shop.id);
    // used link
    expect((await t.client().get(`/api/invitations/${token}`)).body.status).toBe('used');
    const again = await (await signUpUser(t)).client.post(`/api/invitations/${token}/accept`);
    expect(again.status).toBe(410);
    expect(again.body.code).toBe('invite_used');
  });

  it('refuses revoked, expired, unknown and other-email acceptances, adding nobody', async () => {
    const owner = await signUpUser(t, { shop: true });
    const invitee = await signUpUser(t);
    const members = async () =>
      (await t.db.select({ n: count() }).from(shopMembers).where(eq(shopMembers.shopId, owner.shop.id)))[0]!.n;
    const before = await members();

    const revoked = (await owner.client.post('/api/staff/invitations', { email: invitee.email, is_admin: true })).body;
    expect((await owner.client.delete(`/api/staff/invitations/${revoked.id}`)).status).toBe(204);
    const r = await invitee.client.post(`/api/invitations/${tokenOf(revoked.link)}/accept`);
    expect([r.status, r.body.code]).toEqual([410, 'invite_revoked']);

    const expired = (await owner.client.post('/api/staff/invitations', { email: invitee.email })).body;
    await t.db
      .update(invitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(invitations.id, expired.id));
    const e = await invitee.client.post(`/api/invitations/${tokenOf(expired.link)}/accept`);
    expect([e.status, e.body.code]).toEqual([410, 'invite_expired']);

    const unknown = await invitee.client.post('/api/invitations/not-a-real-token-at-all/accept');
    expect([unknown.status, unknown.body.code]).toEqual([404, 'invite_invalid']);

    const forSomeoneElse = (await owner.client.post('/api/staff/invitations', { email: 'someone@example.com' })).body;
    const m = await invitee.client.post(`/api/invitations/${tokenOf(forSomeoneElse.link)}/accept`);
    expect([m.status, m.body.code]).toEqual([403, 'invite_email_mismatch']);

    expect(await members()).toBe(before);
  });

  it('lets the owner edit permissions and remove staff, but not the owner or themself', async () => {
    const owner = await signUpUser(t, { shop: true });
    const staff = await signUpUser(t);
    const link = (await owner.client.post('/api/staff/invitations', { email: staff.email, is_admin: true })).body.link;
    await staff.client.post(`/api/invitations/${tokenOf(link)}/accept`);
    const edit = await owner.client.put(`/api/staff/${staff.user.id}`, {
      is_admin: false,
      permissions: [{ resource: 'product', action: 'read' }],
    });
    expect(edit.status).toBe(200);
    expect((await staff.client.get('/api/user')).body.permissions).toEqual([{ resource: 'product', action: ['read'] }]);
    expect((await owner.client.put(`/api/staff/${owner.user.id}`, { is_admin: false })).status).toBe(403);
    expect((await owner.client.delete(`/api/staff/${owner.user.id}`)).status).toBe(403);
    expect((await owner.client.delete(`/api/staff/${staff.user.id}`)).status).toBe(204);
    expect((await staff.client.get('/api/shop')).status).toBe(404);
    const bad = await owner.client.put(`/api/staff/${staff.user.id}`, {
      permissions: [{ resource: 'rockets', action: 'read' }],
    });
    expect(bad.status).toBe(400);
    expect((await owner.client.delete('/api/staff/not-a-uuid')).status).toBe(404);
  });

  it('does not let a staff manager hand out more than they hold', async () => {
    const owner = await signUpUser(t, { shop: true });
    const manager = await signUpUser(t);
    const link = (
      await owner.client.post('/api/staff/invitations', {
        email: manager.email,
        permissions: [
          { resource: 'staffs', action: ['read', 'create'] },
          { resource: 'orders', action: 'read' },
        ],
      })
    ).body.link;
    await manager.client.post(`/api/invitations/${tokenOf(link)}/accept`);
    const asAdmin = await manager.client.post('/api/staff/invitations', { email: 'x@example.com', is_admin: true });
    expect([asAdmin.status, asAdmin.body.code]).toEqual([403, 'cannot_grant_more']);
    const more = await manager.client.post('/api/staff/invitations', {
      email: 'x@example.com',
      permissions: [{ resource: 'orders', action: 'delete' }],
    });
    expect(more.status).toBe(403);
    const fine = await manager.client.post('/api/staff/invitations', {
      email: 'x@example.com',
      permissions: [{ resource: 'orders', action: 'read' }],
    });
    expect(fine.status).toBe(201);
  });
});

import { accessSchema, inviteSchema } from '../../../lib/staff-schemas.ts';
import { invitationMail } from '../../email/templates.ts';
import { PUBLIC, USER, perm, requireMembership, route, type RouteDef } from '../../http/route-table.ts';
import { jsonBody, uuidParam } from '../../http/validate.ts';
import { randomToken, hashToken } from '../auth/tokens.ts';
import { membershipPermissions } from '../../http/member-permissions.ts';
import { acceptInvitation, describeInvitation, invitationLanguage } from './invitation.service.ts';
import { assertCanGrant, createInvitation, listStaff, removeStaff, revokeInvitation, updateAccess } from './staff.service.ts';

export const staffRoutes: RouteDef[] = [
  route('GET', '/api/staff', perm('staffs', 'read'), async (c) => {
    return c.json(await listStaff(c.get('deps').database.db, requireMembership(c).shop.id));
  }),

  route('POST', '/api/staff/invitations', perm('staffs', 'create'), async (c) => {
    const { env, database, mailer } = c.get('deps');
    const { shop, member } = requireMembership(c);
    const input = await jsonBody(c, inviteSchema);
    assertCanGrant(membershipPermissions(member), input);
    const token = randomToken();
    const invitation = await createInvitation(database.db, shop.id, c.get('user')!.id, input, hashToken(token));
    const link = `${env.appUrl}/invite/${token}`;
    const lang = await invitationLanguage(database.db, input.email, input.language, shop.defaultLanguage);
    await mailer.send({ to: input.email, ...invitationMail(lang, shop.name, c.get('user')!.name, link) });
    // The link is also returned so the owner can share it on WhatsApp when mail is slow to arrive.
    return c.json({ id: invitation.id, email: invitation.email, expires_at: invitation.expiresAt.toISOString(), link }, 201);
  }),

  route('DELETE', '/api/staff/invitations/:id', perm('staffs', 'delete'), async (c) => {
    const id = uuidParam(c, 'id');
    await revokeInvitation(c.get('deps').database.db, requireMembership(c).shop.id, id);
    return c.body(null, 204);
  }),

  route('PUT', '/api/staff/:userId', perm('staffs', 'update'), async (c) => {
    const userId = uuidParam(c, 'userId');
    const { shop, member } = requireMembership(c);
    const input = await jsonBody(c, accessSchema);
    assertCanGrant(membershipPermissions(member), input);
    await updateAccess(c.get('deps').database.db, shop.id, c.get('user')!.id, userId, input);
    return c.json(await listStaff(c.get('deps').database.db, shop.id));
  }),

  route('DELETE', '/api/staff/:userId', perm('staffs', 'delete'), async (c) => {
    const userId = uuidParam(c, 'userId');
    await removeStaff(c.get('deps').database.db, requireMembership(c).shop.id, c.get('user')!.id, userId);
    return c.body(null, 204);
  }),

  route('GET', '/api/invitations/:token', PUBLIC, async (c) => {
    return c.json(await describeInvitation(c.get('deps').database.db, c.req.param('token')!));
  }),

  route('POST', '/api/invitations/:token/accept', USER, async (c) => {
    const shopId = await acceptInvitation(c.get('deps').database.db, c.req.param('token')!, c.get('user')!);
    return c.json({ shop_id: shopId });
  }),
];

import { z } from 'zod';
import {
  invitationAcceptedSchema,
  invitationInfoSchema,
  invitationSentSchema,
  staffListSchema,
} from '../../../lib/contracts/staff.ts';
import { accessSchema, inviteSchema } from '../../../lib/staff-schemas.ts';
import { invitationMail } from '../../email/templates.ts';
import { declareRoute, idParam } from '../../http/declare-route.ts';
import { rowDelete, shopGet } from '../../http/shop-route.ts';
import { PUBLIC, USER, perm, requireMembership, type RouteDef } from '../../http/route-table.ts';
import { randomToken, hashToken } from '../../http/tokens.ts';
import { membershipPermissions } from '../../http/member-permissions.ts';
import { acceptInvitation, describeInvitation, invitationLanguage } from './invitation.service.ts';
import {
  assertCanGrant,
  createInvitation,
  listStaff,
  removeStaff,
  revokeInvitation,
  updateAccess,
} from './staff.service.ts';
import { shopOf, dbOf, userOf } from '../../http/route-glue.ts';

const tags = ['Staff' as const];
const userParams = z.object({ userId: idParam });
// An invitation token is opaque: one that names nothing is 404 (invite_invalid) from the service.
const tokenParams = z.object({ token: z.string() });

export const staffRoutes = [
  shopGet({
    path: '/api/staff',
    access: perm('staffs', 'read'),
    tags,
    summary: 'Members of the shop and pending invitations',
    answers: { 200: staffListSchema },
    read: listStaff,
  }),

  declareRoute({
    method: 'POST',
    path: '/api/staff/invitations',
    access: perm('staffs', 'create'),
    tags,
    summary: 'Invite someone by email; answers the invitation link too',
    body: inviteSchema,
    answers: { 201: invitationSentSchema },
    errors: [409],
    handler: async (c, { body: input }) => {
      const { env, database, mailer } = c.get('deps');
      const { shop, member } = requireMembership(c);
      assertCanGrant(membershipPermissions(member), input);
      const token = randomToken();
      const invitation = await createInvitation(database.db, shop.id, userOf(c), input, hashToken(token));
      const link = `${env.appUrl}/invite/${token}`;
      const lang = await invitationLanguage(database.db, input.email, input.language, shop.defaultLanguage);
      await mailer.send({ to: input.email, ...invitationMail(lang, shop.name, c.get('user')!.name, link) });
      // The link is also returned so the owner can share it on WhatsApp when mail is slow to arrive.
      return c.json(
        { id: invitation.id, email: invitation.email, expires_at: invitation.expiresAt.toISOString(), link },
        201,
      );
    },
  }),

  rowDelete({
    path: '/api/staff/invitations/:id',
    access: perm('staffs', 'delete'),
    tags,
    summary: 'Revoke a pending invitation',
    remove: revokeInvitation,
  }),

  declareRoute({
    method: 'PUT',
    path: '/api/staff/:userId',
    access: perm('staffs', 'update'),
    tags,
    summary: "Change a member's permissions",
    params: userParams,
    body: accessSchema,
    answers: { 200: staffListSchema },
    handler: async (c, { params: { userId }, body }) => {
      const { shop, member } = requireMembership(c);
      assertCanGrant(membershipPermissions(member), body);
      await updateAccess(dbOf(c), shop.id, userOf(c), userId, body);
      return c.json(await listStaff(dbOf(c), shop.id));
    },
  }),

  declareRoute({
    method: 'DELETE',
    path: '/api/staff/:userId',
    access: perm('staffs', 'delete'),
    tags,
    summary: 'Remove a member from the shop',
    params: userParams,
    answers: { 204: null },
    handler: async (c, { params }) => {
      await removeStaff(dbOf(c), shopOf(c), userOf(c), params.userId);
      return c.body(null, 204);
    },
  }),

  declareRoute({
    method: 'GET',
    path: '/api/invitations/:token',
    access: PUBLIC,
    tags,
    summary: 'Describe an invitation (shop, inviter, email) before accepting it',
    params: tokenParams,
    answers: { 200: invitationInfoSchema },
    handler: async (c, { params }) => c.json(await describeInvitation(dbOf(c), params.token)),
  }),

  declareRoute({
    method: 'POST',
    path: '/api/invitations/:token/accept',
    access: USER,
    tags,
    summary: 'Accept an invitation and join the shop',
    params: tokenParams,
    answers: { 200: invitationAcceptedSchema },
    errors: [409, 410],
    handler: async (c, { params }) =>
      c.json({ shop_id: await acceptInvitation(dbOf(c), params.token, c.get('user')!) }),
  }),
] satisfies RouteDef[];

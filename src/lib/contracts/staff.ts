import { z } from 'zod';
import { permissionEntrySchema } from '../staff-schemas.ts';
import { id, timestamp } from './common.ts';

const permissions = z.array(permissionEntrySchema);

export const staffMemberSchema = z.strictObject({
  user_id: id,
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  is_owner: z.boolean(),
  is_admin: z.boolean(),
  permissions,
  joined_at: timestamp,
});
export const pendingInvitationSchema = z.strictObject({
  id,
  email: z.string(),
  is_admin: z.boolean(),
  permissions,
  expires_at: timestamp,
  created_at: timestamp,
});
/** The shop's members and the invitations not yet accepted, revoked or expired. */
export const staffListSchema = z.strictObject({
  members: z.array(staffMemberSchema),
  invitations: z.array(pendingInvitationSchema),
});

/** A new invitation, with the link to share when the mail is slow. */
export const invitationSentSchema = z.strictObject({ id, email: z.string(), expires_at: timestamp, link: z.string() });

/** What the invitation page shows before the person signs in. */
export const invitationInfoSchema = z.strictObject({
  shop_name: z.string(),
  inviter_name: z.string(),
  email: z.string(),
  is_admin: z.boolean(),
  status: z.enum(['valid', 'expired', 'revoked', 'used']),
});
export const invitationAcceptedSchema = z.strictObject({ shop_id: id });

export type StaffMember = z.infer<typeof staffMemberSchema>;
export type PendingInvitation = z.infer<typeof pendingInvitationSchema>;
export type StaffList = z.infer<typeof staffListSchema>;
export type InvitationSent = z.infer<typeof invitationSentSchema>;
export type InvitationInfo = z.infer<typeof invitationInfoSchema>;
export type InvitationStatus = InvitationInfo['status'];

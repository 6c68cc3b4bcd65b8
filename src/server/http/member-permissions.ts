import type { Permissions } from '../../lib/permissions.ts';
import type { ShopMember } from '../db/schema/shops.ts';

/** What a member may do: owners and admins everything, others their granted list. */
export function membershipPermissions(member: ShopMember | null | undefined): Permissions {
  if (!member) return [];
  if (member.isOwner || member.isAdmin) return { is_admin: true };
  return member.permissions;
}

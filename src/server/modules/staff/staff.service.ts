import { and, asc, eq, gt, isNull } from 'drizzle-orm';
import { can, isAdmin, normalizePermissions, type Permissions } from '../../../lib/permissions.ts';
import type { StaffList } from '../../../lib/contracts/staff.ts';
import type { Access } from '../../../lib/staff-schemas.ts';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import { invitations, shopMembers } from '../../db/schema/shops.ts';
import { AppError, forbidden } from '../../http/errors.ts';

const INVITE_TTL_MS = 7 * 86_400_000;

export async function listStaff(db: Db, shopId: string): Promise<StaffList> {
  const members = await db
    .select({ member: shopMembers, user: { id: users.id, name: users.name, email: users.email, phone: users.phone } })
    .from(shopMembers)
    .innerJoin(users, eq(users.id, shopMembers.userId))
    .where(eq(shopMembers.shopId, shopId))
    .orderBy(asc(shopMembers.createdAt));
  const pending = await db
    .select()
    .from(invitations)
    .where(
      and(
        eq(invitations.shopId, shopId),
        isNull(invitations.acceptedAt),
        isNull(invitations.revokedAt),
        gt(invitations.expiresAt, new Date()),
      ),
    )
    .orderBy(asc(invitations.createdAt));
  return {
    members: members.map(({ member, user }) => ({
      user_id: user.id,
      name: user.name,
      email: user.email,
      phone: user.phone,
      is_owner: member.isOwner,
      is_admin: member.isOwner || member.isAdmin,
      permissions: member.permissions,
      joined_at: member.createdAt.toISOString(),
    })),
    invitations: pending.map((i) => ({
      id: i.id,
      email: i.email,
      is_admin: i.isAdmin,
      permissions: i.permissions,
      expires_at: i.expiresAt.toISOString(),
      created_at: i.createdAt.toISOString(),
    })),
  };
}

/** A staff member who may manage staff can hand out only what they hold; admin only by an admin. */
export function assertCanGrant(granter: Permissions, access: Access): void {
  if (isAdmin(granter)) return;
  if (access.is_admin) throw forbidden('cannot_grant_more');
  for (const entry of access.permissions) {
    for (const action of Array.isArray(entry.action) ? entry.action : [entry.action]) {
      if (!can(granter, entry.resource, action)) throw forbidden('cannot_grant_more');
    }
  }
}

export async function createInvitation(
  db: Db,
  shopId: string,
  invitedBy: string,
  input: { email: string } & Access,
  tokenHash: string,
) {
  return db.transaction(async (tx) => {
    const [member] = await tx
      .select({ id: users.id })
      .from(shopMembers)
      .innerJoin(users, eq(users.id, shopMembers.userId))
      .where(and(eq(shopMembers.shopId, shopId), eq(users.email, input.email)));
    if (member) throw new AppError(409, 'already_staff', {}, 'email');
    // Inviting the same email again replaces the earlier link: the newest mail is the one that works.
    await tx
      .update(invitations)
      .set({ revokedAt: new Date() })
      .where(
        and(
          eq(invitations.shopId, shopId),
          eq(invitations.email, input.email),
          isNull(invitations.acceptedAt),
          isNull(invitations.revokedAt),
        ),
      );
    const [invitation] = await tx
      .insert(invitations)
      .values({
        shopId,
        email: input.email,
        tokenHash,
        isAdmin: input.is_admin,
        permissions: input.is_admin ? [] : normalizePermissions(input.permissions),
        invitedBy,
        expiresAt: new Date(Date.now() + INVITE_TTL_MS),
      })
      .returning();
    return invitation!;
  });
}

export async function revokeInvitation(db: Db, shopId: string, id: string): Promise<void> {
  const [row] = await db
    .update(invitations)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(invitations.shopId, shopId),
        eq(invitations.id, id),
        isNull(invitations.acceptedAt),
        isNull(invitations.revokedAt),
      ),
    )
    .returning({ id: invitations.id });
  if (!row) throw new AppError(404, 'not_found');
}

async function assertChangeable(db: Db, shopId: string, actorId: string, userId: string) {
  if (actorId === userId) throw forbidden('cannot_change_self');
  const [member] = await db
    .select()
    .from(shopMembers)
    .where(and(eq(shopMembers.shopId, shopId), eq(shopMembers.userId, userId)));
  if (!member) throw new AppError(404, 'staff_not_found');
  if (member.isOwner) throw forbidden('cannot_change_owner');
}

export async function updateAccess(
  db: Db,
  shopId: string,
  actorId: string,
  userId: string,
  access: Access,
): Promise<void> {
  await assertChangeable(db, shopId, actorId, userId);
  await db
    .update(shopMembers)
    .set({ isAdmin: access.is_admin, permissions: access.is_admin ? [] : normalizePermissions(access.permissions) })
    .where(and(eq(shopMembers.shopId, shopId), eq(shopMembers.userId, userId)));
}

export async function removeStaff(db: Db, shopId: string, actorId: string, userId: string): Promise<void> {
  await assertChangeable(db, shopId, actorId, userId);
  await db.delete(shopMembers).where(and(eq(shopMembers.shopId, shopId), eq(shopMembers.userId, userId)));
}

import { and, eq } from 'drizzle-orm';
import { can } from '../../../lib/permissions.ts';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import { shopMembers } from '../../db/schema/shops.ts';
import { membershipPermissions } from '../../http/member-permissions.ts';

export type AlertPerson = { userId: string; phone: string; language: string };

/**
 * The shop's people who may read orders now: only they are alerted (spec 3; asked when the alert
 * is fanned out and again when each one is sent, so a permission taken away in between holds).
 */
export async function peopleWhoMayReadOrders(db: Db, shopId: string): Promise<AlertPerson[]> {
  const rows = await db
    .select({ member: shopMembers, phone: users.phone, language: users.language })
    .from(shopMembers)
    .innerJoin(users, eq(users.id, shopMembers.userId))
    .where(eq(shopMembers.shopId, shopId));
  return rows
    .filter((r) => can(membershipPermissions(r.member), 'orders', 'read'))
    .map((r) => ({ userId: r.member.userId, phone: r.phone, language: r.language }));
}

/** One person, if they are still in the shop and may still read orders. */
export async function personWhoMayReadOrders(db: Db, shopId: string, userId: string): Promise<AlertPerson | null> {
  const [r] = await db
    .select({ member: shopMembers, phone: users.phone, language: users.language })
    .from(shopMembers)
    .innerJoin(users, eq(users.id, shopMembers.userId))
    .where(and(eq(shopMembers.shopId, shopId), eq(shopMembers.userId, userId)));
  if (!r || !can(membershipPermissions(r.member), 'orders', 'read')) return null;
  return { userId, phone: r.phone, language: r.language };
}

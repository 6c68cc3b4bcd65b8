import { and, eq, gt } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { sessions, users, type User } from '../db/schema/accounts.ts';
import { shopMembers, shops } from '../db/schema/shops.ts';
import type { Membership } from './context.ts';

// The session middleware's own read, kept beside it so that http/ needs nothing from modules/
// (modules build on http/, never the other way round).
/** One query per request: the session, its user and the user's shop membership. */
export async function loadSession(
  db: Db,
  tokenHash: string,
): Promise<{ user: User; membership: Membership | null } | null> {
  const [row] = await db
    .select({ user: users, member: shopMembers, shop: shops })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(shopMembers, eq(shopMembers.userId, users.id))
    .leftJoin(shops, eq(shops.id, shopMembers.shopId))
    .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, new Date())));
  if (!row) return null;
  return { user: row.user, membership: row.member && row.shop ? { member: row.member, shop: row.shop } : null };
}

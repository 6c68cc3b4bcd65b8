import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema/accounts.ts';
import { shopMembers } from '../db/schema/shops.ts';
import type { Mail, Mailer } from './mailer.ts';

export type Owner = { email: string; name: string; language: 'en' | 'sw' };

/**
 * A mail to each owner of a shop, in the owner's language: how the product tells a merchant what
 * must not wait for the dashboard (a payment or payout the provider took back).
 */
export async function mailShopOwners(
  db: Db,
  mailer: Mailer,
  shopId: string,
  write: (owner: Owner) => Omit<Mail, 'to'>,
): Promise<void> {
  const owners = await db
    .select({ email: users.email, name: users.name, language: users.language })
    .from(shopMembers)
    .innerJoin(users, eq(users.id, shopMembers.userId))
    .where(and(eq(shopMembers.shopId, shopId), eq(shopMembers.isOwner, true)));
  for (const owner of owners) {
    const language = owner.language === 'sw' ? 'sw' : 'en';
    await mailer.send({ to: owner.email, ...write({ ...owner, language }) });
  }
}

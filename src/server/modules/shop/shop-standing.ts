import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { shops } from '../../db/schema/shops.ts';

// A shop's standing with the platform (issue 29): suspended or not, hidden from the directory or
// not. Only the operators' console changes it (flows/operator-console), always with a reason and
// in the transaction that writes the operator's log line; the shop's own staff have no route to it.

export type ShopStanding = {
  id: string;
  name: string;
  suspendedAt: Date | null;
  suspendedReason: string | null;
  directoryHiddenAt: Date | null;
  directoryHiddenReason: string | null;
};

const standing = {
  id: shops.id,
  name: shops.name,
  suspendedAt: shops.suspendedAt,
  suspendedReason: shops.suspendedReason,
  directoryHiddenAt: shops.directoryHiddenAt,
  directoryHiddenReason: shops.directoryHiddenReason,
};

/** The shop's standing, its row locked until the transaction ends (two operators at once: one waits). */
export async function lockShopStanding(tx: Tx, shopId: string): Promise<ShopStanding | null> {
  const [row] = await tx.select(standing).from(shops).where(eq(shops.id, shopId)).for('update');
  return row ?? null;
}

/** Suspends (with the reason) or, given null, reinstates. */
export async function setShopSuspension(
  tx: Tx,
  shopId: string,
  suspension: { reason: string } | null,
): Promise<ShopStanding> {
  const [row] = await tx
    .update(shops)
    .set(
      suspension
        ? { suspendedAt: sql`now()`, suspendedReason: suspension.reason }
        : { suspendedAt: null, suspendedReason: null },
    )
    .where(eq(shops.id, shopId))
    .returning(standing);
  return row!;
}

/** Hides the shop's listing from the public directory (with the reason) or, given null, shows it again. */
export async function setDirectoryHidden(
  tx: Tx,
  shopId: string,
  hidden: { reason: string } | null,
): Promise<ShopStanding> {
  const [row] = await tx
    .update(shops)
    .set(
      hidden
        ? { directoryHiddenAt: sql`now()`, directoryHiddenReason: hidden.reason }
        : { directoryHiddenAt: null, directoryHiddenReason: null },
    )
    .where(eq(shops.id, shopId))
    .returning(standing);
  return row!;
}

/** Whether the shop is suspended now (read fresh: the order page asks once per request). */
export async function isShopSuspended(db: Db | Tx, shopId: string): Promise<boolean> {
  const [row] = await db.select({ at: shops.suspendedAt }).from(shops).where(eq(shops.id, shopId));
  return !!row?.at;
}

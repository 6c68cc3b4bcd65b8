import type { Db } from '../../db/client.ts';
import { conflict, notFound } from '../../http/errors.ts';
import { recordOperatorAction, type OperatorActor } from '../../modules/operator-audit/index.ts';
import {
  lockShopStanding,
  setDirectoryHidden,
  setShopSuspension,
  type ShopStanding,
} from '../../modules/shop/index.ts';

// Suspending, reinstating, hiding from the directory and showing again (issue 29): each writes the
// shop's row and the operator's log line (before and after) in one transaction, or neither. A
// second operator doing the same at once waits on the row lock and is told it is already done.

const snapshot = (s: ShopStanding) => ({
  suspended_at: s.suspendedAt?.toISOString() ?? null,
  suspended_reason: s.suspendedReason,
  directory_hidden_at: s.directoryHiddenAt?.toISOString() ?? null,
  directory_hidden_reason: s.directoryHiddenReason,
});

type Change = {
  action: 'shop.suspend' | 'shop.reinstate' | 'directory.hide' | 'directory.unhide';
  /** Refuses when the shop is already as asked. */
  check: (s: ShopStanding) => void;
  apply: (tx: Parameters<typeof setShopSuspension>[0], shopId: string, reason: string) => Promise<ShopStanding>;
};

const CHANGES: Record<Change['action'], Change> = {
  'shop.suspend': {
    action: 'shop.suspend',
    check: (s) => {
      if (s.suspendedAt) throw conflict('shop_already_suspended');
    },
    apply: (tx, id, reason) => setShopSuspension(tx, id, { reason }),
  },
  'shop.reinstate': {
    action: 'shop.reinstate',
    check: (s) => {
      if (!s.suspendedAt) throw conflict('shop_not_suspended');
    },
    apply: (tx, id) => setShopSuspension(tx, id, null),
  },
  'directory.hide': {
    action: 'directory.hide',
    check: (s) => {
      if (s.directoryHiddenAt) throw conflict('listing_already_hidden');
    },
    apply: (tx, id, reason) => setDirectoryHidden(tx, id, { reason }),
  },
  'directory.unhide': {
    action: 'directory.unhide',
    check: (s) => {
      if (!s.directoryHiddenAt) throw conflict('listing_not_hidden');
    },
    apply: (tx, id) => setDirectoryHidden(tx, id, null),
  },
};

export async function changeShopStanding(
  db: Db,
  actor: OperatorActor,
  action: Change['action'],
  shopId: string,
  reason: string,
): Promise<void> {
  const change = CHANGES[action];
  await db.transaction(async (tx) => {
    const before = await lockShopStanding(tx, shopId);
    if (!before) throw notFound('shop_not_found_operator');
    change.check(before);
    const after = await change.apply(tx, shopId, reason);
    await recordOperatorAction(tx, actor, {
      action,
      subjectType: 'shop',
      subjectId: shopId,
      shopId,
      before: snapshot(before),
      after: snapshot(after),
      reason: reason || null,
    });
  });
}

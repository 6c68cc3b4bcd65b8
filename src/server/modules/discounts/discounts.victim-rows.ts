import { discountCodes, discountRedemptions } from '../../db/schema/discounts.ts';
import type { VictimRows } from '../../test/victim-rows.ts';

// A code whose text carries the marker, used once on the victim's order: a route that leaks
// another shop's codes, or counts its redemptions in its figures, names the marker.
export const discountVictimRows: VictimRows = {
  needs: ['order'],
  make: async ({ t, shopId, m, made }) => {
    const [code] = await t.db
      .insert(discountCodes)
      .values({ shopId, code: m('discount-code'), kind: 'fixed', value: 500, maxUses: 3, usedCount: 1 })
      .returning();
    await t.db.insert(discountRedemptions).values({
      shopId,
      codeId: code!.id,
      orderId: made.order.id,
      customerId: made.customer.id,
      code: m('redeemed-code'),
      amount: 500,
    });
    made.discountCode = code;
    return { discountCodeId: code!.id };
  },
};

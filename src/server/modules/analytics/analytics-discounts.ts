import type { AnalyticsQuery } from '../../../lib/analytics-schemas.ts';
import type { AnalyticsDiscounts } from '../../../lib/contracts/discount.ts';
import { periodOf } from '../../../lib/eat-range.ts';
import type { Db } from '../../db/client.ts';
import { discountFigures } from '../discounts/index.ts';
import { rangeOf } from './analytics-range.ts';

/** Discount codes used in the period (issue 28): orders with a code and what the codes took off. */
export async function analyticsDiscounts(
  db: Db,
  shopId: string,
  q: AnalyticsQuery,
  now = new Date(),
): Promise<AnalyticsDiscounts> {
  const r = rangeOf(q, now);
  const f = await discountFigures(db, shopId, r.start, r.end);
  return {
    period: periodOf(r),
    orders: f.orders,
    discount_given: f.given,
    codes: f.codes.map((c) => ({ code: c.code, orders: c.orders, discount_given: c.given })),
  };
}

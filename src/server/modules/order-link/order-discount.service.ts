import type { z } from 'zod';
import type { OrderPageDiscountAnswer } from '../../../lib/contracts/discount.ts';
import type { orderPageDiscountSchema } from '../../../lib/discount-schemas.ts';
import type { Db } from '../../db/client.ts';
import type { CheckoutLink } from '../../db/schema/chat.ts';
import { previewCode } from '../discounts/index.ts';
import { knownCustomer } from './order-cart.service.ts';

/**
 * The order page's "Apply": what the code takes off the goods the page adds up. The customer is
 * the one the chat knows (so a per-customer limit already reached is said now); a customer the
 * chat does not know yet is checked when the order is sent, under the number they type.
 */
export async function previewOrderPageCode(
  db: Db,
  link: CheckoutLink,
  body: z.output<typeof orderPageDiscountSchema>,
): Promise<OrderPageDiscountAnswer> {
  const known = await knownCustomer(db, link);
  const claim = await previewCode(db, link.shopId, {
    code: body.code,
    subtotal: body.subtotal,
    customerId: known.customer?.id ?? null,
    // An unknown customer is not refused for a per-customer limit before they say who they are.
    unknownCustomerMayPass: !known.customer,
  });
  return { code: claim.code, kind: claim.kind, value: claim.value, min_order: claim.minOrder, amount: claim.amount };
}

import { and, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { checkoutLinks } from '../../db/schema/chat.ts';
import { orders } from '../../db/schema/orders.ts';
import { paymentAccounts } from '../../db/schema/payments.ts';
import { checkoutLinkUrl } from '../../modules/order-link/checkout-link.ts';

/**
 * Where a customer who ordered from the chat can pay: the order page they ordered on (its signed
 * link, which helper A's pay form sits on), while the order still waits for its money, the link is
 * open, and the shop can collect mobile money at all (an enabled account). Null otherwise: the bot
 * then offers nothing rather than a page that cannot take the money.
 */
export async function payNowLink(
  db: Db,
  env: { storeUrl: string; secretKey: string },
  shopId: string,
  orderId: string,
  now: Date,
): Promise<string | null> {
  const [order] = await db
    .select({ status: orders.status })
    .from(orders)
    .where(and(eq(orders.shopId, shopId), eq(orders.id, orderId)));
  if (order?.status !== 'pending') return null;
  const [account] = await db
    .select({ id: paymentAccounts.id })
    .from(paymentAccounts)
    .where(and(eq(paymentAccounts.shopId, shopId), eq(paymentAccounts.enabled, true)))
    .limit(1);
  if (!account) return null;
  const [link] = await db
    .select({ id: checkoutLinks.id, expiresAt: checkoutLinks.expiresAt })
    .from(checkoutLinks)
    .where(and(eq(checkoutLinks.shopId, shopId), eq(checkoutLinks.orderId, orderId), gt(checkoutLinks.expiresAt, now)))
    .limit(1);
  return link ? checkoutLinkUrl(env, link) : null;
}

import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { checkoutLinks, type CheckoutLink } from '../../db/schema/chat.ts';
import { orders } from '../../db/schema/orders.ts';
import { AppError, badRequest, conflict } from '../../http/errors.ts';
import { verifyCheckoutToken } from './checkout-token.ts';
import { isShopSuspended } from '../shop/index.ts';

/**
 * The link id a token names, checked before any database read: a missing token is a 400, a
 * malformed one 400, a forged or tampered one 404 (as if the link did not exist).
 */
export function linkIdOf(secretKey: string, token: string | undefined): string {
  if (!token) throw badRequest('order_token_required', {}, 'token');
  const check = verifyCheckoutToken(secretKey, token.trim());
  if (!check.ok)
    throw check.reason === 'malformed'
      ? badRequest('order_link_invalid', {}, 'token')
      : new AppError(404, 'order_link_invalid');
  return check.linkId;
}

/**
 * The link, if its shop takes orders: a shop the operators suspended (issue 29) answers 409
 * shop_suspended on every call of the page (read, submit, discount, payment), before anything is
 * written, and the page says so in the customer's language.
 */
export async function findLink(db: Db | Tx, linkId: string): Promise<CheckoutLink> {
  const [link] = await db.select().from(checkoutLinks).where(eq(checkoutLinks.id, linkId));
  if (!link) throw new AppError(404, 'order_link_invalid');
  if (await isShopSuspended(db, link.shopId)) throw conflict('shop_suspended');
  return link;
}

/** A link that was already turned into an order names that order (409); an old one is gone (410). */
export async function assertOpen(db: Db | Tx, link: CheckoutLink, now: Date): Promise<void> {
  if (link.usedAt) {
    const [order] = link.orderId
      ? await db
          .select({ number: orders.number })
          .from(orders)
          .where(and(eq(orders.shopId, link.shopId), eq(orders.id, link.orderId)))
      : [];
    throw order ? conflict('order_link_used', { number: order.number }) : conflict('order_link_used_unknown');
  }
  if (link.expiresAt.getTime() <= now.getTime()) throw new AppError(410, 'order_link_expired');
}

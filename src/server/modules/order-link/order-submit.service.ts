import { and, eq, gt, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { OrderPageSubmitted } from '../../../lib/contracts/order-page.ts';
import type { orderPageSubmitSchema } from '../../../lib/order-page-schema.ts';
import type { Db, Tx } from '../../db/client.ts';
import { checkoutLinks } from '../../db/schema/chat.ts';
import { orders } from '../../db/schema/orders.ts';
import { shops } from '../../db/schema/shops.ts';
import { badRequest, conflict } from '../../http/errors.ts';
import { offersTick as offersEn } from '../../../i18n/en/offers-tick.ts';
import { offersTick as offersSw } from '../../../i18n/sw/offers-tick.ts';
import { recordConsent } from '../consent/index.ts';
import { getCustomer } from '../customers/index.ts';
import { createOrder } from '../orders/index.ts';
import { knownCustomer } from './order-cart.service.ts';
import { assertOpen, findLink } from './order-link-token.ts';
import { isShopSuspended } from '../shop/index.ts';

export type OrderPageInput = z.output<typeof orderPageSubmitSchema>;

/** ENGINE's notifyOrderPlaced (src/server/chatbot/order-events.ts): the bot's confirmation in the chat (a parameter, so tests can watch it). */
export type NotifyOrderPlaced = (
  db: Db,
  args: {
    shopId: string;
    conversationId: string;
    orderId: string;
    orderNumber: number;
    total: number;
    currency: string;
    customerId: string | null;
  },
) => Promise<void>;

/**
 * Turns an open link into a real order, once. One transaction: the link is claimed with a
 * conditional UPDATE (used_at is null and not expired), so of two submits, even concurrent ones,
 * exactly one gets the row; the other waits for it, finds it used and gets 409 naming the order.
 * The order itself goes through the orders service (catalogue prices, stock, numbering, customer
 * upsert, timeline) like any other; any error rolls back the claim too.
 */
export async function submitOrderPage(
  db: Db,
  linkId: string,
  input: OrderPageInput,
  notify: NotifyOrderPlaced,
  now = new Date(),
): Promise<OrderPageSubmitted> {
  return db.transaction(async (tx) => {
    const [link] = await tx
      .update(checkoutLinks)
      .set({ usedAt: now })
      .where(and(eq(checkoutLinks.id, linkId), isNull(checkoutLinks.usedAt), gt(checkoutLinks.expiresAt, now)))
      .returning();
    if (!link) {
      await assertOpen(tx, await findLink(tx, linkId), now);
      throw new Error('unreachable: an open link was not claimed');
    }
    // A shop the operators suspended takes no order (issue 29): the claim rolls back with it.
    if (await isShopSuspended(tx, link.shopId)) throw conflict('shop_suspended');
    const basket = new Set(link.items.map((i) => i.product_id));
    input.items.forEach((item, i) => {
      if (!basket.has(item.product_id)) throw badRequest('order_item_not_in_basket', {}, `items.${i}.product_id`);
    });
    const customer = await customerFor(tx, link, input);
    // Pay later only for a customer the shop knows and allows it for; a typed number is not proof
    // of who is ordering, so it never carries a debt.
    if (input.payment_method === 'credit') {
      const known = 'customer_id' in customer ? await getCustomer(tx, link.shopId, customer.customer_id!) : null;
      if (!known?.allowCredit) throw badRequest('credit_not_allowed', {}, 'payment_method');
    }
    const orderId = await createOrder(tx, link.shopId, null, {
      ...customer,
      channel: link.channel,
      lines: input.items.map((i) => ({
        product_id: i.product_id,
        variant_id: i.variant_id ?? undefined,
        quantity: i.quantity,
        addon_option_ids: i.addon_option_ids,
      })),
      fulfilment: input.fulfilment,
      delivery_address: input.fulfilment === 'delivery' ? input.delivery_address : '',
      delivery_location: input.fulfilment === 'delivery' ? (input.delivery_location ?? undefined) : undefined,
      payment_method: input.payment_method,
      charges: [],
      notes: input.notes,
      status: 'pending',
      discount_code: input.discount_code,
    });
    await tx
      .update(checkoutLinks)
      .set({ orderId })
      .where(and(eq(checkoutLinks.shopId, link.shopId), eq(checkoutLinks.id, link.id)));
    const [order] = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.shopId, link.shopId), eq(orders.id, orderId)));
    // "Send me offers" ticked: consent on both channels, with the label's words, in the order's transaction.
    if (input.marketing_consent && order!.customerId) {
      const words = (input.marketing_consent === 'sw' ? offersSw : offersEn).label;
      for (const channel of ['sms', 'whatsapp'] as const)
        await recordConsent(tx, {
          shopId: link.shopId,
          customerId: order!.customerId,
          channel,
          state: 'opted_in',
          source: 'order_page',
          words,
        });
    }
    const [shop] = await tx.select({ currency: shops.currency }).from(shops).where(eq(shops.id, link.shopId));
    const currency = shop?.currency ?? 'TZS';
    if (link.conversationId) {
      await notify(tx, {
        shopId: link.shopId,
        conversationId: link.conversationId,
        orderId,
        orderNumber: order!.number,
        total: order!.total,
        currency,
        customerId: order!.customerId,
      });
    }
    return { order_id: orderId, order_number: order!.number, total: order!.total, currency };
  });
}

/**
 * The customer of the order: the chat's known customer, else one found or created by the number
 * the chat knows (WhatsApp) or the customer typed. With no number at all the order is refused.
 */
async function customerFor(tx: Tx, link: NonNullable<Awaited<ReturnType<typeof findLink>>>, input: OrderPageInput) {
  const known = await knownCustomer(tx, link);
  if (known.customer && (!input.customer_phone || input.customer_phone === known.customer.phone))
    return { customer_id: known.customer.id };
  const phone = input.customer_phone || known.phone;
  if (!phone) throw badRequest('order_phone_required', {}, 'customer_phone');
  return { customer: { phone, name: input.customer_name || known.name, language: link.language } };
}

import { orderDetailSchema, orderPageSchema } from '../../../lib/contracts/order.ts';
import { orderCreateSchema, orderListQuerySchema, transitionSchema } from '../../../lib/order-schemas.ts';
import { declareRoute, idParams } from '../../http/declare-route.ts';
import { rowGet, shopGet } from '../../http/shop-route.ts';
import { perm, type RouteDef } from '../../http/route-table.ts';
import { orderDetail, listOrders } from './order-query.service.ts';
import { createOrder, transitionOrder } from './order.service.ts';
import { shopOf, dbOf, txOf, userOf } from '../../http/route-glue.ts';
import type { Db } from '../../db/client.ts';
import { offersTick as offersEn } from '../../../i18n/en/offers-tick.ts';
import { offersTick as offersSw } from '../../../i18n/sw/offers-tick.ts';
import { recordConsent } from '../consent/index.ts';

const tags = ['Orders' as const];

/** "Send me offers" said yes to at the till (or by hand): consent on both channels with the words asked. */
async function recordOffersTick(
  db: Db,
  shopId: string,
  userId: string,
  customerId: string,
  body: { channel: string; marketing_consent?: 'en' | 'sw' | null },
) {
  const words = (body.marketing_consent === 'sw' ? offersSw : offersEn).label;
  const source = body.channel === 'pos' ? 'pos' : 'manual';
  for (const channel of ['sms', 'whatsapp'] as const)
    await recordConsent(db, { shopId, customerId, channel, state: 'opted_in', source, words, byUserId: userId });
}

export const orderRoutes = [
  shopGet({
    path: '/api/orders',
    access: perm('orders', 'read'),
    tags,
    summary: 'List orders by status, customer, dates or search',
    query: orderListQuerySchema,
    answers: { 200: orderPageSchema },
    read: listOrders,
  }),

  // A retry with the same Idempotency-Key (POS and add-order send one) gets the first answer.
  declareRoute({
    method: 'POST',
    path: '/api/orders',
    access: perm('orders', 'create'),
    tags,
    summary: 'Create an order; stock is reserved at once',
    body: orderCreateSchema,
    idempotent: true,
    answers: { 201: orderDetailSchema },
    errors: [409, 422],
    handler: async (c, { body }) => {
      const id = await createOrder(txOf(c), shopOf(c), userOf(c), body);
      const detail = await orderDetail(txOf(c), shopOf(c), id);
      if (body.marketing_consent && detail.customer)
        await recordOffersTick(txOf(c), shopOf(c), userOf(c), detail.customer.id, body);
      return c.json(detail, 201);
    },
  }),

  rowGet({
    path: '/api/orders/:id',
    access: perm('orders', 'read'),
    tags,
    summary: 'One order with lines, charges and status history',
    answers: { 200: orderDetailSchema },
    read: orderDetail,
  }),

  // Every status change, cancel included, goes through the shop's workflow.
  declareRoute({
    method: 'POST',
    path: '/api/orders/:id/transitions',
    access: perm('orders', 'update'),
    tags,
    summary: "Move an order to another status along the shop's workflow",
    params: idParams,
    body: transitionSchema,
    answers: { 200: orderDetailSchema },
    errors: [409],
    handler: async (c, { params: { id }, body }) => {
      await transitionOrder(dbOf(c), shopOf(c), id, userOf(c), body.to, body.note);
      return c.json(await orderDetail(dbOf(c), shopOf(c), id));
    },
  }),
] satisfies RouteDef[];

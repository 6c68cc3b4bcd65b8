import { orderDetailSchema, orderPageSchema } from '../../../lib/contracts/order.ts';
import { orderCreateSchema, orderListQuerySchema, transitionSchema } from '../../../lib/order-schemas.ts';
import { declareRoute, idParams } from '../../http/declare-route.ts';
import { rowGet, shopGet } from '../../http/shop-route.ts';
import { perm, type RouteDef } from '../../http/route-table.ts';
import { orderDetail, listOrders } from './order-query.service.ts';
import { createOrder, transitionOrder } from './order.service.ts';
import { shopOf, dbOf, txOf, userOf } from '../../http/route-glue.ts';

const tags = ['Orders' as const];

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
      return c.json(await orderDetail(txOf(c), shopOf(c), id), 201);
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

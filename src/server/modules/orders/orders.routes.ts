import { orderCreateSchema, orderListQuerySchema, transitionSchema } from '../../../lib/order-schemas.ts';
import { perm, requireMembership, route, type RouteDef } from '../../http/route-table.ts';
import { jsonBody, queryParams, uuidParam } from '../../http/validate.ts';
import { orderDetail, listOrders } from './order-query.service.ts';
import { createOrder, transitionOrder } from './order.service.ts';
import { idempotencyKeyOf, once } from '../../http/idempotency.ts';

type C = Parameters<RouteDef['handler']>[0];
const shopOf = (c: C) => requireMembership(c).shop.id;
const dbOf = (c: C) => c.get('deps').database.db;

export const orderRoutes: RouteDef[] = [
  route('GET', '/api/orders', perm('orders', 'read'), async (c) => c.json(await listOrders(dbOf(c), shopOf(c), queryParams(c, orderListQuerySchema)))),

  // A retry with the same Idempotency-Key (POS and add-order send one) gets the first answer.
  route('POST', '/api/orders', perm('orders', 'create'), async (c) => {
    const input = await jsonBody(c, orderCreateSchema);
    const userId = c.get('user')!.id;
    const where = { shopId: shopOf(c), scope: `orders.create:${userId}`, key: idempotencyKeyOf(c), request: input };
    const answer = await once(dbOf(c), where, async (tx) => {
      const id = await createOrder(tx, shopOf(c), userId, input);
      return { status: 201, body: await orderDetail(tx, shopOf(c), id) };
    });
    if (answer.replayed) c.header('idempotent-replayed', 'true');
    return c.json(answer.body, answer.status as 201);
  }),

  route('GET', '/api/orders/:id', perm('orders', 'read'), async (c) => c.json(await orderDetail(dbOf(c), shopOf(c), uuidParam(c, 'id')))),

  // Every status change, cancel included, goes through the shop's workflow.
  route('POST', '/api/orders/:id/transitions', perm('orders', 'update'), async (c) => {
    const id = uuidParam(c, 'id');
    const { to, note } = await jsonBody(c, transitionSchema);
    await transitionOrder(dbOf(c), shopOf(c), id, c.get('user')!.id, to, note);
    return c.json(await orderDetail(dbOf(c), shopOf(c), id));
  }),
];

import { orderCreateSchema, orderListQuerySchema, transitionSchema } from '../../../lib/order-schemas.ts';
import { perm, requireMembership, route, type RouteDef } from '../../http/route-table.ts';
import { jsonBody, queryParams, uuidParam } from '../../http/validate.ts';
import { orderDetail, listOrders } from './order-query.service.ts';
import { createOrder, transitionOrder } from './order.service.ts';

type C = Parameters<RouteDef['handler']>[0];
const shopOf = (c: C) => requireMembership(c).shop.id;
const dbOf = (c: C) => c.get('deps').database.db;

export const orderRoutes: RouteDef[] = [
  route('GET', '/api/orders', perm('orders', 'read'), async (c) => c.json(await listOrders(dbOf(c), shopOf(c), queryParams(c, orderListQuerySchema)))),

  route('POST', '/api/orders', perm('orders', 'create'), async (c) => {
    const input = await jsonBody(c, orderCreateSchema);
    const id = await createOrder(dbOf(c), shopOf(c), c.get('user')!.id, input);
    return c.json(await orderDetail(dbOf(c), shopOf(c), id), 201);
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

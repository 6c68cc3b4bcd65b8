import { orderDetailSchema } from '../../../lib/contracts/order.ts';
import { declareRoute, idParams } from '../../http/declare-route.ts';
import { perm, type RouteDef } from '../../http/route-table.ts';
import { orderDetail } from '../orders/index.ts';
import { takeCashForOrder } from './take-cash.ts';
import { shopOf, dbOf, userOf } from '../../http/route-glue.ts';

const tags = ['Orders' as const];

// An order's route of the till's, apart from the till's settings so that it is listed beside the
// orders' own (before the workflow's: the answer check calls routes in this order, and its
// workflow sample leaves a workflow with no step that takes cash).
export const posCashRoutes = [
  // "Take cash instead" while a push waits: the permission of the push itself and of marking an order paid.
  declareRoute({
    method: 'POST',
    path: '/api/orders/:id/cash',
    access: perm('orders', 'update'),
    tags,
    summary: 'The customer paid a waiting order in cash: it becomes a cash order, paid, its cash booked',
    description:
      'For an order still pending (a push may be waiting: it is left at the provider, and a later approval is an overpayment). 409 when the order is no longer pending or is on credit. Sending it again after it succeeded is a 409, nothing is booked twice.',
    params: idParams,
    answers: { 200: orderDetailSchema },
    errors: [409],
    handler: async (c, { params }) => {
      const db = dbOf(c);
      const shopId = shopOf(c);
      await takeCashForOrder(db, shopId, params.id, userOf(c));
      return c.json(await orderDetail(db, shopId, params.id));
    },
  }),
] satisfies RouteDef[];

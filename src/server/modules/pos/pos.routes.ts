import { orderDetailSchema } from '../../../lib/contracts/order.ts';
import { posMobileMoneySchema } from '../../../lib/contracts/pos.ts';
import { posSettingsSchema } from '../../../lib/order-schemas.ts';
import { declareRoute, idParams } from '../../http/declare-route.ts';
import { ADMIN, MEMBER, perm, requireMembership, type RouteDef } from '../../http/route-table.ts';
import { collectableNetworks } from '../order-link/order-payment.service.ts';
import { orderDetail } from '../orders/order-query.service.ts';
import { getPosSettings, savePosSettings } from './pos.service.ts';
import { takeCashForOrder } from './take-cash.ts';

const tags = ['Orders' as const];

// Spec 2.5 leaves /settings/pos unguarded: every member selling at the till reads the settings;
// only an admin changes them. The answer is the settings as saved, so its contract is their schema.
export const posRoutes = [
  declareRoute({
    method: 'GET',
    path: '/api/pos-settings',
    access: MEMBER,
    tags,
    summary: 'Point-of-sale settings: receipt texts, charges, cash rounding',
    answers: { 200: posSettingsSchema },
    handler: async (c) => c.json(await getPosSettings(c.get('deps').database.db, requireMembership(c).shop.id)),
  }),
  declareRoute({
    method: 'PUT',
    path: '/api/pos-settings',
    access: ADMIN,
    tags,
    summary: 'Update the point-of-sale settings',
    body: posSettingsSchema,
    answers: { 200: posSettingsSchema },
    handler: async (c, { body }) =>
      c.json(await savePosSettings(c.get('deps').database.db, requireMembership(c).shop.id, body)),
  }),
  // The till offers mobile money only where a push can go out (decision 0030): every member at
  // the till asks, so only the networks are answered, nothing of the accounts themselves.
  declareRoute({
    method: 'GET',
    path: '/api/pos/mobile-money',
    access: MEMBER,
    tags,
    summary: 'The wallets the till can send a payment request to',
    answers: { 200: posMobileMoneySchema },
    handler: async (c) => {
      const { env, database } = c.get('deps');
      return c.json({ networks: await collectableNetworks(database.db, env, requireMembership(c).shop.id) });
    },
  }),
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
      const db = c.get('deps').database.db;
      const shopId = requireMembership(c).shop.id;
      await takeCashForOrder(db, shopId, params.id, c.get('user')!.id);
      return c.json(await orderDetail(db, shopId, params.id));
    },
  }),
] satisfies RouteDef[];

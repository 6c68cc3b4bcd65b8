import { z } from 'zod';
import { paymentRecheckSchema } from '../../../lib/contracts/payment-recheck.ts';
import { declareRoute, idParams } from '../../http/declare-route.ts';
import { perm, type RouteDef } from '../../http/route-table.ts';
import { askProviderAgain } from './payment-recheck.ts';
import { shopOf } from '../../http/route-glue.ts';

// "Ask the provider again" for a payment whose status is unknown (issue 25), for the
// reconciliation screen. Money may move as a result (a late success is credited), so it takes the
// permission of the reconciliation's other actions, transactions → create.
export const paymentRecheckRoutes = [
  // Not under an idempotency key: it asks a provider over the network, which must not hold a
  // transaction open; asking twice is harmless (a payment is settled once).
  declareRoute({
    method: 'POST',
    path: '/api/payments/:id/ask-provider',
    access: perm('transactions', 'create'),
    tags: ['Transactions' as const],
    summary: "Ask the provider again for a payment's status (one that is unknown or still pending)",
    description:
      'Runs the sweeper’s status query now, whatever its schedule (also after its 7 days of asking by itself). A final answer settles the payment (a late success is credited once); otherwise it stays unknown. 404 for another shop’s payment.',
    params: idParams,
    body: z.strictObject({}),
    answers: { 200: paymentRecheckSchema },
    handler: async (c, { params }) => {
      const { env, database } = c.get('deps');
      return c.json(await askProviderAgain(database.db, env, shopOf(c), params.id));
    },
  }),
] satisfies RouteDef[];

import { z } from 'zod';
import { payoutRecheckSchema } from '../../../lib/contracts/payout-recheck.ts';
import { declareRoute, idParams } from '../../http/declare-route.ts';
import { perm, type RouteDef } from '../../http/route-table.ts';
import { askProviderAboutPayout } from './payout-recheck.ts';
import { shopOf } from '../../http/route-glue.ts';

// "Ask the provider again" for a payout whose status is unknown (issue 25), for the reconciliation
// screen, beside the payment one (payments/payment-recheck.routes.ts) and with its permission:
// money may move as a result (a failure puts it back on the balance).
export const payoutRecheckRoutes = [
  // Not under an idempotency key: it asks a provider over the network, which must not hold a
  // transaction open; asking twice is harmless (a payout is settled once).
  declareRoute({
    method: 'POST',
    path: '/api/payouts/:id/ask-provider',
    access: perm('transactions', 'create'),
    tags: ['Transactions' as const],
    summary: "Ask the provider again for a payout's status (one not settled yet)",
    description:
      'Runs the payout sweeper’s status query now, whatever its schedule. A documented verdict settles the payout (failed: the money is back on the balance); otherwise it stays unknown. 404 for another shop’s payout, 409 for one already paid, failed or reversed.',
    params: idParams,
    body: z.strictObject({}),
    answers: { 200: payoutRecheckSchema },
    handler: async (c, { params }) => {
      const { env, database } = c.get('deps');
      return c.json(await askProviderAboutPayout(database.db, env, shopOf(c), params.id));
    },
  }),
] satisfies RouteDef[];

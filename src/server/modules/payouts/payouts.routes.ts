import { payoutAccountSchema, payoutSchema } from '../../../lib/contracts/payout.ts';
import { payoutAccountInputSchema, payoutInputSchema } from '../../../lib/payout-schemas.ts';
import { clientIp } from '../../http/client-ip.ts';
import { declareRoute, idParams } from '../../http/declare-route.ts';
import { idempotencyKeyOf, once } from '../../http/idempotency.ts';
import { perm, requireMembership, type RouteDef } from '../../http/route-table.ts';
import { checkCurrentPassword } from '../auth/auth.service.ts';
import { requestPayout } from '../payments/ledger/payouts.ts';
import { addPayoutAccount, listPayoutAccounts, removePayoutAccount } from './payout-accounts.service.ts';
import { payoutGate } from './payout-gate.ts';
import { listPayouts, payoutDetail } from './payout.service.ts';
import { payoutRoute, sendPayout } from './send-payout.ts';

type C = Parameters<RouteDef['handler']>[0];
const shopOf = (c: C) => requireMembership(c).shop.id;
const dbOf = (c: C) => c.get('deps').database.db;
const tags = ['Transactions' as const];
// A wrong password is 400, not 401: any 401 ends the session in the browser (spec 4).
const passwordDoc = "Needs the signed-in person's password again (`current_password`; 400 when wrong, throttled: 429).";

export const payoutRoutes = [
  declareRoute({
    method: 'GET',
    path: '/api/payouts/accounts',
    access: perm('transactions', 'read'),
    tags,
    summary: "The shop's payout accounts (where payouts go), numbers masked",
    answers: { 200: payoutAccountSchema.array() },
    handler: async (c) => c.json(await listPayoutAccounts(dbOf(c), shopOf(c))),
  }),

  declareRoute({
    method: 'POST',
    path: '/api/payouts/accounts',
    access: perm('transactions', 'create'),
    tags,
    summary: 'Add a payout account: a mobile wallet, or a bank account (by BIC; paid through ClickPesa)',
    description: passwordDoc,
    body: payoutAccountInputSchema,
    answers: { 201: payoutAccountSchema },
    errors: [429],
    handler: async (c, { body: { current_password, ...input } }) => {
      await checkCurrentPassword(dbOf(c), c.get('user')!, current_password, clientIp(c));
      return c.json(await addPayoutAccount(dbOf(c), shopOf(c), { ...input, current_password: '' }), 201);
    },
  }),

  declareRoute({
    method: 'DELETE',
    path: '/api/payouts/accounts/:id',
    access: perm('transactions', 'create'),
    tags,
    summary: 'Remove a payout account no payout has used (409 otherwise)',
    params: idParams,
    answers: { 204: null },
    errors: [409],
    handler: async (c, { params }) => {
      await removePayoutAccount(dbOf(c), shopOf(c), params.id);
      return c.body(null, 204);
    },
  }),

  declareRoute({
    method: 'GET',
    path: '/api/payouts',
    access: perm('transactions', 'read'),
    tags,
    summary: 'The latest payouts with their status, newest first',
    answers: { 200: payoutSchema.array() },
    handler: async (c) => c.json(await listPayouts(dbOf(c), shopOf(c))),
  }),

  // The debit is written under the account's lock (never more than is available), then the
  // provider is asked; a retry with the same Idempotency-Key gets the same payout, not a second.
  declareRoute({
    method: 'POST',
    path: '/api/payouts',
    access: perm('transactions', 'create'),
    tags,
    summary: "Pay part of a provider account's available balance out to a payout account",
    description: `${passwordDoc} Refused by the provider: the payout is failed and its debit reversed at once.`,
    body: payoutInputSchema,
    idempotent: true,
    answers: { 201: payoutSchema },
    errors: [409, 422, 429],
    handler: async (c, { body: { current_password, ...input } }) => {
      const db = dbOf(c);
      const shopId = shopOf(c);
      const user = c.get('user')!;
      await checkCurrentPassword(db, user, current_password, clientIp(c));
      const route = await payoutRoute(db, shopId, input.account_id, input.payout_account_id);
      const where = { shopId, scope: `payouts.request:${user.id}`, key: idempotencyKeyOf(c), request: input };
      let requested: Awaited<ReturnType<typeof requestPayout>> | null = null;
      const answer = await once(db, where, async (tx) => {
        requested = await requestPayout(tx, shopId, user.id, input, payoutGate(db));
        return { status: 201, body: { id: requested.id } };
      });
      // Only after the debit is committed: a provider call inside the transaction could pay out
      // money whose record then rolled back.
      if (requested) await sendPayout(db, c.get('deps').env, requested, route);
      if (answer.replayed) c.header('idempotent-replayed', 'true');
      return c.json(await payoutDetail(db, shopId, answer.body.id), 201);
    },
  }),

  declareRoute({
    method: 'GET',
    path: '/api/payouts/:id',
    access: perm('transactions', 'read'),
    tags,
    summary: 'One payout and its status',
    params: idParams,
    answers: { 200: payoutSchema },
    handler: async (c, { params }) => c.json(await payoutDetail(dbOf(c), shopOf(c), params.id)),
  }),
] satisfies RouteDef[];

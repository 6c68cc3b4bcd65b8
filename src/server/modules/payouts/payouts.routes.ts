import {
  payoutAccountSchema,
  payoutPreviewSchema,
  payoutSchema,
  payoutSourceSchema,
} from '../../../lib/contracts/payout.ts';
import { payoutAccountInputSchema, payoutInputSchema, payoutPreviewInputSchema } from '../../../lib/payout-schemas.ts';
import { clientIp } from '../../http/client-ip.ts';
import { declareRoute } from '../../http/declare-route.ts';
import { rowDelete, rowGet, shopGet } from '../../http/shop-route.ts';
import { AppError } from '../../http/errors.ts';
import { idempotencyKeyOf, once } from '../../http/idempotency.ts';
import { perm, type RouteDef } from '../../http/route-table.ts';
import { checkCurrentPassword } from '../user/index.ts';
import { requestPayout } from '../ledger/index.ts';
import { addPayoutAccount, listPayoutAccounts, removePayoutAccount } from './payout-accounts.service.ts';
import { hit } from '../rate-limit/index.ts';
import { payoutGate } from './payout-gate.ts';
import { previewPayout } from './payout-preview.ts';
import { payoutSources } from './payout-sources.ts';
import { listPayouts, payoutDetail } from './payout.service.ts';
import { payoutRoute, sendPayout } from './send-payout.ts';
import { shopOf, dbOf, userOf } from '../../http/route-glue.ts';

type C = Parameters<RouteDef['handler']>[0];
const tags = ['Transactions' as const];
// A wrong password is 400, not 401: any 401 ends the session in the browser (spec 4).
const passwordDoc = "Needs the signed-in person's password again (`current_password`; 400 when wrong, throttled: 429).";

// A preview asks the provider without a password: counted per person (as a payout request's
// password is, 429 past it), so a stolen session cannot use it to look up wallet holders' names.
export const PREVIEW_WINDOW_MS = 15 * 60_000;
export const PREVIEW_MAX = 30;

async function countPreview(c: C) {
  const counted = await hit(dbOf(c), `payouts.preview:user:${userOf(c)}`, PREVIEW_WINDOW_MS);
  if (counted.count > PREVIEW_MAX)
    throw new AppError(429, 'too_many_requests', {
      seconds: Math.max(1, Math.ceil((counted.resetAt.getTime() - Date.now()) / 1000)),
    });
}

export const payoutRoutes = [
  shopGet({
    path: '/api/payouts/accounts',
    access: perm('transactions', 'read'),
    tags,
    summary: "The shop's payout accounts (where payouts go), numbers masked",
    answers: { 200: payoutAccountSchema.array() },
    read: listPayoutAccounts,
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

  rowDelete({
    path: '/api/payouts/accounts/:id',
    access: perm('transactions', 'create'),
    tags,
    summary: 'Remove a payout account no payout has used (409 otherwise)',
    errors: [409],
    remove: removePayoutAccount,
  }),

  shopGet({
    path: '/api/payouts',
    access: perm('transactions', 'read'),
    tags,
    summary: 'The latest payouts with their status, newest first',
    answers: { 200: payoutSchema.array() },
    read: listPayouts,
  }),

  declareRoute({
    method: 'GET',
    path: '/api/payouts/sources',
    access: perm('transactions', 'read'),
    tags,
    summary: 'Each payment account as a payout source: balance, held by payouts in flight, available to pay out',
    description:
      'The one figure of "available to pay out" every screen shows (/api/transactions/balances reads it too). An account whose provider does not pay out here has nothing available.',
    answers: { 200: payoutSourceSchema.array() },
    handler: async (c) => c.json(await payoutSources(dbOf(c), c.get('deps').env, shopOf(c))),
  }),

  declareRoute({
    method: 'POST',
    path: '/api/payouts/preview',
    access: perm('transactions', 'create'),
    tags,
    summary: "What a payout would be, before the password: the receiver's registered name and the fee",
    description:
      "Asks the provider's payout preview where it has one (`checked`; its answer in `outcome`: ok, refused or unknown, with its words in `reason`); without one the name is not checked. 404/409 as the payout request. Counted per person: 429 past 30 in 15 minutes.",
    body: payoutPreviewInputSchema,
    answers: { 200: payoutPreviewSchema },
    errors: [409, 429],
    handler: async (c, { body }) => {
      await countPreview(c);
      return c.json(await previewPayout(dbOf(c), c.get('deps').env, shopOf(c), body));
    },
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
    idempotent: 'by-handler',
    answers: { 201: payoutSchema },
    errors: [409, 422, 429],
    handler: async (c, { body: { current_password, ...input } }) => {
      const db = dbOf(c);
      const shopId = shopOf(c);
      const user = c.get('user')!;
      await checkCurrentPassword(db, user, current_password, clientIp(c));
      const route = await payoutRoute(db, c.get('deps').env, shopId, input.account_id, input.payout_account_id);
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

  rowGet({
    path: '/api/payouts/:id',
    access: perm('transactions', 'read'),
    tags,
    summary: 'One payout and its status',
    answers: { 200: payoutSchema },
    read: payoutDetail,
  }),
] satisfies RouteDef[];

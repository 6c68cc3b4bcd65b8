import { and, eq } from 'drizzle-orm';
import {
  payoutScheduleInputSchema,
  payoutStatementSchema,
  platformFeeSchema,
  platformStatusSchema,
} from '../../../lib/contracts/platform-payments.ts';
import { orderPaymentSchema } from '../../../lib/contracts/order-payment.ts';
import { orderPaymentStartSchema } from '../../../lib/order-payment-schema.ts';
import { payoutAccounts } from '../../db/schema/payments.ts';
import { declareRoute } from '../../http/declare-route.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import { dbOf, shopOf } from '../../http/route-glue.ts';
import { perm, PUBLIC, type RouteDef } from '../../http/route-table.ts';
import { feeInForce } from '../../modules/platform-payments/index.ts';
import { choosePayoutSchedule } from './scheduled-payouts.ts';
import { payoutStatements } from './payout-statements.ts';
import { feeDto, managedAccountOf, platformStatus } from './platform-status.ts';
import { startSetupFee } from './setup-fee.ts';

const tags = ['Duka Chat Payments' as const];
/** The fee changes rarely and the pricing page's fallback is the build's: five minutes of caching is plenty. */
export const PLATFORM_FEE_CACHE = 'public, max-age=300';

// The shop's side of Duka Chat Payments (decision 0046), with the permissions of the money screens.
export const platformPaymentRoutes = [
  declareRoute({
    method: 'GET',
    path: '/api/platform-payments/status',
    access: perm('transactions', 'read'),
    tags,
    summary:
      'Whether the shop collects through Duka Chat Payments, the fee, its held balance and why it cannot withdraw',
    answers: { 200: platformStatusSchema },
    handler: async (c) => c.json(await platformStatus(dbOf(c), c.get('deps').env, shopOf(c))),
  }),

  declareRoute({
    method: 'PUT',
    path: '/api/platform-payments/schedule',
    access: perm('transactions', 'create'),
    tags,
    summary: 'When the platform balance is paid out: on request, daily or weekly (to which payout account)',
    description: 'A daily or weekly schedule needs a payout account of the shop (400 without, 404 for another shop’s).',
    body: payoutScheduleInputSchema,
    answers: { 200: platformStatusSchema },
    handler: async (c, { body }) => {
      const db = dbOf(c);
      const shopId = shopOf(c);
      if (body.schedule !== 'manual' && !body.payout_account_id)
        throw badRequest('payout_account_required', {}, 'payout_account_id');
      if (body.payout_account_id) {
        const [destination] = await db
          .select({ id: payoutAccounts.id })
          .from(payoutAccounts)
          .where(and(eq(payoutAccounts.shopId, shopId), eq(payoutAccounts.id, body.payout_account_id)));
        if (!destination) throw notFound('payout_account_not_found');
      }
      await choosePayoutSchedule(db, shopId, { schedule: body.schedule, payoutAccountId: body.payout_account_id });
      return c.json(await platformStatus(db, c.get('deps').env, shopId));
    },
  }),

  declareRoute({
    method: 'POST',
    path: '/api/platform-payments/setup-fee',
    access: perm('transactions', 'create'),
    tags,
    summary: "Pay the one-time setup fee by mobile money (a push to the owner's phone through the platform)",
    description:
      'The money is the platform’s: once credited it never shows in what the shop can be paid out. 409 when paid already, when a push is still waiting, or when the server has no platform account.',
    body: orderPaymentStartSchema,
    answers: { 201: orderPaymentSchema },
    errors: [409],
    handler: async (c, { body }) => c.json(await startSetupFee(dbOf(c), c.get('deps').env, shopOf(c), body), 201),
  }),

  declareRoute({
    method: 'GET',
    path: '/api/platform-payments/statements',
    access: perm('transactions', 'read'),
    tags,
    summary: 'Per payout of the platform balance: collected, fees, refunds and what was sent (newest first)',
    answers: { 200: payoutStatementSchema.array() },
    handler: async (c) => {
      const db = dbOf(c);
      const shopId = shopOf(c);
      const account = await managedAccountOf(db, c.get('deps').env, shopId);
      return c.json(account ? await payoutStatements(db, shopId, account.id) : []);
    },
  }),
] satisfies RouteDef[];

/** The fee in force for anyone (the pricing page asks it; its build-time figure is the no-JS fallback). */
export const platformFeePublicRoutes = [
  declareRoute({
    method: 'GET',
    path: '/api/public/platform-fee',
    access: PUBLIC,
    tags,
    summary: 'The Duka Chat Payments fee in force (public, cacheable for five minutes)',
    cache: PLATFORM_FEE_CACHE,
    answers: { 200: platformFeeSchema },
    handler: async (c) => {
      c.header('cache-control', PLATFORM_FEE_CACHE);
      return c.json(feeDto(await feeInForce(dbOf(c), c.get('deps').env)));
    },
  }),
] satisfies RouteDef[];

import { z } from 'zod';
import {
  figuresDaySchema,
  figuresQuerySchema,
  holdInputSchema,
  operatorShopPayoutSchema,
  platformFeeSchema,
  setupFeePaidSchema,
} from '../../../lib/contracts/platform-payments.ts';
import { platformFeeInputSchema } from '../../../lib/platform-fee.ts';
import { shops } from '../../db/schema/shops.ts';
import { declareRoute } from '../../http/declare-route.ts';
import { notFound } from '../../http/errors.ts';
import { dbOf } from '../../http/route-glue.ts';
import { OPERATOR, type RouteDef } from '../../http/route-table.ts';
import type { RouteContext } from '../../http/route-glue.ts';
import { feeInForce, setPayoutsHeld, setPlatformFee } from '../../modules/platform-payments/index.ts';
import { eq } from 'drizzle-orm';
import { operatorShopPayouts, platformFigures, setupFeesPaid } from './operator-money.ts';
import { feeDto } from './platform-status.ts';

// The operator's money routes (issue 29): OPERATOR access (404 to anyone else signed in, 401 signed
// out); every change writes the operator's log in its own transaction (modules/platform-payments).
const tags = ['Duka Chat Payments' as const];
const actorOf = (c: RouteContext) => {
  const user = c.get('user')!;
  return { id: user.id, email: user.email };
};
const shopParams = z.object({ shopId: z.uuid() });

async function shopMustExist(c: RouteContext, shopId: string) {
  const [shop] = await dbOf(c).select({ id: shops.id }).from(shops).where(eq(shops.id, shopId));
  if (!shop) throw notFound();
}

export const operatorMoneyRoutes = [
  declareRoute({
    method: 'GET',
    path: '/api/operator/money/payouts',
    access: OPERATOR,
    tags,
    summary: 'Shops whose money the platform holds: balance, KYC level, payouts held or released',
    query: z.object({ held: z.enum(['true', 'false']).optional() }),
    answers: { 200: operatorShopPayoutSchema.array() },
    handler: async (c, { query }) =>
      c.json(
        await operatorShopPayouts(dbOf(c), { held: query.held === undefined ? undefined : query.held === 'true' }),
      ),
  }),

  declareRoute({
    method: 'POST',
    path: '/api/operator/money/shops/:shopId/release',
    access: OPERATOR,
    tags,
    summary: "Release a shop's held payouts, with the reason (logged)",
    params: shopParams,
    body: holdInputSchema,
    answers: { 200: operatorShopPayoutSchema.array() },
    errors: [409],
    handler: async (c, { params, body }) => {
      await shopMustExist(c, params.shopId);
      await setPayoutsHeld(dbOf(c), actorOf(c), params.shopId, false, body.reason);
      return c.json(await operatorShopPayouts(dbOf(c), {}));
    },
  }),

  declareRoute({
    method: 'POST',
    path: '/api/operator/money/shops/:shopId/hold',
    access: OPERATOR,
    tags,
    summary: "Hold a shop's payouts of its platform balance, with the reason (logged)",
    params: shopParams,
    body: holdInputSchema,
    answers: { 200: operatorShopPayoutSchema.array() },
    errors: [409],
    handler: async (c, { params, body }) => {
      await shopMustExist(c, params.shopId);
      await setPayoutsHeld(dbOf(c), actorOf(c), params.shopId, true, body.reason);
      return c.json(await operatorShopPayouts(dbOf(c), {}));
    },
  }),

  declareRoute({
    method: 'GET',
    path: '/api/operator/money/fee',
    access: OPERATOR,
    tags,
    summary: 'The platform fee in force, and whether the operator set it or it is the configured default',
    answers: { 200: platformFeeSchema },
    handler: async (c) => c.json(feeDto(await feeInForce(dbOf(c), c.get('deps').env))),
  }),

  declareRoute({
    method: 'PUT',
    path: '/api/operator/money/fee',
    access: OPERATOR,
    tags,
    summary: 'Set the platform fee: a percentage (basis points) or a fixed amount, with the reason (logged)',
    description: 'Applies to payments started from now on; one already started keeps the fee it started with.',
    body: platformFeeInputSchema,
    answers: { 200: platformFeeSchema },
    handler: async (c, { body }) => c.json(feeDto(await setPlatformFee(dbOf(c), c.get('deps').env, actorOf(c), body))),
  }),

  declareRoute({
    method: 'GET',
    path: '/api/operator/money/figures',
    access: OPERATOR,
    tags,
    summary: 'The platform per day (EAT): shops created, orders, platform payments, fee income, setup fees',
    query: figuresQuerySchema,
    answers: { 200: figuresDaySchema.array() },
    handler: async (c, { query }) => c.json(await platformFigures(dbOf(c), query.from, query.to)),
  }),

  declareRoute({
    method: 'GET',
    path: '/api/operator/money/setup-fees',
    access: OPERATOR,
    tags,
    summary: 'Who paid the setup fee and when, newest first',
    answers: { 200: setupFeePaidSchema.array() },
    handler: async (c) => c.json(await setupFeesPaid(dbOf(c))),
  }),
] satisfies RouteDef[];

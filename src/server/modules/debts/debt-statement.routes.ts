import { z } from 'zod';
import { debtStatementSchema, statementLinkSchema } from '../../../lib/contracts/debt-statement.ts';
import { orderPaymentSchema } from '../../../lib/contracts/order-payment.ts';
import { statementPaymentStartSchema, statementQuerySchema } from '../../../lib/debt-statement-schemas.ts';
import { orderPaymentParamsSchema } from '../../../lib/order-payment-schema.ts';
import { clientIp } from '../../http/client-ip.ts';
import { declareRoute, idParams } from '../../http/declare-route.ts';
import { AppError } from '../../http/errors.ts';
import { idempotencyKeyOf } from '../../http/idempotency.ts';
import { answerOnce } from '../../http/idempotent-write.ts';
import { PUBLIC, perm, type RouteDef } from '../../http/route-table.ts';
import { hit } from '../rate-limit/index.ts';
import {
  debtOfStatementKey,
  renewStatementLink,
  shopDebt,
  startStatementPayment,
  statementLinkOf,
  statementOf,
  statementPaymentOf,
} from './debt-statement.service.ts';
import { statementKeyOf } from './debt-statement-token.ts';
import { shopOf } from '../../http/route-glue.ts';

type C = Parameters<RouteDef['handler']>[0];
const tags = ['Books' as const];

// The customer's statement page (issue 16), public: the signed token is the key. As on the order
// page, a client is counted (per IP, 10 minutes) only after the token's signature holds, so a
// forged token costs no database write; the waiting screen polls, hence its larger allowance.
export const STATEMENT_WINDOW_MS = 10 * 60 * 1000;
export const STATEMENT_MAX_READS = 600;
export const STATEMENT_MAX_PAYS = 20;

async function debtOf(c: C, token: string, kind: 'read' | 'pay', max: number) {
  const { env, database } = c.get('deps');
  const key = statementKeyOf(env.secretKey, token);
  const counter = await hit(database.db, `statement:${kind}:${clientIp(c)}`, STATEMENT_WINDOW_MS);
  if (counter.count > max)
    throw new AppError(429, 'too_many_requests', {
      seconds: Math.max(1, Math.ceil((counter.resetAt.getTime() - Date.now()) / 1000)),
    });
  return debtOfStatementKey(database.db, key);
}

const TOKEN_ERRORS =
  'Without or with a malformed token 400; a forged token, or one of a link renewed since, 404 (as if it never existed).';

export const debtStatementRoutes = [
  declareRoute({
    method: 'GET',
    path: '/api/v1/statement',
    access: PUBLIC,
    tags,
    summary: "A customer's statement: what they owe the shop, its entries, and how to pay it",
    description: `The shop's name, who owes, the amount and what is left, every charge and payment with its date, the due day and whether it is overdue, the wallets the shop collects from and the latest mobile-money payment made from the page. ${TOKEN_ERRORS}`,
    query: statementQuerySchema,
    answers: { 200: debtStatementSchema },
    errors: [404, 429],
    cache: 'no-store',
    handler: async (c, { query }) => {
      const { env, database } = c.get('deps');
      const debt = await debtOf(c, query.token, 'read', STATEMENT_MAX_READS);
      c.header('cache-control', 'no-store');
      return c.json(await statementOf(database.db, env, debt));
    },
  }),

  declareRoute({
    method: 'POST',
    path: '/api/v1/statement/payment',
    access: PUBLIC,
    tags,
    summary: 'Pay all or part of the debt by mobile money (USSD push to the customer’s phone)',
    description: `At least 1,000 TZS, or the whole rest; never more than is owed (400). One push at a time: 409 while one waits for the customer, when the debt is paid, or when no account collects for the network. Poll GET /api/v1/statement/payment/{id}. Takes an Idempotency-Key: a retry gets the same payment, not a second push. ${TOKEN_ERRORS}`,
    query: statementQuerySchema,
    body: statementPaymentStartSchema,
    idempotent: 'by-handler',
    answers: { 201: orderPaymentSchema },
    errors: [404, 409, 429],
    handler: async (c, { query, body }) => {
      const { env } = c.get('deps');
      const debt = await debtOf(c, query.token, 'pay', STATEMENT_MAX_PAYS);
      const where = { shopId: debt.shopId, scope: `statement-pay:${debt.id}`, key: idempotencyKeyOf(c), request: body };
      // As on the order page: a retry of a lost answer (same key) gets the same payment.
      return answerOnce(c, where, 201, (tx) => startStatementPayment(tx, env, debt, body));
    },
  }),

  declareRoute({
    method: 'GET',
    path: '/api/v1/statement/payment/:id',
    access: PUBLIC,
    tags,
    summary: "One payment of the statement's debt (the waiting screen polls it)",
    description: `Its status, the provider's reason when it did not succeed, and when it expires. A payment of anything else is 404. ${TOKEN_ERRORS}`,
    query: statementQuerySchema,
    params: orderPaymentParamsSchema,
    answers: { 200: orderPaymentSchema },
    errors: [404, 429],
    cache: 'no-store',
    handler: async (c, { query, params }) => {
      const { env, database } = c.get('deps');
      const debt = await debtOf(c, query.token, 'read', STATEMENT_MAX_READS);
      c.header('cache-control', 'no-store');
      return c.json(await statementPaymentOf(database.db, env, debt, params.id));
    },
  }),

  // The merchant's side: the link to copy or share, and renewing it (which revokes the old one).
  declareRoute({
    method: 'GET',
    path: '/api/debts/:id/statement-link',
    access: perm('transactions', 'read'),
    tags,
    summary: "The customer's statement page link of a debt",
    description: 'Only a debt a customer owes the shop has one (409 for a supplier’s).',
    params: idParams,
    answers: { 200: statementLinkSchema },
    errors: [409],
    handler: async (c, { params }) => {
      const { env, database } = c.get('deps');
      const debt = await shopDebt(database.db, shopOf(c), params.id);
      return c.json({ url: statementLinkOf(env, debt) });
    },
  }),

  declareRoute({
    method: 'POST',
    path: '/api/debts/:id/statement-link',
    access: perm('transactions', 'update'),
    tags,
    summary: 'A new statement link: every link sent before stops working',
    params: idParams,
    body: z.strictObject({}),
    answers: { 200: statementLinkSchema },
    errors: [409],
    handler: async (c, { params }) => {
      const { env, database } = c.get('deps');
      return c.json({ url: await renewStatementLink(database.db, env, shopOf(c), params.id) });
    },
  }),
] satisfies RouteDef[];

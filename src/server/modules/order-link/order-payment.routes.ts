import { orderPaymentSchema, orderPaymentStateSchema } from '../../../lib/contracts/order-payment.ts';
import { orderPageQuerySchema } from '../../../lib/order-page-schema.ts';
import { orderPaymentParamsSchema, orderPaymentStartSchema } from '../../../lib/order-payment-schema.ts';
import { declareRoute } from '../../http/declare-route.ts';
import { idempotencyKeyOf } from '../../http/idempotency.ts';
import { answerOnce } from '../../http/idempotent-write.ts';
import { PUBLIC, type RouteDef } from '../../http/route-table.ts';
import { limit } from './order-link.routes.ts';
import { findLink, linkIdOf } from './order-link-token.ts';
import { chooseCashOnDelivery, orderPaymentOf, paymentState, startOrderPayment } from './order-payment.service.ts';

type C = Parameters<RouteDef['handler']>[0];

// Paying for the order from its page, after submit (issue 15). The link's token stays the key
// once the order exists (the cart read answers 409 then, these do not), and its 48 hours do not
// apply: it names one order, which the customer may pay whenever it is still pending.
// The waiting screen polls every 2–3 s for up to 15 minutes, hence its own, larger allowance.
export const ORDER_PAY_MAX_POLLS = 600;
export const ORDER_PAY_MAX_STARTS = 20;

async function linkOf(c: C, token: string, kind: 'pay' | 'pay-poll', max: number) {
  const { env, database } = c.get('deps');
  const linkId = linkIdOf(env.secretKey, token);
  // Counted after the signature holds: a forged token costs no database write.
  await limit(c, kind, max);
  return { linkId, link: await findLink(database.db, linkId) };
}

const tags = ['Order page' as const];
const TOKEN_ERRORS = 'Without or with a malformed token 400, a forged one 404, a link not submitted yet 409.';

export const orderPagePaymentRoutes = [
  declareRoute({
    method: 'GET',
    path: '/api/v1/order/payment',
    access: PUBLIC,
    tags,
    summary: 'How the submitted order of an order link can be paid',
    description: `The order's number and total, whether it can still be paid, the wallets the shop collects from, the order's phone number as the form's default, whether the customer chose cash on delivery, and the latest mobile-money payment (a succeeded one first). ${TOKEN_ERRORS}`,
    query: orderPageQuerySchema,
    answers: { 200: orderPaymentStateSchema },
    errors: [404, 409, 429],
    cache: 'no-store',
    handler: async (c, { query }) => {
      const { env, database } = c.get('deps');
      const { link } = await linkOf(c, query.token, 'pay-poll', ORDER_PAY_MAX_POLLS);
      c.header('cache-control', 'no-store');
      return c.json(await paymentState(database.db, env, link));
    },
  }),

  declareRoute({
    method: 'POST',
    path: '/api/v1/order/payment',
    access: PUBLIC,
    tags,
    summary: "Send a mobile-money payment request (USSD push) to the customer's phone",
    description: `For the order's total, through the shop's account for the chosen network. Phone numbers in local forms (0754…, 754…, +255…, 255…) are accepted. One push at a time: 409 while one waits for the customer, and once the order is paid or no longer pending; 409 when the shop collects from no account for that network. The answer is the payment, usually pending: poll GET /api/v1/order/payment/{id}. ${TOKEN_ERRORS}`,
    query: orderPageQuerySchema,
    body: orderPaymentStartSchema,
    idempotent: 'by-handler',
    answers: { 201: orderPaymentSchema },
    errors: [404, 409, 429],
    handler: async (c, { query, body }) => {
      const { env } = c.get('deps');
      const { linkId, link } = await linkOf(c, query.token, 'pay', ORDER_PAY_MAX_STARTS);
      // A retry of a lost answer (same key) gets the same payment, not a second push.
      const where = { shopId: link.shopId, scope: `order-pay:${linkId}`, key: idempotencyKeyOf(c), request: body };
      return answerOnce(c, where, 201, (tx) => startOrderPayment(tx, env, link, body));
    },
  }),

  declareRoute({
    method: 'GET',
    path: '/api/v1/order/payment/:id',
    access: PUBLIC,
    tags,
    summary: "One payment of the order link's order (the waiting screen polls it)",
    description: `Its status (pending, succeeded, failed, expired), the provider's reason when it did not succeed, and when it expires. A payment of another order is 404. ${TOKEN_ERRORS}`,
    query: orderPageQuerySchema,
    params: orderPaymentParamsSchema,
    answers: { 200: orderPaymentSchema },
    errors: [404, 409, 429],
    cache: 'no-store',
    handler: async (c, { query, params }) => {
      const { env, database } = c.get('deps');
      const { link } = await linkOf(c, query.token, 'pay-poll', ORDER_PAY_MAX_POLLS);
      c.header('cache-control', 'no-store');
      return c.json(await orderPaymentOf(database.db, env, link, params.id));
    },
  }),

  declareRoute({
    method: 'POST',
    path: '/api/v1/order/cash',
    access: PUBLIC,
    tags,
    summary: 'The customer will pay cash on delivery instead',
    description: `Written once on the order's timeline; the order stays pending for the merchant. 409 while a payment request waits for the customer, and once the order is paid or no longer pending. Answers the payment state. ${TOKEN_ERRORS}`,
    query: orderPageQuerySchema,
    answers: { 200: orderPaymentStateSchema },
    errors: [404, 409, 429],
    handler: async (c, { query }) => {
      const { env, database } = c.get('deps');
      const { link } = await linkOf(c, query.token, 'pay', ORDER_PAY_MAX_STARTS);
      return c.json(await chooseCashOnDelivery(database.db, env, link));
    },
  }),
] satisfies RouteDef[];

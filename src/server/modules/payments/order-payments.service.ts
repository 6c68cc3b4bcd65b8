import { createHash } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import type { PaymentAttempt } from '../../../lib/contracts/payment.ts';
import type { Network } from '../../../lib/mobile-money.ts';
import type { Db } from '../../db/client.ts';
import { idempotencyKeys } from '../../db/schema/idempotency.ts';
import { orders } from '../../db/schema/orders.ts';
import { payments, type Payment } from '../../db/schema/payments.ts';
import type { Env } from '../../env.ts';
import { AppError, badRequest, conflict, notFound } from '../../http/errors.ts';
import { sandboxPhonePath } from './sandbox/sandbox-provider.ts';
import { startPayment } from './start-payment.ts';

/** +255754123456 → +255754•••456: the network and the end, enough to tell two numbers apart. */
export const maskPhone = (phone: string) => (phone.length > 9 ? `${phone.slice(0, 7)}•••${phone.slice(-3)}` : '•••');

export function toPaymentAttempt(p: Payment): PaymentAttempt {
  return {
    id: p.id,
    status: p.status,
    provider: p.provider,
    network: p.network,
    phone: maskPhone(p.phone),
    amount: p.amount,
    currency: p.currency,
    reason: p.reason,
    provider_reference: p.providerReference,
    amount_mismatch: p.amountMismatch,
    refund_due: p.refundDue,
    expires_at: p.expiresAt.toISOString(),
    // Where the demo's customer approves (the order page builds it the same way, with sandboxPhonePath).
    sandbox_url: p.provider === 'sandbox' && p.providerReference ? sandboxPhonePath(p.providerReference) : null,
    created_at: p.createdAt.toISOString(),
    updated_at: p.updatedAt.toISOString(),
  };
}

async function orderOf(db: Db, shopId: string, orderId: string) {
  const [order] = await db
    .select({ id: orders.id, customerPhone: orders.customerPhone })
    .from(orders)
    .where(and(eq(orders.shopId, shopId), eq(orders.id, orderId)));
  if (!order) throw notFound('order_not_found');
  return order;
}

/** An order's attempts, newest first (another shop's order is 404, like the order itself). */
export async function listOrderPayments(db: Db, shopId: string, orderId: string): Promise<PaymentAttempt[]> {
  await orderOf(db, shopId, orderId);
  const rows = await db
    .select()
    .from(payments)
    .where(and(eq(payments.shopId, shopId), eq(payments.orderId, orderId)))
    .orderBy(desc(payments.createdAt), desc(payments.id));
  return rows.map(toPaymentAttempt);
}

export type PushRequest = { phone?: string; network: Network };

/** Sends the push to the given phone, or to the order's customer's. */
async function push(db: Db, env: Env, shopId: string, orderId: string, input: PushRequest) {
  const order = await orderOf(db, shopId, orderId);
  const phone = input.phone ?? order.customerPhone;
  if (!phone) throw badRequest('payment_phone_required', {}, 'phone');
  return toPaymentAttempt(await startPayment(db, env, { shopId, orderId, phone, network: input.network }));
}

/**
 * A push with an Idempotency-Key: a retry whose answer was lost gets the first attempt back
 * instead of "a payment is already waiting". Not `once()` (http/idempotency.ts): that holds one
 * transaction around the write, and startPayment must commit its pending row before the request
 * leaves, or a fast callback would find no payment. So the key is claimed first (answer status 0),
 * the push made, and the answer stored; a failed push frees the key. A copy that arrives while the
 * first is out gets 409: startPayment would refuse it anyway (one push at a time).
 */
export async function requestOrderPayment(
  db: Db,
  env: Env,
  where: { shopId: string; orderId: string; userId: string; key: string | undefined },
  input: PushRequest,
): Promise<{ attempt: PaymentAttempt; replayed: boolean }> {
  const { shopId, orderId, key } = where;
  if (key === undefined) return { attempt: await push(db, env, shopId, orderId, input), replayed: false };
  const scope = `order-payments:${orderId}:${where.userId}`;
  const requestHash = createHash('sha256').update(JSON.stringify(input)).digest('base64url');
  const row = and(eq(idempotencyKeys.shopId, shopId), eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key));
  const [claimed] = await db
    .insert(idempotencyKeys)
    .values({ shopId, scope, key, requestHash, status: 0, response: {} })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  if (!claimed) {
    const [stored] = await db.select().from(idempotencyKeys).where(row);
    if (!stored) throw conflict('payment_request_in_flight');
    if (stored.requestHash !== requestHash) throw new AppError(422, 'idempotency_key_reused', {}, 'Idempotency-Key');
    if (stored.status === 0) throw conflict('payment_request_in_flight');
    return { attempt: stored.response as PaymentAttempt, replayed: true };
  }
  try {
    const attempt = await push(db, env, shopId, orderId, input);
    await db.update(idempotencyKeys).set({ status: 201, response: attempt }).where(row);
    return { attempt, replayed: false };
  } catch (error) {
    await db.delete(idempotencyKeys).where(row);
    throw error;
  }
}

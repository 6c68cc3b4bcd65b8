import { randomBytes } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { orders } from '../../db/schema/orders.ts';
import {
  paymentAccounts,
  payments,
  type Payment,
  type PaymentAccount,
  type PaymentPurpose,
} from '../../db/schema/payments.ts';
import { timeOrderedId } from '../../db/time-ordered-id.ts';
import type { Env } from '../../env.ts';
import { badRequest, conflict, notFound } from '../../http/errors.ts';
import type { Network } from '../../../lib/mobile-money.ts';
import { accountContext, accountProvider, storedExchanges } from './account-context.ts';
import type { ProviderContext, StartOutcome } from './providers/index.ts';
import { enqueueCheck, firstCheckAt } from './check-schedule.ts';
import { managedAccountFor, managedCollectionTerms } from './platform-account.ts';

/**
 * Our wait: how long the order page shows "check your phone" and blocks a second push. It is sent
 * to the provider as its expiry where it has one; when it ends the sweeper cancels at the provider
 * where it can, and a payment without a verdict becomes 'unknown' (payment-checks.ts), still
 * queried and credited if it succeeds late, while the customer may start a new push.
 */
export const PAYMENT_LIFETIME_MS = 15 * 60_000;

/** An unsettled payment (pending, or started without a usable answer) within our wait: one push at a time. */
export const blocksNewPush = (p: Pick<Payment, 'status' | 'expiresAt'>, now: Date) =>
  (p.status === 'pending' || p.status === 'unknown') && p.expiresAt > now;

const TZ_MOBILE = /^\+255[67]\d{8}$/;

export type StartPaymentInput = { shopId: string; orderId: string; phone: string; network: Network };

export const callbackPath = (account: Pick<PaymentAccount, 'provider' | 'callbackKey'>) =>
  `/webhooks/payments/${account.provider}/${account.callbackKey}`;

/** Ours, unique per shop: ASCII letters and digits only, the narrowest field every provider accepts. */
const newReference = () => `DK${randomBytes(8).toString('hex').toUpperCase()}`;

/** What a payment pays, found and checked under its row lock inside the payment's transaction. */
export type PaymentTarget =
  | { orderId: string; debtId?: never; purpose?: never }
  | { debtId: string; orderId?: never; purpose?: never }
  /** The shop's one-time setup fee (decision 0046): always through the platform account. */
  | { purpose: 'setup_fee'; orderId?: never; debtId?: never };
export type ClaimedTarget = PaymentTarget & { amount: number };

/**
 * Asks the customer's wallet for an order's total through the shop's account for that network.
 * The pending row is written (in a transaction that locks the order) before any request leaves,
 * so a callback can never arrive for a payment we do not know. The provider's answer then settles
 * it: refused → failed with its words; accepted → pending with its reference; no usable answer →
 * unknown, since the push may have gone out: the sweeper asks the provider later.
 */
export async function startPayment(db: Db, env: Env, input: StartPaymentInput): Promise<Payment> {
  return pushPayment(db, env, input, async (tx, now) => {
    const [order] = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.shopId, input.shopId), eq(orders.id, input.orderId)))
      .for('update');
    if (!order) throw notFound('order_not_found');
    if (order.status === 'cancelled') throw conflict('order_not_payable', { status: order.status });
    // Anything past pending in the workflow already had its money (paid, then picked up …).
    if (order.status !== 'pending') throw conflict('order_already_paid');
    const earlier = await tx
      .select({ status: payments.status, expiresAt: payments.expiresAt })
      .from(payments)
      .where(and(eq(payments.shopId, input.shopId), eq(payments.orderId, input.orderId)));
    if (earlier.some((p) => p.status === 'succeeded')) throw conflict('order_already_paid');
    // One push at a time: a second would let the customer pay twice.
    if (earlier.some((p) => blocksNewPush(p, now))) throw conflict('payment_in_progress');
    return { orderId: order.id, amount: order.total };
  });
}

/**
 * The push itself, for whatever it pays: `claim` locks and checks the order or the debt and says
 * how much to ask for, in the same transaction as the pending row (debt-statement-pay.ts pays a
 * debt through it).
 */
export async function pushPayment(
  db: Db,
  env: Env,
  input: { shopId: string; phone: string; network: Network },
  claim: (tx: Tx, now: Date) => Promise<ClaimedTarget>,
): Promise<Payment> {
  if (!TZ_MOBILE.test(input.phone)) throw badRequest('invalid_phone', undefined, 'phone');
  const now = new Date();
  const { payment, account } = await db.transaction(async (tx) => {
    const target = await claim(tx, now);
    const purpose: PaymentPurpose = target.purpose ?? 'sale';
    const own = await tx
      .select()
      .from(paymentAccounts)
      .where(
        and(
          eq(paymentAccounts.shopId, input.shopId),
          eq(paymentAccounts.enabled, true),
          eq(paymentAccounts.managed, false),
        ),
      )
      .orderBy(asc(paymentAccounts.createdAt));
    // The sandbox simulates money: a production server never starts a push through it.
    const usable = (a: PaymentAccount) => a.provider !== 'sandbox' || env.NODE_ENV !== 'production';
    // A shop that linked its own account collects through it alone (and pays no platform fee);
    // one that linked none collects through the platform's (decision 0046). The setup fee is the
    // platform's money: always through the platform's account.
    const account =
      purpose === 'sale' && own.length
        ? own.find((a) => usable(a) && a.networks.includes(input.network))
        : await managedAccountFor(tx, env, input.shopId, input.network);
    if (!account) throw conflict('no_payment_account', { network: input.network }, 'network');
    const platformFee = account.managed
      ? (
          await managedCollectionTerms(tx, env, {
            shopId: input.shopId,
            accountId: account.id,
            amount: target.amount,
            purpose,
          })
        ).platformFee
      : null;
    const [payment] = await tx
      .insert(payments)
      .values({
        shopId: input.shopId,
        id: timeOrderedId(),
        orderId: target.orderId ?? null,
        debtId: target.debtId ?? null,
        purpose,
        platformFee,
        accountId: account.id,
        provider: account.provider,
        reference: newReference(),
        phone: input.phone,
        network: input.network,
        amount: target.amount,
        expiresAt: new Date(now.getTime() + PAYMENT_LIFETIME_MS),
        nextCheckAt: firstCheckAt(now),
      })
      .returning();
    return { payment: payment!, account };
  });

  let outcome: StartOutcome;
  let ctx: ProviderContext;
  try {
    ctx = accountContext(env, account);
    outcome = await accountProvider(account).startCollection(ctx, {
      reference: payment.reference,
      amount: payment.amount,
      phone: payment.phone,
      network: payment.network,
      callbackUrl: `${env.appUrl}${callbackPath(account)}`,
      description:
        payment.purpose === 'setup_fee'
          ? `Setup fee ${payment.reference}`
          : payment.debtId
            ? `Debt ${payment.reference}`
            : `Order ${payment.reference}`,
      expiresInMinutes: PAYMENT_LIFETIME_MS / 60_000,
    });
  } catch (error) {
    // Nothing left us (unreadable credentials, or input the adapter refuses before sending): the
    // payment is over, not pending, so it neither blocks a retry nor waits for the sweeper.
    await db
      .update(payments)
      .set({ status: 'failed', reason: 'not sent', nextCheckAt: null, updatedAt: new Date() })
      .where(and(eq(payments.shopId, payment.shopId), eq(payments.id, payment.id)));
    throw error;
  }
  const raw = storedExchanges(account, ctx, outcome.exchanges);
  const settled =
    outcome.outcome === 'refused'
      ? { status: 'failed' as const, reason: outcome.reason ?? outcome.code ?? 'refused', nextCheckAt: null }
      : outcome.outcome === 'accepted'
        ? { providerReference: outcome.providerRef, reason: outcome.reason }
        : // No usable answer: the push may have gone out. 'unknown', queried like the others; it
          // blocks a new push only until our wait ends (blocksNewPush), like a pending one.
          { status: 'unknown' as const, reason: outcome.reason ?? outcome.code };
  const [updated] = await db
    .update(payments)
    .set({ ...settled, raw, updatedAt: new Date() })
    .where(and(eq(payments.shopId, payment.shopId), eq(payments.id, payment.id), eq(payments.status, 'pending')))
    .returning();
  if (outcome.outcome !== 'refused') await enqueueCheck(db, payment);
  return updated ?? payment;
}

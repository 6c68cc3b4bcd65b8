import { and, asc, desc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import type { CheckoutLink } from '../../db/schema/chat.ts';
import { orderStatusHistory, orders, type Order } from '../../db/schema/orders.ts';
import { paymentAccounts, payments, type Payment } from '../../db/schema/payments.ts';
import { shops } from '../../db/schema/shops.ts';
import type { Env } from '../../env.ts';
import { conflict, notFound } from '../../http/errors.ts';
import { NETWORKS, type Network } from '../../../lib/mobile-money.ts';
import type { OrderPayment, OrderPaymentState } from '../../../lib/contracts/order-payment.ts';
import { blocksNewPush, startPayment } from '../payments/index.ts';
import { platformNetworks, sandboxPhonePath } from '../payments/index.ts';

// Paying for a submitted order from its order page (issue 15). The link's signed token stays the
// key after submit: it names one order, and every read and write here is of that order only.

/** The timeline note of the customer's choice; also how the choice is found again. */
export const CASH_ON_DELIVERY_NOTE = 'Customer chose to pay cash on delivery (order page)';

type PayEnv = Env;

/** The order a submitted link made; a link not yet submitted has nothing to pay (409). */
async function orderOfLink(db: Db | Tx, link: CheckoutLink): Promise<Order> {
  if (!link.orderId) throw conflict('order_not_submitted');
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.shopId, link.shopId), eq(orders.id, link.orderId)));
  if (!order) throw notFound('order_not_found');
  return order;
}

export function toOrderPayment(env: Pick<Env, 'appUrl'>, payment: Payment): OrderPayment {
  return {
    id: payment.id,
    status: payment.status,
    reason: payment.reason,
    phone: payment.phone,
    network: payment.network,
    amount: payment.amount,
    currency: payment.currency,
    expires_at: payment.expiresAt.toISOString(),
    created_at: payment.createdAt.toISOString(),
    sandbox_url:
      payment.provider === 'sandbox' && payment.providerReference
        ? `${env.appUrl}${sandboxPhonePath(payment.providerReference)}`
        : null,
  };
}

/**
 * The wallets the shop collects from now (the sandbox's only outside production), in NETWORKS order:
 * through its own accounts when it linked any, else through the platform's (decision 0046).
 */
export async function collectableNetworks(db: Db | Tx, env: PayEnv, shopId: string): Promise<Network[]> {
  const accounts = await db
    .select({ provider: paymentAccounts.provider, networks: paymentAccounts.networks })
    .from(paymentAccounts)
    .where(
      and(eq(paymentAccounts.shopId, shopId), eq(paymentAccounts.enabled, true), eq(paymentAccounts.managed, false)),
    );
  if (!accounts.length) return platformNetworks(env);
  const usable = accounts.filter((a) => a.provider !== 'sandbox' || env.NODE_ENV !== 'production');
  return NETWORKS.filter((n) => usable.some((a) => a.networks.includes(n)));
}

async function cashChosen(db: Db | Tx, order: Order): Promise<boolean> {
  const [row] = await db
    .select({ id: orderStatusHistory.id })
    .from(orderStatusHistory)
    .where(
      and(
        eq(orderStatusHistory.shopId, order.shopId),
        eq(orderStatusHistory.orderId, order.id),
        eq(orderStatusHistory.note, CASH_ON_DELIVERY_NOTE),
      ),
    )
    .limit(1);
  return !!row;
}

export async function paymentState(db: Db | Tx, env: PayEnv, link: CheckoutLink): Promise<OrderPaymentState> {
  const order = await orderOfLink(db, link);
  const history = await db
    .select()
    .from(payments)
    .where(and(eq(payments.shopId, order.shopId), eq(payments.orderId, order.id)))
    .orderBy(desc(payments.createdAt), desc(payments.id));
  const [shop] = await db
    .select({ name: shops.name, currency: shops.currency })
    .from(shops)
    .where(eq(shops.id, order.shopId));
  const paid = history.some((p) => p.status === 'succeeded');
  return {
    shop_name: shop?.name ?? '',
    language: link.language,
    order_number: order.number,
    total: order.total,
    currency: shop?.currency ?? 'TZS',
    payable: order.status === 'pending' && !paid,
    paid,
    cash_on_delivery: await cashChosen(db, order),
    networks: await collectableNetworks(db, env, order.shopId),
    phone: order.customerPhone || null,
    // The succeeded one wins over a later attempt, so a paid order always reads as paid.
    payment: history.length ? toOrderPayment(env, history.find((p) => p.status === 'succeeded') ?? history[0]!) : null,
  };
}

export async function startOrderPayment(
  db: Db | Tx,
  env: PayEnv,
  link: CheckoutLink,
  input: { phone: string; network: Network },
): Promise<OrderPayment> {
  const order = await orderOfLink(db, link);
  const payment = await startPayment(db as Db, env, { shopId: order.shopId, orderId: order.id, ...input });
  return toOrderPayment(env, payment);
}

/** One payment of the link's order; any other id (another order's, another shop's) is 404. */
export async function orderPaymentOf(db: Db, env: PayEnv, link: CheckoutLink, id: string): Promise<OrderPayment> {
  const order = await orderOfLink(db, link);
  const [payment] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.shopId, order.shopId), eq(payments.orderId, order.id), eq(payments.id, id)));
  if (!payment) throw notFound('payment_not_found');
  return toOrderPayment(env, payment);
}

/**
 * The customer will pay cash on delivery: written once on the order's timeline (the order stays
 * pending for the merchant). Refused while a push waits for the customer's PIN (it could still be
 * paid) and once the order is paid or moved on.
 */
export async function chooseCashOnDelivery(db: Db, env: PayEnv, link: CheckoutLink): Promise<OrderPaymentState> {
  await db.transaction(async (tx) => {
    const order = await orderOfLink(tx, link);
    await tx
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.shopId, order.shopId), eq(orders.id, order.id)))
      .for('update');
    const open = await tx
      .select({ status: payments.status, expiresAt: payments.expiresAt })
      .from(payments)
      .where(and(eq(payments.shopId, order.shopId), eq(payments.orderId, order.id)))
      .orderBy(asc(payments.createdAt));
    if (open.some((p) => p.status === 'succeeded')) throw conflict('order_already_paid');
    if (order.status !== 'pending') throw conflict('order_not_payable', { status: order.status });
    if (open.some((p) => blocksNewPush(p, new Date()))) throw conflict('payment_in_progress');
    if (await cashChosen(tx, order)) return;
    await tx.insert(orderStatusHistory).values({
      shopId: order.shopId,
      orderId: order.id,
      fromStatus: order.status,
      toStatus: order.status,
      actorId: null,
      note: CASH_ON_DELIVERY_NOTE,
    });
  });
  return paymentState(db, env, link);
}

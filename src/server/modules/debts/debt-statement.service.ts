import { formatMoney } from '../../../lib/format.ts';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { debtEntries, debts, type Debt } from '../../db/schema/books.ts';
import { payments } from '../../db/schema/payments.ts';
import { shops } from '../../db/schema/shops.ts';
import type { Env } from '../../env.ts';
import { AppError, badRequest, conflict, notFound } from '../../http/errors.ts';
import type { Network } from '../../../lib/mobile-money.ts';
import type { DebtStatement } from '../../../lib/contracts/debt-statement.ts';
import type { OrderPayment } from '../../../lib/contracts/order-payment.ts';
import { MIN_DEBT_PAYMENT } from '../../../lib/debt-statement-schemas.ts';
import { collectableNetworks, toOrderPayment } from '../order-link/index.ts';
import { blocksNewPush, pushPayment } from '../payments/index.ts';
import { lockDebt, newStatementKey } from './debt-ledger.ts';
import { statementUrl } from './debt-statement-token.ts';

// The customer's statement page (issue 16): one debt, named by its statement key, read and paid
// without signing in. Every read and write here is of that debt only; a supplier's debt (the shop
// owes it) has no statement page.

/** Today in Tanzania (EAT, UTC+3, no daylight saving) as YYYY-MM-DD. */
export const eatToday = (now = new Date()) => new Date(now.getTime() + 3 * 3_600_000).toISOString().slice(0, 10);

export async function debtOfStatementKey(db: Db | Tx, statementKey: string): Promise<Debt> {
  const [debt] = await db.select().from(debts).where(eq(debts.statementKey, statementKey));
  if (!debt || debt.direction !== 'receivable') throw new AppError(404, 'statement_link_invalid');
  return debt;
}

/** The smallest part payment: MIN_DEBT_PAYMENT, or the whole rest when less is owed. */
const minPayment = (balance: number) => Math.min(balance, MIN_DEBT_PAYMENT);

export async function statementOf(db: Db, env: Env, debt: Debt, now = new Date()): Promise<DebtStatement> {
  const [shop] = await db
    .select({ name: shops.name, currency: shops.currency })
    .from(shops)
    .where(eq(shops.id, debt.shopId));
  const entries = await db
    .select()
    .from(debtEntries)
    .where(and(eq(debtEntries.shopId, debt.shopId), eq(debtEntries.debtId, debt.id)))
    .orderBy(asc(debtEntries.createdAt), asc(debtEntries.id));
  const history = await db
    .select()
    .from(payments)
    .where(and(eq(payments.shopId, debt.shopId), eq(payments.debtId, debt.id)))
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(1);
  return {
    shop_name: shop?.name ?? '',
    language: debt.language === 'en' ? 'en' : 'sw',
    party_name: debt.partyName,
    amount: debt.amount,
    balance: debt.balance,
    currency: shop?.currency ?? debt.currency,
    opened_on: debt.openedOn,
    due_on: debt.dueOn,
    overdue: debt.balance > 0 && debt.dueOn !== null && debt.dueOn < eatToday(now),
    closed: debt.balance === 0,
    entries: entries.map((e) => ({
      kind: e.kind,
      amount: e.amount,
      method: e.method,
      created_at: e.createdAt.toISOString(),
    })),
    networks: debt.balance > 0 ? await collectableNetworks(db, env, debt.shopId) : [],
    min_payment: minPayment(debt.balance),
    phone: debt.partyPhone || null,
    payment: history[0] ? toOrderPayment(env, history[0]) : null,
  };
}

/**
 * Asks the customer's wallet for all or part of the debt. Under the debt's lock: the amount is
 * between the minimum and the balance (the whole rest is always accepted), and one push waits at
 * a time (a second could pay the same shillings twice). Should the balance fall before the money
 * arrives, settling caps it (debt-statement-payment.ts).
 */
export async function startStatementPayment(
  db: Db,
  env: Env,
  debt: Debt,
  input: { phone: string; network: Network; amount: number },
): Promise<OrderPayment> {
  const payment = await pushPayment(db, env, { shopId: debt.shopId, ...input }, async (tx, now) => {
    const locked = await lockDebt(tx, debt.shopId, debt.id);
    if (locked.balance === 0) throw conflict('debt_closed');
    if (input.amount > locked.balance)
      throw badRequest(
        'debt_payment_exceeds_balance',
        { balance: formatMoney(locked.balance, locked.currency) },
        'amount',
      );
    if (input.amount < minPayment(locked.balance))
      throw badRequest('debt_payment_too_small', { min: formatMoney(MIN_DEBT_PAYMENT, locked.currency) }, 'amount');
    const open = await tx
      .select({ status: payments.status, expiresAt: payments.expiresAt })
      .from(payments)
      .where(and(eq(payments.shopId, debt.shopId), eq(payments.debtId, debt.id)));
    if (open.some((p) => blocksNewPush(p, now))) throw conflict('debt_payment_in_progress');
    return { debtId: debt.id, amount: input.amount };
  });
  return toOrderPayment(env, payment);
}

/** One payment of the statement's debt; any other id (another debt's, an order's) is 404. */
export async function statementPaymentOf(db: Db, env: Env, debt: Debt, id: string): Promise<OrderPayment> {
  const [payment] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.shopId, debt.shopId), eq(payments.debtId, debt.id), eq(payments.id, id)));
  if (!payment) throw notFound('payment_not_found');
  return toOrderPayment(env, payment);
}

/** The dashboard's side: a debt of the shop (404 otherwise), receivable only. */
export async function shopDebt(db: Db | Tx, shopId: string, debtId: string): Promise<Debt> {
  const [debt] = await db
    .select()
    .from(debts)
    .where(and(eq(debts.shopId, shopId), eq(debts.id, debtId)));
  if (!debt) throw notFound('debt_not_found');
  if (debt.direction !== 'receivable') throw conflict('debt_not_receivable');
  return debt;
}

export const statementLinkOf = (env: Env, debt: Pick<Debt, 'statementKey'>) =>
  statementUrl(env, env.secretKey, debt.statementKey);

/** A new statement key: every link sent before stops working (404), the new one is answered. */
export async function renewStatementLink(db: Db, env: Env, shopId: string, debtId: string): Promise<string> {
  await shopDebt(db, shopId, debtId);
  const [debt] = await db
    .update(debts)
    .set({ statementKey: newStatementKey() })
    .where(and(eq(debts.shopId, shopId), eq(debts.id, debtId)))
    .returning();
  return statementLinkOf(env, debt!);
}

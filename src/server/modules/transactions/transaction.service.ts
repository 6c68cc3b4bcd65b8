import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type {
  AccountBalance,
  Transaction,
  TransactionDetail,
  TransactionPage,
  TransactionTotals,
} from '../../../lib/contracts/transaction.ts';
import type { TransactionFilter, TransactionListQuery } from '../../../lib/transaction-schemas.ts';
import type { Db } from '../../db/client.ts';
import { customers } from '../../db/schema/customers.ts';
import { orders } from '../../db/schema/orders.ts';
import { ledgerEntries, paymentAccounts, payments, payoutAccounts, payouts } from '../../db/schema/payments.ts';
import { notFound } from '../../http/errors.ts';
import { mask } from '../../whatsapp/secret-box.ts';
import { formatCsvRow } from '../../../lib/csv.ts';
import type { Env } from '../../env.ts';
import { balances } from '../ledger/index.ts';
import { payoutSources } from '../payouts/index.ts';
import { maskSecrets } from '../../http/mask-secrets.ts';
import { reversals, transactionCondition } from './transaction-filters.ts';

const e = ledgerEntries;

/**
 * The entry with the names a person reads beside it (account, order number, customer, its
 * reversal). Each join is on a primary key or unique index, so a page of 50 costs 50 lookups per
 * table once the planner has statistics (a scalar subquery per name was tried: slower at 1M).
 */
function selectEntries(db: Db) {
  return db
    .select({
      entry: e,
      provider: paymentAccounts.provider,
      label: paymentAccounts.label,
      orderNumber: orders.number,
      discountCode: orders.discountCode,
      discountTotal: orders.discountTotal,
      customerName: customers.name,
      reversedBy: reversals.id,
    })
    .from(e)
    .leftJoin(paymentAccounts, and(eq(paymentAccounts.shopId, e.shopId), eq(paymentAccounts.id, e.accountId)))
    .leftJoin(orders, and(eq(orders.shopId, e.shopId), eq(orders.id, e.orderId)))
    .leftJoin(customers, and(eq(customers.shopId, e.shopId), eq(customers.id, e.customerId)))
    .leftJoin(reversals, and(eq(reversals.shopId, e.shopId), eq(reversals.reversesId, e.id)));
}
type Row = Awaited<ReturnType<ReturnType<typeof selectEntries>['where']>>[number];

function toTransactionDto(r: Row): Transaction {
  const x = r.entry;
  return {
    id: x.id,
    kind: x.kind,
    account: x.accountId && r.provider ? { id: x.accountId, provider: r.provider, label: r.label ?? '' } : null,
    amount: x.amount,
    // The ledger is in shillings only (money(), TZS); the column exists for the day it is not.
    currency: 'TZS',
    order:
      x.orderId && r.orderNumber !== null
        ? {
            id: x.orderId,
            number: r.orderNumber,
            discount: r.discountCode ? { code: r.discountCode, amount: r.discountTotal ?? 0 } : null,
          }
        : null,
    customer: x.customerId && r.customerName !== null ? { id: x.customerId, name: r.customerName } : null,
    payment_id: x.paymentId,
    payout_id: x.payoutId,
    reverses_id: x.reversesId,
    reversed_by: r.reversedBy,
    note: x.note,
    created_by: x.createdBy,
    created_at: x.createdAt.toISOString(),
  };
}

const cursorOf = (x: { createdAt: Date; id: string }) => `${x.createdAt.toISOString()}_${x.id}`;
function afterCursor(cursor: string | undefined): SQL | undefined {
  if (!cursor) return undefined;
  const [at, id] = cursor.split('_');
  // A row comparison, so the (shop_id, created_at desc, id desc) index serves the page directly.
  return sql`(${e.createdAt}, ${e.id}) < (${new Date(at!)}, ${id})`;
}

/** Newest first, keyset-paged on (created_at, id): a page costs the same on page 1 and page 10,000. */
export const transactionListStatement = (db: Db, shopId: string, q: TransactionListQuery) =>
  selectEntries(db)
    .where(and(transactionCondition(shopId, q), afterCursor(q.cursor)))
    .orderBy(desc(e.createdAt), desc(e.id))
    .limit(q.page_size + 1);

export async function listTransactions(db: Db, shopId: string, q: TransactionListQuery): Promise<TransactionPage> {
  const rows = await transactionListStatement(db, shopId, q);
  const items = rows.slice(0, q.page_size);
  return {
    items: items.map(toTransactionDto),
    next_cursor: rows.length > q.page_size ? cursorOf(items.at(-1)!.entry) : null,
  };
}

export async function transactionTotals(db: Db, shopId: string, f: TransactionFilter): Promise<TransactionTotals> {
  const [row] = await db
    .select({
      count: sql<number>`count(*)::int`,
      moneyIn: sql<string>`coalesce(sum(${e.amount}) filter (where ${e.amount} > 0), 0)`,
      moneyOut: sql<string>`coalesce(sum(${e.amount}) filter (where ${e.amount} < 0), 0)`,
    })
    .from(e)
    .where(transactionCondition(shopId, f));
  const moneyIn = Number(row!.moneyIn);
  const moneyOut = Number(row!.moneyOut);
  return { count: row!.count, money_in: moneyIn, money_out: moneyOut, net: moneyIn + moneyOut };
}

/** `available` is payoutSources' figure, the one the payouts screen shows (0 for the drawer). */
export async function accountBalances(db: Db, env: Env, shopId: string): Promise<AccountBalance[]> {
  const [all, sources] = await Promise.all([balances(db, shopId), payoutSources(db, env, shopId)]);
  return all.map((b) => ({
    account: b.accountId && b.provider ? { id: b.accountId, provider: b.provider, label: b.label } : null,
    balance: b.balance,
    available: sources.find((s) => s.account.id === b.accountId)?.available ?? 0,
  }));
}

export async function transactionDetail(db: Db, shopId: string, id: string): Promise<TransactionDetail> {
  const [row] = await selectEntries(db).where(and(eq(e.shopId, shopId), eq(e.id, id)));
  if (!row) throw notFound('entry_not_found');
  const x = row.entry;
  const [payment] = x.paymentId
    ? await db
        .select()
        .from(payments)
        .where(and(eq(payments.shopId, shopId), eq(payments.id, x.paymentId)))
    : [];
  const [payout] = x.payoutId
    ? await db
        .select({ payout: payouts, destination: payoutAccounts })
        .from(payouts)
        .innerJoin(
          payoutAccounts,
          and(eq(payoutAccounts.shopId, payouts.shopId), eq(payoutAccounts.id, payouts.payoutAccountId)),
        )
        .where(and(eq(payouts.shopId, shopId), eq(payouts.id, x.payoutId)))
    : [];
  return {
    ...toTransactionDto(row),
    payment: payment
      ? {
          platform: payment.platformFee !== null ? await platformFigures(db, shopId, payment) : null,
          id: payment.id,
          reference: payment.reference,
          provider_reference: payment.providerReference,
          phone: payment.phone,
          network: payment.network,
          amount: payment.amount,
          status: payment.status,
          reason: payment.reason,
          amount_mismatch: payment.amountMismatch,
          refund_due: payment.refundDue,
          raw: maskSecrets(payment.raw) as unknown[],
          created_at: payment.createdAt.toISOString(),
        }
      : null,
    payout: payout
      ? {
          id: payout.payout.id,
          amount: payout.payout.amount,
          status: payout.payout.status,
          provider_reference: payout.payout.providerReference,
          reason: payout.payout.reason,
          destination: {
            kind: payout.destination.kind,
            label: payout.destination.label,
            // The last digits say which account; the whole number is not for every reader.
            number: mask(payout.destination.accountNumber),
          },
        }
      : null,
  };
}

/**
 * A payment collected through Duka Chat Payments (decision 0046) as gross, platform fee and net:
 * the fee as booked less what refunds gave back of it (entries still standing).
 */
async function platformFigures(db: Db, shopId: string, payment: { id: string; amount: number }) {
  const [row] = await db
    .select({
      fee: sql<string>`coalesce(-sum(${e.amount}) filter (where ${e.amount} < 0), 0)`,
      back: sql<string>`coalesce(sum(${e.amount}) filter (where ${e.amount} > 0), 0)`,
    })
    .from(e)
    .where(
      and(
        eq(e.shopId, shopId),
        eq(e.paymentId, payment.id),
        eq(e.kind, 'platform_fee'),
        sql`not exists (select 1 from ${ledgerEntries} r where r.shop_id = ${e.shopId} and r.reverses_id = ${e.id})`,
      ),
    );
  const fee = Number(row!.fee);
  const givenBack = Number(row!.back);
  return { gross: payment.amount, fee, given_back: givenBack, net: payment.amount - fee + givenBack };
}

export const TRANSACTION_CSV_COLUMNS = [
  'date',
  'type',
  'account',
  'amount',
  'currency',
  'order_number',
  'customer',
  'note',
  'id',
  'reverses_id',
  'reversed_by',
] as const;

/** The filtered entries as CSV, newest first, in keyset batches of 1000 so memory stays flat. */
export async function* exportTransactionsCsv(db: Db, shopId: string, f: TransactionFilter): AsyncGenerator<string> {
  yield formatCsvRow([...TRANSACTION_CSV_COLUMNS]);
  let cursor: string | undefined;
  for (;;) {
    const rows = await selectEntries(db)
      .where(and(transactionCondition(shopId, f), afterCursor(cursor)))
      .orderBy(desc(e.createdAt), desc(e.id))
      .limit(1000);
    if (!rows.length) return;
    yield rows
      .map((r) => {
        const t = toTransactionDto(r);
        return formatCsvRow([
          t.created_at,
          t.kind,
          t.account ? `${t.account.provider}${t.account.label ? ` (${t.account.label})` : ''}` : 'cash',
          t.amount,
          t.currency,
          t.order?.number ?? '',
          t.customer?.name ?? '',
          t.note,
          t.id,
          t.reverses_id ?? '',
          t.reversed_by ?? '',
        ]);
      })
      .join('');
    cursor = cursorOf(rows.at(-1)!.entry);
  }
}

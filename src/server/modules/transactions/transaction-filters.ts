import { and, eq, gte, isNull, lt, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { ledgerEntries } from '../../db/schema/payments.ts';
import { CASH_ACCOUNT, type TransactionFilter } from '../../../lib/transaction-schemas.ts';

// Days in filters are days in Tanzania (East Africa Time, UTC+3, no daylight saving).
const dayStart = (day: string) => new Date(`${day}T00:00:00+03:00`);
const dayAfter = (day: string) => new Date(dayStart(day).getTime() + 86_400_000);

/** The reversal of an entry, if it has one (ledger_entries_reverses_uq finds it). */
export const reversals = alias(ledgerEntries, 'reversal');

const reversedSql = sql`exists (select 1 from ${ledgerEntries} r where r.shop_id = ${ledgerEntries.shopId} and r.reverses_id = ${ledgerEntries.id})`;

/** The WHERE of the list, the totals and the export: one shop, then the filters given. */
export function transactionCondition(shopId: string, f: TransactionFilter): SQL {
  const e = ledgerEntries;
  const parts: (SQL | undefined)[] = [
    eq(e.shopId, shopId),
    f.from ? gte(e.createdAt, dayStart(f.from)) : undefined,
    f.to ? lt(e.createdAt, dayAfter(f.to)) : undefined,
    f.kind ? eq(e.kind, f.kind) : undefined,
    f.account === CASH_ACCOUNT ? isNull(e.accountId) : f.account ? eq(e.accountId, f.account) : undefined,
    f.status === 'reversed' ? reversedSql : f.status === 'standing' ? sql`not ${reversedSql}` : undefined,
    f.order_id ? eq(e.orderId, f.order_id) : undefined,
    f.customer_id ? eq(e.customerId, f.customer_id) : undefined,
  ];
  return and(...parts)!;
}

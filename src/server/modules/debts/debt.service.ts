import { and, asc, eq, gt, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { DebtDetailDto, DebtDto, DebtPageDto, DebtTotalsDto } from '../../../lib/contracts/debt.ts';
import {
  DEBT_AGE_BUCKETS,
  type DebtCreate,
  type DebtFilter,
  type DebtListQuery,
  type DebtTotalsQuery,
  type DebtUpdate,
} from '../../../lib/debt-schemas.ts';
import { daysBetween, eatDay } from '../../../lib/eat-day.ts';
import type { Db, Tx } from '../../db/client.ts';
import { debtEntries, debts, type Debt } from '../../db/schema/books.ts';
import { orders } from '../../db/schema/orders.ts';
import { notFound } from '../../http/errors.ts';
import { getCustomer } from '../customers/index.ts';
import { formatCsvRow } from '../../../lib/csv.ts';
import { openDebt } from './debt-ledger.ts';

// The debt book's reads and the hand-written debt (issue 16). Writes that move a balance live in
// debt-ledger.ts, under the debt's lock.

type Row = Debt & { orderNumber: number | null };

function toDto(d: Row, today: string): DebtDto {
  return {
    id: d.id,
    direction: d.direction,
    customer_id: d.customerId,
    order_id: d.orderId,
    order_number: d.orderNumber,
    party_name: d.partyName,
    party_phone: d.partyPhone,
    opened_on: d.openedOn,
    due_on: d.dueOn,
    amount: d.amount,
    balance: d.balance,
    currency: 'TZS',
    note: d.note,
    age_days: Math.max(0, daysBetween(d.openedOn, today)),
    overdue: d.balance > 0 && !!d.dueOn && d.dueOn < today,
    last_reminded_at: d.lastRemindedAt?.toISOString() ?? null,
    closed_at: d.closedAt?.toISOString() ?? null,
    created_at: d.createdAt.toISOString(),
  };
}

/**
 * The order numbers of a page of debts, by id, in a second indexed read: joining orders in the
 * list's query made the planner hash all of a shop's orders before the LIMIT (100 ms at 100k).
 */
async function withOrderNumbers(db: Db | Tx, shopId: string, rows: Debt[]): Promise<Row[]> {
  const ids = [...new Set(rows.map((d) => d.orderId).filter((id): id is string => !!id))];
  const numbers = ids.length
    ? await db
        .select({ id: orders.id, number: orders.number })
        .from(orders)
        .where(and(eq(orders.shopId, shopId), inArray(orders.id, ids)))
    : [];
  const byId = new Map(numbers.map((o) => [o.id, o.number]));
  return rows.map((d) => ({ ...d, orderNumber: d.orderId ? (byId.get(d.orderId) ?? null) : null }));
}

/** The filters as SQL. Open debts are `balance > 0`, the predicate of the list's partial index. */
function debtCondition(shopId: string, f: DebtFilter, today: string): SQL {
  const conditions: (SQL | undefined)[] = [eq(debts.shopId, shopId), eq(debts.direction, f.direction)];
  if (f.status === 'open') conditions.push(gt(debts.balance, 0));
  if (f.status === 'closed') conditions.push(eq(debts.balance, 0));
  if (f.overdue) conditions.push(gt(debts.balance, 0), sql`${debts.dueOn} < ${today}`);
  if (f.customer_id) conditions.push(eq(debts.customerId, f.customer_id));
  if (f.order_id) conditions.push(eq(debts.orderId, f.order_id));
  if (f.q) {
    const like = `%${f.q.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
    // A phone is searched as typed (0755…) and as stored (+255755…).
    const phone = f.q.replace(/\s/g, '').replace(/^0(?=\d)/, '+255');
    conditions.push(
      or(
        sql`${debts.partyName} ilike ${like}`,
        sql`${debts.partyPhone} like ${`%${phone.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`}`,
      ),
    );
  }
  return and(...conditions)!;
}

const cursorOf = (d: Debt) => `${d.openedOn}_${d.id}`;
function afterCursor(cursor: string | undefined): SQL | undefined {
  if (!cursor) return undefined;
  const [on, id] = cursor.split('_');
  return sql`(${debts.openedOn}, ${debts.id}) > (${on}, ${id})`;
}

/** Oldest first (the debts that waited longest at the top), keyset-paged by (opened_on, id). */
export async function listDebts(db: Db, shopId: string, q: DebtListQuery, now = new Date()): Promise<DebtPageDto> {
  const today = eatDay(now);
  const rows = await db
    .select()
    .from(debts)
    .where(and(debtCondition(shopId, q, today), afterCursor(q.cursor)))
    .orderBy(asc(debts.openedOn), asc(debts.id))
    .limit(q.page_size + 1);
  const items = await withOrderNumbers(db, shopId, rows.slice(0, q.page_size));
  return {
    items: items.map((d) => toDto(d, today)),
    next_cursor: rows.length > q.page_size ? cursorOf(items.at(-1)!) : null,
  };
}

/** What the open debts of a direction add up to, overdue, and by age (days since they began, EAT). */
export async function debtTotals(db: Db, shopId: string, q: DebtTotalsQuery, now = new Date()): Promise<DebtTotalsDto> {
  const today = eatDay(now);
  // Compared with the buckets' first days rather than computing each debt's age: the same
  // answer, less work per row (the sum runs over every open debt of the tab).
  const since = (days: number) => eatDay(new Date(now.getTime() - days * 86_400_000));
  const bucket = sql<string>`case when ${debts.openedOn} >= ${since(30)} then '0_30' when ${debts.openedOn} >= ${since(60)} then '31_60' when ${debts.openedOn} >= ${since(90)} then '61_90' else '90_plus' end`;
  const overdue = sql`${debts.dueOn} < ${today}`;
  const rows = await db
    .select({
      bucket,
      total: sql<string>`sum(${debts.balance})`,
      count: sql<number>`count(*)::int`,
      overdueTotal: sql<string>`coalesce(sum(${debts.balance}) filter (where ${overdue}), 0)`,
      overdueCount: sql<number>`(count(*) filter (where ${overdue}))::int`,
    })
    .from(debts)
    .where(
      and(
        eq(debts.shopId, shopId),
        eq(debts.direction, q.direction),
        gt(debts.balance, 0),
        q.customer_id ? eq(debts.customerId, q.customer_id) : undefined,
      ),
    )
    // By position: the bucket's expression carries a parameter, and a repeated one is another parameter.
    .groupBy(sql`1`);
  const sum = (pick: (r: (typeof rows)[number]) => string | number) => rows.reduce((s, r) => s + Number(pick(r)), 0);
  return {
    direction: q.direction,
    total: sum((r) => r.total),
    count: sum((r) => r.count),
    overdue_total: sum((r) => r.overdueTotal),
    overdue_count: sum((r) => r.overdueCount),
    ageing: DEBT_AGE_BUCKETS.map((b) => {
      const r = rows.find((x) => x.bucket === b);
      return { bucket: b, total: Number(r?.total ?? 0), count: r?.count ?? 0 };
    }),
  };
}

/** One debt with its whole history, oldest entry first; 404 for another shop's. */
export async function debtDetail(db: Db | Tx, shopId: string, id: string, now = new Date()): Promise<DebtDetailDto> {
  const [found] = await db
    .select()
    .from(debts)
    .where(and(eq(debts.shopId, shopId), eq(debts.id, id)));
  if (!found) throw notFound('debt_not_found');
  const [row] = await withOrderNumbers(db, shopId, [found]);
  const entries = await db
    .select()
    .from(debtEntries)
    .where(and(eq(debtEntries.shopId, shopId), eq(debtEntries.debtId, id)))
    .orderBy(asc(debtEntries.createdAt), asc(debtEntries.id));
  const reversed = new Set(entries.map((e) => e.reversesId).filter(Boolean));
  return {
    ...toDto(row!, eatDay(now)),
    entries: entries.map((e) => ({
      id: e.id,
      kind: e.kind,
      amount: e.amount,
      method: e.method,
      payment_id: e.paymentId,
      reverses_id: e.reversesId,
      reversed: reversed.has(e.id),
      note: e.note,
      created_at: e.createdAt.toISOString(),
    })),
  };
}

/** A debt written by hand. A customer's debt takes the customer's name, phone and language when not typed. */
export async function createDebt(tx: Db | Tx, shopId: string, actorId: string, input: DebtCreate): Promise<Debt> {
  const customer = input.customer_id ? await getCustomer(tx, shopId, input.customer_id) : null;
  return openDebt(tx, {
    shopId,
    direction: input.direction,
    customerId: customer?.id ?? null,
    partyName: input.party_name || customer?.name || customer?.phone || '',
    partyPhone: input.party_phone || customer?.phone || '',
    language: customer?.language ?? 'sw',
    openedOn: input.opened_on ?? eatDay(),
    dueOn: input.due_on ?? null,
    amount: input.amount,
    note: input.note,
    createdBy: actorId,
  });
}

export async function updateDebt(db: Db, shopId: string, id: string, input: DebtUpdate): Promise<DebtDetailDto> {
  const [row] = await db
    .update(debts)
    .set({
      ...(input.due_on !== undefined && { dueOn: input.due_on }),
      ...(input.note !== undefined && { note: input.note }),
      updatedAt: new Date(),
    })
    .where(and(eq(debts.shopId, shopId), eq(debts.id, id)))
    .returning({ id: debts.id });
  if (!row) throw notFound('debt_not_found');
  return debtDetail(db, shopId, id);
}

export const DEBT_CSV_COLUMNS = [
  'opened_on',
  'due_on',
  'direction',
  'party_name',
  'party_phone',
  'order_number',
  'amount',
  'balance',
  'age_days',
  'overdue',
  'closed_at',
  'note',
] as const;

/** The filtered debts as CSV, oldest first, in keyset batches of 1000 so memory stays flat. */
export async function* exportDebtsCsv(db: Db, shopId: string, f: DebtFilter, now = new Date()): AsyncGenerator<string> {
  yield formatCsvRow([...DEBT_CSV_COLUMNS]);
  let cursor: string | undefined;
  for (;;) {
    const page = await listDebts(db, shopId, { ...f, cursor, page_size: 1000 }, now);
    for (const d of page.items)
      yield formatCsvRow([
        d.opened_on,
        d.due_on,
        d.direction,
        d.party_name,
        d.party_phone,
        d.order_number,
        d.amount,
        d.balance,
        d.age_days,
        d.overdue,
        d.closed_at,
        d.note,
      ]);
    if (!page.next_cursor) return;
    cursor = page.next_cursor;
  }
}

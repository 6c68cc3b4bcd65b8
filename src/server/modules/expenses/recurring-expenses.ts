import { and, asc, eq, isNull, lte } from 'drizzle-orm';
import type { RecurrenceDto } from '../../../lib/contracts/expense.ts';
import { addMonths, dayIn, eatDay, monthOf, nextOccurrence } from '../../../lib/eat-days.ts';
import type { RecurrenceInput } from '../../../lib/expense-schemas.ts';
import type { Db } from '../../db/client.ts';
import { expenseRecurrences, type ExpenseRecurrence } from '../../db/schema/books.ts';
import type { Job } from '../../db/schema/jobs.ts';
import { timeOrderedId } from '../../db/time-ordered-id.ts';
import type { Deps } from '../../http/context.ts';
import { conflict, notFound } from '../../http/errors.ts';
import { enqueue } from '../../jobs/enqueue.ts';
import { recordExpense } from './expense-book.ts';

// Recurring expenses (monthly rent, salaries): each writes its expense on its day in Tanzania,
// exactly once. The job takes a due recurrence's row lock, writes the expense of next_on and moves
// next_on a month on, in one transaction; a second worker waits on the lock and then finds it no
// longer due (and expenses_recurrence_day_uq would refuse the day twice anyway). After downtime a
// recurrence is walked month by month until next_on is past today, so no month is lost.

export const RECURRING_QUEUE = 'expenses.recurring';
/** The job runs every hour (a missed run costs at most an hour's delay, not a month). */
const EVERY_MS = 3_600_000;

export function toRecurrenceDto(r: ExpenseRecurrence): RecurrenceDto {
  return {
    id: r.id,
    amount: r.amount,
    currency: 'TZS',
    category: r.category,
    paid_by: r.paidBy,
    note: r.note,
    day_of_month: r.dayOfMonth,
    next_on: r.nextOn,
    stopped: r.stoppedAt !== null,
    created_at: r.createdAt.toISOString(),
  };
}

/** The month after `day`'s, on the recurrence's day (clamped to that month's end). */
const monthAfter = (day: string, dayOfMonth: number) => dayIn(addMonths(monthOf(day), 1), dayOfMonth);

export async function createRecurrence(
  db: Db,
  shopId: string,
  actorId: string | null,
  input: RecurrenceInput,
  now = new Date(),
): Promise<ExpenseRecurrence> {
  const [row] = await db
    .insert(expenseRecurrences)
    .values({
      shopId,
      id: timeOrderedId(),
      amount: input.amount,
      category: input.category,
      paidBy: input.paid_by,
      note: input.note,
      dayOfMonth: input.day_of_month,
      nextOn: nextOccurrence(input.starts_on ?? eatDay(now), input.day_of_month),
      createdBy: actorId,
    })
    .returning();
  // Due today (rent on the 1st, created on the 1st): written now, not at the next hourly run.
  await writeDueExpenses(db, now, { shopId, id: row!.id });
  return (await getRecurrence(db, shopId, row!.id))!;
}

async function getRecurrence(db: Db, shopId: string, id: string) {
  const [row] = await db
    .select()
    .from(expenseRecurrences)
    .where(and(eq(expenseRecurrences.shopId, shopId), eq(expenseRecurrences.id, id)));
  return row;
}

export async function listRecurrences(db: Db, shopId: string): Promise<RecurrenceDto[]> {
  const rows = await db
    .select()
    .from(expenseRecurrences)
    .where(and(eq(expenseRecurrences.shopId, shopId), isNull(expenseRecurrences.stoppedAt)))
    .orderBy(asc(expenseRecurrences.nextOn), asc(expenseRecurrences.id));
  return rows.map(toRecurrenceDto);
}

/** Moves next_on a month on without writing the expense (this month's rent was paid otherwise). */
export async function skipNext(db: Db, shopId: string, id: string): Promise<RecurrenceDto> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(expenseRecurrences)
      .where(and(eq(expenseRecurrences.shopId, shopId), eq(expenseRecurrences.id, id)))
      .for('update');
    if (!row) throw notFound('recurrence_not_found');
    if (row.stoppedAt) throw conflict('recurrence_stopped');
    const [after] = await tx
      .update(expenseRecurrences)
      .set({ nextOn: monthAfter(row.nextOn, row.dayOfMonth), updatedAt: new Date() })
      .where(and(eq(expenseRecurrences.shopId, shopId), eq(expenseRecurrences.id, id)))
      .returning();
    return toRecurrenceDto(after!);
  });
}

/** Stops it for good; the expenses it wrote stay. */
export async function stopRecurrence(db: Db, shopId: string, id: string): Promise<void> {
  const [row] = await db
    .update(expenseRecurrences)
    .set({ stoppedAt: new Date(), updatedAt: new Date() })
    .where(
      and(eq(expenseRecurrences.shopId, shopId), eq(expenseRecurrences.id, id), isNull(expenseRecurrences.stoppedAt)),
    )
    .returning({ id: expenseRecurrences.id });
  if (!row) {
    if (!(await getRecurrence(db, shopId, id))) throw notFound('recurrence_not_found');
    throw conflict('recurrence_stopped');
  }
}

/**
 * Writes every expense due on or before today (EAT) of every recurrence not stopped (or of one,
 * when given), catching up months missed. Answers how many expenses it wrote.
 */
export async function writeDueExpenses(
  db: Db,
  now = new Date(),
  only?: { shopId: string; id: string },
): Promise<number> {
  const today = eatDay(now);
  const due = await db
    .select({ shopId: expenseRecurrences.shopId, id: expenseRecurrences.id })
    .from(expenseRecurrences)
    .where(
      and(
        lte(expenseRecurrences.nextOn, today),
        isNull(expenseRecurrences.stoppedAt),
        only ? and(eq(expenseRecurrences.shopId, only.shopId), eq(expenseRecurrences.id, only.id)) : undefined,
      ),
    )
    .orderBy(asc(expenseRecurrences.nextOn));
  let written = 0;
  for (const r of due) written += await catchUp(db, r.shopId, r.id, today);
  return written;
}

async function catchUp(db: Db, shopId: string, id: string, today: string): Promise<number> {
  return db.transaction(async (tx) => {
    const [r] = await tx
      .select()
      .from(expenseRecurrences)
      .where(and(eq(expenseRecurrences.shopId, shopId), eq(expenseRecurrences.id, id)))
      .for('update');
    // Another worker got here first (next_on moved on) or it was stopped meanwhile.
    if (!r || r.stoppedAt || r.nextOn > today) return 0;
    let day = r.nextOn;
    let written = 0;
    for (; day <= today; day = monthAfter(day, r.dayOfMonth)) {
      const expense = await recordExpense(tx, shopId, r.createdBy, {
        amount: r.amount,
        category: r.category,
        spent_on: day,
        paid_by: r.paidBy,
        note: r.note,
        recurrenceId: r.id,
      });
      if (expense) written += 1;
    }
    await tx
      .update(expenseRecurrences)
      .set({ nextOn: day, updatedAt: new Date() })
      .where(and(eq(expenseRecurrences.shopId, shopId), eq(expenseRecurrences.id, id)));
    return written;
  });
}

/**
 * Queues a run at the start of the next hour, or of this one (`now`: at start-up). Once per hour
 * however many processes ask: the dedupe key is the hour.
 */
export async function scheduleRecurringExpenses(db: Db, now = new Date(), at: 'next' | 'now' = 'next'): Promise<void> {
  const hour = Math.floor(now.getTime() / EVERY_MS) + (at === 'next' ? 1 : 0);
  const runAt = at === 'next' ? new Date(hour * EVERY_MS) : now;
  await enqueue(db, { queue: RECURRING_QUEUE, payload: {}, dedupeKey: `expenses-recurring:${hour * EVERY_MS}`, runAt });
}

export async function recurringExpensesJob(deps: Deps, _job: Job): Promise<void> {
  const db = deps.database.db;
  await writeDueExpenses(db);
  await scheduleRecurringExpenses(db);
}

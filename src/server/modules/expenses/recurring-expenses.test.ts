import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMonths, eatDay, monthOf } from '../../../lib/eat-days.ts';
import { expenseRecurrences, expenses } from '../../db/schema/books.ts';
import { jobs } from '../../db/schema/jobs.ts';
import { runDueJobs } from '../../jobs/worker.ts';
import { jobHandlers } from '../../job-handlers.ts';
import { createTestApp, signUpUser, type TestApp, type TestClient } from '../../test/harness.ts';
import { RECURRING_QUEUE, scheduleRecurringExpenses, writeDueExpenses } from './recurring-expenses.ts';

let t: TestApp;
let second: TestApp;
let owner: TestClient;
let shopId: string;
const today = eatDay();

beforeAll(async () => {
  t = await createTestApp();
  // A second process on the same database: its own pool, as another worker would have.
  second = await createTestApp({ sameDatabaseAs: t });
  const signed = await signUpUser(t, { shop: true });
  owner = signed.client;
  shopId = signed.shop.id;
});
afterAll(async () => {
  await second.close();
  await t.close();
});

const rent = { amount: 300_000, category: 'rent', paid_by: 'cash', note: 'Kodi' };
const written = (recurrenceId: string) =>
  t.db
    .select({ spentOn: expenses.spentOn, amount: expenses.amount })
    .from(expenses)
    .where(and(eq(expenses.shopId, shopId), eq(expenses.recurrenceId, recurrenceId)))
    .orderBy(expenses.spentOn);

describe('recurring expenses', () => {
  it('due today: its expense is written at once, and the next one is a month on', async () => {
    const day = Number(today.slice(8));
    const res = await owner.post('/api/expenses/recurring', { ...rent, day_of_month: day });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(await written(res.body.id)).toEqual([{ spentOn: today, amount: 300_000 }]);
    expect(res.body.next_on > today).toBe(true);
    expect((await owner.get('/api/expenses/summary')).body.by_category).toContainEqual({
      category: 'rent',
      total: 300_000,
      count: 1,
    });
  });

  it('after downtime it catches up every month missed, each once, the 31st clamped to short months', async () => {
    const start = `${addMonths(monthOf(today), -3)}-01`;
    const res = await owner.post('/api/expenses/recurring', {
      ...rent,
      amount: 1_000,
      day_of_month: 31,
      starts_on: start,
    });
    expect(res.status).toBe(201);
    const days = (await written(res.body.id)).map((r) => r.spentOn);
    // Three full months behind: their last days; this month's only when today is its last day.
    expect(days.length).toBeGreaterThanOrEqual(3);
    for (const d of days)
      expect(Number(d.slice(8))).toBe(new Date(Date.UTC(+d.slice(0, 4), +d.slice(5, 7), 0)).getUTCDate());
    expect(new Set(days).size).toBe(days.length);
    expect(await writeDueExpenses(t.db)).toBe(0);
  });

  it('two workers at once write each due day exactly once', async () => {
    const start = `${addMonths(monthOf(today), -2)}-01`;
    const [row] = await t.db
      .insert(expenseRecurrences)
      .values({ shopId, amount: 5_000, category: 'salary', paidBy: 'bank', dayOfMonth: 1, nextOn: start })
      .returning();
    const counts = await Promise.all([
      writeDueExpenses(t.db),
      writeDueExpenses(second.db),
      writeDueExpenses(t.db),
      writeDueExpenses(second.db),
    ]);
    const days = (await written(row!.id)).map((r) => r.spentOn);
    expect(days).toEqual([start, `${addMonths(monthOf(today), -1)}-01`, `${monthOf(today)}-01`]);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(3);
  });

  it('the durable job writes what is due and queues its next run, once per hour', async () => {
    const [row] = await t.db
      .insert(expenseRecurrences)
      .values({ shopId, amount: 2_000, category: 'utilities', paidBy: 'cash', dayOfMonth: 1, nextOn: today })
      .returning();
    await scheduleRecurringExpenses(t.db, new Date(), 'now');
    await scheduleRecurringExpenses(second.db, new Date(), 'now');
    await runDueJobs(t.deps, jobHandlers, { queues: [RECURRING_QUEUE] });
    expect((await written(row!.id)).map((r) => r.spentOn)).toEqual([today]);
    const queued = await t.db.select().from(jobs).where(eq(jobs.queue, RECURRING_QUEUE));
    expect(queued.filter((j) => j.status === 'done')).toHaveLength(1);
    expect(queued.filter((j) => j.status === 'queued')).toHaveLength(1);
  });

  it('skip moves the next day a month on without writing; stop ends it', async () => {
    const created = await owner.post('/api/expenses/recurring', {
      ...rent,
      amount: 77_000,
      day_of_month: 31,
      starts_on: `${addMonths(monthOf(today), 1)}-01`,
    });
    const first = created.body.next_on;
    const skipped = await owner.post(`/api/expenses/recurring/${created.body.id}/skip`);
    expect(skipped.status).toBe(200);
    expect(skipped.body.next_on.slice(0, 7)).toBe(addMonths(first.slice(0, 7), 1));
    expect(await written(created.body.id)).toEqual([]);
    expect((await owner.get('/api/expenses/recurring')).body.map((r: any) => r.id)).toContain(created.body.id);
    expect((await owner.delete(`/api/expenses/recurring/${created.body.id}`)).status).toBe(204);
    expect((await owner.get('/api/expenses/recurring')).body.map((r: any) => r.id)).not.toContain(created.body.id);
    expect((await owner.post(`/api/expenses/recurring/${created.body.id}/skip`)).status).toBe(409);
    expect((await owner.delete(`/api/expenses/recurring/${created.body.id}`)).status).toBe(409);
  });

  it.each([
    ['day 0', { day_of_month: 0 }],
    ['day 32', { day_of_month: 32 }],
    ['a zero amount', { day_of_month: 1, amount: 0 }],
    ['an unknown category', { day_of_month: 1, category: 'bribes' }],
    ['a start date in a wrong format', { day_of_month: 1, starts_on: '1/12/2026' }],
  ])('refuses %s with a 400', async (_what, change) => {
    const res = await owner.post('/api/expenses/recurring', { ...rent, ...change });
    expect(res.status).toBe(400);
  });
});

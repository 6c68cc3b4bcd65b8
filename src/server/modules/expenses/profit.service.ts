import type { Profit, ProfitMonth } from '../../../lib/contracts/expense.ts';
import { addMonths, eatDay, lastDayOf, monthOf } from '../../../lib/eat-days.ts';
import { monthsBetween, type ProfitQuery } from '../../../lib/expense-schemas.ts';
import type { Db } from '../../db/client.ts';
import { salesByMonth } from '../analytics/index.ts';
import { expenseTotalsByMonth } from './expense.service.ts';

// The profit view (issue 16): per month, sales − cost of goods sold − expenses. Sales and COGS
// come from the analytics helper (its rollup once issue 17 lands), expenses from the month totals
// kept with every expense entry: 12 months cost two small reads, whatever the shop's size.

/** The months asked for: a year, a range, or by default the last 12 months up to this one (EAT). */
export function profitRange(q: ProfitQuery, now = new Date()): { from: string; to: string } {
  if (q.year !== undefined) return { from: `${q.year}-01`, to: `${q.year}-12` };
  if (q.from && q.to) return { from: q.from, to: q.to };
  const to = monthOf(eatDay(now));
  return { from: addMonths(to, -11), to };
}

export async function profitView(db: Db, shopId: string, q: ProfitQuery, now = new Date()): Promise<Profit> {
  const { from, to } = profitRange(q, now);
  const [sales, spent] = await Promise.all([
    salesByMonth(db, shopId, from, to),
    expenseTotalsByMonth(db, shopId, from, addMonths(to, 1)),
  ]);
  const months: ProfitMonth[] = [];
  for (let i = 0; i < monthsBetween(from, to); i++) {
    const month = addMonths(from, i);
    const s = sales.find((r) => r.month === month);
    const expenses = spent.filter((r) => r.month === month).reduce((sum, r) => sum + r.total, 0);
    const [first, last] = [`${month}-01`, lastDayOf(month)];
    months.push({
      month,
      orders: s?.orders ?? 0,
      sales: s?.sales ?? 0,
      cogs: s?.cogs ?? 0,
      expenses,
      profit: (s?.sales ?? 0) - (s?.cogs ?? 0) - expenses,
      lines_without_cost: s?.lines_without_cost ?? 0,
      orders_link: `/dashboard/orders?from=${first}&to=${last}`,
      expenses_link: `/dashboard/expenses/expenses-records?from=${first}&to=${last}`,
    });
  }
  const sum = (k: 'orders' | 'sales' | 'cogs' | 'expenses' | 'profit' | 'lines_without_cost') =>
    months.reduce((t, m) => t + m[k], 0);
  return {
    from,
    to,
    months,
    totals: {
      orders: sum('orders'),
      sales: sum('sales'),
      cogs: sum('cogs'),
      expenses: sum('expenses'),
      profit: sum('profit'),
      lines_without_cost: sum('lines_without_cost'),
    },
  };
}

import { formatMoney } from '../../../../lib/format.ts';
import type { ExpenseSummary } from './api.ts';
import type { ExpensesT } from './use-expenses-t.ts';

/**
 * This month's total against last month's, and each category as a bar (CSS widths, no chart
 * library) with last month's beside it. The numbers are in the text, so the bars need no table.
 */
export function MonthGlance({ summary, t }: { summary: ExpenseSummary; t: ExpensesT }) {
  const diff = summary.total - summary.last_month.total;
  const categories = [...new Set([...summary.by_category, ...summary.last_month.by_category].map((c) => c.category))];
  const totalOf = (list: ExpenseSummary['by_category'], c: string) => list.find((x) => x.category === c)?.total ?? 0;
  const largest = Math.max(
    1,
    ...categories.flatMap((c) => [totalOf(summary.by_category, c), totalOf(summary.last_month.by_category, c)]),
  );
  return (
    <div className="space-y-4">
      <div className="rounded-xl border border-slate-200 bg-white p-4" data-testid="month-total">
        <p className="text-sm text-slate-600">{t('thisMonth')}</p>
        <p className="text-2xl font-semibold tabular-nums">{formatMoney(summary.total)}</p>
        <p className="text-sm text-slate-600">{t('lastMonth', { amount: formatMoney(summary.last_month.total) })}</p>
        <p
          className={`text-sm font-medium ${diff > 0 ? 'text-red-700' : diff < 0 ? 'text-green-700' : 'text-slate-600'}`}
        >
          {diff > 0
            ? t('more', { amount: formatMoney(diff) })
            : diff < 0
              ? t('less', { amount: formatMoney(-diff) })
              : t('same')}
        </p>
      </div>
      {categories.length > 0 && (
        <section aria-labelledby="by-category" className="rounded-xl border border-slate-200 bg-white p-4">
          <h2 id="by-category" className="mb-3 font-semibold">
            {t('byCategory')}
          </h2>
          <ul className="space-y-3" data-testid="by-category">
            {categories.map((c) => {
              const now = totalOf(summary.by_category, c);
              const before = totalOf(summary.last_month.by_category, c);
              return (
                <li key={c} className="space-y-1">
                  <div className="flex flex-wrap items-baseline justify-between gap-x-2 text-sm">
                    <span className="font-medium">{t(`cat_${c}`)}</span>
                    <span className="tabular-nums">
                      {formatMoney(now)} <span className="text-xs text-slate-500">({formatMoney(before)})</span>
                    </span>
                  </div>
                  <div aria-hidden="true" className="h-2.5 rounded-full bg-slate-100">
                    <div className="h-2.5 rounded-full bg-brand-600" style={{ width: `${(now / largest) * 100}%` }} />
                  </div>
                  <div aria-hidden="true" className="h-1.5 rounded-full bg-slate-50">
                    <div
                      className="h-1.5 rounded-full bg-slate-300"
                      style={{ width: `${(before / largest) * 100}%` }}
                    />
                  </div>
                </li>
              );
            })}
          </ul>
        </section>
      )}
    </div>
  );
}

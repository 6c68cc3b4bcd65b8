import { useQuery } from '@tanstack/react-query';
import { DEBT_AGE_BUCKETS } from '../../../../lib/debt-schemas.ts';
import type { DebtDirection } from '../../../../lib/books.ts';
import { formatMoney } from '../../../../lib/format.ts';
import { debtTotalsQuery } from './api.ts';
import { useDebtsT } from '../../lib/use-debts-t.ts';

/** What the open debts of the tab add up to, what is overdue, and their ageing (with a bar each). */
export function DebtTotals({ direction }: { direction: DebtDirection }) {
  const t = useDebtsT();
  const totals = useQuery(debtTotalsQuery(direction));
  if (totals.isPending)
    return <div className="h-28 animate-pulse rounded-xl border border-slate-200 bg-slate-50" aria-busy="true" />;
  if (totals.error)
    return (
      <p role="alert" className="rounded-xl border border-red-200 bg-red-50 p-3 text-sm text-red-700">
        {t('totalsFailed')}
      </p>
    );
  const d = totals.data;
  const widest = Math.max(1, ...d.ageing.map((a) => a.total));
  return (
    <section
      className="grid gap-3 rounded-xl border border-slate-200 bg-white p-3 sm:grid-cols-2"
      data-testid="debt-totals"
    >
      <dl className="grid grid-cols-2 gap-3">
        <div>
          <dt className="text-sm text-slate-500">
            {t(direction === 'receivable' ? 'totalOwedReceivable' : 'totalOwedPayable')}
          </dt>
          <dd className="text-xl font-semibold tabular-nums" data-testid="debt-total">
            {formatMoney(d.total)}
          </dd>
          <dd className="text-xs text-slate-500">{t('openDebts', { n: d.count })}</dd>
        </div>
        <div>
          <dt className="text-sm text-slate-500">{t('overdueTotal')}</dt>
          <dd className={`text-xl font-semibold tabular-nums ${d.overdue_count ? 'text-red-700' : ''}`}>
            {formatMoney(d.overdue_total)}
          </dd>
          <dd className="text-xs text-slate-500">{t('overdueCount', { n: d.overdue_count })}</dd>
        </div>
      </dl>
      <div>
        <h2 className="mb-1 text-sm text-slate-500">{t('ageingTitle')}</h2>
        <table className="w-full text-sm">
          <tbody>
            {DEBT_AGE_BUCKETS.map((bucket) => {
              const row = d.ageing.find((a) => a.bucket === bucket)!;
              return (
                <tr key={bucket}>
                  <th scope="row" className="py-0.5 pr-2 text-left font-normal whitespace-nowrap text-slate-600">
                    {t(`age_${bucket}`)}
                  </th>
                  <td className="w-full py-0.5" aria-hidden="true">
                    <div
                      className={`h-2 rounded ${bucket === '90_plus' ? 'bg-red-400' : 'bg-brand-400'}`}
                      style={{ width: `${(row.total / widest) * 100}%` }}
                    />
                  </td>
                  <td className="py-0.5 pl-2 text-right whitespace-nowrap tabular-nums">{formatMoney(row.total)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </section>
  );
}

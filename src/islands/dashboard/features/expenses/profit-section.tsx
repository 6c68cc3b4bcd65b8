import { useStore } from '@nanostores/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { $language } from '../../../../i18n/language.ts';
import { eatDay, monthOf } from '../../../../lib/eat-days.ts';
import { formatDate } from '../../../../lib/format.ts';
import { SelectField } from '../../../../ui/select-field.tsx';
import { SalesDefinition } from '../../lib/analytics/sales-definition.tsx';
import { ListState } from '../../lib/list-state.tsx';
import { profitQuery, type ProfitMonth } from './api.ts';
import type { ExpensesT } from './use-expenses-t.ts';

const LINK = 'text-brand-700 underline-offset-2 hover:underline';
const CELL = 'p-1.5 sm:p-2';
// Whole shillings without the currency on every cell (the heading says TZS): five columns fit 360 px.
const shillings = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const money = (n: number) => shillings.format(n);

/**
 * Profit by month of a year: sales − cost of goods sold − expenses, each sales and expenses figure
 * a link to the orders or expense records behind it. Months still to come are left out.
 */
export function ProfitSection({ t }: { t: ExpensesT }) {
  const lang = useStore($language);
  const thisMonth = monthOf(eatDay());
  const thisYear = Number(thisMonth.slice(0, 4));
  const [year, setYear] = useState(thisYear);
  const profit = useQuery(profitQuery(year));
  const monthName = (m: string) => formatDate(`${m}-15T12:00:00+03:00`, 'MMM YY', lang);
  return (
    <section aria-labelledby="profit" className="space-y-2">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <div>
          <h2 id="profit" className="font-semibold">
            {t('profitTitle')}
          </h2>
          <p className="text-sm text-slate-600">{t('profitSubtitle')}</p>
          <SalesDefinition />
        </div>
        <SelectField
          label={t('year')}
          containerClassName="w-32"
          value={String(year)}
          onChange={(e) => setYear(Number(e.target.value))}
          options={[0, 1, 2].map((n) => ({ value: String(thisYear - n), label: String(thisYear - n) }))}
        />
      </div>
      <ListState query={profit} loadingLabel={t('loading')} errorMessage={t('profitFailed')}>
        {(data) => {
          const months = data.months.filter((m) => m.month <= thisMonth).reverse();
          return (
            <div className="space-y-2">
              <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white">
                <table className="w-full text-xs sm:text-sm" data-testid="profit-table">
                  <thead className="bg-slate-50 text-left text-slate-600">
                    <tr>
                      <th scope="col" className={`${CELL} font-medium`}>
                        {t('month')}
                      </th>
                      <th scope="col" className={`${CELL} text-right font-medium`}>
                        {t('sales')}
                      </th>
                      <th scope="col" className={`${CELL} text-right font-medium`}>
                        {t('cogs')}
                      </th>
                      <th scope="col" className={`${CELL} text-right font-medium`}>
                        {t('spent')}
                      </th>
                      <th scope="col" className={`${CELL} text-right font-medium`}>
                        {t('profit')}
                      </th>
                    </tr>
                  </thead>
                  <tbody className="divide-y divide-slate-100 tabular-nums">
                    {months.map((m) => (
                      <ProfitRow key={m.month} m={m} name={monthName(m.month)} />
                    ))}
                  </tbody>
                  <tfoot className="border-t border-slate-200 font-semibold tabular-nums">
                    <tr>
                      <th scope="row" className={`${CELL} text-left`}>
                        {t('total')}
                      </th>
                      <td className={`${CELL} text-right`}>{money(data.totals.sales)}</td>
                      <td className={`${CELL} text-right`}>{money(data.totals.cogs)}</td>
                      <td className={`${CELL} text-right`}>{money(data.totals.expenses)}</td>
                      <td className={`${CELL} text-right ${data.totals.profit < 0 ? 'text-red-700' : ''}`}>
                        {money(data.totals.profit)}
                      </td>
                    </tr>
                  </tfoot>
                </table>
              </div>
              {data.totals.lines_without_cost > 0 && (
                <p className="text-sm text-amber-800">{t('withoutCost', { n: data.totals.lines_without_cost })}</p>
              )}
            </div>
          );
        }}
      </ListState>
    </section>
  );
}

function ProfitRow({ m, name }: { m: ProfitMonth; name: string }) {
  return (
    <tr data-month={m.month}>
      <th scope="row" className={`${CELL} text-left font-medium whitespace-nowrap`}>
        {name}
      </th>
      <td className={`${CELL} text-right`}>
        <Link to={m.orders_link} className={LINK}>
          {money(m.sales)}
        </Link>
      </td>
      <td className={`${CELL} text-right`}>{money(m.cogs)}</td>
      <td className={`${CELL} text-right`}>
        <Link to={m.expenses_link} className={LINK} data-testid="profit-expenses">
          {money(m.expenses)}
        </Link>
      </td>
      <td className={`${CELL} text-right font-medium ${m.profit < 0 ? 'text-red-700' : ''}`} data-testid="profit-value">
        {money(m.profit)}
      </td>
    </tr>
  );
}

import { useStore } from '@nanostores/react';
import { Link } from 'react-router';
import { $language } from '../../../../i18n/language.ts';
import { formatDate, formatMoney } from '../../../../lib/format.ts';
import type { DebtDto } from './api.ts';
import { DebtBadge } from './debt-badges.tsx';
import { useDebtsT } from '../../lib/use-debts-t.ts';

const DAY_FORMAT = 'D MMM YYYY';

/** A table on wide screens, one card per debt on phones; each links to the debt's page. */
export function DebtList({ items }: { items: DebtDto[] }) {
  const t = useDebtsT();
  const lang = useStore($language);
  const day = (d: string) => formatDate(`${d}T12:00:00+03:00`, DAY_FORMAT, lang);
  const href = (d: DebtDto) => `/dashboard/debt/${d.id}`;
  return (
    <>
      <table className="hidden w-full overflow-hidden rounded-xl border border-slate-200 bg-white text-sm md:table">
        <thead className="bg-slate-50 text-left text-xs text-slate-600 uppercase">
          <tr>
            <th className="px-3 py-2 font-medium">{t('party')}</th>
            <th className="px-3 py-2 font-medium">{t('opened')}</th>
            <th className="px-3 py-2 font-medium">{t('due')}</th>
            <th className="px-3 py-2 text-right font-medium">{t('amount')}</th>
            <th className="px-3 py-2 text-right font-medium">{t('balance')}</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {items.map((d) => (
            <tr key={d.id} className="hover:bg-slate-50">
              <td className="max-w-[16rem] px-3 py-2">
                <Link to={href(d)} className="font-medium text-brand-700 hover:underline">
                  {d.party_name || d.party_phone}
                </Link>{' '}
                <DebtBadge debt={d} t={t} />
                <span className="block truncate text-xs text-slate-500">
                  {[d.party_phone, d.order_number ? t('order', { number: d.order_number }) : '']
                    .filter(Boolean)
                    .join(' · ')}
                </span>
              </td>
              <td className="px-3 py-2 whitespace-nowrap text-slate-700">
                {day(d.opened_on)}
                <span className="block text-xs text-slate-500">{t('age', { n: d.age_days })}</span>
              </td>
              <td className="px-3 py-2 whitespace-nowrap text-slate-700">{d.due_on ? day(d.due_on) : '—'}</td>
              <td className="px-3 py-2 text-right tabular-nums">{formatMoney(d.amount)}</td>
              <td className="px-3 py-2 text-right font-semibold tabular-nums">{formatMoney(d.balance)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <ul className="space-y-2 md:hidden" data-testid="debt-cards">
        {items.map((d) => (
          <li key={d.id}>
            <Link to={href(d)} className="block rounded-xl border border-slate-200 bg-white p-3 active:bg-slate-50">
              <div className="flex items-center justify-between gap-2">
                <span className="min-w-0 truncate text-sm font-medium text-ink">{d.party_name || d.party_phone}</span>
                <span className="font-semibold whitespace-nowrap tabular-nums">{formatMoney(d.balance)}</span>
              </div>
              <p className="mt-1 flex items-center justify-between gap-2 text-xs text-slate-500">
                <span className="truncate">
                  {day(d.opened_on)} · {t('age', { n: d.age_days })}
                  {d.order_number ? ` · ${t('order', { number: d.order_number })}` : ''}
                </span>
                <DebtBadge debt={d} t={t} />
              </p>
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}

import { useStore } from '@nanostores/react';
import { Link } from 'react-router';
import { $language } from '../../../../i18n/language.ts';
import { formatDate, formatMoney } from '../../../../lib/format.ts';
import type { OrderSummary } from './api.ts';
import { OrderStatusBadge } from './order-status-badge.tsx';
import { useOrdersT } from './use-orders-t.ts';
import { WideTable } from '../../lib/wide-table.tsx';

/** A table from the tablet up; stacked cards on a 360px phone. */
export function OrderList({ items }: { items: OrderSummary[] }) {
  const t = useOrdersT();
  const lang = useStore($language);
  const href = (o: OrderSummary) => `/dashboard/orders/order-info/${o.id}`;
  const who = (o: OrderSummary) => o.customer?.name || o.customer?.phone || t('walkIn');
  const when = (o: OrderSummary) => formatDate(o.created_at, 'D MMM, HH:mm', lang);
  return (
    <>
      <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white md:hidden">
        {items.map((o) => (
          <li key={o.id}>
            <Link to={href(o)} className="block p-3 active:bg-slate-50">
              <div className="flex items-center justify-between gap-2">
                <span className="font-semibold">#{o.number}</span>
                <OrderStatusBadge status={o.status} />
              </div>
              <div className="mt-1 flex items-center justify-between gap-2 text-sm">
                <span className="min-w-0 truncate text-slate-700">{who(o)}</span>
                <span className="font-medium whitespace-nowrap">{formatMoney(o.total, o.currency)}</span>
              </div>
              <p className="mt-0.5 text-xs text-slate-500">
                {when(o)} · {t(`ch_${o.channel}`)} · {t(`pm_${o.payment_method}`)}
              </p>
            </Link>
          </li>
        ))}
      </ul>
      <WideTable
        look="list"
        columns={[
          '#',
          t('customerTitle'),
          t('statusLabel'),
          t('channel'),
          t('dateLabel'),
          { label: t('total'), end: true },
        ]}
      >
        {items.map((o) => (
          <tr key={o.id} className="hover:bg-slate-50">
            <td className="px-4 py-2">
              <Link
                to={href(o)}
                className="font-semibold text-brand-700 hover:underline"
                aria-label={t('orderNo', { number: o.number })}
              >
                #{o.number}
              </Link>
            </td>
            <td className="px-4 py-2">
              {who(o)}
              {o.customer?.name && <span className="block text-xs text-slate-500">{o.customer.phone}</span>}
            </td>
            <td className="px-4 py-2">
              <OrderStatusBadge status={o.status} />
            </td>
            <td className="px-4 py-2 text-slate-700">{t(`ch_${o.channel}`)}</td>
            <td className="px-4 py-2 whitespace-nowrap text-slate-700">{when(o)}</td>
            <td className="px-4 py-2 text-right font-medium whitespace-nowrap">{formatMoney(o.total, o.currency)}</td>
          </tr>
        ))}
      </WideTable>
    </>
  );
}

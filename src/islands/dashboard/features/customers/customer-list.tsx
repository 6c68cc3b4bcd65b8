import { useStore } from '@nanostores/react';
import { Link } from 'react-router';
import { $language } from '../../../../i18n/language.ts';
import { formatDate, formatMoney } from '../../../../lib/format.ts';
import type { Customer } from './api.ts';
import { useCustomersT } from './use-customers-t.ts';

/** One customer in a list, opening their page: name and phone, total spent, orders, last order. Two lines on a phone. */
function CustomerRow({ customer: c }: { customer: Customer }) {
  const t = useCustomersT();
  const lang = useStore($language);
  return (
    <Link
      to={`/dashboard/customers/${c.id}`}
      className="grid grid-cols-[1fr_auto] gap-x-3 p-3 hover:bg-slate-50 sm:grid-cols-[2fr_1fr_1fr_1fr] sm:items-center"
    >
      <span className="min-w-0">
        <span className="block truncate font-medium">{c.name || c.phone}</span>
        <span className="block text-sm text-slate-600">{c.name ? c.phone : c.location}</span>
      </span>
      <span className="text-right font-medium whitespace-nowrap sm:order-last">
        {formatMoney(c.total_spent, 'TZS')}
      </span>
      <span className="text-xs text-slate-500 sm:text-sm">
        {t('ordersLabel')}: {c.order_count}
      </span>
      <span className="text-right text-xs text-slate-500 sm:text-left sm:text-sm">
        {t('lastOrder')}: {c.last_order_at ? formatDate(c.last_order_at, 'D MMM YYYY', lang) : t('never')}
      </span>
    </Link>
  );
}

/** A page of customers, each row opening the customer's page. */
export function CustomerList({ customers }: { customers: Customer[] }) {
  return (
    <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white">
      {customers.map((c) => (
        <li key={c.id}>
          <CustomerRow customer={c} />
        </li>
      ))}
    </ul>
  );
}

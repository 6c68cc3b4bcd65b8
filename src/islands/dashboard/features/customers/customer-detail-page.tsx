import { useStore } from '@nanostores/react';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { $language } from '../../../../i18n/language.ts';
import { formatDate, formatMoney } from '../../../../lib/format.ts';
import { can } from '../../../../lib/permissions.ts';
import { Button } from '../../../../ui/button.tsx';
import { QueryErrorBlock } from '../../query-error-block.tsx';
import { InnerSpinner } from '../../../../ui/spinner.tsx';
import { PageHeader } from '../../layout/page-header.tsx';
import { useUser } from '../../lib/session.ts';
import { useAppT } from '../../lib/use-app-t.ts';
import { customerQuery } from './api.ts';
import { EditCustomerDialog } from './edit-customer-dialog.tsx';
import { useCustomersT } from './use-customers-t.ts';
import { CustomerDebts } from './customer-debts.tsx';
import { CustomerConsentBlock } from './customer-consent.tsx';
import { BackLink } from '../../lib/back-link.tsx';

function Stat({ label, value, className }: { label: string; value: ReactNode; className?: string }) {
  return (
    <div className={`rounded-xl border border-slate-200 bg-white p-3 ${className ?? ''}`}>
      <p className="text-xs text-slate-500">{label}</p>
      <p className="mt-0.5 font-semibold">{value}</p>
    </div>
  );
}

/** /customers/{id}: totals, contact, language, tags, notes and the latest orders. */
export function CustomerDetailPage() {
  const t = useCustomersT();
  const ta = useAppT();
  const lang = useStore($language);
  const { id = '' } = useParams();
  const user = useUser().data!;
  const customer = useQuery(customerQuery(id));
  const [editing, setEditing] = useState(false);

  if (customer.isPending) return <InnerSpinner />;
  if (customer.isError)
    return (
      <QueryErrorBlock error={customer.error} onRetry={() => void customer.refetch()} retrying={customer.isFetching} />
    );
  const c = customer.data;
  const date = (d: string) => formatDate(d, 'D MMM YYYY', lang);

  return (
    <div className="max-w-3xl space-y-4">
      <BackLink to="/dashboard/customers" label={t('allCustomers')} />
      <PageHeader
        title={c.name || c.phone}
        subtitle={t('customerSince', { date: date(c.created_at) })}
        actions={
          can(user.permissions, 'customers', 'update') && (
            <Button variant="secondary" onClick={() => setEditing(true)}>
              {ta('edit')}
            </Button>
          )
        }
      />
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        <Stat label={t('totalSpent')} value={formatMoney(c.total_spent, 'TZS')} />
        <Stat label={t('ordersLabel')} value={c.order_count} />
        <Stat
          className="col-span-2 sm:col-span-1"
          label={t('lastOrder')}
          value={c.last_order_at ? date(c.last_order_at) : t('never')}
        />
      </div>
      <section className="rounded-xl border border-slate-200 bg-white p-4 sm:p-6">
        <dl className="divide-y divide-slate-100 text-sm">
          {[
            [
              t('customerPhone'),
              <a key="p" href={`tel:${c.phone}`} className="text-brand-700 hover:underline">
                {c.phone}
              </a>,
            ],
            [t('location'), c.location || '—'],
            [t('languageLabel'), c.language === 'en' ? ta('langEn') : ta('langSw')],
            [
              t('tags'),
              c.tags.length
                ? c.tags.map((tag) => (
                    <span key={tag} className="ml-1 rounded-full bg-slate-100 px-2 py-0.5 text-xs">
                      {tag}
                    </span>
                  ))
                : '—',
            ],
          ].map(([label, value], i) => (
            <div key={i} className="flex justify-between gap-3 py-2">
              <dt className="text-slate-600">{label}</dt>
              <dd className="min-w-0 text-right font-medium break-words">{value}</dd>
            </div>
          ))}
        </dl>
        <h2 className="mt-4 mb-1 text-sm font-semibold">{t('notes')}</h2>
        <p className="text-sm whitespace-pre-line text-slate-700">{c.notes || t('noNotes')}</p>
      </section>
      <section className="rounded-xl border border-slate-200 bg-white p-4 sm:p-6">
        <h2 className="mb-2 font-semibold">{t('recentOrders')}</h2>
        {c.recent_orders.length === 0 ? (
          <p className="text-sm text-slate-600">{t('noCustomerOrders')}</p>
        ) : (
          <ul className="divide-y divide-slate-100 text-sm">
            {c.recent_orders.map((o) => (
              <li key={o.id}>
                <Link
                  to={`/dashboard/orders/order-info/${o.id}`}
                  className="flex items-center justify-between gap-3 py-2 hover:bg-slate-50"
                >
                  <span>
                    <span className="font-medium">#{o.number}</span>{' '}
                    <span className="text-slate-600">· {t(`st_${o.status}`)}</span>
                    <span className="block text-xs text-slate-500">{date(o.created_at)}</span>
                  </span>
                  <span className="font-medium whitespace-nowrap">{formatMoney(o.total, 'TZS')}</span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>
      <CustomerConsentBlock customerId={c.id} canUpdate={can(user.permissions, 'customers', 'update')} />
      {/* The debt book is money: shown to those who may read the books. */}
      {can(user.permissions, 'transactions', 'read') && <CustomerDebts customer={c} />}
      {editing && <EditCustomerDialog customer={c} onClose={() => setEditing(false)} />}
    </div>
  );
}

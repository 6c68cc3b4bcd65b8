import { useStore } from '@nanostores/react';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { $language } from '../../../../i18n/language.ts';
import { formatDate, formatMoney } from '../../../../lib/format.ts';
import { can } from '../../../../lib/permissions.ts';
import { Button } from '../../../../ui/button.tsx';
import { QueryErrorBlock } from '../../query-error-block.tsx';
import { InnerSpinner } from '../../../../ui/spinner.tsx';
import { PageHeader } from '../../layout/page-header.tsx';
import { useUser } from '../../lib/session.ts';
import { orderQuery } from './api.ts';
import { OrderActions } from './order-actions.tsx';
import { OrderDebt } from './order-debt.tsx';
import { OrderPayments } from './order-payments.tsx';
import { OrderRefund } from './order-refund.tsx';
import { OrderStatusBadge } from './order-status-badge.tsx';
import { OrderTimeline } from './order-timeline.tsx';
import { Receipt } from './receipt.tsx';
import { TotalsTable } from './totals-table.tsx';
import { useOrdersT } from './use-orders-t.ts';
import { BackLink } from '../../lib/back-link.tsx';

function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-xl border border-slate-200 bg-white p-4 sm:p-6">
      <h2 className="mb-3 font-semibold">{title}</h2>
      {children}
    </section>
  );
}

/** /orders/order-info/{id}: lines, totals, customer, timeline, notes, receipt and the next steps. */
export function OrderInfoPage() {
  const t = useOrdersT();
  const lang = useStore($language);
  const { id = '' } = useParams();
  const user = useUser().data!;
  const order = useQuery(orderQuery(id));

  if (order.isPending) return <InnerSpinner />;
  if (order.isError)
    return <QueryErrorBlock error={order.error} onRetry={() => void order.refetch()} retrying={order.isFetching} />;
  const o = order.data;
  const row = (label: string, value: ReactNode) => (
    <div className="flex justify-between gap-3 py-1.5 text-sm">
      <dt className="text-slate-600">{label}</dt>
      <dd className="min-w-0 text-right font-medium break-words">{value}</dd>
    </div>
  );

  return (
    <div className="max-w-3xl space-y-4">
      <BackLink to="/dashboard/orders" label={t('backToOrders')} />
      <PageHeader
        title={t('orderNo', { number: o.number })}
        subtitle={t('placedOn', { date: formatDate(o.created_at, 'D MMM YYYY, HH:mm', lang) })}
        actions={
          <Button variant="secondary" onClick={() => window.print()}>
            {t('printReceipt')}
          </Button>
        }
      />
      <div className="flex flex-wrap items-center gap-2">
        <OrderStatusBadge status={o.status} />
        <span className="text-sm text-slate-600">{t(`ch_${o.channel}`)}</span>
      </div>
      {can(user.permissions, 'orders', 'update') && (
        <Card title={t('statusLabel')}>
          <OrderActions order={o} />
        </Card>
      )}
      <OrderRefund order={o} />
      <Card title={t('itemsTitle')}>
        <ul className="mb-3 divide-y divide-slate-100" aria-label={t('itemsTitle')}>
          {o.lines.map((l) => (
            <li key={l.id} className="flex items-start justify-between gap-3 py-2 text-sm">
              <div className="min-w-0">
                <p className="font-medium">
                  {l.quantity} × {l.product_name}
                  {l.variant_name && <span className="font-normal text-slate-600"> · {l.variant_name}</span>}
                </p>
                {l.addons.map((a, i) => (
                  <p key={i} className="text-xs text-slate-600">
                    + {a.group}: {a.name} ({formatMoney(a.price, 'TZS')})
                  </p>
                ))}
                <p className="text-xs text-slate-500">{t('eachPrice', { price: formatMoney(l.unit_price, 'TZS') })}</p>
              </div>
              <p className="shrink-0 font-medium">{formatMoney(l.line_total, 'TZS')}</p>
            </li>
          ))}
        </ul>
        <TotalsTable
          subtotal={o.subtotal}
          charges={o.charges}
          discount={o.discount}
          rounding={o.rounding}
          total={o.total}
        />
      </Card>
      <Card title={t('customerTitle')}>
        <dl className="divide-y divide-slate-100">
          {o.customer ? (
            <>
              {/* Only a member who may open customers gets a link: for the others it led to a refusal. */}
              {row(
                t('customerName'),
                o.customer.id && can(user.permissions, 'customers', 'read') ? (
                  <Link className="text-brand-700 hover:underline" to={`/dashboard/customers/${o.customer.id}`}>
                    {o.customer.name || '—'}
                  </Link>
                ) : (
                  o.customer.name
                ),
              )}
              {row(
                t('customerPhone'),
                <a className="text-brand-700 hover:underline" href={`tel:${o.customer.phone}`}>
                  {o.customer.phone}
                </a>,
              )}
            </>
          ) : (
            row(t('customerTitle'), t('walkIn'))
          )}
          {row(t('fulfilmentTitle'), t(`fl_${o.fulfilment}`))}
          {o.fulfilment === 'delivery' &&
            row(
              t('deliveryAddress'),
              o.delivery_address ||
                o.delivery_location?.name ||
                (o.delivery_location ? `${o.delivery_location.lat}, ${o.delivery_location.lng}` : '—'),
            )}
          {row(t('paymentTitle'), t(`pm_${o.payment_method}`))}
          <OrderDebt order={o} />
        </dl>
      </Card>
      <OrderPayments order={o} />
      <Card title={t('notes')}>
        <p className="text-sm whitespace-pre-line text-slate-700">{o.notes || t('noNotes')}</p>
      </Card>
      <Card title={t('timeline')}>
        <OrderTimeline timeline={o.timeline} />
      </Card>
      <Receipt order={o} />
    </div>
  );
}

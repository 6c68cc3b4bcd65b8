import { useStore } from '@nanostores/react';
import { stillWaiting } from '../../../../lib/payment-wait.ts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { $language } from '../../../../i18n/language.ts';
import type { OrderDetail } from '../../../../lib/contracts/order.ts';
import { formatDate, formatMoney } from '../../../../lib/format.ts';
import { can } from '../../../../lib/permissions.ts';
import { Button } from '../../../../ui/button.tsx';
import { Spinner } from '../../../../ui/spinner.tsx';
import { orderPaymentsQuery } from '../../lib/order-payments/api.ts';
import { PaymentRequest } from '../../lib/order-payments/payment-request.tsx';
import { PaymentStatusBadge } from '../../lib/order-payments/payment-status-badge.tsx';
import { SandboxPhoneLink } from '../../lib/order-payments/sandbox-phone-link.tsx';
import { useOrderPaymentsT } from '../../lib/order-payments/use-order-payments-t.ts';
import { useUser } from '../../lib/session.ts';

/**
 * The order screen's Payments card (issue 15): every mobile-money attempt with its status, and,
 * while the order waits for its money, "Request mobile-money payment" for a member who may update
 * orders. It follows a waiting attempt by itself until the provider's final word.
 */
export function OrderPayments({ order }: { order: OrderDetail }) {
  const t = useOrderPaymentsT();
  const lang = useStore($language);
  const user = useUser().data!;
  const payments = useQuery(orderPaymentsQuery(order.id));
  const [asking, setAsking] = useState(false);
  const waiting = payments.data?.some((p) => stillWaiting(p)) ?? false;
  const canRequest = can(user.permissions, 'orders', 'update') && order.status === 'pending' && !waiting;
  // An order past pending with no attempt (a cash sale, a hand-marked payment) has nothing to show here.
  if (payments.data?.length === 0 && order.status !== 'pending') return null;

  return (
    <section className="rounded-xl border border-slate-200 bg-white p-4 sm:p-6" aria-labelledby="order-payments-title">
      <h2 id="order-payments-title" className="mb-3 font-semibold">
        {t('title')}
      </h2>
      {payments.isPending ? (
        <Spinner label={t('loading')} />
      ) : payments.isError ? (
        <div role="alert" className="flex flex-wrap items-center gap-2 text-sm text-red-700">
          {t('loadFailed')}
          <Button variant="secondary" size="sm" onClick={() => void payments.refetch()}>
            {t('retry')}
          </Button>
        </div>
      ) : payments.data.length === 0 ? (
        <p className="text-sm text-slate-600">{t('none')}</p>
      ) : (
        <ul className="divide-y divide-slate-100" aria-label={t('title')} data-testid="order-payments">
          {payments.data.map((p) => (
            <li key={p.id} className="space-y-1 py-2 text-sm">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <span className="flex items-center gap-2">
                  <PaymentStatusBadge status={p.status} />
                  <span className="font-medium">{t(`network_${p.network}`)}</span>
                </span>
                <span className="font-medium tabular-nums">{formatMoney(p.amount, p.currency)}</span>
              </div>
              <p className="text-xs text-slate-600">
                {p.phone} · {t('sentAt', { date: formatDate(p.created_at, 'D MMM, HH:mm', lang) })}
                {p.provider_reference && <> · {t('reference', { ref: p.provider_reference })}</>}
              </p>
              {p.reason && p.status !== 'succeeded' && <p className="text-xs break-words text-slate-700">{p.reason}</p>}
              {p.amount_mismatch && <p className="text-xs font-medium text-red-700">{t('mismatch')}</p>}
              {p.refund_due && <p className="text-xs font-medium text-red-700">{t('refundDue')}</p>}
            </li>
          ))}
        </ul>
      )}
      {asking || waiting ? (
        <div className="mt-3">
          {waiting && !asking ? (
            <div role="status" className="space-y-2 rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
              <p>
                {t('waitingTitle')} {t('waitingChecks')}
              </p>
              <SandboxPhoneLink url={payments.data?.find((p) => p.status === 'pending')?.sandbox_url} />
            </div>
          ) : (
            <PaymentRequest
              orderId={order.id}
              amount={order.total}
              defaultPhone={order.customer?.phone ?? null}
              onCancel={() => setAsking(false)}
            />
          )}
        </div>
      ) : (
        canRequest && (
          <Button variant="secondary" className="mt-3 max-sm:w-full" onClick={() => setAsking(true)}>
            {t('request')}
          </Button>
        )
      )}
    </section>
  );
}

import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { suggestNetwork } from '../../../../lib/mobile-money.ts';
import { Button } from '../../../../ui/button.tsx';
import { ApiError } from '../../lib/api.ts';
import { call } from '../../lib/client.ts';
import { orderKeys } from '../../lib/query-keys.ts';
import { PaymentRequest } from '../../lib/order-payments/payment-request.tsx';
import { useOrderPaymentsT } from '../../lib/order-payments/use-order-payments-t.ts';
import type { PosOrder } from './api.ts';
import { useTakeCash } from './phone-sale-api.ts';
import { usePosT } from './use-pos-t.ts';

type Props = {
  order: PosOrder;
  /** Paid (by the push, or in cash instead): the till shows the receipt of the order as it is now. */
  onPaid: (order: PosOrder) => void;
  /** The till stops waiting: the order stays pending with its push asked, the till starts a new sale. */
  onStopWaiting: (order: PosOrder) => void;
};

/**
 * The till waiting for the customer's phone: the push goes out as the screen opens (to the
 * customer's number, on the wallet its prefix suggests), then waiting → paid (receipt) or failed
 * with the provider's reason. While it waits or after it failed, the till is never stuck: take
 * cash instead (this order, paid in cash) or, while it waits, stop waiting (issue 25).
 */
export function PhoneSale({ order, onPaid, onStopWaiting }: Props) {
  const t = useOrderPaymentsT();
  const pt = usePosT();
  const client = useQueryClient();
  const takeCash = useTakeCash();
  const phone = order.customer?.phone ?? null;
  const network = phone ? suggestNetwork(phone) : null;

  const fresh = () =>
    client.fetchQuery({
      queryKey: orderKeys.detail(order.id),
      queryFn: ({ signal }) => call('GET /api/orders/:id', { params: { id: order.id }, signal }),
      staleTime: 0,
    });
  const paid = async () => onPaid(await fresh());

  const cash = () =>
    takeCash.mutate(order.id, {
      onSuccess: onPaid,
      // The push paid the order a moment before (409): that is the sale, no cash is taken.
      onError: async (error) => {
        if (!(error instanceof ApiError) || error.status !== 409) return;
        const now = await fresh().catch(() => null);
        if (now && now.status !== 'pending' && now.status !== 'cancelled') onPaid(now);
      },
    });
  const cashButton = (
    <Button variant="secondary" loading={takeCash.isPending} onClick={cash}>
      {t('takeCash')}
    </Button>
  );

  return (
    <div className="mx-auto max-w-md space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
        <h1 className="text-xl font-semibold tracking-tight">{pt('orderNo', { number: order.number })}</h1>
        <Link to={`/dashboard/orders/order-info/${order.id}`} className="text-sm text-brand-700 hover:underline">
          {t('posOrderLink', { number: order.number })}
        </Link>
      </div>
      <section className="rounded-xl border border-slate-200 bg-white p-4" aria-label={t('posSend')}>
        <PaymentRequest
          orderId={order.id}
          amount={order.total}
          defaultPhone={phone}
          initial={phone && network ? { phone, network } : undefined}
          onPaid={() => void paid()}
          failedAction={cashButton}
          waitingActions={
            <div className="space-y-2 pt-1">
              <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
                {cashButton}
                <Button variant="ghost" className="bg-white/60" onClick={() => onStopWaiting(order)}>
                  {t('stopWaiting')}
                </Button>
              </div>
              <p className="text-xs text-amber-800">
                {t('takeCashHint')} {t('stopWaitingHint')}
              </p>
            </div>
          }
        />
        {takeCash.error && (
          <p role="alert" className="mt-2 text-sm text-red-700">
            {t('takeCashFailed')}: {takeCash.error.message}
          </p>
        )}
      </section>
    </div>
  );
}

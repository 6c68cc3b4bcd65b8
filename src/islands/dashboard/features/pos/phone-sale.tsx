import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { suggestNetwork } from '../../../../lib/mobile-money.ts';
import { Button } from '../../../../ui/button.tsx';
import { orderKeys } from '../../lib/query-keys.ts';
import { PaymentRequest } from '../../lib/order-payments/payment-request.tsx';
import { useOrderPaymentsT } from '../../lib/order-payments/use-order-payments-t.ts';
import { call } from '../../lib/client.ts';
import type { PosOrder } from './api.ts';
import { useCancelPhoneSale } from './phone-sale-api.ts';
import { usePosT } from './use-pos-t.ts';

type Props = {
  order: PosOrder;
  /** Paid: the till shows the receipt of the order as it is now. */
  onPaid: (order: PosOrder) => void;
  /** The push failed and the customer pays cash: back to the till, cart kept, cash chosen. */
  onTakeCash: () => void;
};

/**
 * The till waiting for the customer's phone: the push goes out as the screen opens (to the
 * customer's number, on the wallet its prefix suggests), then waiting → paid (receipt) or failed
 * with the provider's reason: try again (another network or number), or take cash instead.
 */
export function PhoneSale({ order, onPaid, onTakeCash }: Props) {
  const t = useOrderPaymentsT();
  const pt = usePosT();
  const client = useQueryClient();
  const cancel = useCancelPhoneSale();
  const phone = order.customer?.phone ?? null;
  const network = phone ? suggestNetwork(phone) : null;

  const paid = async () => {
    const fresh = await client.fetchQuery({
      queryKey: orderKeys.detail(order.id),
      queryFn: ({ signal }) => call('GET /api/orders/:id', { params: { id: order.id }, signal }),
      staleTime: 0,
    });
    onPaid(fresh);
  };

  return (
    <div className="mx-auto max-w-md space-y-4">
      <div className="flex items-center justify-between gap-3">
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
          failedAction={
            <Button
              variant="ghost"
              loading={cancel.isPending}
              onClick={() => cancel.mutate(order.id, { onSuccess: onTakeCash })}
            >
              {t('takeCash')}
            </Button>
          }
        />
        {cancel.error && (
          <p role="alert" className="mt-2 text-sm text-red-700">
            {cancel.error.message}
          </p>
        )}
      </section>
    </div>
  );
}

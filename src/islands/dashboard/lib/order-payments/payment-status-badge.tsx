import type { PaymentStatus } from '../../../../lib/mobile-money.ts';
import { useOrderPaymentsT } from './use-order-payments-t.ts';

const TONE: Record<PaymentStatus, string> = {
  pending: 'bg-amber-50 text-amber-800 ring-amber-200',
  unknown: 'bg-orange-50 text-orange-800 ring-orange-200',
  succeeded: 'bg-green-50 text-green-800 ring-green-200',
  failed: 'bg-red-50 text-red-700 ring-red-200',
  expired: 'bg-slate-100 text-slate-600 ring-slate-200',
  reversed: 'bg-red-50 text-red-700 ring-red-200',
};

export function PaymentStatusBadge({ status }: { status: PaymentStatus }) {
  const t = useOrderPaymentsT();
  return (
    <span
      className={`inline-flex rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap ring-1 ring-inset ${TONE[status]}`}
    >
      {t(`st_${status}`)}
    </span>
  );
}

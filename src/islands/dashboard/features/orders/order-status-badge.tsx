import type { OrderStatus } from '../../../../lib/order-schemas.ts';
import { useOrdersT } from './use-orders-t.ts';

const TONE: Record<OrderStatus, string> = {
  pending: 'bg-amber-50 text-amber-800 ring-amber-200',
  paid: 'bg-blue-50 text-blue-800 ring-blue-200',
  picked_up: 'bg-indigo-50 text-indigo-800 ring-indigo-200',
  delivered: 'bg-indigo-50 text-indigo-800 ring-indigo-200',
  completed: 'bg-green-50 text-green-800 ring-green-200',
  cancelled: 'bg-slate-100 text-slate-600 ring-slate-200',
};

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const t = useOrdersT();
  return (
    <span
      className={`inline-flex rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap ring-1 ring-inset ${TONE[status]}`}
    >
      {t(`st_${status}`)}
    </span>
  );
}

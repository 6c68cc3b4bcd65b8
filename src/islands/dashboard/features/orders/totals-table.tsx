import { formatMoney } from '../../../../lib/format.ts';
import { useOrdersT } from './use-orders-t.ts';

/** Subtotal, each charge, rounding and the total, in whole shillings. */
export function TotalsTable({
  subtotal,
  charges,
  rounding = 0,
  total,
}: {
  subtotal: number;
  charges: { name: string; amount: number }[];
  rounding?: number;
  total: number;
}) {
  const t = useOrdersT();
  const row = (label: string, amount: number, strong = false) => (
    <div
      className={`flex justify-between gap-3 ${strong ? 'border-t border-slate-200 pt-2 text-base font-semibold' : 'text-sm text-slate-700'}`}
    >
      <dt>{label}</dt>
      <dd className="tabular-nums" data-testid={strong ? 'order-total' : undefined}>
        {formatMoney(amount, 'TZS')}
      </dd>
    </div>
  );
  return (
    <dl className="space-y-1" aria-label={t('total')}>
      {row(t('subtotal'), subtotal)}
      {charges.map((c, i) => (
        <div key={i}>{row(c.name, c.amount)}</div>
      ))}
      {rounding !== 0 && row(t('rounding'), rounding)}
      {row(t('total'), total, true)}
    </dl>
  );
}

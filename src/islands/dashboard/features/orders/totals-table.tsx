import { formatMoney } from '../../../../lib/format.ts';
import { useOrdersT } from './use-orders-t.ts';

/** Subtotal, each charge, the discount, rounding and the total, in whole shillings. */
export function TotalsTable({
  subtotal,
  charges,
  rounding = 0,
  discount = null,
  total,
}: {
  subtotal: number;
  charges: { name: string; amount: number }[];
  rounding?: number;
  /** A discount code's reduction, shown as money taken off. */
  discount?: { code: string; amount: number } | null;
  total: number;
}) {
  const t = useOrdersT();
  const row = (label: string, amount: number, strong = false, testId?: string) => (
    <div
      className={`flex justify-between gap-3 ${strong ? 'border-t border-slate-200 pt-2 text-base font-semibold' : 'text-sm text-slate-700'}`}
    >
      <dt>{label}</dt>
      <dd className="tabular-nums" data-testid={strong ? 'order-total' : testId}>
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
      {discount &&
        discount.amount > 0 &&
        row(t('discountCode', { code: discount.code }), -discount.amount, false, 'order-discount')}
      {rounding !== 0 && row(t('rounding'), rounding)}
      {row(t('total'), total, true)}
    </dl>
  );
}

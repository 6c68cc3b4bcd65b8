import { formatMoney } from '../../../../lib/format.ts';
import type { ReconciliationT } from '../../lib/use-refunds-t.ts';
import type { ReconPayment } from './reconciliation-api.ts';

/** The provider's figures beside what was asked, in words (issue 25): both numbers, never a guess. */
export function figuresText(t: ReconciliationT, p: ReconPayment): string | null {
  const r = p.reported;
  if (!r) return null;
  const money = (amount: number) => formatMoney(amount, r.currency ?? 'TZS');
  if (r.amount !== null && r.fee !== null && r.net !== null && r.amount - r.fee !== r.net)
    return t('figuresNet', { gross: money(r.amount), fee: money(r.fee), net: money(r.net) });
  if (r.amount === null) return null;
  return t('figuresAsked', { asked: formatMoney(p.amount), received: money(r.amount) });
}

/** Why money of a payment waits for a decision: its order was cancelled, or it paid more than owed. */
export const whyText = (t: ReconciliationT, p: ReconPayment) => {
  const amount = formatMoney(p.excess || p.amount);
  if (!p.order) return t('why_debt', { amount });
  return p.order.status === 'cancelled' ? t('why_cancelled', { amount }) : t('why_overpaid', { amount });
};

import type { DebtDto } from './api.ts';
import type { DebtsT } from '../../lib/use-debts-t.ts';

/** Overdue (red) or paid (green): the state a merchant scans a list for. */
export function DebtBadge({ debt, t }: { debt: Pick<DebtDto, 'overdue' | 'balance'>; t: DebtsT }) {
  if (debt.balance === 0)
    return (
      <span className="rounded bg-emerald-100 px-1.5 py-0.5 text-xs font-medium text-emerald-800">{t('paid')}</span>
    );
  if (debt.overdue)
    return (
      <span className="rounded bg-red-100 px-1.5 py-0.5 text-xs font-medium text-red-800" data-testid="overdue-badge">
        {t('overdue')}
      </span>
    );
  return null;
}

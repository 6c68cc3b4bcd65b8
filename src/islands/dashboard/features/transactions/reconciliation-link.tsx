import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { buttonClasses } from '../../../../ui/button.tsx';
import { useReconciliationT } from '../../lib/use-refunds-t.ts';
import { reconciliationCountsQuery } from './reconciliation-api.ts';

/** The transactions screen's way to the reconciliation view, with how many items wait there. */
export function ReconciliationLink() {
  const t = useReconciliationT();
  const counts = useQuery(reconciliationCountsQuery());
  const total = counts.data?.total ?? 0;
  return (
    <Link
      to="/dashboard/transactions/reconciliation"
      className={buttonClasses({ variant: 'secondary', size: 'sm', className: 'gap-1.5 sm:h-11' })}
      data-testid="reconciliation-link"
    >
      {t('link')}
      {total > 0 && (
        <span className="rounded-full bg-amber-500 px-1.5 text-xs font-semibold text-white" aria-label={`${total}`}>
          {total}
        </span>
      )}
    </Link>
  );
}

import { useAnalyticsT } from './use-analytics-t.ts';

/**
 * What counts as a sale, said where sales are shown (analytics, the home card, profit): the one
 * definition the rollups keep (migration 0021), so the three screens agree and say why.
 */
export function SalesDefinition() {
  const t = useAnalyticsT();
  return (
    <p className="text-xs text-slate-500" data-testid="sales-definition">
      {t('salesCounted')}
    </p>
  );
}

import type { LiveStatus } from './use-analytics-live.ts';
import { useAnalyticsT, type AnalyticsKey } from './use-analytics-t.ts';

const LOOK: Record<LiveStatus, { words: AnalyticsKey; badge: string; dot: string }> = {
  live: { words: 'live', badge: 'bg-green-50 text-green-800', dot: 'motion-safe:animate-pulse bg-green-600' },
  connecting: { words: 'connecting', badge: 'bg-slate-100 text-slate-700', dot: 'bg-slate-400' },
  reconnecting: { words: 'reconnecting', badge: 'bg-amber-50 text-amber-800', dot: 'bg-amber-500' },
};

/** Tells the owner whether the figures move by themselves; aria-live announces a change of state. */
export function LiveBadge({ status }: { status: LiveStatus }) {
  const t = useAnalyticsT();
  const look = LOOK[status];
  const hint = status === 'live' ? t('liveHint') : t('reconnectingHint');
  return (
    <p aria-live="polite" className="text-sm" data-testid="live-badge" data-status={status}>
      <span
        className={`inline-flex items-center gap-1.5 whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-medium ${look.badge}`}
        title={hint}
      >
        <span aria-hidden="true" className={`h-2 w-2 rounded-full ${look.dot}`} />
        {t(look.words)}
      </span>
      {status !== 'connecting' && <span className="sr-only"> {hint}</span>}
    </p>
  );
}

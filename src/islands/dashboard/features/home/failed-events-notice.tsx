import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { call } from '../../lib/client.ts';
import { useAppT } from '../../lib/use-app-t.ts';

const DAYS = 7;
const since = () => new Date(Date.now() + 3 * 3_600_000 - DAYS * 86_400_000).toISOString().slice(0, 10); // a day in EAT

/**
 * An incoming WhatsApp event that could not be processed (its job gave up) would otherwise only
 * show in the webhook logs, where nobody looks every day: the home page says so, with the way there.
 */
export function FailedEventsNotice() {
  const t = useAppT();
  const failed = useQuery({
    queryKey: ['webhook-logs', 'list', { direction: 'in', status: 'failed', from: since(), limit: 1 }],
    queryFn: ({ signal }) =>
      call('GET /api/webhook-logs', { query: { direction: 'in', status: 'failed', from: since(), limit: 1 }, signal }),
    staleTime: 60_000,
  });
  if (!failed.data?.items.length) return null;
  return (
    <div
      role="status"
      className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900"
    >
      <p>{t('failedEventsNotice', { days: DAYS })}</p>
      <Link to="/dashboard/webhook-logs?direction=in&status=failed" className="font-medium text-amber-900 underline">
        {t('failedEventsLink')}
      </Link>
    </div>
  );
}

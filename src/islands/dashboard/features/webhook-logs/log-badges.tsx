import type { LogSummary } from './api.ts';
import { useWebhookLogsT } from './use-webhook-logs-t.ts';

export function ResultBadge({ log }: { log: LogSummary }) {
  const t = useWebhookLogsT();
  // An event the worker has not finished yet is neither OK nor failed.
  const waiting = log.status === 'ok' && (log.job_status === 'queued' || log.job_status === 'running');
  const tone =
    log.status === 'failed'
      ? 'bg-red-100 text-red-800'
      : waiting
        ? 'bg-amber-100 text-amber-800'
        : 'bg-green-100 text-green-800';
  return (
    <span className={`inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-medium ${tone}`}>
      {waiting ? t(`job_${log.job_status as 'queued'}`) : t(`st_${log.status}`)}
      {log.status_code !== null && <span className="font-mono">{log.status_code}</span>}
    </span>
  );
}

export function DirectionBadge({ log }: { log: LogSummary }) {
  const t = useWebhookLogsT();
  const tone = log.direction === 'in' ? 'bg-sky-100 text-sky-800' : 'bg-violet-100 text-violet-800';
  return (
    <span className={`inline-flex rounded-full px-2 py-0.5 text-xs font-medium ${tone}`}>
      {log.direction === 'in' ? '↓ ' : '↑ '}
      {t(`dir_${log.direction}`)}
    </span>
  );
}

export function latencyText(t: ReturnType<typeof useWebhookLogsT>, log: LogSummary): string {
  return log.latency_ms === null ? t('noLatency') : t('latencyMs', { ms: log.latency_ms });
}

import { useStore } from '@nanostores/react';
import { useQuery } from '@tanstack/react-query';
import { $language } from '../../../../i18n/language.ts';
import { formatDate } from '../../../../lib/format.ts';
import { Button } from '../../../../ui/button.tsx';
import { logQuery, useReplay, type LogDetail } from './api.ts';
import { DirectionBadge, latencyText, ResultBadge } from './log-badges.tsx';
import { useWebhookLogsT } from './use-webhook-logs-t.ts';
import { QueryWait } from '../../lib/query-wait.tsx';
import { ActionPanel, DetailDrawer, JsonPre, RelatedNote, runThenOpen } from '../../lib/detail-drawer.tsx';

function JsonBlock({ title, value }: { title: string; value: unknown }) {
  const t = useWebhookLogsT();
  return (
    <div>
      <h3 className="text-sm font-semibold">{title}</h3>
      {value === null || value === undefined ? (
        <p className="text-sm text-slate-500">{t('noBody')}</p>
      ) : (
        <JsonPre value={value} />
      )}
    </div>
  );
}

/** The detail drawer: bodies, error, processing job, replays, and Replay for a failed inbound event. */
export function LogDetailDrawer({
  id,
  onClose,
  onOpen,
  canReplay,
}: {
  id: string | null;
  onClose: () => void;
  onOpen: (id: string) => void;
  canReplay: boolean;
}) {
  const t = useWebhookLogsT();
  return (
    <DetailDrawer open={id !== null} onClose={onClose} title={t('detailTitle')}>
      {id && <DetailBody id={id} onOpen={onOpen} canReplay={canReplay} />}
    </DetailDrawer>
  );
}

function DetailBody({ id, onOpen, canReplay }: { id: string; onOpen: (id: string) => void; canReplay: boolean }) {
  const t = useWebhookLogsT();
  const lang = useStore($language);
  const detail = useQuery(logQuery(id));
  const replay = useReplay();
  if (!detail.isSuccess) return <QueryWait query={detail} t={t} />;
  const log: LogDetail = detail.data;
  const onReplay = () => runThenOpen(replay.mutate, log.id, { done: t('replayed'), failed: t('replayFailed'), onOpen });

  return (
    <div className="mt-3 space-y-4" data-testid="log-detail">
      <div className="flex flex-wrap items-center gap-2">
        <DirectionBadge log={log} />
        <ResultBadge log={log} />
        <span className="text-sm text-slate-600">{formatDate(log.created_at, 'MMM D, YYYY HH:mm:ss', lang)}</span>
        {log.latency_ms !== null && <span className="text-sm text-slate-600">· {latencyText(t, log)}</span>}
      </div>
      <p className="font-mono text-xs break-all">
        {log.method} {log.endpoint}
      </p>
      {log.replay_of && (
        <RelatedNote text={t('replayOf')} linkText={t('openOriginal')} onOpen={() => onOpen(log.replay_of!)} />
      )}
      {log.error && (
        <div role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800">
          <span className="font-medium">
            {t('error')}
            {log.error.code !== null ? ` ${log.error.code}` : ''}:{' '}
          </span>
          {log.error.title}
          {log.error.detail && <span className="block">{log.error.detail}</span>}
        </div>
      )}
      {log.job && (
        <p className="text-sm text-slate-700">
          {t('processing')}: <span className="font-medium">{t(`job_${log.job.status as 'queued'}`)}</span>
          {log.job.attempts !== null && (
            <span className="text-slate-500"> · {t('attempts', { n: log.job.attempts })}</span>
          )}
          {log.job.last_error && <span className="block text-red-700">{log.job.last_error}</span>}
        </p>
      )}
      {log.replayable && canReplay && (
        <ActionPanel hint={t('replayHint')}>
          <Button onClick={onReplay} loading={replay.isPending}>
            {t('replay')}
          </Button>
        </ActionPanel>
      )}
      <p className="text-xs text-slate-500">{t('secretsMasked')}</p>
      <JsonBlock title={t('request')} value={log.request_body} />
      <JsonBlock title={t('response')} value={log.response_body} />
      {log.replays.length > 0 && (
        <div>
          <h3 className="text-sm font-semibold">{t('replays')}</h3>
          <ul className="mt-1 space-y-1">
            {log.replays.map((r) => (
              <li key={r.id}>
                <button
                  type="button"
                  className="flex w-full items-center justify-between gap-2 rounded-md border border-slate-200 px-3 py-2 text-left text-sm hover:bg-slate-50"
                  onClick={() => onOpen(r.id)}
                >
                  <span>{formatDate(r.created_at, 'MMM D, HH:mm:ss', lang)}</span>
                  <ResultBadge log={r} />
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}

import { useStore } from '@nanostores/react';
import { $language } from '../../../../i18n/language.ts';
import { formatDate } from '../../../../lib/format.ts';
import type { LogSummary } from './api.ts';
import { DirectionBadge, latencyText, ResultBadge } from './log-badges.tsx';
import { useWebhookLogsT } from './use-webhook-logs-t.ts';
import { TapCards, WideTable } from '../../lib/wide-table.tsx';

const TIME_FORMAT = 'MMM D, HH:mm:ss';

/** A table on wide screens, one card per entry on phones; each opens the detail drawer. */
export function LogList({ items, onOpen }: { items: LogSummary[]; onOpen: (id: string) => void }) {
  const t = useWebhookLogsT();
  const lang = useStore($language);
  const time = (log: LogSummary) => formatDate(log.created_at, TIME_FORMAT, lang);
  const replay = (log: LogSummary) =>
    log.replay_of && (
      <span className="ml-1 rounded bg-amber-100 px-1.5 text-xs text-amber-800">{t('replayBadge')}</span>
    );

  return (
    <>
      <WideTable
        look="log"
        testId="log-table"
        columns={[t('time'), t('direction'), t('endpoint'), t('status'), { label: t('latency'), end: true }]}
      >
        {items.map((log) => (
          <tr key={log.id} className="cursor-pointer hover:bg-slate-50" onClick={() => onOpen(log.id)}>
            <td className="px-3 py-2 whitespace-nowrap text-slate-700">{time(log)}</td>
            <td className="px-3 py-2">
              <DirectionBadge log={log} />
            </td>
            <td className="max-w-xs px-3 py-2">
              <button
                type="button"
                className="block max-w-full truncate text-left font-mono text-xs text-brand-700 hover:underline"
                onClick={(e) => {
                  e.stopPropagation();
                  onOpen(log.id);
                }}
              >
                {log.method} {log.endpoint}
              </button>
              {replay(log)}
            </td>
            <td className="px-3 py-2">
              <ResultBadge log={log} />
            </td>
            <td className="px-3 py-2 text-right whitespace-nowrap text-slate-600">{latencyText(t, log)}</td>
          </tr>
        ))}
      </WideTable>
      <TapCards items={items} onOpen={onOpen} testId="log-cards">
        {(log) => (
          <>
            <div className="flex items-center justify-between gap-2">
              <DirectionBadge log={log} />
              <ResultBadge log={log} />
            </div>
            <p className="mt-2 truncate font-mono text-xs text-ink">
              {log.method} {log.endpoint}
            </p>
            <p className="mt-1 flex justify-between text-xs text-slate-500">
              <span>
                {time(log)}
                {replay(log)}
              </span>
              <span>{latencyText(t, log)}</span>
            </p>
            {log.error && <p className="mt-1 truncate text-xs text-red-700">{log.error.title}</p>}
          </>
        )}
      </TapCards>
    </>
  );
}

import { useQuery } from '@tanstack/react-query';
import { analyticsChatQuery, type AnalyticsSectionProps } from '../../lib/analytics/api.ts';
import { FigureCard } from '../../lib/analytics/figure-card.tsx';
import { FigureTable } from './figure-table.tsx';
import { keyLabel, permille } from './numbers.ts';
import { csvName } from './period.ts';
import { SectionBody, SectionCard } from '../../lib/analytics/section-card.tsx';
import { useAnalyticsT } from '../../lib/analytics/use-analytics-t.ts';

/** Chat to order: conversations started, the orders placed from them, conversion by channel. */
export function ChatSection({ query, refetchInterval }: AnalyticsSectionProps) {
  const t = useAnalyticsT();
  const chat = useQuery({ ...analyticsChatQuery(query), refetchInterval });
  return (
    <SectionCard id="analytics-chat" title={t('chat')}>
      <SectionBody query={chat} lines={4}>
        {(data) => (
          <>
            <dl className="mt-3 grid grid-cols-1 gap-3 min-[420px]:grid-cols-2">
              <FigureCard
                label={t('conversations')}
                value={data.conversations.value}
                previous={data.conversations.previous}
              />
              <FigureCard
                label={t('ordersFromChat')}
                value={data.orders_from_chat.value}
                previous={data.orders_from_chat.previous}
              />
            </dl>
            {data.by_channel.every((c) => c.conversations === 0) ? (
              <p className="mt-3 text-sm text-slate-600">{t('noConversations')}</p>
            ) : (
              <FigureTable
                caption={`${t('conversion')}: ${t('channel')}`}
                csvName={csvName('chat', data.period)}
                rows={data.by_channel}
                rowKey={(c) => c.channel}
                columns={[
                  { label: t('channel'), csv: (c) => keyLabel(t, 'ch', c.channel) },
                  { label: t('conversations'), csv: (c) => c.conversations, numeric: true },
                  { label: t('orders'), csv: (c) => c.orders, numeric: true },
                  {
                    label: t('conversion'),
                    csv: (c) => c.conversion_permille / 10,
                    cell: (c) => permille(c.conversion_permille),
                    numeric: true,
                  },
                ]}
              />
            )}
          </>
        )}
      </SectionBody>
    </SectionCard>
  );
}

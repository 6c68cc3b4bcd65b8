import { useQuery } from '@tanstack/react-query';
import { analyticsChatQuery, type AnalyticsSectionProps } from '../../lib/analytics/api.ts';
import { FigureGrid } from './figure-grid.tsx';
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
            <FigureGrid
              columns="min-[420px]:grid-cols-2"
              figures={[
                { label: t('conversations'), figure: data.conversations },
                { label: t('ordersFromChat'), figure: data.orders_from_chat },
              ]}
            />
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

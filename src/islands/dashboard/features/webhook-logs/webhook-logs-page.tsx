import { useInfiniteQuery } from '@tanstack/react-query';
import { can } from '../../../../lib/permissions.ts';
import { PageHeader } from '../../layout/page-header.tsx';
import { DateRange, FilterBar, FilteredList, FilterSearch, FilterSelect } from '../../lib/filter-bar.tsx';
import { useUser } from '../../lib/session.ts';
import { useListParams } from '../../lib/use-list-params.ts';
import { logListQuery, type LogFilters } from './api.ts';
import { LogDetailDrawer } from './log-detail.tsx';
import { LogList } from './log-list.tsx';
import { useWebhookLogsT } from './use-webhook-logs-t.ts';

const FILTER_KEYS = ['direction', 'status', 'q', 'from', 'to'] as const;

/** /webhook-logs: any member reads their shop's log; filters and the open entry live in the URL. */
export function WebhookLogsPage() {
  const t = useWebhookLogsT();
  const user = useUser().data!;
  const params = useListParams(FILTER_KEYS);
  const filters: LogFilters = params.values;
  const list = useInfiniteQuery(logListQuery(filters));
  const openId = params.get('log');
  // Opening and closing an entry are steps in the history: Back closes the drawer.
  const setOpen = (id: string | null) => params.set({ log: id }, { push: true });

  return (
    <div className="space-y-4">
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      <FilterBar>
        <FilterSelect
          params={params}
          name="direction"
          label={t('direction')}
          allLabel={t('dir_all')}
          options={[
            { value: 'in', label: t('dir_in') },
            { value: 'out', label: t('dir_out') },
          ]}
        />
        <FilterSelect
          params={params}
          name="status"
          label={t('status')}
          allLabel={t('st_all')}
          options={[
            { value: 'ok', label: t('st_ok') },
            { value: 'failed', label: t('st_failed') },
          ]}
        />
        <FilterSearch params={params} label={t('endpoint')} placeholder={t('endpointPlaceholder')} />
        <DateRange params={params} fromLabel={t('fromDate')} toLabel={t('toDate')} />
      </FilterBar>
      <FilteredList list={list} params={params} t={t} empty={{ title: t('empty'), description: t('emptyText') }}>
        {(items) => <LogList items={items} onOpen={setOpen} />}
      </FilteredList>
      <LogDetailDrawer
        id={openId}
        onClose={() => setOpen(null)}
        onOpen={setOpen}
        canReplay={can(user.permissions, 'whatsapp_interactions', 'update')}
      />
    </div>
  );
}

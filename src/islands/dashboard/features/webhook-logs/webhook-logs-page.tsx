import { useInfiniteQuery } from '@tanstack/react-query';
import { can } from '../../../../lib/permissions.ts';
import { SelectField } from '../../../../ui/select-field.tsx';
import { TextField } from '../../../../ui/text-field.tsx';
import { PageHeader } from '../../layout/page-header.tsx';
import { ListState } from '../../lib/list-state.tsx';
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
  const setParam = params.setFilter;
  // Opening and closing an entry are steps in the history: Back closes the drawer.
  const setOpen = (id: string | null) => params.set({ log: id }, { push: true });

  return (
    <div className="space-y-4">
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      <div className="grid grid-cols-2 gap-3 rounded-xl border border-slate-200 bg-white p-3 lg:grid-cols-5">
        <SelectField
          label={t('direction')}
          value={filters.direction ?? ''}
          onChange={(e) => setParam('direction', e.target.value || null)}
          options={[
            { value: '', label: t('dir_all') },
            { value: 'in', label: t('dir_in') },
            { value: 'out', label: t('dir_out') },
          ]}
        />
        <SelectField
          label={t('status')}
          value={filters.status ?? ''}
          onChange={(e) => setParam('status', e.target.value || null)}
          options={[
            { value: '', label: t('st_all') },
            { value: 'ok', label: t('st_ok') },
            { value: 'failed', label: t('st_failed') },
          ]}
        />
        <TextField
          containerClassName="col-span-2 lg:col-span-1"
          label={t('endpoint')}
          type="search"
          placeholder={t('endpointPlaceholder')}
          value={params.text}
          onChange={(e) => params.setText(e.target.value)}
        />
        <TextField
          label={t('fromDate')}
          type="date"
          value={filters.from ?? ''}
          max={filters.to}
          onChange={(e) => setParam('from', e.target.value || null)}
        />
        <TextField
          label={t('toDate')}
          type="date"
          value={filters.to ?? ''}
          min={filters.from}
          onChange={(e) => setParam('to', e.target.value || null)}
        />
      </div>
      <ListState
        query={list}
        loadingLabel={t('loading')}
        errorMessage={t('loadFailed')}
        isEmpty={(d) => d.pages.every((p) => p.items.length === 0)}
        empty={{ title: t('empty'), description: t('emptyText') }}
        filtered={params.filtered}
        onClearFilters={params.reset}
        noMatch={t('noMatches')}
        clearLabel={t('clearFilters')}
        more={{
          hasMore: list.hasNextPage,
          loading: list.isFetchingNextPage,
          onMore: () => void list.fetchNextPage(),
          label: t('loadMore'),
        }}
      >
        {(d) => <LogList items={d.pages.flatMap((p) => p.items)} onOpen={setOpen} />}
      </ListState>
      <LogDetailDrawer
        id={openId}
        onClose={() => setOpen(null)}
        onOpen={setOpen}
        canReplay={can(user.permissions, 'whatsapp_interactions', 'update')}
      />
    </div>
  );
}

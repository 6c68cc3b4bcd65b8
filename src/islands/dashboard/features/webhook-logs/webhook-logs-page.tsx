import { useInfiniteQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { can } from '../../../../lib/permissions.ts';
import { Button } from '../../../../ui/button.tsx';
import { EmptyState } from '../../../../ui/empty-state.tsx';
import { ErrorBlock } from '../../../../ui/error-block.tsx';
import { SelectField } from '../../../../ui/select-field.tsx';
import { InnerSpinner } from '../../../../ui/spinner.tsx';
import { TextField } from '../../../../ui/text-field.tsx';
import { PageHeader } from '../../layout/page-header.tsx';
import { useUser } from '../../lib/session.ts';
import { logListQuery, type LogFilters } from './api.ts';
import { LogDetailDrawer } from './log-detail.tsx';
import { LogList } from './log-list.tsx';
import { useWebhookLogsT } from './use-webhook-logs-t.ts';

const FILTER_KEYS = ['direction', 'status', 'q', 'from', 'to'] as const;

/** /webhook-logs: any member reads their shop's log; filters and the open entry live in the URL. */
export function WebhookLogsPage() {
  const t = useWebhookLogsT();
  const user = useUser().data!;
  const [params, setParams] = useSearchParams();
  const filters: LogFilters = Object.fromEntries(FILTER_KEYS.map((k) => [k, params.get(k) ?? undefined]).filter(([, v]) => v));
  const list = useInfiniteQuery(logListQuery(filters));
  const [text, setText] = useState(filters.q ?? '');
  const openId = params.get('log');

  const setParam = (key: string, value: string | null) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (value) next.set(key, value);
        else next.delete(key);
        return next;
      },
      { replace: key !== 'log' },
    );

  useEffect(() => {
    if (text.trim() === (params.get('q') ?? '')) return;
    const timer = setTimeout(() => setParam('q', text.trim() || null), 350);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [text]);

  const items = list.data?.pages.flatMap((p) => p.items) ?? [];
  const filtered = FILTER_KEYS.some((k) => params.get(k));
  const clear = () => {
    setText('');
    setParams(openId ? { log: openId } : {}, { replace: true });
  };

  return (
    <div className="space-y-4">
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      <div className="grid grid-cols-2 gap-3 rounded-xl border border-slate-200 bg-white p-3 lg:grid-cols-5">
        <SelectField
          label={t('direction')}
          value={filters.direction ?? ''}
          onChange={(e) => setParam('direction', e.target.value || null)}
          options={[{ value: '', label: t('dir_all') }, { value: 'in', label: t('dir_in') }, { value: 'out', label: t('dir_out') }]}
        />
        <SelectField
          label={t('status')}
          value={filters.status ?? ''}
          onChange={(e) => setParam('status', e.target.value || null)}
          options={[{ value: '', label: t('st_all') }, { value: 'ok', label: t('st_ok') }, { value: 'failed', label: t('st_failed') }]}
        />
        <TextField containerClassName="col-span-2 lg:col-span-1" label={t('endpoint')} type="search" placeholder={t('endpointPlaceholder')} value={text} onChange={(e) => setText(e.target.value)} />
        <TextField label={t('fromDate')} type="date" value={filters.from ?? ''} max={filters.to} onChange={(e) => setParam('from', e.target.value || null)} />
        <TextField label={t('toDate')} type="date" value={filters.to ?? ''} min={filters.from} onChange={(e) => setParam('to', e.target.value || null)} />
      </div>
      {list.isPending ? (
        <InnerSpinner label={t('loading')} />
      ) : list.isError && !list.data ? (
        <ErrorBlock message={t('loadFailed')} onRetry={() => void list.refetch()} retryLabel={t('retry')} retrying={list.isFetching} />
      ) : items.length === 0 ? (
        filtered ? (
          <EmptyState title={t('noMatches')} action={<Button variant="secondary" onClick={clear}>{t('clearFilters')}</Button>} />
        ) : (
          <EmptyState title={t('empty')} description={t('emptyText')} />
        )
      ) : (
        <div className="space-y-3">
          <LogList items={items} onOpen={(id) => setParam('log', id)} />
          {list.hasNextPage && (
            <div className="flex justify-center">
              <Button variant="secondary" loading={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>{t('loadMore')}</Button>
            </div>
          )}
        </div>
      )}
      <LogDetailDrawer id={openId} onClose={() => setParam('log', null)} onOpen={(id) => setParam('log', id)} canReplay={can(user.permissions, 'whatsapp_interactions', 'update')} />
    </div>
  );
}

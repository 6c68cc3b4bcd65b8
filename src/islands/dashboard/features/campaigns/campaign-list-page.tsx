import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { CAMPAIGN_STATUSES, type CampaignChannel } from '../../../../lib/campaign-schemas.ts';
import { can } from '../../../../lib/permissions.ts';
import { PageHeader } from '../../layout/page-header.tsx';
import { BackLink } from '../../lib/back-link.tsx';
import { FilterBar, FilterSelect } from '../../lib/filter-bar.tsx';
import { HeaderActions } from '../../lib/header-actions.tsx';
import { ListState } from '../../lib/list-state.tsx';
import { useUser } from '../../lib/session.ts';
import { useListParams } from '../../lib/use-list-params.ts';
import { campaignListQuery, LIST_PAGE_SIZE, type CampaignListItem } from './api.ts';
import {
  ChannelTags,
  CREATE_PATH,
  MARKETING,
  previewPath,
  resultsPath,
  sentOf,
  StatusBadge,
  useWhen,
} from './campaign-bits.tsx';
import { useCampaignsT, type CampaignsT } from './use-campaigns-t.ts';

export const createPathFor = (channel: CampaignChannel) =>
  channel === 'whatsapp' ? `${CREATE_PATH}?channel=whatsapp` : CREATE_PATH;

/** Where a campaign opens: a draft its preview, any other its results. */
export const campaignPath = (c: Pick<CampaignListItem, 'id' | 'status'>) =>
  c.status === 'draft' ? previewPath(c.id) : resultsPath(c.id);

/** /marketing/sms/campaign and /marketing/whatsapp/campaign: one channel's campaigns, newest first. */
export function CampaignListPage({ channel }: { channel: CampaignChannel }) {
  const t = useCampaignsT();
  const navigate = useNavigate();
  const user = useUser().data;
  const params = useListParams(['status'] as const);
  const list = useQuery(campaignListQuery({ channel, status: params.values.status, page: params.page }));
  const mayCreate = !!user && can(user.permissions, 'campaigns', 'create');
  return (
    <div className="max-w-4xl space-y-4">
      <BackLink to={MARKETING} label={t('back')} />
      <PageHeader
        title={t(`listTitle_${channel}`)}
        subtitle={t(`listSubtitle_${channel}`)}
        actions={
          <HeaderActions
            add={mayCreate && { label: t('newCampaign'), onClick: () => void navigate(createPathFor(channel)) }}
          />
        }
      />
      <FilterBar columns="grid-cols-1 sm:grid-cols-3 sm:items-end">
        <FilterSelect
          params={params}
          name="status"
          label={t('status')}
          allLabel={t('allStatuses')}
          options={CAMPAIGN_STATUSES.map((s) => ({ value: s, label: t(`status_${s}`) }))}
        />
      </FilterBar>
      <ListState
        query={list}
        isEmpty={(d) => d.items.length === 0 && params.page === 1}
        empty={{
          title: t('emptyTitle'),
          description: t('emptyText'),
          action: mayCreate && (
            <Link className="text-brand-700 underline" to={createPathFor(channel)}>
              {t('newCampaign')}
            </Link>
          ),
        }}
        filtered={params.filtered}
        onClearFilters={params.reset}
        errorMessage={t('loadFailed')}
        retryLabel={t('retry')}
        loadingLabel={t('loading')}
        paging={(d) => ({
          page: params.page,
          total: (params.page - 1) * LIST_PAGE_SIZE + d.items.length + (d.has_more ? 1 : 0),
          pageSize: LIST_PAGE_SIZE,
          onPage: params.setPage,
        })}
      >
        {(d) => <CampaignRows items={d.items} t={t} />}
      </ListState>
    </div>
  );
}

export function CampaignRows({ items, t }: { items: CampaignListItem[]; t: CampaignsT }) {
  const when = useWhen();
  return (
    <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white" data-testid="campaign-list">
      {items.map((c) => (
        <li key={c.id}>
          <Link
            to={campaignPath(c)}
            className="flex flex-wrap items-start justify-between gap-x-3 gap-y-1 p-3 hover:bg-slate-50"
          >
            <span className="min-w-0 flex-1">
              <span className="font-medium break-words">{c.name}</span>
              <span className="mt-1 flex flex-wrap gap-1">
                <StatusBadge status={c.status} t={t} />
                <ChannelTags channels={c.channels} t={t} />
              </span>
            </span>
            <span className="text-right text-sm text-slate-600">
              {c.status === 'draft' ? (
                when(c.created_at) && t('createdAt', { when: when(c.created_at) })
              ) : c.status === 'scheduled' && c.send_at ? (
                t('startsAt', { when: when(c.send_at) })
              ) : (
                <>
                  <span className="block">{t('recipientsCount', { count: c.counts.total })}</span>
                  <span className="block tabular-nums">
                    {t('countsLine', {
                      sent: sentOf(c.counts),
                      delivered: c.counts.delivered + c.counts.read,
                      failed: c.counts.failed,
                    })}
                  </span>
                </>
              )}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

export function SmsCampaignsPage() {
  return <CampaignListPage channel="sms" />;
}

export function WhatsappCampaignsPage() {
  return <CampaignListPage channel="whatsapp" />;
}

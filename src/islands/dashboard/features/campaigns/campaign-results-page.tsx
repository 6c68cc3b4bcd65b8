import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { Button } from '../../../../ui/button.tsx';
import { ConfirmDialog } from '../../../../ui/confirm-dialog.tsx';
import { formatMoney } from '../../../../lib/format.ts';
import { can } from '../../../../lib/permissions.ts';
import { RECIPIENT_STATUSES } from '../../../../lib/contracts/campaign.ts';
import { PageHeader } from '../../layout/page-header.tsx';
import { BackLink } from '../../lib/back-link.tsx';
import { FilterBar, FilterSelect } from '../../lib/filter-bar.tsx';
import { formError } from '../../lib/form-error.ts';
import { ListState } from '../../lib/list-state.tsx';
import { LoadState } from '../../lib/load-state.tsx';
import { useUser } from '../../lib/session.ts';
import { useListParams } from '../../lib/use-list-params.ts';
import { WideTable } from '../../lib/wide-table.tsx';
import {
  campaignQuery,
  campaignRecipientsQuery,
  campaignKeys,
  campaignResultsQuery,
  RECIPIENTS_PAGE_SIZE,
  refreshOf,
  useCancelCampaign,
  type Campaign,
  type CampaignRecipients,
  type CampaignResults,
} from './api.ts';
import {
  ChannelTags,
  Figure,
  listPath,
  Panel,
  previewPath,
  reasonWords,
  sentOf,
  StatusBadge,
  useWhen,
} from './campaign-bits.tsx';
import { useCampaignsT, type CampaignsT } from './use-campaigns-t.ts';

const live = (c: Campaign | undefined) => c?.status === 'sending' || c?.status === 'scheduled';

/** /marketing/sms/campaign/:id: what a campaign did and sold, its recipients, Cancel while it runs. */
export function CampaignResultsPage() {
  const t = useCampaignsT();
  const id = useParams().id!;
  const first = useQuery(campaignQuery(id));
  // Read again every few seconds while it sends (or waits for its time); once done, it stays.
  const campaign = useQuery(campaignQuery(id, live(first.data)));
  return (
    <div className="max-w-5xl space-y-4">
      <BackLink
        to={listPath(campaign.data?.channels.includes('sms') === false ? 'whatsapp' : 'sms')}
        label={t('allCampaigns')}
      />
      <LoadState query={campaign} t={t}>
        {(c) => <Results campaign={c} t={t} />}
      </LoadState>
    </div>
  );
}

function Results({ campaign: c, t }: { campaign: Campaign; t: CampaignsT }) {
  const when = useWhen();
  const user = useUser().data;
  const isLive = live(c);
  const refresh = refreshOf(c);
  const results = useQuery(campaignResultsQuery(c.id, refresh));
  // The campaign is read every few seconds while it runs; when it moves on (sending → done), its
  // figures and recipients are read again at once, not left as they were when the page opened.
  const client = useQueryClient();
  useEffect(() => {
    void client.invalidateQueries({ queryKey: campaignKeys.results(c.id) });
    void client.invalidateQueries({ queryKey: [...campaignKeys.all, 'recipients', c.id] });
  }, [client, c.id, c.status, c.updated_at]);
  const [cancelling, setCancelling] = useState(false);
  const cancel = useCancelCampaign(c.id);
  const mayCancel = isLive && !!user && can(user.permissions, 'campaigns', 'update');
  return (
    <>
      <PageHeader
        title={c.name}
        subtitle={t('resultsSubtitle')}
        actions={
          mayCancel && (
            <Button variant="danger" size="sm" onClick={() => setCancelling(true)}>
              {t('cancelCampaign')}
            </Button>
          )
        }
      />
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <StatusBadge status={c.status} t={t} />
        <ChannelTags channels={c.channels} t={t} />
        {c.send_at && c.status === 'scheduled' && <span>{t('startsAt', { when: when(c.send_at) })}</span>}
        {c.status === 'sending' && (
          <span className="text-blue-800" role="status">
            {t('live')}
          </span>
        )}
        {c.status === 'draft' && (
          <Link className="text-brand-700 underline" to={previewPath(c.id)}>
            {t('previewTitle', { name: c.name })}
          </Link>
        )}
      </div>
      <LoadState query={results} t={t}>
        {(r) => <Figures results={r} t={t} />}
      </LoadState>
      <Recipients campaign={c} refresh={refresh} t={t} />
      <ConfirmDialog
        open={cancelling}
        onClose={() => setCancelling(false)}
        title={t('cancelTitle')}
        message={t('cancelText')}
        error={formError(cancel.error)?.message}
        pending={cancel.isPending}
        onConfirm={() => cancel.mutate(undefined, { onSuccess: () => setCancelling(false) })}
        cancelLabel={t('keepSending')}
        confirmLabel={t('cancelCampaign')}
      />
    </>
  );
}

export function Figures({ results: r, t }: { results: CampaignResults; t: CampaignsT }) {
  const n = r.counts;
  return (
    <div className="space-y-4" data-testid="campaign-results">
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        <Figure label={t('sent')} value={sentOf(n)} testId="result-sent" />
        <Figure label={t('delivered')} value={n.delivered + n.read} testId="result-delivered" />
        <Figure label={t('read')} value={n.read} />
        <Figure label={t('failed')} value={n.failed} testId="result-failed" />
        <Figure label={t('optedOut')} value={r.opted_out} />
        <Figure label={t('clicked')} value={r.clicked} testId="result-clicked" />
        <Figure label={t('ordered')} value={r.ordered} testId="result-ordered" />
        <Figure label={t('paid')} value={formatMoney(r.paid_tzs)} testId="result-paid" />
        <Figure label={t('cost')} value={formatMoney(r.cost_tzs)} testId="result-cost" />
        {r.fallbacks > 0 && <Figure label={t('fallbacks')} value={r.fallbacks} />}
      </div>
      {(r.failed_reasons.length > 0 || r.skipped_reasons.length > 0) && (
        <div className="grid gap-3 sm:grid-cols-2">
          {r.failed_reasons.length > 0 && (
            <Panel title={t('failedReasons')} testId="failed-reasons">
              <ul className="space-y-1 text-sm">
                {r.failed_reasons.map((f) => (
                  <li key={f.reason} className="flex justify-between gap-3">
                    <span className="min-w-0 break-words">{reasonWords(f.reason, t)}</span>
                    <span className="tabular-nums">{f.count}</span>
                  </li>
                ))}
              </ul>
            </Panel>
          )}
          {r.skipped_reasons.length > 0 && (
            <Panel title={t('skippedReasons')}>
              <ul className="space-y-1 text-sm">
                {r.skipped_reasons.map((s) => (
                  <li key={s.reason}>{t(`left_${s.reason}`, { count: s.count })}</li>
                ))}
              </ul>
            </Panel>
          )}
        </div>
      )}
    </div>
  );
}

function Recipients({ campaign, refresh, t }: { campaign: Campaign; refresh: number | false; t: CampaignsT }) {
  const params = useListParams(['status'] as const);
  const list = useQuery(campaignRecipientsQuery(campaign.id, params.page, params.values.status, refresh));
  return (
    <section className="space-y-3">
      <h2 className="font-semibold">{t('recipients')}</h2>
      <FilterBar columns="grid-cols-1 sm:grid-cols-3 sm:items-end">
        <FilterSelect
          params={params}
          name="status"
          label={t('colStatus')}
          allLabel={t('allRecipients')}
          options={RECIPIENT_STATUSES.map((s) => ({ value: s, label: t(`rstatus_${s}`) }))}
        />
      </FilterBar>
      <ListState
        query={list}
        isEmpty={(d) => d.items.length === 0 && params.page === 1}
        empty={{ title: t('noRecipients'), description: t('noRecipientsText') }}
        filtered={params.filtered}
        onClearFilters={params.reset}
        paging={(d) => ({
          page: params.page,
          total: (params.page - 1) * RECIPIENTS_PAGE_SIZE + d.items.length + (d.has_more ? 1 : 0),
          pageSize: RECIPIENTS_PAGE_SIZE,
          onPage: params.setPage,
        })}
      >
        {(d) => <RecipientRows items={d.items} t={t} />}
      </ListState>
    </section>
  );
}

function RecipientRows({ items, t }: { items: CampaignRecipients['items']; t: CampaignsT }) {
  const when = useWhen();
  const status = (r: CampaignRecipients['items'][number]) => (
    <>
      {t(`rstatus_${r.status}`)}
      {r.reason && <span className="block text-xs text-slate-500">{reasonWords(r.reason, t)}</span>}
    </>
  );
  return (
    <>
      <WideTable
        look="list"
        columns={[t('colCustomer'), t('colPhone'), t('colChannel'), t('colStatus'), t('colSent'), t('colClicked')]}
        testId="recipient-table"
      >
        {items.map((r) => (
          <tr key={r.id}>
            <td className="px-4 py-2">{r.customer_name}</td>
            <td className="px-4 py-2 tabular-nums">{r.phone}</td>
            <td className="px-4 py-2">
              {r.channel ? t(`channel_${r.channel}`) : ''}
              {r.fell_back && <span className="block text-xs text-slate-500">{t('fellBack')}</span>}
            </td>
            <td className="px-4 py-2">{status(r)}</td>
            <td className="px-4 py-2">{when(r.sent_at)}</td>
            <td className="px-4 py-2">{when(r.clicked_at)}</td>
          </tr>
        ))}
      </WideTable>
      <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white md:hidden">
        {items.map((r) => (
          <li key={r.id} className="flex flex-wrap justify-between gap-x-3 gap-y-1 p-3 text-sm">
            <span className="min-w-0">
              <span className="font-medium break-words">{r.customer_name}</span>
              <span className="block text-slate-600 tabular-nums">
                {r.phone}
                {r.channel ? ` · ${t(`channel_${r.channel}`)}` : ''}
                {r.fell_back ? ` · ${t('fellBack')}` : ''}
              </span>
            </span>
            <span className="text-right">{status(r)}</span>
          </li>
        ))}
      </ul>
    </>
  );
}

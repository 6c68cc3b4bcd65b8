import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { buttonClasses } from '../../../../ui/button.tsx';
import type { CampaignChannel } from '../../../../lib/campaign-schemas.ts';
import { formatMoney } from '../../../../lib/format.ts';
import { can } from '../../../../lib/permissions.ts';
import { PageHeader } from '../../layout/page-header.tsx';
import { useUser } from '../../lib/session.ts';
import { ErrorBlock } from '../../../../ui/error-block.tsx';
import { InnerSpinner } from '../../../../ui/spinner.tsx';
import { campaignListQuery, campaignResultsQuery, type CampaignListItem } from './api.ts';
import { CampaignSettingsPanel } from './campaign-settings.tsx';
import { listPath, PROVIDERS_PATH, TEMPLATES_PATH } from './campaign-bits.tsx';
import { CampaignRows, createPathFor } from './campaign-list-page.tsx';
import { useCampaignsT, type CampaignsT } from './use-campaigns-t.ts';
import { PopupsCard } from './popups-card.tsx';

/** /marketing: campaigns by channel with the last one's results and cost, and the tools around them. */
export function MarketingPage() {
  const t = useCampaignsT();
  const user = useUser().data;
  const mayCreate = !!user && can(user.permissions, 'campaigns', 'create');
  const mayUpdate = !!user && can(user.permissions, 'campaigns', 'update');
  return (
    <div className="max-w-5xl space-y-4">
      <PageHeader title={t('hubTitle')} subtitle={t('hubSubtitle')} />
      <div className="grid gap-4 lg:grid-cols-2">
        <ChannelCard channel="sms" mayCreate={mayCreate} t={t} />
        <ChannelCard channel="whatsapp" mayCreate={mayCreate} t={t} />
      </div>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <ToolCard title={t('providersCard')} text={t('providersText')} to={PROVIDERS_PATH} t={t} />
        <ToolCard title={t('templatesCard')} text={t('templatesText')} to={TEMPLATES_PATH} t={t} />
        <ToolCard title={t('discountsCard')} text={t('discountsText')} to="/dashboard/marketing/discounts" t={t} />
        <PopupsCard />
      </div>
      <CampaignSettingsPanel mayUpdate={mayUpdate} t={t} />
    </div>
  );
}

function ToolCard({ title, text, to, t }: { title: string; text: string; to: string; t: CampaignsT }) {
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-4">
      <h2 className="font-semibold">{title}</h2>
      <p className="mt-1 text-sm text-slate-600">{text}</p>
      <Link to={to} className={buttonClasses({ variant: 'secondary', size: 'sm', className: 'mt-3' })}>
        {t('open')}
      </Link>
    </div>
  );
}

function ChannelCard({ channel, mayCreate, t }: { channel: CampaignChannel; mayCreate: boolean; t: CampaignsT }) {
  const list = useQuery(campaignListQuery({ channel, page: 1 }));
  const items = list.data?.items.slice(0, 3) ?? [];
  const last = items.find((c) => c.status !== 'draft');
  return (
    <section className="space-y-3 rounded-xl border border-slate-200 bg-white p-4" data-testid={`hub-${channel}`}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="font-semibold">{t(channel === 'sms' ? 'smsCampaigns' : 'whatsappCampaigns')}</h2>
        <div className="flex flex-wrap gap-2">
          <Link to={listPath(channel)} className={buttonClasses({ variant: 'secondary', size: 'sm' })}>
            {t('allCampaigns')}
          </Link>
          {mayCreate && (
            <Link to={createPathFor(channel)} className={buttonClasses({ size: 'sm' })}>
              {t('newCampaign')}
            </Link>
          )}
        </div>
      </div>
      {list.isPending ? (
        <InnerSpinner label={t('loading')} />
      ) : list.isError ? (
        <ErrorBlock
          message={t('loadFailed')}
          onRetry={() => void list.refetch()}
          retryLabel={t('retry')}
          retrying={list.isFetching}
        />
      ) : items.length === 0 ? (
        <p className="text-sm text-slate-600">{t('hubNone')}</p>
      ) : (
        <>
          {last && <LastResults campaign={last} t={t} />}
          <CampaignRows items={items} t={t} />
        </>
      )}
    </section>
  );
}

function LastResults({ campaign, t }: { campaign: CampaignListItem; t: CampaignsT }) {
  const results = useQuery(campaignResultsQuery(campaign.id, false));
  if (!results.data) return null;
  const r = results.data;
  return (
    <p className="rounded-lg bg-slate-50 p-3 text-sm" data-testid={`hub-last-${campaign.id}`}>
      <span className="font-medium">
        {t('hubLast')}: {campaign.name}
      </span>
      <span className="block text-slate-700">
        {t('costLine', { amount: formatMoney(r.cost_tzs) })} · {t('soldLine', { amount: formatMoney(r.paid_tzs) })}
      </span>
    </p>
  );
}

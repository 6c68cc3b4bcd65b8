import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Button, buttonClasses } from '../../../../ui/button.tsx';
import { ConfirmDialog } from '../../../../ui/confirm-dialog.tsx';
import { SelectField } from '../../../../ui/select-field.tsx';
import { TextField } from '../../../../ui/text-field.tsx';
import { formatMoney } from '../../../../lib/format.ts';
import { PageHeader } from '../../layout/page-header.tsx';
import { BackLink } from '../../lib/back-link.tsx';
import { formError } from '../../lib/form-error.ts';
import { LoadState } from '../../lib/load-state.tsx';
import { useUser } from '../../lib/session.ts';
import { can } from '../../../../lib/permissions.ts';
import {
  campaignPreviewQuery,
  campaignQuery,
  useSchedule,
  useSendNow,
  useTestSend,
  type Campaign,
  type CampaignPreview,
} from './api.ts';
import { CREATE_PATH, listPath, Panel, PROVIDERS_PATH, resultsPath, StatusBadge, useWhen } from './campaign-bits.tsx';
import { LEFT_OUT_REASONS } from '../../../../lib/contracts/campaign.ts';
import { useCampaignsT, type CampaignsT } from './use-campaigns-t.ts';

/** /marketing/sms/campaign/preview?id=: what customers get and what it costs; test, send now or schedule. */
export function CampaignPreviewPage() {
  const t = useCampaignsT();
  const id = useSearchParams()[0].get('id');
  return (
    <div className="max-w-3xl space-y-4">
      <BackLink to={listPath('sms')} label={t('allCampaigns')} />
      {id ? <Preview id={id} t={t} /> : <p className="text-sm">{t('noCampaignChosen')}</p>}
    </div>
  );
}

function Preview({ id, t }: { id: string; t: CampaignsT }) {
  const campaign = useQuery(campaignQuery(id));
  const preview = useQuery(campaignPreviewQuery(id));
  const user = useUser().data;
  const mayUpdate = !!user && can(user.permissions, 'campaigns', 'update');
  return (
    <LoadState query={campaign} t={t}>
      {(c) => (
        <>
          <PageHeader title={t('previewTitle', { name: c.name })} subtitle={t('previewSubtitle')} />
          <div className="flex flex-wrap items-center gap-2">
            <StatusBadge status={c.status} t={t} />
            {c.status === 'draft' ? (
              <Link className="text-sm text-brand-700 underline" to={`${CREATE_PATH}?id=${encodeURIComponent(c.id)}`}>
                {t('edit')}
              </Link>
            ) : (
              <Link className="text-sm text-brand-700 underline" to={resultsPath(c.id)}>
                {t('seeResults')}
              </Link>
            )}
          </div>
          <LoadState query={preview} t={t}>
            {(p) => <PreviewBody campaign={c} preview={p} mayUpdate={mayUpdate} t={t} />}
          </LoadState>
        </>
      )}
    </LoadState>
  );
}

export function PreviewBody({
  campaign,
  preview: p,
  mayUpdate,
  t,
}: {
  campaign: Campaign;
  preview: CampaignPreview;
  /** Test, send and schedule are the server's campaigns → update. */
  mayUpdate: boolean;
  t: CampaignsT;
}) {
  const when = useWhen();
  const a = p.audience;
  return (
    <div className="space-y-4" data-testid="campaign-preview">
      <Panel title={t('audienceHeading')} testId="preview-audience">
        <p className="font-semibold">{t('countLine', { reachable: a.reachable, matched: a.matched })}</p>
        <p className="text-sm text-slate-600">{t('countChannels', { whatsapp: a.whatsapp, sms: a.sms })}</p>
        {LEFT_OUT_REASONS.some((r) => a.left_out[r] > 0) && (
          <ul className="list-disc pl-5 text-sm text-slate-700">
            {LEFT_OUT_REASONS.filter((r) => a.left_out[r] > 0).map((r) => (
              <li key={r}>{t(`left_${r}`, { count: a.left_out[r] })}</li>
            ))}
          </ul>
        )}
      </Panel>

      {p.sms.length > 0 && (
        <Panel title={t('smsHeading')}>
          {p.sms.map((s) => (
            <div key={s.language} className="space-y-1" data-testid={`preview-sms-${s.language}`}>
              <p className="text-xs font-medium text-slate-500">{t(`smsLang_${s.language}`)}</p>
              <p className="max-w-sm rounded-2xl rounded-bl-sm bg-slate-100 p-3 text-sm break-words whitespace-pre-wrap">
                {s.text}
              </p>
              <p className="text-xs text-slate-600">
                {t('smsFacts', { length: s.length, encoding: t(`encoding_${s.encoding}`), parts: s.parts })}
              </p>
            </div>
          ))}
        </Panel>
      )}

      {p.whatsapp && (
        <Panel title={t('waHeading', { name: p.whatsapp.template_name })}>
          <p className="max-w-sm rounded-2xl rounded-bl-sm bg-emerald-50 p-3 text-sm break-words whitespace-pre-wrap">
            {p.whatsapp.body}
          </p>
        </Panel>
      )}

      <Panel title={t('costHeading')} testId="preview-cost">
        <dl className="space-y-1 text-sm">
          {p.cost.sms_parts > 0 && (
            <div className="flex justify-between gap-3">
              <dt>{t('costSms', { parts: p.cost.sms_parts, price: formatMoney(p.cost.price_per_part) })}</dt>
              <dd className="tabular-nums">{formatMoney(p.cost.sms_tzs)}</dd>
            </div>
          )}
          {p.cost.whatsapp_messages > 0 && (
            <div className="flex justify-between gap-3">
              <dt>{t('costWa', { count: p.cost.whatsapp_messages, price: formatMoney(p.cost.whatsapp_price) })}</dt>
              <dd className="tabular-nums">{formatMoney(p.cost.whatsapp_tzs)}</dd>
            </div>
          )}
          <div className="flex justify-between gap-3 border-t border-slate-200 pt-1 font-semibold">
            <dt>{t('costTotal')}</dt>
            <dd className="tabular-nums" data-testid="preview-total">
              {formatMoney(p.cost.total_tzs)}
            </dd>
          </div>
        </dl>
        {a.sms > 0 && (!p.sms_sender || p.sms_sender.state !== 'approved') && (
          <p className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900" role="status">
            {p.sms_sender ? t('senderNotApproved', { name: p.sms_sender.sender_name }) : t('senderNone')}{' '}
            <Link className="underline" to={PROVIDERS_PATH}>
              {t('providersLink')}
            </Link>
          </p>
        )}
        {p.first_send_at && (
          <p className="text-sm text-slate-600">{t('firstSendAt', { when: when(p.first_send_at) })}</p>
        )}
      </Panel>

      {mayUpdate && <TestSend campaign={campaign} t={t} />}
      {mayUpdate && campaign.status === 'draft' && <SendActions campaign={campaign} preview={p} t={t} />}
    </div>
  );
}

function TestSend({ campaign, t }: { campaign: Campaign; t: CampaignsT }) {
  const test = useTestSend(campaign.id);
  const [phone, setPhone] = useState('');
  const [channel, setChannel] = useState<'sms' | 'whatsapp'>(campaign.channels[0] ?? 'sms');
  const [language, setLanguage] = useState<'en' | 'sw'>('sw');
  const error = formError(test.error);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    test.mutate({ channel, language, ...(phone.trim() ? { phone: phone.trim() } : {}) });
  };
  const r = test.data;
  const refused = r && ['refused', 'failed'].includes(r.status);
  return (
    <Panel title={t('testHeading')} testId="test-send">
      <form noValidate onSubmit={submit} className="space-y-3">
        <div className="grid gap-3 sm:grid-cols-3">
          <TextField
            label={t('testPhone')}
            type="tel"
            inputMode="tel"
            value={phone}
            error={error?.field === 'phone' ? error.message : undefined}
            onChange={(e) => setPhone(e.target.value)}
          />
          {campaign.channels.length > 1 && (
            <SelectField
              label={t('testChannel')}
              value={channel}
              onChange={(e) => setChannel(e.target.value as 'sms' | 'whatsapp')}
              options={campaign.channels.map((c) => ({ value: c, label: t(`channel_${c}`) }))}
            />
          )}
          <SelectField
            label={t('testLanguage')}
            value={language}
            onChange={(e) => setLanguage(e.target.value as 'en' | 'sw')}
            options={[
              { value: 'sw', label: t('smsLang_sw') },
              { value: 'en', label: t('smsLang_en') },
            ]}
          />
        </div>
        <Button type="submit" variant="secondary" loading={test.isPending}>
          {t('sendTest')}
        </Button>
        {error && error.field !== 'phone' && (
          <p role="alert" className="text-sm text-red-700">
            {error.message}
          </p>
        )}
        {r && (
          <p role="status" className={`text-sm ${refused ? 'text-red-700' : 'text-emerald-800'}`}>
            {refused
              ? t('testRefused', { reason: r.reason ?? r.status })
              : t('testSent', { to: r.to, status: r.status })}
          </p>
        )}
      </form>
    </Panel>
  );
}

/** A `datetime-local` value as an ISO time, or null when empty or not in the future. */
export function futureIso(local: string, now = Date.now()): string | null {
  if (!local) return null;
  const at = new Date(local);
  return Number.isNaN(at.getTime()) || at.getTime() <= now ? null : at.toISOString();
}

function SendActions({ campaign, preview, t }: { campaign: Campaign; preview: CampaignPreview; t: CampaignsT }) {
  const navigate = useNavigate();
  const send = useSendNow(campaign.id);
  const schedule = useSchedule(campaign.id);
  const [confirming, setConfirming] = useState(false);
  const [at, setAt] = useState('');
  const [atError, setAtError] = useState<string>();
  const done = () => void navigate(resultsPath(campaign.id));
  const submitSchedule = (e: FormEvent) => {
    e.preventDefault();
    const iso = futureIso(at);
    if (!iso) return setAtError(t('schedulePast'));
    setAtError(undefined);
    schedule.mutate(iso, { onSuccess: done });
  };
  const scheduleError = formError(schedule.error)?.message;
  const nobody = preview.audience.reachable === 0;
  return (
    <Panel title={t('sendHeading')} testId="send-actions">
      <div className="flex flex-wrap gap-3">
        <Button disabled={nobody} onClick={() => setConfirming(true)}>
          {t('sendNow')}
        </Button>
      </div>
      <form noValidate onSubmit={submitSchedule} className="flex flex-wrap items-end gap-3">
        <TextField
          label={t('scheduleAt')}
          type="datetime-local"
          value={at}
          error={atError ?? scheduleError}
          onChange={(e) => setAt(e.target.value)}
          containerClassName="min-w-0 flex-1"
        />
        <Button type="submit" variant="secondary" disabled={nobody} loading={schedule.isPending}>
          {t('schedule')}
        </Button>
      </form>
      <ConfirmDialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title={t('sendNowTitle', { count: preview.audience.reachable })}
        message={t('sendNowText', { cost: formatMoney(preview.cost.total_tzs) })}
        error={formError(send.error)?.message}
        pending={send.isPending}
        onConfirm={() => send.mutate(undefined, { onSuccess: done })}
        cancelLabel={t('cancel')}
        confirmLabel={t('sendNow')}
      />
      <Link
        className={buttonClasses({ variant: 'ghost', size: 'sm' })}
        to={`${CREATE_PATH}?id=${encodeURIComponent(campaign.id)}`}
      >
        {t('edit')}
      </Link>
    </Panel>
  );
}

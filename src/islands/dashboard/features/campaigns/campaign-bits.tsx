import { useStore } from '@nanostores/react';
import type { ReactNode } from 'react';
import { $language } from '../../../../i18n/language.ts';
import type { CampaignChannel, CampaignStatus } from '../../../../lib/campaign-schemas.ts';
import { formatDate } from '../../../../lib/format.ts';
import { LEFT_OUT_REASONS, type LeftOutReason } from '../../../../lib/contracts/campaign.ts';
import type { CampaignsT } from './use-campaigns-t.ts';

// Small pieces the campaign screens share: the status badge, dates in the merchant's language,
// provider and WhatsApp failure codes in words, and the routes' addresses.

export const MARKETING = '/dashboard/marketing';
export const listPath = (channel: CampaignChannel) => `${MARKETING}/${channel}/campaign`;
export const CREATE_PATH = `${MARKETING}/sms/campaign/create`;
export const previewPath = (id: string) => `${MARKETING}/sms/campaign/preview?id=${encodeURIComponent(id)}`;
export const resultsPath = (id: string) => `${MARKETING}/sms/campaign/${encodeURIComponent(id)}`;
export const PROVIDERS_PATH = `${MARKETING}/sms/campaign/providers`;
export const TEMPLATES_PATH = `${MARKETING}/whatsapp/templates`;

const STATUS_LOOK: Record<CampaignStatus, string> = {
  draft: 'bg-slate-100 text-slate-700',
  scheduled: 'bg-amber-100 text-amber-800',
  sending: 'bg-blue-100 text-blue-800',
  done: 'bg-emerald-100 text-emerald-800',
  cancelled: 'bg-red-100 text-red-800',
};

export function StatusBadge({ status, t }: { status: CampaignStatus; t: CampaignsT }) {
  return (
    <span className={`rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap ${STATUS_LOOK[status]}`}>
      {t(`status_${status}`)}
    </span>
  );
}

export function ChannelTags({ channels, t }: { channels: readonly CampaignChannel[]; t: CampaignsT }) {
  return (
    <>
      {channels.map((c) => (
        <span key={c} className="rounded-full bg-slate-100 px-2 py-0.5 text-xs whitespace-nowrap">
          {t(`channel_${c}`)}
        </span>
      ))}
    </>
  );
}

export function useWhen(): (value: string | null) => string {
  const lang = useStore($language);
  return (value) => (value ? formatDate(value, 'MMM D, YYYY HH:mm', lang) : '');
}

/** A failure reason as the merchant reads it: WhatsApp's codes in words, a provider's own text as it came. */
export function reasonWords(reason: string, t: CampaignsT): string {
  if (!reason || reason === 'unknown') return t('reasonUnknown');
  if (reason === 'refused' || (LEFT_OUT_REASONS as readonly string[]).includes(reason))
    return t(`reason_${reason as 'refused' | LeftOutReason}`);
  if (reason === 'interrupted') return t('reason_interrupted');
  if (/\b131049\b/.test(reason)) return t('reason_131049');
  if (/\b131026\b/.test(reason)) return t('reason_131026');
  return reason;
}

/** Recipients a message went out to (the results' "sent"): sent, delivered, read, or no final word yet. */
export const sentOf = (n: { sent: number; delivered: number; read: number; unknown: number }) =>
  n.sent + n.delivered + n.read + n.unknown;

/** A figure with its label, for the results and the hub. */
export function Figure({ label, value, testId }: { label: string; value: ReactNode; testId?: string }) {
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-3" data-testid={testId}>
      <div className="text-xs text-slate-500">{label}</div>
      <div className="mt-1 text-lg font-semibold tabular-nums">{value}</div>
    </div>
  );
}

export function Panel({ title, children, testId }: { title?: ReactNode; children: ReactNode; testId?: string }) {
  return (
    <section className="space-y-3 rounded-xl border border-slate-200 bg-white p-4" data-testid={testId}>
      {title && <h2 className="font-semibold">{title}</h2>}
      {children}
    </section>
  );
}

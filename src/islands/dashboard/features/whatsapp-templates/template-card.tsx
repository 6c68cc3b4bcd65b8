import { useState } from 'react';
import type { WhatsappTemplate } from './api.ts';
import { TemplatePreview } from './template-preview.tsx';
import type { WhatsappTemplatesT } from './use-whatsapp-templates-t.ts';

const KNOWN = ['APPROVED', 'PENDING', 'REJECTED', 'PAUSED', 'DISABLED', 'DELETED'] as const;
type Known = (typeof KNOWN)[number];
const REASONS = [
  'INVALID_FORMAT',
  'PROMOTIONAL',
  'ABUSIVE_CONTENT',
  'TAG_CONTENT_MISMATCH',
  'INCORRECT_CATEGORY',
  'SCAM',
  'CATEGORY_NOT_AVAILABLE',
] as const;

const LOOK: Record<Known, string> = {
  APPROVED: 'bg-green-100 text-green-800',
  PENDING: 'bg-amber-100 text-amber-800',
  REJECTED: 'bg-red-100 text-red-800',
  PAUSED: 'bg-orange-100 text-orange-800',
  DISABLED: 'bg-slate-200 text-slate-700',
  DELETED: 'bg-slate-200 text-slate-700',
};

const isKnown = (status: string): status is Known => (KNOWN as readonly string[]).includes(status);

/** Meta's reason in words, or Meta's own word when we have none for it. */
function reasonWords(t: WhatsappTemplatesT, reason: string): string {
  return (REASONS as readonly string[]).includes(reason) ? t(`reason_${reason as (typeof REASONS)[number]}`) : reason;
}

/** One template: its name, language and category, Meta's review state in words, and its text on demand. */
export function TemplateCard({ t, template }: { t: WhatsappTemplatesT; template: WhatsappTemplate }) {
  const [open, setOpen] = useState(false);
  const status = template.status;
  const language =
    template.language === 'en' || template.language === 'sw' ? t(`lang_${template.language}`) : template.language;
  const category =
    template.category === 'MARKETING' || template.category === 'UTILITY'
      ? t(`category_${template.category}`)
      : template.category;
  return (
    <li className="rounded-lg border border-slate-200 bg-white p-3">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-medium break-all">{template.name}</p>
          <p className="text-sm text-slate-600">
            {language} · {category}
            {template.variable_count > 0 && ` · ${t('variables', { count: template.variable_count })}`}
          </p>
        </div>
        <span
          className={`shrink-0 rounded-full px-2 py-0.5 text-xs font-medium ${isKnown(status) ? LOOK[status] : 'bg-slate-100 text-slate-700'}`}
        >
          {isKnown(status) ? t(`status_${status}`) : status}
        </span>
      </div>
      <p className="mt-2 text-sm text-slate-700">
        {isKnown(status) ? t(`statusHint_${status}`) : t('statusOther', { status })}
      </p>
      {status === 'REJECTED' && template.rejected_reason && (
        <p className="mt-1 text-sm text-red-700">{t('reason', { reason: reasonWords(t, template.rejected_reason) })}</p>
      )}
      {template.rejection_detail && <p className="mt-1 text-sm text-slate-600">{template.rejection_detail}</p>}
      {status === 'APPROVED' && !template.sendable && <p className="mt-1 text-sm text-slate-600">{t('notSendable')}</p>}
      <button
        type="button"
        className="mt-2 text-sm text-brand-700 hover:underline"
        aria-expanded={open}
        onClick={() => setOpen(!open)}
      >
        {open ? t('detailHide') : t('detailShow')}
      </button>
      {open && (
        <div className="mt-2">
          <TemplatePreview
            t={t}
            header={template.header}
            body={template.body}
            examples={template.examples}
            footer={template.footer}
            buttons={template.buttons}
          />
        </div>
      )}
    </li>
  );
}

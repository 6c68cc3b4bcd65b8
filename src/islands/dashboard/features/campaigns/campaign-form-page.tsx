import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Checkbox } from '../../../../ui/checkbox.tsx';
import { FormFooter } from '../../../../ui/form-footer.tsx';
import { SelectField } from '../../../../ui/select-field.tsx';
import { TextField } from '../../../../ui/text-field.tsx';
import { Textarea } from '../../../../ui/textarea.tsx';
import { SMS_VARIABLES, type SmsVariable } from '../../../../lib/sms-text.ts';
import { PageHeader } from '../../layout/page-header.tsx';
import { BackLink } from '../../lib/back-link.tsx';
import { formError } from '../../lib/form-error.ts';
import { LoadState } from '../../lib/load-state.tsx';
import {
  campaignQuery,
  productChoicesQuery,
  templatesQuery,
  useCreateCampaign,
  useUpdateCampaign,
  type WhatsappTemplate,
} from './api.ts';
import { AudienceCount, AudienceEditor } from './audience-editor.tsx';
import {
  audienceOf,
  buildCampaign,
  draftOf,
  emptyDraft,
  type CampaignDraft,
  type DraftErrors,
  type ValueRow,
} from './campaign-draft.ts';
import { listPath, Panel, previewPath, resultsPath, TEMPLATES_PATH } from './campaign-bits.tsx';
import { SmsTextField } from './sms-text-field.tsx';
import { useCampaignsT, type CampaignsT } from './use-campaigns-t.ts';

/**
 * /marketing/sms/campaign/create (?id= edits a draft, ?channel=whatsapp comes from the WhatsApp
 * list): name, audience with its live count, SMS texts with their counters, the WhatsApp template
 * and its values, the fallback, the link and the sending hours; saved as a draft, then the preview.
 */
export function CampaignFormPage() {
  const t = useCampaignsT();
  const [search] = useSearchParams();
  const id = search.get('id');
  const back = listPath(search.get('channel') === 'whatsapp' ? 'whatsapp' : 'sms');
  if (!id)
    return (
      <Shell t={t} back={back} title={t('createTitle')}>
        <CampaignForm initial={emptyDraft()} id={null} back={back} t={t} />
      </Shell>
    );
  return <EditDraft id={id} back={back} t={t} />;
}

function Shell({
  t,
  back,
  title,
  children,
}: {
  t: CampaignsT;
  back: string;
  title: string;
  children: React.ReactNode;
}) {
  return (
    <div className="max-w-3xl space-y-4">
      <BackLink to={back} label={t('allCampaigns')} />
      <PageHeader title={title} subtitle={t('formSubtitle')} />
      {children}
    </div>
  );
}

function EditDraft({ id, back, t }: { id: string; back: string; t: CampaignsT }) {
  const campaign = useQuery(campaignQuery(id));
  return (
    <Shell t={t} back={back} title={t('editTitle')}>
      <LoadState query={campaign} t={t}>
        {(c) =>
          c.status === 'draft' ? (
            <CampaignForm initial={draftOf(c)} id={c.id} back={back} t={t} />
          ) : (
            <p className="text-sm">
              {t('notDraft')}{' '}
              <Link className="text-brand-700 underline" to={resultsPath(c.id)}>
                {t('seeResults')}
              </Link>
            </p>
          )
        }
      </LoadState>
    </Shell>
  );
}

export function CampaignForm({
  initial,
  id,
  back,
  t,
}: {
  initial: CampaignDraft;
  id: string | null;
  back: string;
  t: CampaignsT;
}) {
  const navigate = useNavigate();
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<DraftErrors>({});
  const [tried, setTried] = useState(false);
  const create = useCreateCampaign();
  const update = useUpdateCampaign(id ?? '');
  const save = id ? update : create;
  const templates = useQuery(templatesQuery());
  const sendable = (templates.data?.items ?? []).filter((tp) => tp.sendable);
  const template = sendable.find((tp) => tp.id === draft.whatsapp_template_id) ?? null;

  const set = (patch: Partial<CampaignDraft>) => {
    const next = { ...draft, ...patch };
    setDraft(next);
    if (tried) setErrors(buildCampaign(next, templateOf(next)).errors ?? {});
  };
  const templateOf = (d: CampaignDraft) => sendable.find((tp) => tp.id === d.whatsapp_template_id) ?? null;

  const server = formError(save.error);
  const msg = (field: string) => {
    const e = errors[field];
    if (e) return t(e.key as Parameters<CampaignsT>[0], e.params);
    return server?.field === field ? server.message : undefined;
  };
  const fieldNames = ['name', 'sms_text_en', 'sms_text_sw', 'whatsapp_template_id', 'send_from', 'send_until'];
  const general =
    (Object.keys(errors).length > 0 && t('errFix')) ||
    (server && !(server.field && fieldNames.includes(server.field)) ? server.message : undefined);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    const built = buildCampaign(draft, template);
    if (built.errors) {
      setErrors(built.errors);
      return;
    }
    setErrors({});
    save.mutate(built.body, { onSuccess: (c) => void navigate(previewPath(c.id)) });
  };

  const countBody = { audience: audienceOf(draft), whatsapp_template_id: draft.whatsapp_template_id || null };

  return (
    <form noValidate onSubmit={submit} className="space-y-4" data-testid="campaign-form">
      <Panel>
        <TextField
          label={t('name')}
          hint={t('nameHint')}
          value={draft.name}
          maxLength={120}
          required
          error={msg('name')}
          onChange={(e) => set({ name: e.target.value })}
        />
      </Panel>

      <Panel title={t('audience')}>
        <AudienceEditor draft={draft} set={set} errors={errors} msg={msg} t={t} />
        <AudienceCount body={countBody} t={t} />
      </Panel>

      <Panel title={t('waSection')}>
        <p className="text-sm text-slate-600">{t('waSectionHint')}</p>
        <TemplatePicker draft={draft} set={set} templates={sendable} loading={templates.isPending} msg={msg} t={t} />
      </Panel>

      <Panel title={t('smsSection')}>
        <p className="text-sm text-slate-600">{t('smsSectionHint')}</p>
        {msg('message') && (
          <p role="alert" className="text-sm text-red-700">
            {msg('message')}
          </p>
        )}
        <SmsTextField
          language="sw"
          value={draft.sms_text_sw}
          onChange={(v) => set({ sms_text_sw: v })}
          error={msg('sms_text_sw')}
          t={t}
        />
        <SmsTextField
          language="en"
          value={draft.sms_text_en}
          onChange={(v) => set({ sms_text_en: v })}
          error={msg('sms_text_en')}
          t={t}
        />
      </Panel>

      <Panel title={t('linkSection')}>
        <p className="text-sm text-slate-600">{t('linkHint')}</p>
        <fieldset className="space-y-1">
          {(['chat', 'order_page'] as const).map((target) => (
            <label key={target} className="flex min-h-11 items-center gap-3 text-sm">
              <input
                type="radio"
                name="link_target"
                checked={draft.link_target === target}
                onChange={() => set({ link_target: target })}
              />
              {t(`link_${target}`)}
            </label>
          ))}
        </fieldset>
        {draft.link_target === 'order_page' && <LinkProduct draft={draft} set={set} t={t} />}
        {draft.link_target === 'chat' && (
          <Textarea
            label={t('offerText')}
            rows={2}
            maxLength={500}
            value={draft.offer_text}
            onChange={(e) => set({ offer_text: e.target.value })}
          />
        )}
        <TextField
          label={t('attributionDays')}
          inputMode="numeric"
          value={draft.attribution_days}
          error={msg('attribution_days')}
          onChange={(e) => set({ attribution_days: e.target.value })}
        />
      </Panel>

      <Panel title={t('hoursSection')}>
        <p className="text-sm text-slate-600">{t('hoursHint')}</p>
        <div className="grid grid-cols-2 gap-3">
          <TextField
            label={t('sendFrom')}
            type="time"
            value={draft.send_from}
            error={msg('send_from')}
            onChange={(e) => set({ send_from: e.target.value })}
          />
          <TextField
            label={t('sendUntil')}
            type="time"
            value={draft.send_until}
            error={msg('send_until')}
            onChange={(e) => set({ send_until: e.target.value })}
          />
        </div>
      </Panel>

      <FormFooter
        general={general}
        onCancel={() => void navigate(back)}
        cancelLabel={t('cancel')}
        submitLabel={t('saveAndPreview')}
        pending={save.isPending}
      />
    </form>
  );
}

function TemplatePicker({
  draft,
  set,
  templates,
  loading,
  msg,
  t,
}: {
  draft: CampaignDraft;
  set: (patch: Partial<CampaignDraft>) => void;
  templates: WhatsappTemplate[];
  loading: boolean;
  msg: (field: string) => string | undefined;
  t: CampaignsT;
}) {
  const template = templates.find((tp) => tp.id === draft.whatsapp_template_id) ?? null;
  if (!loading && templates.length === 0)
    return (
      <p className="text-sm" data-testid="no-templates">
        {t('noApproved')}{' '}
        <Link className="text-brand-700 underline" to={TEMPLATES_PATH}>
          {t('manageTemplates')}
        </Link>
      </p>
    );
  const setValue = (i: number, patch: Partial<ValueRow>) => {
    const values = Array.from(
      { length: template?.variable_count ?? 0 },
      (_, j) => draft.whatsapp_values[j] ?? { variable: '', text: '' },
    );
    values[i] = { ...values[i]!, ...patch };
    set({ whatsapp_values: values });
  };
  return (
    <div className="space-y-3">
      <SelectField
        label={t('template')}
        value={draft.whatsapp_template_id}
        error={msg('whatsapp_template_id')}
        onChange={(e) => set({ whatsapp_template_id: e.target.value, whatsapp_values: [] })}
        options={[
          { value: '', label: t('noTemplate') },
          ...templates.map((tp) => ({ value: tp.id, label: `${tp.name} (${tp.language})` })),
        ]}
      />
      {template && (
        <>
          <p className="rounded-lg bg-emerald-50 p-3 text-sm whitespace-pre-wrap">{template.body}</p>
          {template.variable_count > 0 && (
            <fieldset className="space-y-2">
              <legend className="text-sm font-medium">{t('templateValues')}</legend>
              {Array.from({ length: template.variable_count }, (_, i) => {
                const v = draft.whatsapp_values[i] ?? { variable: '', text: '' };
                return (
                  <div key={i} className="grid gap-2 sm:grid-cols-2">
                    <SelectField
                      label={`{{${i + 1}}} ${t('valueN', { n: i + 1 })}`}
                      value={v.variable}
                      error={msg(`value_${i}`)}
                      onChange={(e) => setValue(i, { variable: e.target.value as SmsVariable | '' })}
                      options={[
                        { value: '', label: t('valueFixed') },
                        ...SMS_VARIABLES.map((name) => ({ value: name, label: t(`var_${name}`) })),
                      ]}
                    />
                    {!v.variable && (
                      <TextField
                        label={t('valueText', { n: i + 1 })}
                        value={v.text}
                        maxLength={200}
                        onChange={(e) => setValue(i, { text: e.target.value })}
                      />
                    )}
                  </div>
                );
              })}
            </fieldset>
          )}
          <Checkbox
            label={t('fallbackOn')}
            hint={t('fallbackHint')}
            checked={draft.fallback_on}
            onChange={(e) => set({ fallback_on: e.target.checked })}
          />
          {draft.fallback_on && (
            <TextField
              label={t('fallbackMinutes')}
              inputMode="numeric"
              value={draft.fallback_minutes}
              error={msg('fallback_after_minutes')}
              onChange={(e) => set({ fallback_minutes: e.target.value })}
            />
          )}
        </>
      )}
    </div>
  );
}

function LinkProduct({
  draft,
  set,
  t,
}: {
  draft: CampaignDraft;
  set: (patch: Partial<CampaignDraft>) => void;
  t: CampaignsT;
}) {
  const products = useQuery(productChoicesQuery());
  return (
    <SelectField
      label={t('linkProduct')}
      value={draft.link_product_id}
      onChange={(e) => set({ link_product_id: e.target.value })}
      options={[
        { value: '', label: t('linkAnyProduct') },
        ...(products.data?.items ?? []).map((p) => ({ value: p.id, label: p.name })),
      ]}
    />
  );
}

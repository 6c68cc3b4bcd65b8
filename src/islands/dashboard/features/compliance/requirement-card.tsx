import { useStore } from '@nanostores/react';
import { useMemo, useState, type FormEvent } from 'react';
import { $language } from '../../../../i18n/language.ts';
import type { KycField, KycRequirement } from '../../../../lib/kyc-requirements.ts';
import { checkRequirementFields, kycToday, type FieldError } from '../../../../lib/kyc-validation.ts';
import { KYC_ERROR_WORDS } from '../../../../lib/kyc-words.ts';
import { Button } from '../../../../ui/button.tsx';
import { FormAlert } from '../../../../ui/form-alert.tsx';
import { SelectField } from '../../../../ui/select-field.tsx';
import { TextField } from '../../../../ui/text-field.tsx';
import { toast } from '../../../../ui/toast-store.ts';
import { formError } from '../../lib/form-error.ts';
import { useSaveFields, useSubmitRequirement, type RequirementState } from './api.ts';
import { DocumentSlot } from './document-slot.tsx';
import { StateBadge } from './state-badge.tsx';
import type { ComplianceT } from './use-compliance-t.ts';

// One requirement: its state in words, the reviewer's reason when rejected, its fields checked as
// they are typed (the same functions the server runs: src/lib/kyc-validation.ts) and its documents.

const EDITABLE = new Set(['not_started', 'rejected', 'expiring', 'expired']);

export function RequirementCard({
  requirement,
  state,
  t,
}: {
  requirement: KycRequirement;
  state: RequirementState;
  t: ComplianceT;
}) {
  const lang = useStore($language);
  const editable = EDITABLE.has(state.state);
  const [values, setValues] = useState<Record<string, string>>(state.fields);
  const [touched, setTouched] = useState<Set<string>>(new Set());
  const [complete, setComplete] = useState(false);
  const save = useSaveFields();
  const submit = useSubmitRequirement();
  const dirty = requirement.fields.some((f) => (values[f.key] ?? '') !== (state.fields[f.key] ?? ''));

  const errors = useMemo(
    () => checkRequirementFields(requirement, values, kycToday(), complete),
    [requirement, values, complete],
  );
  const shown = (key: string): string | undefined => {
    const local: FieldError | undefined = errors.find((e) => e.field === key);
    if (local && (complete || touched.has(key))) return KYC_ERROR_WORDS[local.code][lang];
    const server = formError(save.error ?? submit.error);
    return server?.field === key || server?.field === `fields.${key}` ? server.message : undefined;
  };
  const set = (key: string, value: string) => {
    setValues((v) => ({ ...v, [key]: value }));
    setTouched((s) => new Set(s).add(key));
  };

  const onSave = (e: FormEvent) => {
    e.preventDefault();
    setTouched(new Set(requirement.fields.map((f) => f.key)));
    if (checkRequirementFields(requirement, values, kycToday(), false).length > 0) return;
    save.mutate(
      { key: requirement.key, fields: values },
      { onSuccess: () => toast({ title: t('saved'), variant: 'success' }) },
    );
  };
  const onSubmit = async () => {
    setComplete(true);
    if (checkRequirementFields(requirement, values, kycToday(), true).length > 0) return;
    if (dirty) await save.mutateAsync({ key: requirement.key, fields: values });
    submit.mutate(requirement.key, { onSuccess: () => toast({ title: t('submitted'), variant: 'success' }) });
  };
  const general = formError(save.error ?? submit.error);
  const generalText =
    general && !requirement.fields.some((f) => general.field === f.key || general.field === `fields.${f.key}`)
      ? general.message
      : null;

  return (
    <section
      className="space-y-3 rounded-xl border border-slate-200 bg-white p-4 sm:p-6"
      aria-labelledby={`kyc-${requirement.key}`}
      data-testid={`kyc-requirement-${requirement.key}`}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 id={`kyc-${requirement.key}`} className="text-base font-semibold">
            {requirement.label[lang]}
          </h3>
          <p className="text-sm text-slate-600">{requirement.hint[lang]}</p>
        </div>
        <StateBadge state={state.state} t={t} />
      </div>

      {state.state === 'rejected' && state.reason && (
        <p role="status" className="rounded-md bg-red-50 p-3 text-sm text-red-800">
          {t('reviewerSaid', { reason: state.reason })}
        </p>
      )}
      {state.state === 'submitted' && <p className="text-sm text-slate-600">{t('underReview')}</p>}
      {state.expires_on && (state.state === 'expiring' || state.state === 'expired' || state.state === 'verified') && (
        <p className="text-sm text-slate-600">
          {state.state === 'expiring'
            ? t('expiringNote', { date: state.expires_on })
            : t('expiresOn', { date: state.expires_on })}
        </p>
      )}

      {requirement.fields.length > 0 && (
        <form noValidate onSubmit={onSave} className="grid gap-3 sm:grid-cols-2">
          {requirement.fields.map((field) => (
            <FieldInput
              key={field.key}
              field={field}
              value={values[field.key] ?? ''}
              error={shown(field.key)}
              disabled={!editable}
              lang={lang}
              t={t}
              onChange={(v) => set(field.key, v)}
            />
          ))}
          {editable && (
            <div className="sm:col-span-2">
              <Button type="submit" variant="secondary" loading={save.isPending} disabled={!dirty}>
                {t('save')}
              </Button>
            </div>
          )}
        </form>
      )}

      {requirement.documents.length > 0 && (
        <div className="grid gap-3 sm:grid-cols-2">
          {requirement.documents.map((slot) => (
            <DocumentSlot
              key={slot.key}
              requirementKey={requirement.key}
              slot={slot}
              document={state.documents.find((d) => d.slot === slot.key)}
              editable={editable}
              t={t}
            />
          ))}
        </div>
      )}

      <FormAlert>{generalText}</FormAlert>
      {editable && (
        <Button
          type="button"
          className="w-full sm:w-auto"
          loading={submit.isPending}
          onClick={() => void onSubmit().catch(() => undefined)}
        >
          {t('submit')}
        </Button>
      )}
    </section>
  );
}

function FieldInput({
  field,
  value,
  error,
  disabled,
  lang,
  t,
  onChange,
}: {
  field: KycField;
  value: string;
  error: string | undefined;
  disabled: boolean;
  lang: 'en' | 'sw';
  t: ComplianceT;
  onChange: (value: string) => void;
}) {
  const common = {
    label: field.label[lang],
    hint: field.hint?.[lang],
    error,
    disabled,
    name: field.key,
    value,
  };
  if (field.kind === 'choice') {
    return (
      <SelectField
        {...common}
        placeholder={t('choose')}
        options={(field.options ?? []).map((o) => ({ value: o.value, label: o.label[lang] }))}
        onChange={(e) => onChange(e.target.value)}
      />
    );
  }
  const date = field.kind === 'date_of_birth' || field.kind === 'expiry_date';
  return (
    <TextField
      {...common}
      type={date ? 'date' : 'text'}
      inputMode={field.kind === 'tin' ? 'numeric' : undefined}
      autoComplete={field.kind === 'date_of_birth' ? 'bday' : 'off'}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}

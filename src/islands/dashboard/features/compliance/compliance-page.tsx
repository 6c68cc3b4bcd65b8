import { useStore } from '@nanostores/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { $language } from '../../../../i18n/language.ts';
import {
  BUSINESS_TYPE_REQUIREMENTS,
  BUSINESS_TYPES,
  LEVEL_WORDS,
  levelOneRequirements,
  levelTwoRequirements,
  requirementByKey,
  type BusinessType,
  type KycRequirement,
} from '../../../../lib/kyc-requirements.ts';
import { countsAsVerified } from '../../../../lib/kyc-level.ts';
import { Button } from '../../../../ui/button.tsx';
import { ErrorBlock } from '../../../../ui/error-block.tsx';
import { FormAlert } from '../../../../ui/form-alert.tsx';
import { SelectField } from '../../../../ui/select-field.tsx';
import { toast } from '../../../../ui/toast-store.ts';
import { PageHeader } from '../../layout/page-header.tsx';
import { ApiError } from '../../lib/api.ts';
import { formError } from '../../lib/form-error.ts';
import { LoadState } from '../../lib/load-state.tsx';
import { complianceQuery, useSetBusinessType, useSubmitLevel, type Compliance } from './api.ts';
import { KycTimeline } from './kyc-timeline.tsx';
import { RequirementCard } from './requirement-card.tsx';
import { useComplianceT, type ComplianceT } from './use-compliance-t.ts';

// /dashboard/compliance (issue 29): who is behind the shop, level by level. What each level asks for
// is data (src/lib/kyc-requirements.ts); the states, documents and history come from the server.

export function CompliancePage() {
  const t = useComplianceT();
  const query = useQuery(complianceQuery());
  const forbidden = query.error instanceof ApiError && query.error.status === 403;
  return (
    <div className="max-w-3xl space-y-6">
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      {forbidden ? (
        <ErrorBlock message={t('adminOnly')} icon={null} />
      ) : (
        <LoadState query={query} t={t}>
          {(c) => <ComplianceView c={c} t={t} />}
        </LoadState>
      )}
    </div>
  );
}

function ComplianceView({ c, t }: { c: Compliance; t: ComplianceT }) {
  const lang = useStore($language);
  const stateOf = (key: string) => c.requirements.find((r) => r.key === key)!;
  return (
    <>
      <section className="space-y-3 rounded-xl border border-slate-200 bg-white p-4 sm:p-6" data-testid="kyc-level">
        <h2 className="text-lg font-semibold">{t(`levelName${c.level}`)}</h2>
        <p className="text-sm text-slate-600">{LEVEL_WORDS[c.level][lang]}</p>
        {c.missing.length > 0 ? (
          <div>
            <p className="text-sm font-medium">{t('missingTitle')}</p>
            <ul className="mt-1 list-inside list-disc text-sm text-slate-700">
              {c.missing.map((m) => (
                <li key={m.key}>
                  <a href={`#kyc-${m.key}`} className="underline">
                    {m.label[lang]}
                  </a>{' '}
                  ({t(`state_${m.state}`)})
                </li>
              ))}
            </ul>
          </div>
        ) : (
          <p className="text-sm text-emerald-700">{t('nothingMissing')}</p>
        )}
      </section>

      {c.notices.length > 0 && (
        <section role="status" className="space-y-2 rounded-xl border border-amber-200 bg-amber-50 p-4">
          <h2 className="text-sm font-semibold">{t('noticesTitle')}</h2>
          <ul className="space-y-1 text-sm">
            {c.notices.map((n) => {
              const requirement = requirementByKey(n.requirement_key)?.label[lang] ?? n.requirement_key;
              return (
                <li key={n.id} className="break-words">
                  {n.to_state === 'verified'
                    ? t('noticeVerified', { requirement })
                    : t('noticeRejected', { requirement, reason: n.reason ?? '' })}
                </li>
              );
            })}
          </ul>
        </section>
      )}

      <LevelSection level={1} requirements={levelOneRequirements()} c={c} t={t} stateOf={stateOf} />

      <BusinessTypePicker current={c.business_type} t={t} />
      {c.business_type ? (
        <LevelSection level={2} requirements={levelTwoRequirements(c.business_type)} c={c} t={t} stateOf={stateOf} />
      ) : (
        <p className="text-sm text-slate-600">{t('chooseType')}</p>
      )}

      <KycTimeline timeline={c.timeline} t={t} />
    </>
  );
}

function LevelSection({
  level,
  requirements,
  c,
  t,
  stateOf,
}: {
  level: 1 | 2;
  requirements: readonly KycRequirement[];
  c: Compliance;
  t: ComplianceT;
  stateOf: (key: string) => Compliance['requirements'][number];
}) {
  const submitLevel = useSubmitLevel();
  const done = requirements.filter((r) => countsAsVerified(stateOf(r.key).state)).length;
  const open = requirements.some((r) =>
    ['not_started', 'rejected', 'expired', 'expiring'].includes(stateOf(r.key).state),
  );
  const percent = Math.round((done / Math.max(1, requirements.length)) * 100);
  return (
    <section className="space-y-4" aria-labelledby={`kyc-level-${level}`}>
      <div className="space-y-2">
        <h2 id={`kyc-level-${level}`} className="text-lg font-semibold">
          {t(`levelTitle${level}`)}
        </h2>
        <div
          role="progressbar"
          aria-valuemin={0}
          aria-valuemax={requirements.length}
          aria-valuenow={done}
          aria-label={t('progress', { done, total: requirements.length })}
          className="h-2 w-full overflow-hidden rounded-full bg-slate-200"
        >
          <div className="h-full bg-emerald-500" style={{ width: `${percent}%` }} />
        </div>
        <p className="text-sm text-slate-600">{t('progress', { done, total: requirements.length })}</p>
      </div>
      {requirements.map((r) => (
        <div key={r.key} id={`kyc-${r.key}`}>
          <RequirementCard requirement={r} state={stateOf(r.key)} t={t} />
        </div>
      ))}
      {open && c.level < level && (
        <>
          <FormAlert>
            {submitLevel.isError ? (formError(submitLevel.error)?.message ?? t('submitFailed')) : null}
          </FormAlert>
          <Button
            type="button"
            className="w-full sm:w-auto"
            loading={submitLevel.isPending}
            onClick={() =>
              submitLevel.mutate(level, { onSuccess: () => toast({ title: t('submitted'), variant: 'success' }) })
            }
          >
            {t('submitLevel', { level })}
          </Button>
        </>
      )}
    </section>
  );
}

function BusinessTypePicker({ current, t }: { current: BusinessType | null; t: ComplianceT }) {
  const lang = useStore($language);
  const [type, setType] = useState<string>(current ?? '');
  const save = useSetBusinessType();
  return (
    <form
      id="kyc-business_type"
      noValidate
      className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:flex-row sm:items-end sm:p-6"
      onSubmit={(e) => {
        e.preventDefault();
        if (type) save.mutate(type as BusinessType);
      }}
    >
      <SelectField
        containerClassName="flex-1"
        label={t('businessType')}
        hint={t('businessTypeHint')}
        placeholder={t('choose')}
        value={type}
        error={save.isError ? formError(save.error)?.message : undefined}
        options={BUSINESS_TYPES.map((b) => ({ value: b, label: BUSINESS_TYPE_REQUIREMENTS[b].label[lang] }))}
        onChange={(e) => setType(e.target.value)}
      />
      <Button type="submit" variant="secondary" loading={save.isPending} disabled={!type || type === current}>
        {t('businessTypeSave')}
      </Button>
    </form>
  );
}

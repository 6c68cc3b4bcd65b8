import { useStore } from '@nanostores/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { $language } from '../../../i18n/language.ts';
import { formatDate } from '../../../lib/format.ts';
import { KYC_REASON_MAX } from '../../../lib/compliance-schemas.ts';
import { BUSINESS_TYPE_REQUIREMENTS, requirementByKey, type KycRequirement } from '../../../lib/kyc-requirements.ts';
import { formatTin } from '../../../lib/kyc-validation.ts';
import { Button } from '../../../ui/button.tsx';
import { FormAlert } from '../../../ui/form-alert.tsx';
import { Textarea } from '../../../ui/textarea.tsx';
import { toast } from '../../../ui/toast-store.ts';
import { formError } from '../../dashboard/lib/form-error.ts';
import { LoadState } from '../../dashboard/lib/load-state.tsx';
import { kycShopQuery, operatorDocumentHref, useVerdict, type KycShopReview } from './api.ts';
import { useOperatorKycT, type OperatorKycT } from './use-kyc-t.ts';

// /operator/kyc/:shopId: one shop's submission, each requirement's fields beside its documents,
// and a verdict per requirement (a rejection says why, in words the shop can act on).

export function KycShopScreen() {
  const { shopId = '' } = useParams<{ shopId: string }>();
  const t = useOperatorKycT();
  const review = useQuery({ ...kycShopQuery(shopId), enabled: shopId !== '' });
  return (
    <div className="max-w-4xl space-y-4">
      <Link to="/operator/kyc" className="text-sm font-medium text-brand-700 underline">
        {t('backToQueue')}
      </Link>
      <LoadState query={review} t={t}>
        {(r) => <Review review={r} t={t} />}
      </LoadState>
    </div>
  );
}

function Review({ review, t }: { review: KycShopReview; t: OperatorKycT }) {
  const lang = useStore($language);
  return (
    <>
      <div>
        <h1 className="text-2xl font-semibold tracking-tight break-words">
          {t('shopTitle', { shop: review.shop_name })}
        </h1>
        <p className="mt-1 text-sm text-slate-600 break-words">
          {t('owner', { name: review.owner_name, email: review.owner_email })}
        </p>
        <p className="text-sm text-slate-600">
          {t('level', { level: review.level })} ·{' '}
          {review.business_type
            ? t('businessType', { type: BUSINESS_TYPE_REQUIREMENTS[review.business_type].label[lang] })
            : t('noBusinessType')}
        </p>
      </div>
      {review.requirements.map((state) => {
        const requirement = requirementByKey(state.key);
        return requirement ? (
          <RequirementReview key={state.key} shopId={review.shop_id} requirement={requirement} state={state} t={t} />
        ) : null;
      })}
      <section className="space-y-3 rounded-xl border border-slate-200 bg-white p-4">
        <h2 className="text-base font-semibold">{t('timelineTitle')}</h2>
        {review.timeline.length === 0 ? (
          <p className="text-sm text-slate-500">{t('timelineEmpty')}</p>
        ) : (
          <ol className="space-y-2 text-sm">
            {review.timeline.map((e) => (
              <li key={e.id} className="border-l-2 border-slate-200 pl-3">
                <p className="font-medium break-words">
                  {t('timelineEntry', {
                    requirement: requirementByKey(e.requirement_key)?.label[lang] ?? e.requirement_key,
                    from: t(`state_${e.from_state}`),
                    to: t(`state_${e.to_state}`),
                  })}
                </p>
                <p className="text-slate-600 break-words">
                  {t('timelineBy', { when: formatDate(e.created_at, undefined, lang), who: e.actor_name ?? '' })}
                </p>
                {e.reason && <p className="break-words">{t('reviewerReason', { reason: e.reason })}</p>}
              </li>
            ))}
          </ol>
        )}
      </section>
    </>
  );
}

type State = KycShopReview['requirements'][number];

function shownValue(requirement: KycRequirement, key: string, value: string, lang: 'en' | 'sw'): string {
  const field = requirement.fields.find((f) => f.key === key);
  if (field?.kind === 'choice') return field.options?.find((o) => o.value === value)?.label[lang] ?? value;
  if (field?.kind === 'tin') return formatTin(value);
  return value;
}

function RequirementReview({
  shopId,
  requirement,
  state,
  t,
}: {
  shopId: string;
  requirement: KycRequirement;
  state: State;
  t: OperatorKycT;
}) {
  const lang = useStore($language);
  const verdict = useVerdict(shopId);
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const decide = (body: { verdict: 'verify' } | { verdict: 'reject'; reason: string }) =>
    verdict.mutate(
      { key: requirement.key, body },
      {
        onSuccess: () => {
          setRejecting(false);
          setReason('');
          toast({ title: body.verdict === 'verify' ? t('verified') : t('rejected'), variant: 'success' });
        },
      },
    );
  const error = formError(verdict.error);

  return (
    <section
      className="space-y-3 rounded-xl border border-slate-200 bg-white p-4"
      data-testid={`kyc-review-${requirement.key}`}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h2 className="text-base font-semibold">{requirement.label[lang]}</h2>
        <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-medium">{t(`state_${state.state}`)}</span>
      </div>
      {state.reason && (
        <p className="text-sm text-red-800 break-words">{t('reviewerReason', { reason: state.reason })}</p>
      )}
      {state.expires_on && <p className="text-sm text-slate-600">{t('expiresOn', { date: state.expires_on })}</p>}

      <div className="grid gap-4 md:grid-cols-2">
        <dl className="space-y-2 text-sm">
          {requirement.fields.length === 0 && <p className="text-slate-500">{t('noFields')}</p>}
          {requirement.fields.map((f) => (
            <div key={f.key}>
              <dt className="text-slate-600">{f.label[lang]}</dt>
              <dd className="font-medium break-words">
                {state.fields[f.key] ? shownValue(requirement, f.key, state.fields[f.key]!, lang) : '—'}
              </dd>
            </div>
          ))}
        </dl>
        <div className="grid gap-3 sm:grid-cols-2">
          {requirement.documents.map((slot) => {
            const doc = state.documents.find((d) => d.slot === slot.key);
            return (
              <figure key={slot.key} className="space-y-1">
                <figcaption className="text-sm text-slate-600">{slot.label[lang]}</figcaption>
                {!doc ? (
                  <p className="text-sm text-slate-500">{t('noDocument')}</p>
                ) : doc.content_type === 'application/pdf' ? (
                  <a
                    href={operatorDocumentHref(shopId, doc.id)}
                    target="_blank"
                    rel="noreferrer"
                    className="text-sm text-brand-700 underline"
                  >
                    {t('pdfLink')}
                  </a>
                ) : (
                  <a href={operatorDocumentHref(shopId, doc.id)} target="_blank" rel="noreferrer">
                    <img
                      src={operatorDocumentHref(shopId, doc.id)}
                      alt={t('documentAlt', { name: slot.label[lang] })}
                      className="max-h-64 w-full rounded-md bg-slate-50 object-contain"
                    />
                  </a>
                )}
              </figure>
            );
          })}
        </div>
      </div>

      {state.state === 'submitted' && !rejecting && (
        <div className="flex flex-wrap gap-2">
          <Button type="button" loading={verdict.isPending} onClick={() => decide({ verdict: 'verify' })}>
            {t('verify')}
          </Button>
          <Button type="button" variant="danger" onClick={() => setRejecting(true)}>
            {t('reject')}
          </Button>
        </div>
      )}
      {state.state === 'submitted' && rejecting && (
        <form
          noValidate
          className="space-y-2"
          onSubmit={(e) => {
            e.preventDefault();
            decide({ verdict: 'reject', reason: reason.trim() });
          }}
        >
          <Textarea
            label={t('rejectReason')}
            hint={t('rejectReasonHint')}
            value={reason}
            maxLength={KYC_REASON_MAX}
            required
            error={error?.field === 'reason' ? error.message : undefined}
            onChange={(e) => setReason(e.target.value)}
          />
          <div className="flex flex-wrap gap-2">
            <Button type="submit" variant="danger" loading={verdict.isPending} disabled={reason.trim().length < 5}>
              {t('rejectConfirm')}
            </Button>
            <Button type="button" variant="ghost" onClick={() => setRejecting(false)}>
              {t('cancel')}
            </Button>
          </div>
        </form>
      )}
      <FormAlert>{error && error.field !== 'reason' ? (error.message ?? t('verdictFailed')) : null}</FormAlert>
    </section>
  );
}

import { useStore } from '@nanostores/react';
import { $language } from '../../../../i18n/language.ts';
import { formatDate } from '../../../../lib/format.ts';
import { requirementByKey } from '../../../../lib/kyc-requirements.ts';
import type { Compliance } from './api.ts';
import type { ComplianceT } from './use-compliance-t.ts';

/** Every change of the shop's requirements, newest first, with who made it and when. */
export function KycTimeline({ timeline, t }: { timeline: Compliance['timeline']; t: ComplianceT }) {
  const lang = useStore($language);
  return (
    <section className="space-y-3 rounded-xl border border-slate-200 bg-white p-4 sm:p-6">
      <h2 className="text-base font-semibold">{t('timelineTitle')}</h2>
      {timeline.length === 0 ? (
        <p className="text-sm text-slate-500">{t('timelineEmpty')}</p>
      ) : (
        <ol className="space-y-3">
          {timeline.map((e) => (
            <li key={e.id} className="border-l-2 border-slate-200 pl-3 text-sm">
              <p className="font-medium break-words">
                {t('timelineEntry', {
                  requirement: requirementByKey(e.requirement_key)?.label[lang] ?? e.requirement_key,
                  from: t(`state_${e.from_state}`),
                  to: t(`state_${e.to_state}`),
                })}
              </p>
              <p className="text-slate-600">
                {formatDate(e.created_at, undefined, lang)} ·{' '}
                {e.actor === 'operator' ? t('byReviewer') : t('byOwner', { name: e.actor_name ?? '' })}
              </p>
              {e.reason && <p className="text-slate-700 break-words">{t('reviewerSaid', { reason: e.reason })}</p>}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

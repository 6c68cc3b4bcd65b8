import { useStore } from '@nanostores/react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { $language } from '../../../i18n/language.ts';
import { requirementByKey } from '../../../lib/kyc-requirements.ts';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { LoadState } from '../../dashboard/lib/load-state.tsx';
import { kycQueueQuery } from './api.ts';
import { useOperatorKycT, waitingText } from './use-kyc-t.ts';

/** /operator/kyc: shops with submitted requirements, the one waiting longest first. */
export function KycQueueScreen() {
  const t = useOperatorKycT();
  const lang = useStore($language);
  const queue = useQuery(kycQueueQuery());
  return (
    <div className="max-w-3xl space-y-4">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight">{t('queueTitle')}</h1>
        <p className="mt-1 text-sm text-slate-600">{t('queueSubtitle')}</p>
      </div>
      <LoadState query={queue} t={t}>
        {(q) =>
          q.shops.length === 0 ? (
            <EmptyState title={t('emptyTitle')} description={t('emptyText')} />
          ) : (
            <ul className="space-y-3" data-testid="kyc-queue">
              {q.shops.map((shop) => (
                <li key={shop.shop_id} className="rounded-xl border border-slate-200 bg-white p-4">
                  <div className="flex flex-wrap items-start justify-between gap-2">
                    <div className="min-w-0">
                      <p className="font-semibold break-words">{shop.shop_name}</p>
                      <p className="text-sm text-slate-600">
                        {t('level', { level: shop.level })} ·{' '}
                        {t('waiting', { time: waitingText(shop.waiting_seconds, t) })}
                      </p>
                    </div>
                    <Link
                      to={`/operator/kyc/${shop.shop_id}`}
                      className="inline-flex h-11 items-center rounded-md bg-brand-600 px-4 text-sm font-medium text-white hover:bg-brand-700"
                    >
                      {t('open')}
                    </Link>
                  </div>
                  <ul className="mt-2 flex flex-wrap gap-2">
                    {shop.requirements.map((r) => (
                      <li key={r.key} className="rounded-full bg-sky-50 px-2.5 py-0.5 text-xs text-sky-800">
                        {requirementByKey(r.key)?.label[lang] ?? r.key}
                      </li>
                    ))}
                  </ul>
                </li>
              ))}
            </ul>
          )
        }
      </LoadState>
    </div>
  );
}

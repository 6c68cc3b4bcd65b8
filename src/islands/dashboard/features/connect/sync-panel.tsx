import { useStore } from '@nanostores/react';
import { $language } from '../../../../i18n/language.ts';
import { SYNC_TYPES, type SyncType } from '../../../../lib/connect-schemas.ts';
import { formatDate } from '../../../../lib/format.ts';
import { Button } from '../../../../ui/button.tsx';
import { toast } from '../../../../ui/toast-store.ts';
import { useRequestSync, type SyncState, type WhatsappAccount } from './api.ts';
import { useConnectT } from './use-connect-t.ts';

const TONE: Record<SyncState['status'], string> = {
  not_requested: 'bg-slate-100 text-slate-700',
  requested: 'bg-green-100 text-green-800',
  failed: 'bg-red-100 text-red-800',
};
const DAY_MS = 24 * 60 * 60 * 1000;

/** Coexistence: the contacts and history syncs of protocols.md §1, each requested once within 24 h. */
export function SyncPanel({ account, canUpdate }: { account: WhatsappAccount; canUpdate: boolean }) {
  const t = useConnectT();
  const lang = useStore($language);
  const sync = useRequestSync();
  const deadline = new Date(account.connected_at).getTime() + DAY_MS;
  const late = Date.now() > deadline;
  const request = (type: SyncType) =>
    sync.mutate(type, {
      onSuccess: () => toast({ title: t('syncRequestedToast'), variant: 'success' }),
      onError: (error) => toast({ title: t('syncFailedToast'), description: error.message, variant: 'danger' }),
    });

  return (
    <section className="space-y-3 rounded-xl border border-slate-200 bg-white p-4 sm:p-6" aria-labelledby="wa-sync">
      <div>
        <h2 id="wa-sync" className="font-semibold">
          {t('syncTitle')}
        </h2>
        <p className="text-sm text-slate-600">{t('syncHint')}</p>
        <p className={`mt-1 text-sm ${late ? 'text-amber-800' : 'text-slate-600'}`}>
          {late ? t('syncDeadlinePassed') : t('syncDeadline', { time: formatDate(deadline, undefined, lang) })}
        </p>
      </div>
      <ul className="divide-y divide-slate-100">
        {SYNC_TYPES.map((type) => {
          const state = account.sync?.[type] ?? { status: 'not_requested' as const, at: null, error: null };
          return (
            <li
              key={type}
              className="flex flex-wrap items-center justify-between gap-2 py-3"
              data-testid={`sync-${type}`}
            >
              <div className="min-w-0">
                <p className="font-medium">{t(`sync_${type}`)}</p>
                <span className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-medium ${TONE[state.status]}`}>
                  {t(`syncStatus_${state.status}`)}
                </span>
                {state.at && state.status === 'requested' && (
                  <span className="ml-2 text-xs text-slate-500">
                    {t('syncRequestedAt', { time: formatDate(state.at, undefined, lang) })}
                  </span>
                )}
                {state.error && <p className="mt-1 text-sm text-red-700">{state.error}</p>}
              </div>
              {canUpdate && state.status !== 'requested' && (
                <Button
                  variant="secondary"
                  size="sm"
                  loading={sync.isPending && sync.variables === type}
                  disabled={sync.isPending}
                  onClick={() => request(type)}
                >
                  {state.status === 'failed' ? t('syncTryAgain') : t('syncRequest')}
                </Button>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

import { useStore } from '@nanostores/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { $language } from '../../../../i18n/language.ts';
import { formatDate, formatMoney } from '../../../../lib/format.ts';
import { PROVIDER_NAMES } from '../../../../lib/payment-account-schemas.ts';
import { can } from '../../../../lib/permissions.ts';
import { Button } from '../../../../ui/button.tsx';
import { toast } from '../../../../ui/toast-store.ts';
import { PageHeader } from '../../layout/page-header.tsx';
import { formError } from '../../lib/form-error.ts';
import { ListState } from '../../lib/list-state.tsx';
import { useUser } from '../../lib/session.ts';
import { BackLink } from '../../lib/back-link.tsx';
import {
  payoutAccountsQuery,
  payoutHistoryQuery,
  payoutSourcesQuery,
  useRemovePayoutAccount,
  type PayoutDto,
} from './api.ts';
import { PayoutAccountForm } from './payout-account-form.tsx';
import { PlatformPaymentsSection } from './platform-payments-section.tsx';
import { destinationLabel, PayoutRequestForm, sourceLabel } from './payout-request-form.tsx';
import { usePayoutsT, type PayoutsT } from './use-payouts-t.ts';

/** Still waiting for the provider's word (a sandbox payout: on its simulated screen). */
const WAITING: readonly PayoutDto['status'][] = ['requested', 'processing', 'unknown'];

const STATUS_CLASSES: Record<PayoutDto['status'], string> = {
  requested: 'bg-amber-50 text-amber-800',
  processing: 'bg-amber-50 text-amber-800',
  unknown: 'bg-orange-50 text-orange-800',
  paid: 'bg-green-50 text-green-800',
  failed: 'bg-red-50 text-red-800',
  reversed: 'bg-red-50 text-red-800',
};

/** /dashboard/transactions/payouts: what can be paid out, where to, and what was (issue 15). */
export function PayoutsPage() {
  const t = usePayoutsT();
  const user = useUser().data!;
  const mayCreate = can(user.permissions, 'transactions', 'create');
  const balances = useQuery(payoutSourcesQuery());
  const accounts = useQuery(payoutAccountsQuery());
  const history = useQuery(payoutHistoryQuery());
  const remove = useRemovePayoutAccount();
  const [dialog, setDialog] = useState<'account' | 'request' | null>(null);
  // The server's one figure (payoutSources): the transactions screen shows the same.
  const sources = (balances.data ?? []).filter((s) => s.pays_out);
  const elsewhere = (balances.data ?? []).filter((s) => !s.pays_out);
  const destinations = accounts.data ?? [];
  const removeAccount = (id: string) =>
    remove.mutate(id, {
      onSuccess: () => toast({ title: t('removed'), variant: 'success' }),
      onError: (error) => toast({ title: formError(error)?.message ?? t('loadFailed'), variant: 'danger' }),
    });

  return (
    <div className="max-w-3xl space-y-5">
      <BackLink to="/dashboard/transactions" label={t('back')} />
      <PageHeader
        title={t('title')}
        subtitle={t('subtitle')}
        actions={
          mayCreate && sources.length > 0 && destinations.length > 0 ? (
            <Button onClick={() => setDialog('request')}>{t('request')}</Button>
          ) : undefined
        }
      />

      <section className="space-y-2" aria-labelledby="payout-balances">
        <h2 id="payout-balances" className="font-semibold">
          {t('balancesTitle')}
        </h2>
        <ListState
          query={balances}
          loadingLabel={t('loading')}
          errorMessage={t('loadFailed')}
          isEmpty={() => sources.length === 0}
          empty={{ title: t('noProviders') }}
        >
          {() => (
            <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2" data-testid="payout-sources">
              {sources.map((s) => (
                <li key={s.account.id} className="rounded-xl border border-slate-200 bg-white p-3">
                  <p className="text-sm text-slate-600">{sourceLabel(s.account)}</p>
                  <p className="text-lg font-semibold tabular-nums">{formatMoney(s.available)}</p>
                  {s.held > 0 && <p className="text-xs text-slate-500">{t('held', { amount: formatMoney(s.held) })}</p>}
                </li>
              ))}
            </ul>
          )}
        </ListState>
        {elsewhere.length > 0 && (
          <ul className="space-y-1 text-sm text-slate-600" data-testid="payout-elsewhere">
            {elsewhere.map((s) => (
              <li key={s.account.id}>
                {sourceLabel(s.account)}: {t('notPaying', { provider: PROVIDER_NAMES[s.account.provider] })}
              </li>
            ))}
          </ul>
        )}
      </section>

      <PlatformPaymentsSection destinations={destinations} mayCreate={mayCreate} />

      <section className="space-y-2" aria-labelledby="payout-accounts">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="payout-accounts" className="font-semibold">
            {t('accountsTitle')}
          </h2>
          {mayCreate && (
            <Button size="sm" variant="secondary" onClick={() => setDialog('account')}>
              {t('addAccount')}
            </Button>
          )}
        </div>
        <ListState
          query={accounts}
          loadingLabel={t('loading')}
          errorMessage={t('loadFailed')}
          isEmpty={(d) => d.length === 0}
          empty={{ title: t('noAccounts'), description: t('noAccountsText') }}
        >
          {(list) => (
            <ul
              className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white"
              data-testid="payout-accounts"
            >
              {list.map((a) => (
                <li key={a.id} className="flex flex-wrap items-center justify-between gap-2 p-3">
                  <div className="min-w-0">
                    <p className="font-medium">{destinationLabel(a)}</p>
                    <p className="text-sm text-slate-600">
                      {t(`kind_${a.kind}`)} · {a.account_name}
                    </p>
                  </div>
                  {mayCreate && (
                    <Button size="sm" variant="secondary" onClick={() => removeAccount(a.id)}>
                      {t('remove')}
                    </Button>
                  )}
                </li>
              ))}
            </ul>
          )}
        </ListState>
      </section>

      <section className="space-y-2" aria-labelledby="payout-history">
        <h2 id="payout-history" className="font-semibold">
          {t('historyTitle')}
        </h2>
        <ListState
          query={history}
          loadingLabel={t('loading')}
          errorMessage={t('loadFailed')}
          isEmpty={(d) => d.length === 0}
          empty={{ title: t('noHistory'), description: t('noHistoryText') }}
        >
          {(list) => (
            <ul
              className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white"
              data-testid="payout-history"
            >
              {list.map((p) => (
                <PayoutRow key={p.id} payout={p} t={t} />
              ))}
            </ul>
          )}
        </ListState>
      </section>

      {dialog === 'account' && <PayoutAccountForm onClose={() => setDialog(null)} />}
      {dialog === 'request' && (
        <PayoutRequestForm sources={sources} destinations={destinations} onClose={() => setDialog(null)} />
      )}
    </div>
  );
}

function PayoutRow({ payout, t }: { payout: PayoutDto; t: PayoutsT }) {
  const lang = useStore($language);
  return (
    <li className="space-y-1 p-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <span className="text-lg font-semibold tabular-nums">{formatMoney(payout.amount)}</span>
        <span className={`rounded-full px-2 py-0.5 text-xs font-medium ${STATUS_CLASSES[payout.status]}`}>
          {t(`status_${payout.status}`)}
        </span>
      </div>
      <p className="text-sm text-slate-600">
        {sourceLabel(payout.account)} → {t(`kind_${payout.destination.kind}`)} {destinationLabel(payout.destination)}
      </p>
      <p className="text-xs text-slate-500">{formatDate(payout.created_at, 'MMM D, HH:mm', lang)}</p>
      {payout.sandbox_url && WAITING.includes(payout.status) && (
        <a
          href={`${payout.sandbox_url}?lang=${lang}`}
          target="_blank"
          rel="noopener"
          className="inline-flex min-h-11 items-center rounded-lg border border-amber-400 bg-amber-50 px-3 py-2 text-sm font-semibold text-amber-900 hover:bg-amber-100"
        >
          {t('sandboxScreen')}
        </a>
      )}
      {payout.status === 'failed' && (
        <p className="text-sm text-red-700">
          {payout.reason ? `${t('failedReason', { reason: payout.reason })} ` : ''}
          {t('refunded')}
        </p>
      )}
    </li>
  );
}

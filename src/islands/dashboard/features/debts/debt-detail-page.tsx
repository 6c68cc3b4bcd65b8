import { useStore } from '@nanostores/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { $language } from '../../../../i18n/language.ts';
import { formatDate, formatMoney } from '../../../../lib/format.ts';
import { can } from '../../../../lib/permissions.ts';
import { Button } from '../../../../ui/button.tsx';
import { InnerSpinner } from '../../../../ui/spinner.tsx';
import { TextField } from '../../../../ui/text-field.tsx';
import { toast } from '../../../../ui/toast-store.ts';
import { ApiError } from '../../lib/api.ts';
import { errorFor } from '../../lib/form-error.ts';
import { useUser } from '../../lib/session.ts';
import { QueryErrorBlock } from '../../query-error-block.tsx';
import { debtQuery, useReverseDebtEntry, useUpdateDebt, type DebtDetailDto, type DebtEntryDto } from './api.ts';
import { DebtBadge } from './debt-badges.tsx';
import { DebtHistory } from './debt-history.tsx';
import { DebtPaymentForm } from './debt-payment-form.tsx';
import { DebtReachActions } from './debt-reach-actions.tsx';
import { useDebtsT } from '../../lib/use-debts-t.ts';

/** /debt/:id: what is owed, the history, recording a payment, reversing one, the due date. */
export function DebtDetailPage() {
  const t = useDebtsT();
  const { id = '' } = useParams();
  const debt = useQuery(debtQuery(id));
  return (
    <div className="space-y-4">
      <Link to="/dashboard/debt" className="text-sm text-brand-700 hover:underline">
        ← {t('back')}
      </Link>
      {debt.isPending ? (
        <InnerSpinner />
      ) : debt.error ? (
        <QueryErrorBlock
          error={debt.error}
          message={debt.error instanceof ApiError && debt.error.status === 404 ? t('notFound') : t('detailFailed')}
          onRetry={() => void debt.refetch()}
          retrying={debt.isFetching}
        />
      ) : (
        <DebtDetail debt={debt.data} />
      )}
    </div>
  );
}

function DebtDetail({ debt }: { debt: DebtDetailDto }) {
  const t = useDebtsT();
  const lang = useStore($language);
  const user = useUser().data!;
  const mayPay = can(user.permissions, 'transactions', 'create');
  const mayUpdate = can(user.permissions, 'transactions', 'update');
  const [paying, setPaying] = useState(false);
  const reverse = useReverseDebtEntry(debt.id);
  const update = useUpdateDebt(debt.id);
  const [due, setDue] = useState(debt.due_on ?? '');
  const day = (d: string) => formatDate(`${d}T12:00:00+03:00`, 'D MMM YYYY', lang);
  const onReverse = (entry: DebtEntryDto) => {
    if (!window.confirm(t('reverseConfirm', { amount: formatMoney(-entry.amount) }))) return;
    reverse.mutate(entry.id, {
      onSuccess: () => toast({ title: t('reversed'), variant: 'success' }),
      onError: (error) => toast({ title: error.message, variant: 'danger' }),
    });
  };
  const saveDue = () =>
    update.mutate({ due_on: due || null }, { onSuccess: () => toast({ title: t('dueSaved'), variant: 'success' }) });

  return (
    <>
      <section className="space-y-3 rounded-xl border border-slate-200 bg-white p-4">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="min-w-0">
            <h1 className="text-xl font-semibold break-words text-ink">{debt.party_name || debt.party_phone}</h1>
            <p className="text-sm text-slate-600">
              {t(`tab_${debt.direction}`)}
              {debt.party_phone ? ` · ${debt.party_phone}` : ''}
              {debt.order_id && debt.order_number ? (
                <>
                  {' · '}
                  <Link to={`/dashboard/orders/order-info/${debt.order_id}`} className="text-brand-700 hover:underline">
                    {t('order', { number: debt.order_number })}
                  </Link>
                </>
              ) : null}
            </p>
          </div>
          <DebtBadge debt={debt} t={t} />
        </div>
        <p className="text-3xl font-bold tabular-nums" data-testid="debt-balance">
          {formatMoney(debt.balance)}
        </p>
        <p className="text-sm text-slate-600">
          {debt.balance === 0
            ? t('paidInFull')
            : t('owedOf', { balance: formatMoney(debt.balance), amount: formatMoney(debt.amount) })}
          {' · '}
          {t('opened')} {day(debt.opened_on)} ({t('age', { n: debt.age_days })})
          {debt.due_on ? ` · ${t('due')} ${day(debt.due_on)}` : ''}
        </p>
        {debt.note && <p className="text-sm text-slate-700">{debt.note}</p>}
        <div className="flex flex-wrap gap-2">
          {mayPay && debt.balance > 0 && <Button onClick={() => setPaying(true)}>{t('recordPayment')}</Button>}
          {/* Reminders and the statement page (h-stmt) render here. */}
          <DebtReachActions debt={debt} />
        </div>
        {mayUpdate && debt.balance > 0 && (
          <div className="flex flex-wrap items-end gap-2">
            <TextField
              label={t('editDue')}
              type="date"
              value={due}
              min={debt.opened_on}
              onChange={(e) => setDue(e.target.value)}
              error={errorFor(update.error, 'due_on')}
              containerClassName="w-full sm:w-56"
            />
            <Button
              variant="secondary"
              loading={update.isPending}
              onClick={saveDue}
              disabled={due === (debt.due_on ?? '')}
            >
              {t('save')}
            </Button>
          </div>
        )}
      </section>
      <section className="space-y-2">
        <h2 className="text-lg font-semibold">{t('history')}</h2>
        <DebtHistory
          debt={debt}
          onReverse={mayUpdate ? onReverse : undefined}
          reversing={reverse.isPending ? reverse.variables : null}
        />
      </section>
      {mayPay && <DebtPaymentForm debt={debt} open={paying} onClose={() => setPaying(false)} />}
    </>
  );
}

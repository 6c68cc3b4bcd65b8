import { useStore } from '@nanostores/react';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { $language } from '../../../../i18n/language.ts';
import { formatDate, formatMoney } from '../../../../lib/format.ts';
import { can } from '../../../../lib/permissions.ts';
import { Button } from '../../../../ui/button.tsx';
import { EmptyState } from '../../../../ui/empty-state.tsx';
import { InnerSpinner } from '../../../../ui/spinner.tsx';
import { TextField } from '../../../../ui/text-field.tsx';
import { toast } from '../../../../ui/toast-store.ts';
import { PageHeader } from '../../layout/page-header.tsx';
import { generalError } from '../../lib/form-error.ts';
import { useUser } from '../../lib/session.ts';
import { useReconciliationT, useRefundsT, type ReconciliationT } from '../../lib/use-refunds-t.ts';
import { QueryErrorBlock } from '../../query-error-block.tsx';
import {
  reconciliationQuery,
  useReconAction,
  type ReconAction,
  type ReconciliationDone,
  type ReconPayment,
  type ReconPayout,
  type UnmatchedCallback,
} from './reconciliation-api.ts';
import { figuresText, whyText } from './reconciliation-words.ts';
import { AskAboutPayment, AskAboutPayout } from './ask-provider-again.tsx';
import { BackLink } from '../../lib/back-link.tsx';

const SETTLEMENTS = ['credited', 'pending', 'failed', 'expired', 'mismatch', 'unanswered', 'succeeded'] as const;
const doneText = (t: ReconciliationT, done: ReconciliationDone) => {
  if (done.settlement) {
    const known = SETTLEMENTS.find((s) => s === done.settlement);
    return t(known ? `settlement_${known}` : 'settlement_other');
  }
  return t(done.outcome === 'done' ? 'done' : 'alreadyDone');
};

/** Runs one action and says what came of it; the lists are read again by the mutation. */
function useRun() {
  const t = useReconciliationT();
  const action = useReconAction();
  const run = (a: ReconAction) =>
    action.mutate(a, {
      onSuccess: (done) => toast({ title: doneText(t, done), variant: 'success' }),
      onError: (error) => toast({ title: generalError(error, []) ?? t('loadFailed'), variant: 'danger' }),
    });
  return { run, busy: action.isPending ? action.variables : undefined };
}

function Section({
  title,
  hint,
  count,
  children,
}: {
  title: string;
  hint: string;
  count: number;
  children: ReactNode;
}) {
  if (count === 0) return null;
  return (
    <section className="space-y-2 rounded-xl border border-slate-200 bg-white p-4">
      <h2 className="font-semibold">
        {title} <span className="rounded-full bg-amber-100 px-2 text-sm text-amber-800">{count}</span>
      </h2>
      <p className="text-sm text-slate-600">{hint}</p>
      <ul className="divide-y divide-slate-100">{children}</ul>
    </section>
  );
}

function PaymentLine({ p, detail }: { p: ReconPayment; detail?: string | null }) {
  const t = useReconciliationT();
  const words = useRefundsT();
  const lang = useStore($language);
  return (
    <div className="min-w-0 text-sm">
      <p className="font-medium">
        {p.order ? (
          <Link className="text-brand-700 hover:underline" to={`/dashboard/orders/order-info/${p.order.id}`}>
            {t('order', { number: p.order.number })}
          </Link>
        ) : (
          t('debtPayment')
        )}{' '}
        · {t('askedFor', { amount: formatMoney(p.amount) })}
      </p>
      {detail && <p className="font-medium break-words text-amber-800">{detail}</p>}
      <p className="break-words text-slate-600">
        {words(`provider_${p.provider}`)} · {words(`network_${p.network}`)} · {p.phone} ·{' '}
        {formatDate(p.created_at, 'D MMM, HH:mm', lang)}
      </p>
      <p className="text-xs break-all text-slate-500">{p.provider_reference ?? p.reference}</p>
    </div>
  );
}

function Actions({ children }: { children: ReactNode }) {
  return <div className="mt-2 flex flex-wrap gap-2">{children}</div>;
}

function MismatchItem({ p, mayAct }: { p: ReconPayment; mayAct: boolean }) {
  const t = useReconciliationT();
  const { run, busy } = useRun();
  // What the provider reported is the likely answer (in shillings only: another currency is the merchant's to convert).
  const reported =
    p.reported?.amount != null && (p.reported.currency ?? 'TZS') === 'TZS' ? String(p.reported.amount) : '';
  const [amount, setAmount] = useState(reported);
  const [note, setNote] = useState('');
  const value = Number(amount.replace(/[\s,]/g, ''));
  const valid = amount.trim() !== '' && Number.isSafeInteger(value) && value > 0;
  return (
    <li className="py-3">
      <PaymentLine p={p} detail={figuresText(t, p)} />
      {mayAct && (
        <div className="mt-2 grid gap-2 sm:grid-cols-2">
          <TextField
            label={t('received')}
            inputMode="numeric"
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
          />
          <TextField label={t('note')} value={note} maxLength={500} onChange={(e) => setNote(e.target.value)} />
          <Actions>
            <Button
              size="sm"
              disabled={!valid}
              loading={busy?.id === p.id && busy.kind === 'accept'}
              onClick={() => run({ kind: 'accept', id: p.id, amount: value, note })}
            >
              {t('accept')}
            </Button>
            <Button
              size="sm"
              variant="secondary"
              disabled={!valid}
              loading={busy?.id === p.id && busy.kind === 'refund-mismatch'}
              onClick={() => run({ kind: 'refund-mismatch', id: p.id, amount: value, note })}
            >
              {t('refundIt')}
            </Button>
          </Actions>
        </div>
      )}
    </li>
  );
}

function UnmatchedItem({ c, mayAct }: { c: UnmatchedCallback; mayAct: boolean }) {
  const t = useReconciliationT();
  const lang = useStore($language);
  const { run, busy } = useRun();
  const [showRaw, setShowRaw] = useState(false);
  const known = c.code === 'unknown_payment' || c.code === 'callback_not_authentic' ? c.code : null;
  return (
    <li className="py-3 text-sm">
      <p className="font-medium">{known ? t(`code_${known}`) : c.title}</p>
      <p className="text-slate-600">
        <span className="break-all">{c.endpoint}</span> · {formatDate(c.created_at, 'D MMM, HH:mm', lang)}
      </p>
      <Actions>
        <Button size="sm" variant="secondary" onClick={() => setShowRaw((v) => !v)} aria-expanded={showRaw}>
          {showRaw ? t('hideRaw') : t('viewRaw')}
        </Button>
        {mayAct && (
          <Button
            size="sm"
            variant="secondary"
            loading={busy?.id === c.id}
            onClick={() => run({ kind: 'dismiss', id: c.id })}
          >
            {t('dismiss')}
          </Button>
        )}
      </Actions>
      {showRaw && (
        <pre className="mt-2 max-h-64 overflow-auto rounded bg-slate-50 p-2 text-xs whitespace-pre-wrap">
          {JSON.stringify(c.raw, null, 2)}
        </pre>
      )}
    </li>
  );
}

function PaymentItem({
  p,
  actions,
  detail,
  children,
}: {
  p: ReconPayment;
  actions: [ReconAction, string][] | null;
  detail?: string | null;
  children?: ReactNode;
}) {
  const { run, busy } = useRun();
  return (
    <li className="py-3">
      <PaymentLine p={p} detail={detail} />
      {actions && (
        <Actions>
          {actions.map(([action, label], i) => (
            <Button
              key={label}
              size="sm"
              variant={i === 0 ? 'primary' : 'secondary'}
              loading={
                busy?.id === p.id && busy.kind === action.kind && JSON.stringify(busy) === JSON.stringify(action)
              }
              onClick={() => run(action)}
            >
              {label}
            </Button>
          ))}
        </Actions>
      )}
      {children}
    </li>
  );
}

function PayoutItem({ p, children }: { p: ReconPayout; children?: ReactNode }) {
  const t = useReconciliationT();
  const lang = useStore($language);
  return (
    <li className="py-3 text-sm">
      <p className="font-medium break-words">
        {t('payoutTo', { amount: formatMoney(p.amount), destination: p.destination })}
      </p>
      <p className="break-words text-amber-800">{t(p.status === 'reversed' ? 'payout_reversed' : 'payout_unknown')}</p>
      <p className="text-slate-600">{formatDate(p.created_at, 'D MMM, HH:mm', lang)}</p>
      {p.provider_reference && <p className="text-xs break-all text-slate-500">{p.provider_reference}</p>}
      {children}
    </li>
  );
}

/** /transactions/reconciliation: what the payment flow could not settle alone, with an action on each. */
export function ReconciliationPage() {
  const t = useReconciliationT();
  const user = useUser().data!;
  const mayAct = can(user.permissions, 'transactions', 'create');
  const lists = useQuery(reconciliationQuery());
  const header = (
    <>
      <BackLink to="/dashboard/transactions" label={t('back')} />
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
    </>
  );
  if (lists.isPending)
    return (
      <div className="space-y-4">
        {header}
        <InnerSpinner />
      </div>
    );
  if (lists.isError)
    return (
      <div className="space-y-4">
        {header}
        <QueryErrorBlock
          error={lists.error}
          message={t('loadFailed')}
          retryLabel={t('retry')}
          onRetry={() => void lists.refetch()}
          retrying={lists.isFetching}
        />
      </div>
    );
  const d = lists.data;
  const total =
    d.unmatched.length +
    d.mismatches.length +
    d.pending.length +
    d.refund_due.length +
    d.reversed.length +
    d.unknown.length +
    d.payouts.length;
  return (
    <div className="max-w-3xl space-y-4" data-testid="reconciliation">
      {header}
      {!mayAct && total > 0 && <p className="text-sm text-slate-600">{t('readOnly')}</p>}
      {total === 0 && <EmptyState title={t('allClear')} description={t('allClearText')} />}
      <Section title={t('mismatchTitle')} hint={t('mismatchHint')} count={d.mismatches.length}>
        {d.mismatches.map((p) => (
          <MismatchItem key={p.id} p={p} mayAct={mayAct} />
        ))}
      </Section>
      <Section title={t('refundDueTitle')} hint={t('refundDueHint')} count={d.refund_due.length}>
        {d.refund_due.map((p) => (
          <PaymentItem
            key={p.id}
            p={p}
            detail={whyText(t, p)}
            actions={
              mayAct
                ? [
                    // A debt's payment has no order to refund through: kept as credit, or handed back by hand.
                    ...(p.order
                      ? ([
                          [{ kind: 'refund', id: p.id, source: 'account' }, t('refundFromAccount')],
                          [{ kind: 'refund', id: p.id, source: 'cash' }, t('refundAsCash')],
                        ] as [ReconAction, string][])
                      : []),
                    [{ kind: 'keep-credit', id: p.id }, t('keepCredit')],
                    // A cancelled order may also come back as paid, the money kept for it.
                    ...(p.order?.status === 'cancelled'
                      ? [[{ kind: 'reopen', id: p.id }, t('reopen')] as [ReconAction, string]]
                      : []),
                  ]
                : null
            }
          />
        ))}
      </Section>
      <Section title={t('reversedTitle')} hint={t('reversedHint')} count={d.reversed.length}>
        {d.reversed.map((p) => (
          <PaymentItem
            key={p.id}
            p={p}
            detail={t('reversedBy', { amount: formatMoney(p.amount) })}
            actions={mayAct ? [[{ kind: 'seen', id: p.id }, t('seen')]] : null}
          />
        ))}
      </Section>
      <Section
        title={t('pendingTitle', { minutes: d.pending_after_minutes })}
        hint={t('pendingHint')}
        count={d.pending.length}
      >
        {d.pending.map((p) => (
          <PaymentItem
            key={p.id}
            p={p}
            actions={
              mayAct
                ? [
                    [{ kind: 'check', id: p.id }, t('checkNow')],
                    [{ kind: 'expire', id: p.id }, t('markExpired')],
                  ]
                : null
            }
          />
        ))}
      </Section>
      <Section title={t('unknownTitle')} hint={t('unknownHint')} count={d.unknown.length}>
        {d.unknown.map((p) => (
          <PaymentItem key={p.id} p={p} actions={null}>
            {mayAct && <AskAboutPayment paymentId={p.id} orderId={p.order?.id ?? null} />}
          </PaymentItem>
        ))}
      </Section>
      <Section title={t('payoutsTitle')} hint={t('payoutsHint')} count={d.payouts.length}>
        {d.payouts.map((p) => (
          <PayoutItem key={p.id} p={p}>
            {mayAct && p.status === 'unknown' && <AskAboutPayout payoutId={p.id} />}
          </PayoutItem>
        ))}
      </Section>
      <Section title={t('unmatchedTitle')} hint={t('unmatchedHint')} count={d.unmatched.length}>
        {d.unmatched.map((c) => (
          <UnmatchedItem key={c.id} c={c} mayAct={mayAct} />
        ))}
      </Section>
    </div>
  );
}

/** @jsxImportSource preact */
import { useEffect, useState } from 'preact/hooks';
import { formatMoney } from '../../lib/format.ts';
import type { OrderPayment, OrderPaymentState } from '../../lib/contracts/order-payment.ts';
import { ApiError, chooseCash, loadPayment, pollPayment, startPay } from './api.ts';
import { useCartT } from './i18n.ts';
import { PayForm } from './pay-form.tsx';
import { PayWaiting, stillWaiting, stoppedWaiting } from './pay-waiting.tsx';
import { NETWORK_NAMES } from '../../lib/mobile-money.ts';
import { card, localPhone, primary, secondary } from './pay-styles.ts';

/**
 * "Pay with mobile money" under a submitted order (issue 15): the form, the waiting screen, and how
 * it ended (paid, failed with the provider's reason, expired), with "try again" and "pay cash on
 * delivery". Shown after submit and whenever the customer reopens the link.
 */
export function PayPanel({ token }: { token: string }) {
  const { lang, t } = useCartT();
  const [state, setState] = useState<OrderPaymentState | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [payment, setPayment] = useState<OrderPayment | null>(null);
  const [again, setAgain] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const load = () => {
    setLoadFailed(false);
    loadPayment(token, lang)
      .then((s) => {
        setState(s);
        setPayment(s.payment);
      })
      .catch(() => setLoadFailed(true));
  };
  // Again on a language switch: a refusal's words come from the server in the asked language.
  useEffect(load, [token, lang]);

  if (loadFailed)
    return (
      <section className={card} role="alert">
        <p className="text-slate-600">{t('payLoadFailed')}</p>
        <button type="button" onClick={load} className={`mt-3 ${secondary}`}>
          {t('retry')}
        </button>
      </section>
    );
  if (!state)
    return (
      <div
        aria-hidden="true"
        className="mt-6 h-8 w-8 animate-spin rounded-full border-4 border-brand-100 border-t-brand-600"
      />
    );

  const amount = formatMoney(state.total, state.currency);
  const title = (key: Parameters<typeof t>[0], testId: string) => (
    <h2 className="text-lg font-semibold" data-testid={testId}>
      {t(key)}
    </h2>
  );

  if (payment?.status === 'succeeded')
    return (
      <section className={`${card} border-green-200`} aria-live="polite">
        {title('paidTitle', 'pay-paid')}
        <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
          <dt className="text-slate-500">{t('orderNumber', { number: state.order_number })}</dt>
          <dd className="text-right font-semibold">{formatMoney(payment.amount, payment.currency)}</dd>
          <dt className="text-slate-500">{NETWORK_NAMES[payment.network]}</dt>
          <dd className="text-right">{localPhone(payment.phone)}</dd>
        </dl>
        <p className="mt-3 text-sm text-slate-600">{t('paidHint')}</p>
      </section>
    );
  if (payment && stillWaiting(payment))
    return (
      <PayWaiting
        poll={(id, l) => pollPayment(token, id, l)}
        payment={payment}
        amount={amount}
        onFinal={(p) => {
          setPayment(p);
          setAgain(false);
        }}
      />
    );
  if (!state.payable) return null;
  // A shop that collects no mobile money: the confirmation's own words say what comes next.
  if (!state.networks.length) return null;

  const cash = async () => {
    setBusy(true);
    setProblem(null);
    try {
      const s = await chooseCash(token, lang);
      setState(s);
      setAgain(false);
    } catch (error) {
      setProblem(error instanceof ApiError && error.body?.message ? error.body.message : t('loadFailedText'));
    } finally {
      setBusy(false);
    }
  };
  const cashButton = (
    <button type="button" disabled={busy} onClick={cash} className={`mt-3 ${secondary}`}>
      {t('payCash')}
    </button>
  );
  const ended = payment && (payment.status === 'failed' || payment.status === 'expired');
  const stopped = payment && stoppedWaiting(payment);

  if (state.cash_on_delivery && !again)
    return (
      <section className={card}>
        {title('cashTitle', 'pay-cash')}
        <p className="mt-1 text-sm text-slate-600">{t('cashText', { amount })}</p>
      </section>
    );
  if (stopped && !again)
    return (
      <section className={`${card} border-amber-200`} role="status">
        {title('payStoppedTitle', 'pay-stopped')}
        <p className="mt-1 text-sm text-slate-600">{t('payStoppedText')}</p>
        <button type="button" onClick={() => setAgain(true)} className={`mt-4 ${primary}`}>
          {t('payNewRequest')}
        </button>
        {cashButton}
        {problem && <p className="mt-2 text-sm text-red-600">{problem}</p>}
      </section>
    );
  if (ended && !again)
    return (
      <section className={`${card} border-amber-200`} role="alert">
        {payment.status === 'failed' ? title('payFailedTitle', 'pay-failed') : title('payExpiredTitle', 'pay-expired')}
        <p className="mt-1 text-sm text-slate-600">
          {payment.status === 'failed' ? t('payFailedText') : t('payExpiredText')}
        </p>
        {payment.status === 'failed' && payment.reason && (
          <p className="mt-2 rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
            {t('payReason', { reason: payment.reason })}
          </p>
        )}
        <button type="button" onClick={() => setAgain(true)} className={`mt-4 ${primary}`}>
          {t('retry')}
        </button>
        {cashButton}
        {problem && <p className="mt-2 text-sm text-red-600">{problem}</p>}
      </section>
    );
  return (
    <section className={card} aria-labelledby="pay-title">
      <h2 id="pay-title" className="text-lg font-semibold">
        {t('payTitle')}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t('payIntro', { amount })}</p>
      <PayForm
        start={(l, body) => startPay(token, l, body)}
        networks={state.networks}
        defaultPhone={localPhone(payment?.phone ?? state.phone ?? '')}
        onStarted={(p) => {
          setPayment(p);
          setAgain(false);
        }}
        onRefused={load}
      />
      {cashButton}
      {problem && <p className="mt-2 text-sm text-red-600">{problem}</p>}
    </section>
  );
}

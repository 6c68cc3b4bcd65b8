/** @jsxImportSource preact */
import { useState } from 'preact/hooks';
import { formatMoney } from '../../lib/format.ts';
import { NETWORK_NAMES } from '../../lib/mobile-money.ts';
import type { DebtStatement } from '../../lib/contracts/debt-statement.ts';
import type { OrderPayment } from '../../lib/contracts/order-payment.ts';
import { ApiError } from '../cart/api.ts';
import { inputClass, PageField } from '../cart/page-field.tsx';
import { PayForm } from '../cart/pay-form.tsx';
import { PayWaiting, stillWaiting, stoppedWaiting } from '../cart/pay-waiting.tsx';
import { card, localPhone, primary } from '../cart/pay-styles.ts';
import { pollStatementPayment, startStatementPay } from './api.ts';
import { useStatementT } from './i18n.ts';

type Props = { token: string; statement: DebtStatement; onChange: () => void };

/**
 * Paying all or part of the debt: the amount (the whole rest by default), then the order page's
 * own phone-and-wallet form and waiting screen (islands/cart/pay-*), pointed at the statement's
 * routes. A finished payment reloads the statement, so the balance and history show it.
 */
export function StatementPay({ token, statement, onChange }: Props) {
  const { t } = useStatementT();
  const [amount, setAmount] = useState(String(statement.balance));
  const [payment, setPayment] = useState<OrderPayment | null>(
    statement.payment && stillWaiting(statement.payment) ? statement.payment : null,
  );
  const [problem, setProblem] = useState<string | null>(null);
  const money = (n: number) => formatMoney(n, statement.currency);

  if (!statement.networks.length)
    return (
      <section className={card}>
        <p className="text-sm text-slate-600">{t('noMobileMoney')}</p>
      </section>
    );

  if (payment && stillWaiting(payment))
    return (
      <PayWaiting
        poll={(id, lang) => pollStatementPayment(token, id, lang)}
        payment={payment}
        amount={money(payment.amount)}
        onFinal={(p) => {
          setPayment(p);
          onChange();
        }}
      />
    );
  if (payment)
    return (
      <section
        className={`${card} ${payment.status === 'succeeded' ? 'border-green-200' : 'border-amber-200'}`}
        role="status"
      >
        <h2 className="text-lg font-semibold" data-testid={`statement-pay-${payment.status}`}>
          {t(
            payment.status === 'succeeded'
              ? 'paidTitle'
              : payment.status === 'failed'
                ? 'failedTitle'
                : stoppedWaiting(payment)
                  ? 'stoppedTitle'
                  : 'expiredTitle',
          )}
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          {payment.status === 'succeeded'
            ? `${t('paidText', { amount: money(payment.amount) })} ${NETWORK_NAMES[payment.network]} · ${localPhone(payment.phone)}`
            : t(payment.status === 'failed' ? 'failedText' : stoppedWaiting(payment) ? 'stoppedText' : 'expiredText')}
        </p>
        {payment.status === 'failed' && payment.reason && (
          <p className="mt-2 rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
            {t('reason', { reason: payment.reason })}
          </p>
        )}
        <button type="button" onClick={() => setPayment(null)} className={`mt-4 ${primary}`}>
          {t('payAgain')}
        </button>
      </section>
    );

  const min = statement.min_payment;
  const max = statement.balance;
  return (
    <section className={card} aria-labelledby="statement-pay-title">
      <h2 id="statement-pay-title" className="text-lg font-semibold">
        {t('payTitle')}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t('payIntro', { min: money(min) })}</p>
      <PayForm
        start={(lang, body) => {
          const value = Number(amount);
          if (!Number.isInteger(value) || value < min || value > max) {
            const message = t('amountInvalid', { min: money(min), max: money(max) });
            setProblem(message);
            // As the server would refuse it: the form shows the words.
            return Promise.reject(new ApiError(400, { code: 'amount_invalid', message, field: 'amount' }));
          }
          setProblem(null);
          return startStatementPay(token, lang, { ...body, amount: value });
        }}
        networks={statement.networks}
        defaultPhone={localPhone(statement.phone ?? '')}
        onStarted={setPayment}
        onRefused={onChange}
      >
        <PageField id="statement-amount" label={t('amount')}>
          <input
            id="statement-amount"
            type="text"
            inputMode="numeric"
            value={amount}
            onInput={(e) => setAmount(e.currentTarget.value.replace(/\D/g, ''))}
            aria-invalid={problem ? true : undefined}
            className={inputClass(!!problem)}
          />
          <button
            type="button"
            onClick={() => setAmount(String(max))}
            className="mt-1 text-sm font-medium text-brand-700 underline"
          >
            {t('payAll', { amount: money(max) })}
          </button>
        </PageField>
      </PayForm>
    </section>
  );
}

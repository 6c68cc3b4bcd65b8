import { useQuery, useQueryClient } from '@tanstack/react-query';
import { stillWaiting, stoppedWaiting } from '../../../../lib/payment-wait.ts';
import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { formatMoney } from '../../../../lib/format.ts';
import { NETWORKS, suggestNetwork, type Network } from '../../../../lib/mobile-money.ts';
import { formatPhone, normalizePhoneLight } from '../../../../lib/phone-light.ts';
import { Button } from '../../../../ui/button.tsx';
import { MethodChoice } from '../../../../ui/money-field.tsx';
import { SpinnerIcon } from '../../../../ui/spinner.tsx';
import { TextField } from '../../../../ui/text-field.tsx';
import { FormAlert } from '../../../../ui/form-alert.tsx';
import { errorFor, generalError } from '../form-error.ts';
import { orderKeys } from '../query-keys.ts';
import { orderPaymentsQuery, useRequestPayment, type PaymentAttempt } from './api.ts';
import { SandboxPhoneLink } from './sandbox-phone-link.tsx';
import { useOrderPaymentsT } from './use-order-payments-t.ts';

type Props = {
  orderId: string;
  amount: number;
  /** The order's customer's number: the default, sent when the field is left empty. */
  defaultPhone: string | null;
  /** Sends at once when mounted (the till has the phone and network already). */
  initial?: { phone: string; network: Network };
  /** Beside "Try again" after a failure (the till: take cash instead). */
  failedAction?: ReactNode;
  /** Under the waiting state (the till: take cash instead, stop waiting). */
  waitingActions?: ReactNode;
  onPaid?: (attempt: PaymentAttempt) => void;
  onCancel?: () => void;
};

/**
 * "Request mobile-money payment": phone (the customer's by default) and network (suggested from
 * the number's prefix until the merchant picks one), then a waiting state that follows the
 * attempt by itself until the provider's final word: paid, failed with its reason, or expired.
 */
export function PaymentRequest({
  orderId,
  amount,
  defaultPhone,
  initial,
  failedAction,
  waitingActions,
  onPaid,
  onCancel,
}: Props) {
  const t = useOrderPaymentsT();
  const client = useQueryClient();
  const [phone, setPhone] = useState(initial?.phone ?? '');
  const [picked, setPicked] = useState<Network | null>(initial?.network ?? null);
  const [sentId, setSentId] = useState<string | null>(null);
  const request = useRequestPayment(orderId);
  const list = useQuery({ ...orderPaymentsQuery(orderId), enabled: sentId !== null });
  const attempt = list.data?.find((p) => p.id === sentId) ?? (request.data?.id === sentId ? request.data : undefined);

  const target = normalizePhoneLight(phone.trim() || defaultPhone || '');
  const suggested = target ? suggestNetwork(target) : null;
  const network = picked ?? suggested ?? 'mpesa';

  const send = (body: { phone?: string; network: Network }) =>
    request.mutate(body, { onSuccess: (sent) => setSentId(sent.id) });
  const submit = (e?: FormEvent) => {
    e?.preventDefault();
    send({ ...(phone.trim() && { phone: phone.trim() }), network });
  };
  // The till has asked already: the request goes out as the screen opens (once).
  const [autoSent, setAutoSent] = useState(false);
  useEffect(() => {
    if (initial && !autoSent) {
      setAutoSent(true);
      send(initial);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [initial, autoSent]);

  // Paid: the order moved on (status, timeline), so the order and the lists are read again.
  const status = attempt?.status;
  useEffect(() => {
    if (status !== 'succeeded' || !attempt) return;
    void client.invalidateQueries({ queryKey: orderKeys.detail(orderId) });
    void client.invalidateQueries({ queryKey: orderKeys.lists() });
    onPaid?.(attempt);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [status]);

  const tryAgain = () => {
    setSentId(null);
    request.reset();
  };

  // After a failure or a stop: ask again, beside the caller's own way out (the till: take cash).
  const retryRow = (
    <div className="flex flex-wrap gap-2">
      <Button variant="secondary" onClick={tryAgain}>
        {t('tryAgain')}
      </Button>
      {failedAction}
    </div>
  );

  if (attempt && sentId) {
    const to = attempt.phone;
    if (stillWaiting(attempt))
      return (
        <div role="status" aria-live="polite" className="space-y-2 rounded-lg bg-amber-50 p-4 text-amber-900">
          <p className="flex items-center gap-2 font-semibold">
            <SpinnerIcon className="h-5 w-5 shrink-0" />
            {t('waitingTitle')}
          </p>
          <p className="text-sm">
            {t('waitingText', { amount: formatMoney(attempt.amount, attempt.currency), phone: to })}
          </p>
          <p className="text-xs text-amber-800">{t('waitingChecks')}</p>
          <SandboxPhoneLink url={attempt.sandbox_url} />
          {waitingActions}
        </div>
      );
    if (attempt.status === 'succeeded')
      return (
        <div role="status" className="space-y-1 rounded-lg bg-green-50 p-4 text-green-900">
          <p className="font-semibold">✓ {t('paidTitle')}</p>
          <p className="text-sm">
            {t('paidText', {
              amount: formatMoney(attempt.amount, attempt.currency),
              network: t(`network_${attempt.network}`),
            })}
          </p>
        </div>
      );
    if (stoppedWaiting(attempt))
      return (
        <div role="status" className="space-y-3 rounded-lg bg-amber-50 p-4 text-amber-900">
          <p className="font-semibold">{t('stoppedTitle')}</p>
          <p className="text-sm">{t('stoppedText')}</p>
          {retryRow}
        </div>
      );
    return (
      <div role="alert" className="space-y-3 rounded-lg bg-red-50 p-4 text-red-800">
        <p className="font-semibold">{attempt.status === 'expired' ? t('expiredTitle') : t('failedTitle')}</p>
        <p className="text-sm break-words">
          {attempt.status === 'expired' ? t('expiredText') : attempt.reason || t('failedTitle')}
        </p>
        {retryRow}
      </div>
    );
  }

  const error = generalError(request.error, ['phone', 'network']);
  return (
    <form className="space-y-3" onSubmit={submit} noValidate>
      <p className="text-sm text-slate-600">{t('requestHint')}</p>
      <TextField
        label={t('phone')}
        type="tel"
        inputMode="tel"
        autoComplete="off"
        placeholder={defaultPhone ? formatPhone(defaultPhone) : '07XX XXX XXX'}
        hint={defaultPhone ? t('phoneHint') : undefined}
        value={phone}
        onChange={(e) => setPhone(e.target.value)}
        error={errorFor(request.error, 'phone')}
      />
      <MethodChoice
        look="select"
        label={t('network')}
        hint={picked === null && suggested ? t('networkSuggested') : undefined}
        value={network}
        onChange={setPicked}
        options={NETWORKS.map((n) => ({ value: n, label: t(`network_${n}`) }))}
        error={errorFor(request.error, 'network')}
      />
      <FormAlert>{error}</FormAlert>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" loading={request.isPending} className="max-sm:w-full">
          {t('send', { amount: formatMoney(amount, 'TZS') })}
        </Button>
        {onCancel && (
          <Button variant="ghost" onClick={onCancel}>
            {t('cancel')}
          </Button>
        )}
      </div>
    </form>
  );
}

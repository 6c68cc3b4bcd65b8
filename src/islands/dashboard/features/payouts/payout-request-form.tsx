import { useMemo, useState, type FormEvent } from 'react';
import { formatMoney } from '../../../../lib/format.ts';
import { PROVIDER_NAMES, NETWORK_NAMES } from '../../../../lib/payment-account-schemas.ts';
import { bankName } from '../../../../lib/tz-banks.ts';
import { Button } from '../../../../ui/button.tsx';
import { Modal } from '../../../../ui/modal.tsx';
import { SelectField } from '../../../../ui/select-field.tsx';
import { TextField } from '../../../../ui/text-field.tsx';
import { toast } from '../../../../ui/toast-store.ts';
import { errorFor, generalError } from '../../lib/form-error.ts';
import { useRequestPayout, type PayoutAccountDto, type PayoutSource } from './api.ts';
import { usePayoutsT } from './use-payouts-t.ts';

/** The label, else the bank's or the network's name, then the masked number. */
export const destinationLabel = (a: Pick<PayoutAccountDto, 'kind' | 'label' | 'institution' | 'number'>) =>
  `${a.label || (a.kind === 'bank' ? bankName(a.institution) : (NETWORK_NAMES as Record<string, string>)[a.institution]) || a.institution} ${a.number}`;
export const sourceLabel = (s: PayoutSource) => s.label || PROVIDER_NAMES[s.provider];

/** Amount (at most what the chosen account has available), from which account, to which wallet. */
export function PayoutRequestForm({
  sources,
  destinations,
  onClose,
}: {
  sources: PayoutSource[];
  destinations: PayoutAccountDto[];
  onClose: () => void;
}) {
  const t = usePayoutsT();
  // One key per opened form: resending after a lost answer cannot pay twice.
  const key = useMemo(() => crypto.randomUUID(), []);
  const request = useRequestPayout(key);
  const [from, setFrom] = useState(sources[0]?.id ?? '');
  const [to, setTo] = useState(destinations[0]?.id ?? '');
  const [amount, setAmount] = useState('');
  const [password, setPassword] = useState('');
  const source = sources.find((s) => s.id === from);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = Number(amount.replace(/[\s,]/g, ''));
    request.mutate(
      {
        account_id: from,
        payout_account_id: to,
        amount: amount.trim() && Number.isFinite(value) ? value : Number.NaN,
        current_password: password,
      },
      {
        onSuccess: () => {
          toast({ title: t('requested'), variant: 'success' });
          onClose();
        },
        onError: () => setPassword(''),
      },
    );
  };
  const general = generalError(request.error, ['account_id', 'payout_account_id', 'amount', 'current_password']);
  return (
    <Modal open onClose={onClose} title={t('requestTitle')}>
      <form className="mt-3 space-y-3" onSubmit={submit} noValidate>
        <SelectField
          label={t('from')}
          value={from}
          onChange={(e) => setFrom(e.target.value)}
          error={errorFor(request.error, 'account_id')}
          options={sources.map((s) => ({
            value: s.id,
            label: `${sourceLabel(s)} · ${formatMoney(s.available)}`,
          }))}
        />
        <SelectField
          label={t('to')}
          value={to}
          onChange={(e) => setTo(e.target.value)}
          error={errorFor(request.error, 'payout_account_id')}
          options={destinations.map((d) => ({ value: d.id, label: destinationLabel(d) }))}
        />
        <TextField
          label={t('amount')}
          inputMode="numeric"
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
          error={errorFor(request.error, 'amount')}
          hint={source ? t('amountHint', { amount: formatMoney(source.available) }) : undefined}
          required
        />
        <TextField
          label={t('password')}
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={errorFor(request.error, 'current_password')}
          required
        />
        {general && (
          <p role="alert" className="text-sm text-red-700">
            {general}
          </p>
        )}
        <div className="flex justify-end gap-2">
          <Button type="button" variant="secondary" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button type="submit" loading={request.isPending}>
            {t('send')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}

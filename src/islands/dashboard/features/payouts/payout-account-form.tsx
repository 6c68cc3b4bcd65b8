import { useState, type FormEvent } from 'react';
import { NETWORKS, type Network } from '../../../../lib/mobile-money.ts';
import { NETWORK_NAMES } from '../../../../lib/payment-account-schemas.ts';
import { TZ_BANKS, type BankBic } from '../../../../lib/tz-banks.ts';
import { Modal } from '../../../../ui/modal.tsx';
import { SelectField } from '../../../../ui/select-field.tsx';
import { TextField } from '../../../../ui/text-field.tsx';
import { toast } from '../../../../ui/toast-store.ts';
import { errorFor, generalError } from '../../lib/form-error.ts';
import { useAddPayoutAccount } from './api.ts';
import { usePayoutsT } from './use-payouts-t.ts';
import { FormFooter } from '../../../../ui/form-footer.tsx';
import { PasswordCheckField } from './password-check-field.tsx';

type Kind = 'wallet' | 'bank';

/** Adds a mobile wallet or a bank account to pay out to; the password is asked again (money will go there). */
export function PayoutAccountForm({ onClose }: { onClose: () => void }) {
  const t = usePayoutsT();
  const add = useAddPayoutAccount();
  const [kind, setKind] = useState<Kind>('wallet');
  const [network, setNetwork] = useState<Network>('mpesa');
  const [phone, setPhone] = useState('');
  const [bic, setBic] = useState<BankBic | ''>('');
  const [accountNumber, setAccountNumber] = useState('');
  const [accountName, setAccountName] = useState('');
  const [label, setLabel] = useState('');
  const [password, setPassword] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const common = { account_name: accountName, label, current_password: password };
    add.mutate(
      kind === 'wallet'
        ? { kind, network, phone, ...common }
        : { kind, bic: bic as BankBic, account_number: accountNumber, ...common },
      {
        onSuccess: () => {
          toast({ title: t('added'), variant: 'success' });
          onClose();
        },
        onError: () => setPassword(''),
      },
    );
  };
  const fields = ['kind', 'network', 'phone', 'bic', 'account_number', 'account_name', 'label', 'current_password'];
  const general = generalError(add.error, fields);
  return (
    <Modal open onClose={onClose} title={t('addTitle')}>
      <form className="mt-3 space-y-3" onSubmit={submit} noValidate>
        <fieldset>
          <legend className="mb-1 text-sm font-medium text-slate-700">{t('kind')}</legend>
          <div className="grid grid-cols-2 gap-2">
            {(['wallet', 'bank'] as const).map((k) => (
              <label
                key={k}
                className={`flex cursor-pointer items-center gap-2 rounded-lg border p-2 text-sm ${
                  kind === k ? 'border-brand-600 bg-brand-50' : 'border-slate-300'
                }`}
              >
                <input type="radio" name="kind" value={k} checked={kind === k} onChange={() => setKind(k)} />
                {t(`kind_${k}`)}
              </label>
            ))}
          </div>
        </fieldset>
        {kind === 'wallet' ? (
          <>
            <SelectField
              label={t('network')}
              value={network}
              onChange={(e) => setNetwork(e.target.value as Network)}
              error={errorFor(add.error, 'network')}
              options={NETWORKS.map((n) => ({ value: n, label: NETWORK_NAMES[n] }))}
            />
            <TextField
              label={t('phone')}
              inputMode="tel"
              autoComplete="off"
              value={phone}
              onChange={(e) => setPhone(e.target.value)}
              error={errorFor(add.error, 'phone')}
              required
            />
          </>
        ) : (
          <>
            <p className="text-sm text-slate-600">{t('bankHint')}</p>
            <SelectField
              label={t('bank')}
              value={bic}
              onChange={(e) => setBic(e.target.value as BankBic)}
              error={errorFor(add.error, 'bic')}
              options={[
                { value: '', label: t('chooseBank') },
                ...TZ_BANKS.map((b) => ({ value: b.bic, label: b.name })),
              ]}
            />
            <TextField
              label={t('accountNumber')}
              autoComplete="off"
              value={accountNumber}
              maxLength={30}
              onChange={(e) => setAccountNumber(e.target.value)}
              error={errorFor(add.error, 'account_number')}
              required
            />
          </>
        )}
        <TextField
          label={t('accountName')}
          value={accountName}
          maxLength={100}
          onChange={(e) => setAccountName(e.target.value)}
          error={errorFor(add.error, 'account_name')}
          required
        />
        <TextField
          label={t('label')}
          value={label}
          maxLength={80}
          onChange={(e) => setLabel(e.target.value)}
          error={errorFor(add.error, 'label')}
        />
        <PasswordCheckField
          value={password}
          onChange={setPassword}
          error={errorFor(add.error, 'current_password')}
          hint={t('passwordHint')}
        />
        <FormFooter
          general={general}
          onCancel={onClose}
          cancelLabel={t('cancel')}
          submitLabel={t('save')}
          pending={add.isPending}
        />
      </form>
    </Modal>
  );
}

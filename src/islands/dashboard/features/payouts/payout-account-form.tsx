import { useState, type FormEvent } from 'react';
import { NETWORKS, type Network } from '../../../../lib/mobile-money.ts';
import { NETWORK_NAMES } from '../../../../lib/payment-account-schemas.ts';
import { Button } from '../../../../ui/button.tsx';
import { Modal } from '../../../../ui/modal.tsx';
import { SelectField } from '../../../../ui/select-field.tsx';
import { TextField } from '../../../../ui/text-field.tsx';
import { toast } from '../../../../ui/toast-store.ts';
import { errorFor, generalError } from '../../lib/form-error.ts';
import { useAddPayoutAccount } from './api.ts';
import { usePayoutsT } from './use-payouts-t.ts';

/** Adds a mobile wallet to pay out to; the password is asked again (money will go there). */
export function PayoutAccountForm({ onClose }: { onClose: () => void }) {
  const t = usePayoutsT();
  const add = useAddPayoutAccount();
  const [network, setNetwork] = useState<Network>('mpesa');
  const [phone, setPhone] = useState('');
  const [accountName, setAccountName] = useState('');
  const [label, setLabel] = useState('');
  const [password, setPassword] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    add.mutate(
      { kind: 'wallet', network, phone, account_name: accountName, label, current_password: password },
      {
        onSuccess: () => {
          toast({ title: t('added'), variant: 'success' });
          onClose();
        },
        onError: () => setPassword(''),
      },
    );
  };
  const general = generalError(add.error, ['network', 'phone', 'account_name', 'label', 'current_password']);
  return (
    <Modal open onClose={onClose} title={t('addTitle')}>
      <form className="mt-3 space-y-3" onSubmit={submit} noValidate>
        <p className="text-sm text-slate-600">{t('walletOnly')}</p>
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
        <TextField
          label={t('password')}
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={errorFor(add.error, 'current_password')}
          hint={t('passwordHint')}
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
          <Button type="submit" loading={add.isPending}>
            {t('save')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}

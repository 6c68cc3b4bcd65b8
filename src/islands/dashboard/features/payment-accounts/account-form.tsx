import { useState, type FormEvent } from 'react';
import type { Network, ProviderId } from '../../../../lib/mobile-money.ts';
import { Checkbox } from '../../../../ui/checkbox.tsx';
import { Modal } from '../../../../ui/modal.tsx';
import { PasswordField } from '../../../../ui/password-field.tsx';
import { SelectField } from '../../../../ui/select-field.tsx';
import { TextField } from '../../../../ui/text-field.tsx';
import { toast } from '../../../../ui/toast-store.ts';
import { errorFor, generalError } from '../../lib/form-error.ts';
import { FormFooter } from '../../../../ui/form-footer.tsx';
import { useLinkAccount, useUpdateAccount, type PaymentAccountDto, type ProviderInfo } from './api.ts';
import { accountName, fieldName } from './account-name.ts';
import { usePaymentAccountsT } from './use-payment-accounts-t.ts';

/**
 * Link a provider, or edit a linked one. The credential inputs are the adapter's own fields (from
 * the server); they start empty when editing, since stored values never come back, and a blank
 * one keeps what is stored. Secret fields are password inputs.
 */
export function AccountForm({
  providers,
  account,
  onClose,
}: {
  providers: ProviderInfo[];
  /** Editing this one; linking a new one when absent. */
  account?: PaymentAccountDto;
  onClose: () => void;
}) {
  const t = usePaymentAccountsT();
  const link = useLinkAccount();
  const update = useUpdateAccount();
  const mutation = account ? update : link;
  const [providerId, setProviderId] = useState<ProviderId>(account?.provider ?? providers[0]!.id);
  const [label, setLabel] = useState(account?.label ?? '');
  const [credentials, setCredentials] = useState<Record<string, string>>({});
  const [networks, setNetworks] = useState<Network[]>(account?.networks ?? []);
  const provider = providers.find((p) => p.id === providerId) ?? providers[0]!;
  const hintOf = (name: string) => account?.credentials.find((c) => c.name === name)?.hint;

  const close = () => {
    mutation.reset();
    onClose();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const given = Object.fromEntries(Object.entries(credentials).filter(([, v]) => v.trim() !== ''));
    const done = (message: string) => () => {
      toast({ title: message, variant: 'success' });
      close();
    };
    if (account) {
      update.mutate({ id: account.id, body: { label, networks, credentials: given } }, { onSuccess: done(t('saved')) });
    } else {
      link.mutate({ provider: providerId, label, networks, credentials: given }, { onSuccess: done(t('linked')) });
    }
  };
  const fieldKeys = ['provider', 'label', 'networks', ...provider.fields.map((f) => `credentials.${f.name}`)];
  const general = generalError(mutation.error, fieldKeys);

  return (
    <Modal open onClose={close} title={account ? t('editTitle', { name: accountName(t, account) }) : t('linkTitle')}>
      <form className="mt-3 space-y-3" onSubmit={submit} noValidate>
        {!account && (
          <SelectField
            label={t('provider')}
            value={providerId}
            onChange={(e) => {
              setProviderId(e.target.value as ProviderId);
              setCredentials({});
              setNetworks([]);
            }}
            error={errorFor(mutation.error, 'provider')}
            options={providers.map((p) => ({ value: p.id, label: t(`provider_${p.id}`) }))}
          />
        )}
        <TextField
          label={t('label')}
          hint={t('labelHint')}
          value={label}
          maxLength={80}
          onChange={(e) => setLabel(e.target.value)}
          error={errorFor(mutation.error, 'label')}
        />
        {provider.fields.length > 0 && (
          <fieldset className="space-y-3">
            <legend className="text-sm font-medium">{t('credentials')}</legend>
            {account && <p className="text-sm text-slate-600">{t('credentialsKeep')}</p>}
            {provider.fields.map((field) => {
              const Field = field.secret ? PasswordField : TextField;
              const stored = hintOf(field.name);
              return (
                <Field
                  key={field.name}
                  name={field.name}
                  label={field.required ? fieldName(t, field.name) : t('optional', { name: fieldName(t, field.name) })}
                  hint={stored ? t('stored', { hint: stored }) : undefined}
                  autoComplete="off"
                  value={credentials[field.name] ?? ''}
                  onChange={(e) => setCredentials({ ...credentials, [field.name]: e.target.value })}
                  error={errorFor(mutation.error, `credentials.${field.name}`)}
                  required={field.required && !stored}
                />
              );
            })}
          </fieldset>
        )}
        <fieldset className="space-y-2">
          <legend className="text-sm font-medium">{t('networks')}</legend>
          <p className="text-sm text-slate-600">{t('networksHint')}</p>
          <div className="grid grid-cols-1 gap-2 min-[360px]:grid-cols-2">
            {provider.networks.map((network) => (
              <Checkbox
                key={network}
                label={t(`network_${network}`)}
                checked={networks.includes(network)}
                onChange={(e) =>
                  setNetworks(e.target.checked ? [...networks, network] : networks.filter((n) => n !== network))
                }
              />
            ))}
          </div>
          {errorFor(mutation.error, 'networks') && (
            <p role="alert" className="text-sm text-red-700">
              {errorFor(mutation.error, 'networks')}
            </p>
          )}
        </fieldset>
        <FormFooter
          general={general}
          onCancel={close}
          cancelLabel={t('cancel')}
          submitLabel={account ? t('save') : t('link')}
          pending={mutation.isPending}
        />
      </form>
    </Modal>
  );
}

import { useState, type FormEvent } from 'react';
import type { SmsProviderId } from '../../../../lib/sms-providers.ts';
import { FormFooter } from '../../../../ui/form-footer.tsx';
import { Modal } from '../../../../ui/modal.tsx';
import { PasswordField } from '../../../../ui/password-field.tsx';
import { SelectField } from '../../../../ui/select-field.tsx';
import { TextField } from '../../../../ui/text-field.tsx';
import { toast } from '../../../../ui/toast-store.ts';
import { errorFor, generalError } from '../../lib/form-error.ts';
import { useLinkSmsAccount, useUpdateSmsAccount, type SmsAccountDto, type SmsProviderInfo } from './api.ts';
import { accountName, fieldName } from './account-name.ts';
import { useSmsProvidersT } from './use-sms-providers-t.ts';

/** A whole number typed in a field, or the text itself (the server names the mistake). */
const wholeNumber = (text: string): number => (/^\d+$/.test(text.trim()) ? Number(text.trim()) : Number.NaN);

/**
 * Link a gateway, or edit a linked one. The credential inputs are the adapter's own fields (from
 * the server); they start empty when editing, since stored values never come back, and a blank
 * one keeps what is stored. Secret fields are password inputs.
 */
export function AccountForm({
  providers,
  account,
  onClose,
}: {
  providers: SmsProviderInfo[];
  account?: SmsAccountDto;
  onClose: () => void;
}) {
  const t = useSmsProvidersT();
  const link = useLinkSmsAccount();
  const update = useUpdateSmsAccount();
  const mutation = account ? update : link;
  const [providerId, setProviderId] = useState<SmsProviderId>(account?.provider ?? providers[0]!.id);
  const [label, setLabel] = useState(account?.label ?? '');
  const [senderName, setSenderName] = useState(account?.sender_name ?? '');
  const [price, setPrice] = useState(String(account?.price_per_part ?? 0));
  const [pace, setPace] = useState(String(account?.per_second ?? 10));
  const [credentials, setCredentials] = useState<Record<string, string>>({});
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
    const fields = {
      label,
      sender_name: senderName,
      price_per_part: wholeNumber(price),
      per_second: wholeNumber(pace),
      credentials: given,
    };
    if (account) update.mutate({ id: account.id, body: fields }, { onSuccess: done(t('saved')) });
    else link.mutate({ provider: providerId, ...fields }, { onSuccess: done(t('linked')) });
  };
  const fieldKeys = [
    'provider',
    'label',
    'sender_name',
    'price_per_part',
    'per_second',
    ...provider.fields.map((f) => `credentials.${f.name}`),
  ];
  const general = generalError(mutation.error, fieldKeys);

  return (
    <Modal open onClose={close} title={account ? t('editTitle', { name: accountName(t, account) }) : t('linkTitle')}>
      <form className="mt-3 space-y-3" onSubmit={submit} noValidate>
        {!account && (
          <SelectField
            label={t('provider')}
            value={providerId}
            onChange={(e) => {
              setProviderId(e.target.value as SmsProviderId);
              setCredentials({});
            }}
            error={errorFor(mutation.error, 'provider')}
            options={providers.map((p) => ({ value: p.id, label: t(`provider_${p.id}`) }))}
          />
        )}
        <TextField
          label={t('senderName')}
          hint={t('senderNameHint')}
          value={senderName}
          maxLength={11}
          autoCapitalize="characters"
          autoComplete="off"
          onChange={(e) => setSenderName(e.target.value)}
          error={errorFor(mutation.error, 'sender_name')}
          required
        />
        <TextField
          label={t('label')}
          hint={t('labelHint')}
          value={label}
          maxLength={80}
          onChange={(e) => setLabel(e.target.value)}
          error={errorFor(mutation.error, 'label')}
        />
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
          <TextField
            label={t('pricePerPart')}
            hint={t('pricePerPartHint')}
            inputMode="numeric"
            value={price}
            onChange={(e) => setPrice(e.target.value)}
            error={errorFor(mutation.error, 'price_per_part')}
          />
          <TextField
            label={t('perSecond')}
            hint={t('perSecondHint')}
            inputMode="numeric"
            value={pace}
            onChange={(e) => setPace(e.target.value)}
            error={errorFor(mutation.error, 'per_second')}
          />
        </div>
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

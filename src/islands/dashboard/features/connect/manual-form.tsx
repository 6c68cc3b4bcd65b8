import { useState, type FormEvent } from 'react';
import { Button } from '../../../../ui/button.tsx';
import { PasswordField } from '../../../../ui/password-field.tsx';
import { TextField } from '../../../../ui/text-field.tsx';
import { toast } from '../../../../ui/toast-store.ts';
import { errorFor, generalError } from '../../lib/form-error.ts';
import { useManualConnect } from './api.ts';
import { CopyField } from './copy-field.tsx';
import { useConnectT } from './use-connect-t.ts';

const FIELDS = ['phone_number_id', 'waba_id', 'access_token', 'app_secret', 'verify_token'] as const;

/** Own Cloud API app: the server checks the token with Graph before storing anything. */
export function ManualForm({ webhookUrl }: { webhookUrl: string }) {
  const t = useConnectT();
  const save = useManualConnect();
  const [values, setValues] = useState<Record<(typeof FIELDS)[number], string>>({
    phone_number_id: '',
    waba_id: '',
    access_token: '',
    app_secret: '',
    verify_token: '',
  });
  const set = (key: (typeof FIELDS)[number]) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [key]: e.target.value }));
  const err = (f: string) => errorFor(save.error, f);
  const general = generalError(save.error, [...FIELDS]);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const { verify_token, ...rest } = values;
    save.mutate(
      { ...rest, ...(verify_token.trim() && { verify_token: verify_token.trim() }) },
      { onSuccess: () => toast({ title: t('connectedToast'), variant: 'success' }) },
    );
  };
  return (
    <section className="space-y-3 rounded-xl border border-slate-200 bg-white p-4 sm:p-6" aria-labelledby="wa-manual">
      <div>
        <h2 id="wa-manual" className="font-semibold">
          {t('manualTitle')}
        </h2>
        <p className="text-sm text-slate-600">{t('manualText')}</p>
      </div>
      <form onSubmit={submit} className="space-y-3" data-testid="manual-form">
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
          <TextField
            label={t('phoneNumberId')}
            hint={t('manualPhoneHint')}
            inputMode="numeric"
            autoComplete="off"
            required
            value={values.phone_number_id}
            onChange={set('phone_number_id')}
            error={err('phone_number_id')}
          />
          <TextField
            label={t('wabaId')}
            hint={t('manualWabaHint')}
            inputMode="numeric"
            autoComplete="off"
            required
            value={values.waba_id}
            onChange={set('waba_id')}
            error={err('waba_id')}
          />
        </div>
        <PasswordField
          label={t('accessToken')}
          hint={t('manualTokenHint')}
          autoComplete="off"
          required
          value={values.access_token}
          onChange={set('access_token')}
          error={err('access_token')}
        />
        <PasswordField
          label={t('appSecret')}
          hint={t('manualSecretHint')}
          autoComplete="off"
          required
          value={values.app_secret}
          onChange={set('app_secret')}
          error={err('app_secret')}
        />
        <TextField
          label={t('verifyToken')}
          hint={t('manualVerifyHint')}
          autoComplete="off"
          value={values.verify_token}
          onChange={set('verify_token')}
          error={err('verify_token')}
        />
        <CopyField label={t('webhookUrl')} value={webhookUrl} />
        {general && (
          <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-700">
            {general}
          </p>
        )}
        <div className="flex justify-end">
          <Button type="submit" loading={save.isPending} className="w-full sm:w-auto">
            {t('manualSubmit')}
          </Button>
        </div>
      </form>
    </section>
  );
}

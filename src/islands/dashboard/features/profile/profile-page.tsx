import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { setLanguage } from '../../../../i18n/language.ts';
import { PasswordField } from '../../../../ui/password-field.tsx';
import { SelectField } from '../../../../ui/select-field.tsx';
import { TextField } from '../../../../ui/text-field.tsx';
import { toast } from '../../../../ui/toast-store.ts';
import { call } from '../../lib/client.ts';
import { errorFor, generalError } from '../../lib/form-error.ts';
import { sessionKeys, useUser, type CurrentUser } from '../../lib/session.ts';
import { useAppT } from '../../lib/use-app-t.ts';
import { PageHeader } from '../../layout/page-header.tsx';
import { NewPasswordField } from '../../lib/auth-fields.tsx';
import { SubmitForm } from '../../../../ui/submit-form.tsx';

export function ProfilePage() {
  const t = useAppT();
  const user = useUser().data!;
  return (
    <div className="max-w-2xl space-y-6">
      <PageHeader title={t('profileTitle')} />
      <ProfileForm user={user} />
      <PasswordForm />
    </div>
  );
}

// Each form is a card of its own on the page.
const CARD_FORM = 'space-y-4 rounded-xl border border-slate-200 bg-white p-4 sm:p-6';

function ProfileForm({ user }: { user: CurrentUser }) {
  const t = useAppT();
  const client = useQueryClient();
  const [values, setValues] = useState({
    name: user.name,
    email: user.email,
    phone: user.phone,
    language: user.language,
  });
  const [password, setPassword] = useState('');
  // A new e-mail takes the current password (the server asks for it, and tells the old address).
  const emailChanged = values.email.trim().toLowerCase() !== user.email;
  const save = useMutation({
    mutationFn: () =>
      call('PUT /api/user', { body: emailChanged ? { ...values, current_password: password } : values }),
    onSuccess: (updated) => {
      setPassword('');
      client.setQueryData(sessionKeys.user, updated);
      setLanguage(updated.language);
      toast({ title: t('profileSaved'), variant: 'success' });
    },
  });
  return (
    <SubmitForm
      onSubmit={save.mutate}
      general={generalError(save.error, ['name', 'email', 'phone', 'language', 'current_password'])}
      pending={save.isPending}
      submitLabel={t('save')}
      className={CARD_FORM}
    >
      <TextField
        label={t('fullName')}
        required
        minLength={2}
        value={values.name}
        onChange={(e) => setValues({ ...values, name: e.target.value })}
        error={errorFor(save.error, 'name')}
      />
      <TextField
        label={t('email')}
        type="email"
        required
        value={values.email}
        onChange={(e) => setValues({ ...values, email: e.target.value })}
        error={errorFor(save.error, 'email')}
      />
      {emailChanged && (
        <PasswordField
          label={t('currentPassword')}
          hint={t('emailChangeNeedsPassword')}
          required
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={errorFor(save.error, 'current_password')}
        />
      )}
      <TextField
        label={t('phone')}
        type="tel"
        required
        value={values.phone}
        onChange={(e) => setValues({ ...values, phone: e.target.value })}
        error={errorFor(save.error, 'phone')}
      />
      <SelectField
        label={t('profileLanguage')}
        value={values.language}
        onChange={(e) => setValues({ ...values, language: e.target.value === 'sw' ? 'sw' : 'en' })}
        options={[
          { value: 'en', label: t('langEn') },
          { value: 'sw', label: t('langSw') },
        ]}
      />
    </SubmitForm>
  );
}

function PasswordForm() {
  const t = useAppT();
  const [values, setValues] = useState({ current_password: '', new_password: '' });
  const change = useMutation({
    mutationFn: () => call('PUT /api/user/password', { body: values }),
    onSuccess: () => {
      setValues({ current_password: '', new_password: '' });
      toast({ title: t('passwordChanged'), variant: 'success' });
    },
  });
  return (
    <SubmitForm
      onSubmit={change.mutate}
      general={generalError(change.error, ['current_password', 'new_password'])}
      pending={change.isPending}
      submitLabel={t('changePassword')}
      className={CARD_FORM}
    >
      <h2 className="font-semibold">{t('changePassword')}</h2>
      <PasswordField
        label={t('currentPassword')}
        required
        value={values.current_password}
        onChange={(e) => setValues({ ...values, current_password: e.target.value })}
        error={errorFor(change.error, 'current_password')}
      />
      <NewPasswordField
        label={t('newPassword')}
        value={values.new_password}
        onChange={(e) => setValues({ ...values, new_password: e.target.value })}
        error={errorFor(change.error, 'new_password')}
      />
    </SubmitForm>
  );
}

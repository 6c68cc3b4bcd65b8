import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useStore } from '@nanostores/react';
import { $language } from '../../../i18n/language.ts';
import { PasswordField } from '../../../ui/password-field.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { EmailField, NewPasswordField } from './auth-fields.tsx';
import { call } from './client.ts';
import { errorFor, generalError } from './form-error.ts';
import { sessionKeys } from './session.ts';
import { useAppT } from './use-app-t.ts';
import { SubmitForm } from '../../../ui/submit-form.tsx';

function useSignedIn(onDone: () => void) {
  const client = useQueryClient();
  return async () => {
    await client.invalidateQueries({ queryKey: sessionKeys.user });
    await client.invalidateQueries({ queryKey: sessionKeys.shop });
    onDone();
  };
}

export function LoginForm({ email: initialEmail = '', onDone }: { email?: string; onDone: () => void }) {
  const t = useAppT();
  const [email, setEmail] = useState(initialEmail);
  const [password, setPassword] = useState('');
  const signedIn = useSignedIn(onDone);
  const login = useMutation({
    mutationFn: () => call('POST /api/auth/login', { body: { email, password } }),
    onSuccess: signedIn,
  });
  return (
    <SubmitForm
      wide
      onSubmit={login.mutate}
      general={generalError(login.error, ['email', 'password'])}
      pending={login.isPending}
      submitLabel={t('loginButton')}
      after={
        <p className="text-center text-sm">
          <a href="/forgot-password" className="text-brand-600 hover:underline">
            {t('forgotLink')}
          </a>
        </p>
      }
    >
      <EmailField value={email} onChange={(e) => setEmail(e.target.value)} error={errorFor(login.error, 'email')} />
      <PasswordField
        label={t('password')}
        name="password"
        required
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={errorFor(login.error, 'password')}
      />
    </SubmitForm>
  );
}

export function SignupForm({ email: initialEmail = '', onDone }: { email?: string; onDone: () => void }) {
  const t = useAppT();
  const language = useStore($language);
  const [form, setForm] = useState({ name: '', email: initialEmail, phone: '', password: '' });
  const set = (key: keyof typeof form) => (e: { target: { value: string } }) =>
    setForm((f) => ({ ...f, [key]: e.target.value }));
  const signedIn = useSignedIn(onDone);
  const signup = useMutation({
    mutationFn: () => call('POST /api/auth/signup', { body: { ...form, language } }),
    onSuccess: signedIn,
  });
  return (
    <SubmitForm
      wide
      onSubmit={signup.mutate}
      general={generalError(signup.error, ['name', 'email', 'phone', 'password'])}
      pending={signup.isPending}
      submitLabel={t('signupButton')}
    >
      <TextField
        label={t('fullName')}
        name="name"
        autoComplete="name"
        required
        minLength={2}
        maxLength={100}
        value={form.name}
        onChange={set('name')}
        error={errorFor(signup.error, 'name')}
      />
      <EmailField value={form.email} onChange={set('email')} error={errorFor(signup.error, 'email')} />
      <TextField
        label={t('phone')}
        type="tel"
        name="phone"
        autoComplete="tel"
        required
        hint={t('phoneHint')}
        value={form.phone}
        onChange={set('phone')}
        error={errorFor(signup.error, 'phone')}
      />
      <NewPasswordField
        label={t('password')}
        value={form.password}
        onChange={set('password')}
        error={errorFor(signup.error, 'password')}
      />
    </SubmitForm>
  );
}

import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { buttonClasses } from '../../../../ui/button.tsx';
import { PasswordField } from '../../../../ui/password-field.tsx';
import { NewPasswordField } from '../../lib/auth-fields.tsx';
import { call } from '../../lib/client.ts';
import { errorFor, generalError } from '../../lib/form-error.ts';
import { useAppT } from '../../lib/use-app-t.ts';
import { AuthCard } from '../../layout/auth-card.tsx';
import { SubmitForm } from '../../../../ui/submit-form.tsx';

export function ResetPasswordPage() {
  const t = useAppT();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [mismatch, setMismatch] = useState(false);
  const reset = useMutation({ mutationFn: () => call('POST /api/auth/reset-password', { body: { token, password } }) });
  const submit = () => {
    setMismatch(password !== confirm);
    if (password === confirm) reset.mutate();
  };

  if (!token) {
    return (
      <AuthCard title={t('resetTitle')}>
        <p role="alert" className="text-sm text-red-700">
          {t('resetNoToken')}
        </p>
        <a href="/forgot-password" className={buttonClasses({ className: 'mt-4 w-full' })}>
          {t('requestNewLink')}
        </a>
      </AuthCard>
    );
  }
  const general = generalError(reset.error, ['password']);
  return (
    <AuthCard title={t('resetTitle')}>
      {reset.isSuccess ? (
        <>
          <p role="status" className="rounded-md bg-green-50 p-3 text-sm text-green-800">
            {t('resetDone')}
          </p>
          <a href="/login" className={buttonClasses({ className: 'mt-4 w-full' })}>
            {t('loginButton')}
          </a>
        </>
      ) : (
        <SubmitForm
          wide
          onSubmit={submit}
          general={
            general && (
              <>
                {general}{' '}
                <a href="/forgot-password" className="font-medium underline">
                  {t('requestNewLink')}
                </a>
              </>
            )
          }
          pending={reset.isPending}
          submitLabel={t('resetButton')}
        >
          <NewPasswordField
            label={t('newPassword')}
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            error={errorFor(reset.error, 'password')}
          />
          <PasswordField
            label={t('confirmPassword')}
            name="confirm"
            autoComplete="new-password"
            required
            value={confirm}
            onChange={(e) => setConfirm(e.target.value)}
            error={mismatch ? t('passwordsDiffer') : undefined}
          />
        </SubmitForm>
      )}
    </AuthCard>
  );
}

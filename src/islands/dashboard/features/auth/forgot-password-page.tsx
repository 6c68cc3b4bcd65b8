import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../../ui/button.tsx';
import { TextField } from '../../../../ui/text-field.tsx';
import { call } from '../../lib/client.ts';
import { errorFor, generalError } from '../../lib/form-error.ts';
import { useAppT } from '../../lib/use-app-t.ts';
import { AuthCard } from '../../layout/auth-card.tsx';

export function ForgotPasswordPage() {
  const t = useAppT();
  const [email, setEmail] = useState('');
  const request = useMutation({ mutationFn: () => call('POST /api/auth/forgot-password', { body: { email } }) });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    request.mutate();
  };
  return (
    <AuthCard title={t('forgotTitle')} subtitle={t('forgotText')}>
      {request.isSuccess ? (
        <p role="status" className="rounded-md bg-green-50 p-3 text-sm text-green-800">
          {t('forgotSent', { email })}
        </p>
      ) : (
        <form onSubmit={submit} className="space-y-4">
          <TextField
            label={t('email')}
            type="email"
            name="email"
            autoComplete="email"
            required
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            error={errorFor(request.error, 'email')}
          />
          {generalError(request.error, ['email']) && (
            <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-700">
              {generalError(request.error, ['email'])}
            </p>
          )}
          <Button type="submit" className="w-full" loading={request.isPending}>
            {t('forgotButton')}
          </Button>
        </form>
      )}
      <p className="mt-4 text-center text-sm">
        <a href="/login" className="text-brand-600 hover:underline">
          {t('loginButton')}
        </a>
      </p>
    </AuthCard>
  );
}

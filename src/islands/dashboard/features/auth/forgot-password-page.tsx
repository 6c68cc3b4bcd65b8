import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { EmailField } from '../../lib/auth-fields.tsx';
import { call } from '../../lib/client.ts';
import { errorFor, generalError } from '../../lib/form-error.ts';
import { useAppT } from '../../lib/use-app-t.ts';
import { AuthCard } from '../../layout/auth-card.tsx';
import { SubmitForm } from '../../../../ui/submit-form.tsx';

export function ForgotPasswordPage() {
  const t = useAppT();
  const [email, setEmail] = useState('');
  const request = useMutation({ mutationFn: () => call('POST /api/auth/forgot-password', { body: { email } }) });
  return (
    <AuthCard title={t('forgotTitle')} subtitle={t('forgotText')}>
      {request.isSuccess ? (
        <p role="status" className="rounded-md bg-green-50 p-3 text-sm text-green-800">
          {t('forgotSent', { email })}
        </p>
      ) : (
        <SubmitForm
          wide
          onSubmit={request.mutate}
          general={generalError(request.error, ['email'])}
          pending={request.isPending}
          submitLabel={t('forgotButton')}
        >
          <EmailField
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            error={errorFor(request.error, 'email')}
          />
        </SubmitForm>
      )}
      <p className="mt-4 text-center text-sm">
        <a href="/login" className="text-brand-600 hover:underline">
          {t('loginButton')}
        </a>
      </p>
    </AuthCard>
  );
}

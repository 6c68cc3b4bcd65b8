import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Button } from '../../../../ui/button.tsx';
import { ErrorBlock } from '../../../../ui/error-block.tsx';
import { FullScreenSpinner } from '../../../../ui/spinner.tsx';
import { toast } from '../../../../ui/toast-store.ts';
import { ApiError } from '../../lib/api.ts';
import { call } from '../../lib/client.ts';
import { sessionKeys, useUser } from '../../lib/session.ts';
import { useAppT, type AppKey } from '../../lib/use-app-t.ts';
import { AuthCard } from '../../layout/auth-card.tsx';
import { LoginForm, SignupForm } from '../../lib/auth-forms.tsx';

/** /invite/<token>: sign up or sign in as the invited email, then join the shop. */
export function InvitePage() {
  const t = useAppT();
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const client = useQueryClient();
  const user = useUser();
  const [mode, setMode] = useState<'signup' | 'login'>('signup');
  const info = useQuery({
    queryKey: ['invitation', token],
    queryFn: ({ signal }) => call('GET /api/invitations/:token', { params: { token }, signal }),
  });
  const accept = useMutation({
    mutationFn: () => call('POST /api/invitations/:token/accept', { params: { token } }),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: sessionKeys.user });
      await client.invalidateQueries({ queryKey: sessionKeys.shop });
      toast({ title: t('inviteAccepted', { shop: info.data!.shop_name }), variant: 'success' });
      navigate('/dashboard', { replace: true });
    },
  });

  if (info.isPending || user.isPending) return <FullScreenSpinner />;
  if (info.isError) {
    const notFound = info.error instanceof ApiError && info.error.status === 404;
    return (
      <AuthCard title={t('inviteTitle', { shop: '…' })}>
        {notFound ? (
          <p role="alert" className="text-sm text-red-700">
            {t('invite_invalid')}
          </p>
        ) : (
          <ErrorBlock message={info.error.message} onRetry={() => void info.refetch()} />
        )}
      </AuthCard>
    );
  }
  const invitation = info.data;
  const title = t('inviteTitle', { shop: invitation.shop_name });
  const body = (
    <p className="mb-4 text-sm text-slate-700">
      {t('inviteText', { inviter: invitation.inviter_name, email: invitation.email, shop: invitation.shop_name })}
    </p>
  );

  if (invitation.status !== 'valid') {
    return (
      <AuthCard title={title}>
        {body}
        <p role="alert" className="rounded-md bg-amber-50 p-3 text-sm text-amber-800">
          {t(`invite_${invitation.status}` as AppKey)}
        </p>
      </AuthCard>
    );
  }
  if (!user.data) {
    return (
      <AuthCard title={title}>
        {body}
        <p className="mb-4 text-sm font-medium">{t('inviteSignInFirst', { email: invitation.email })}</p>
        {mode === 'signup' ? (
          <SignupForm email={invitation.email} onDone={() => undefined} />
        ) : (
          <LoginForm email={invitation.email} onDone={() => undefined} />
        )}
        <p className="mt-4 text-center text-sm">
          {mode === 'signup' ? t('haveAccount') : t('noAccount')}{' '}
          <button
            type="button"
            className="font-medium text-brand-600 hover:underline"
            onClick={() => setMode(mode === 'signup' ? 'login' : 'signup')}
          >
            {mode === 'signup' ? t('loginTab') : t('signupTab')}
          </button>
        </p>
      </AuthCard>
    );
  }
  const wrongAccount = user.data.email !== invitation.email;
  const inShop = !!user.data.shop_id;
  return (
    <AuthCard title={title}>
      {body}
      {invitation.is_admin && <p className="mb-4 text-sm text-slate-600">{t('inviteAsAdmin')}</p>}
      {wrongAccount ? (
        <>
          <p role="alert" className="mb-4 text-sm text-amber-800">
            {t('inviteWrongAccount', { current: user.data.email, email: invitation.email })}
          </p>
          <Button
            variant="secondary"
            className="w-full"
            onClick={() =>
              void call('POST /api/auth/logout').then(() => client.resetQueries({ queryKey: sessionKeys.user }))
            }
          >
            {t('logoutAndSwitch')}
          </Button>
        </>
      ) : inShop ? (
        <p role="alert" className="text-sm text-amber-800">
          {t('alreadyInShop')}
        </p>
      ) : (
        <>
          {accept.error && (
            <p role="alert" className="mb-4 rounded-md bg-red-50 p-3 text-sm text-red-700">
              {accept.error.message}
            </p>
          )}
          <Button className="w-full" loading={accept.isPending} onClick={() => accept.mutate()}>
            {t('inviteAccept')}
          </Button>
        </>
      )}
    </AuthCard>
  );
}

import { useEffect } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { useUser } from '../../lib/session.ts';
import { useAppT } from '../../lib/use-app-t.ts';
import { AuthCard } from '../../layout/auth-card.tsx';
import { LoginForm, SignupForm } from '../../lib/auth-forms.tsx';

/** The sign-in area: /login, /dashboard?auth=Login and /dashboard?auth=Signup (spec 2.2). */
export function AuthPage() {
  const t = useAppT();
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const user = useUser();
  const mode = params.get('auth') === 'Signup' ? 'Signup' : 'Login';
  const next = params.get('next');
  const target = next && next.startsWith('/') && !next.startsWith('//') ? next : '/dashboard';
  // The operators' console (/operator) is another app: reached by a page load, not this router.
  const otherApp = /^\/operator(?:[/?#]|$)/.test(target);
  const go = () => (otherApp ? window.location.assign(target) : navigate(target, { replace: true }));
  if (user.data) return otherApp ? <LeaveFor href={target} /> : <Navigate to={target} replace />;

  const tab = (value: 'Login' | 'Signup', label: string) => (
    <button
      type="button"
      role="tab"
      aria-selected={mode === value}
      onClick={() => setParams((p) => (p.set('auth', value), p), { replace: true })}
      className={`flex-1 rounded-md px-3 py-2 text-sm font-medium ${mode === value ? 'bg-white shadow-sm' : 'text-slate-600'}`}
    >
      {label}
    </button>
  );

  return (
    <AuthCard
      title={mode === 'Login' ? t('loginTitle') : t('signupTitle')}
      subtitle={mode === 'Login' ? t('loginSubtitle') : t('signupSubtitle')}
    >
      <div role="tablist" className="mb-6 flex gap-1 rounded-lg bg-slate-100 p-1">
        {tab('Login', t('loginTab'))}
        {tab('Signup', t('signupTab'))}
      </div>
      {mode === 'Login' ? (
        <LoginForm onDone={go} />
      ) : (
        <SignupForm onDone={() => navigate('/dashboard', { replace: true })} />
      )}
    </AuthCard>
  );
}

/** Leaves this app for another's page (a full load). */
function LeaveFor({ href }: { href: string }) {
  useEffect(() => window.location.replace(href), [href]);
  return null;
}

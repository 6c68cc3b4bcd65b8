import { useEffect, useRef, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { can, type Action, type Resource } from '../../lib/permissions.ts';
import { toast } from '../../ui/toast-store.ts';
import { useUser } from './lib/session.ts';
import { useAppT } from './lib/use-app-t.ts';

/**
 * Spec 6: while the user loads, 'Loading...'; no user → /login; without the action on the
 * resource → an 'Access Denied' toast (danger, bottom-right) and back to /dashboard.
 * The server enforces the same permission; this only spares a screen that would be refused.
 */
export function RouteGuard({
  resource,
  action,
  children,
}: {
  resource: Resource;
  action: Action;
  children: ReactNode;
}) {
  const t = useAppT();
  const user = useUser();
  const location = useLocation();
  const allowed = !!user.data && can(user.data.permissions, resource, action);
  const denied = !!user.data && !allowed;
  const toasted = useRef(false);

  useEffect(() => {
    if (denied && !toasted.current) {
      toasted.current = true;
      toast({
        title: t('accessDeniedTitle'),
        description: t('accessDeniedText', { resource }),
        variant: 'danger',
        position: 'bottom-right',
      });
    }
  }, [denied, resource, t]);

  if (user.isPending)
    return (
      <p role="status" className="p-6 text-sm text-slate-600">
        {t('loading')}
      </p>
    );
  if (!user.data)
    return <Navigate to={`/login?next=${encodeURIComponent(location.pathname + location.search)}`} replace />;
  if (denied) return <Navigate to="/dashboard" replace />;
  return <>{children}</>;
}

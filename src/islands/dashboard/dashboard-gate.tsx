import { lazy, Suspense, useEffect, useRef } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router';
import { ErrorBlock } from '../../ui/error-block.tsx';
import { FullScreenSpinner, InnerSpinner } from '../../ui/spinner.tsx';
import { toast } from '../../ui/toast-store.ts';
import { DashboardLayout } from './layout/dashboard-layout.tsx';
import { useShop, useUser } from './lib/session.ts';
import { useAppT } from './lib/use-app-t.ts';
import { RouteGuard } from './route-guard.tsx';
import { can } from '../../lib/permissions.ts';
import { dashboardRoutes } from './routes.tsx';

const AuthPage = lazy(() => import('./features/auth/auth-page.tsx').then((m) => ({ default: m.AuthPage })));
const GetStartedPage = lazy(() =>
  import('./features/shop/get-started-page.tsx').then((m) => ({ default: m.GetStartedPage })),
);
const ComingSoonPage = lazy(() => import('./coming-soon-page.tsx').then((m) => ({ default: m.ComingSoonPage })));
const NotFoundPage = lazy(() => import('./not-found-page.tsx').then((m) => ({ default: m.NotFoundPage })));
// New-order alerts while the dashboard is open (issue 28): loaded after the page, for those who may read orders.
const OrderAlertsLive = lazy(() =>
  import('./features/order-alerts/order-alerts-live.tsx').then((m) => ({ default: m.OrderAlertsLive })),
);

/**
 * Spec 2.1/2.2: a loader while the user and the shop load; an error view with retry if either
 * fails (a shop 404 is "no shop yet"); signed out → the sign-in area; no shop → get started.
 */
export function DashboardGate() {
  const t = useAppT();
  const location = useLocation();
  const user = useUser();
  const shop = useShop(!!user.data?.shop_id);
  const toasted = useRef(false);

  useEffect(() => {
    if (shop.isError && !toasted.current) {
      toasted.current = true;
      toast({ title: t('shopLoadFailed'), variant: 'danger', position: 'bottom-right', duration: 5000 });
    }
  }, [shop.isError, t]);

  if (user.isPending) return <FullScreenSpinner />;
  if (user.isError)
    return (
      <ErrorBlock
        className="m-6"
        message={t('loadUserFailed')}
        onRetry={() => void user.refetch()}
        retrying={user.isFetching}
      />
    );
  if (!user.data) {
    const atRoot = location.pathname.replace(/\/$/, '') === '/dashboard';
    return atRoot ? (
      <AuthPage />
    ) : (
      <Navigate to={`/login?next=${encodeURIComponent(location.pathname + location.search)}`} replace />
    );
  }
  if (!user.data.shop_id) return <GetStartedPage />;
  if (shop.isPending) return <FullScreenSpinner />;
  if (shop.isError)
    return (
      <ErrorBlock
        className="m-6"
        message={t('loadShopFailed')}
        onRetry={() => void shop.refetch()}
        retrying={shop.isFetching}
      />
    );
  if (!shop.data) return <GetStartedPage />;

  return (
    <DashboardLayout user={user.data} shop={shop.data}>
      {can(user.data.permissions, 'orders', 'read') && (
        <Suspense fallback={null}>
          <OrderAlertsLive />
        </Suspense>
      )}
      <Suspense fallback={<InnerSpinner />}>
        <Routes>
          {dashboardRoutes.map(({ path, guard, page: Page, section }) => {
            const content = Page ? <Page /> : <ComingSoonPage section={section!} />;
            return (
              <Route
                key={path}
                path={path}
                element={
                  guard ? (
                    <RouteGuard resource={guard[0]} action={guard[1]}>
                      {content}
                    </RouteGuard>
                  ) : (
                    content
                  )
                }
              />
            );
          })}
          <Route path="*" element={<NotFoundPage inline />} />
        </Routes>
      </Suspense>
    </DashboardLayout>
  );
}

import '../../lib/zod-jitless.ts';
import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router';
import { initLanguage } from '../../i18n/language.ts';
import { ErrorBoundary } from '../../ui/error-boundary.tsx';
import { FullScreenSpinner } from '../../ui/spinner.tsx';
import { Toaster } from '../../ui/toaster.tsx';
import { DashboardGate } from './dashboard-gate.tsx';
import { createQueryClient } from './lib/query-client.ts';

const AuthPage = lazy(() => import('./features/auth/auth-page.tsx').then((m) => ({ default: m.AuthPage })));
const ForgotPasswordPage = lazy(() =>
  import('./features/auth/forgot-password-page.tsx').then((m) => ({ default: m.ForgotPasswordPage })),
);
const ResetPasswordPage = lazy(() =>
  import('./features/auth/reset-password-page.tsx').then((m) => ({ default: m.ResetPasswordPage })),
);
const InvitePage = lazy(() => import('./features/staff/invite-page.tsx').then((m) => ({ default: m.InvitePage })));
const NotFoundPage = lazy(() => import('./not-found-page.tsx').then((m) => ({ default: m.NotFoundPage })));

/** The back-office SPA: its own sign-in pages plus everything under /dashboard (spec 2.1, 2.2). */
export function DashboardApp() {
  const [client] = useState(createQueryClient);
  useEffect(() => {
    void initLanguage();
  }, []);
  return (
    <ErrorBoundary>
      <QueryClientProvider client={client}>
        <BrowserRouter>
          <Suspense fallback={<FullScreenSpinner />}>
            <Routes>
              <Route path="/login" element={<AuthPage />} />
              <Route path="/forgot-password" element={<ForgotPasswordPage />} />
              <Route path="/reset-password" element={<ResetPasswordPage />} />
              <Route path="/invite/:token" element={<InvitePage />} />
              <Route path="/dashboard/*" element={<DashboardGate />} />
              <Route path="*" element={<NotFoundPage />} />
            </Routes>
          </Suspense>
        </BrowserRouter>
        <Toaster />
      </QueryClientProvider>
    </ErrorBoundary>
  );
}

import '../../lib/zod-jitless.ts';
import { QueryClientProvider } from '@tanstack/react-query';
import { Suspense, useEffect, useState } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router';
import { initLanguage } from '../../i18n/language.ts';
import { ErrorBoundary } from '../../ui/error-boundary.tsx';
import { FullScreenSpinner } from '../../ui/spinner.tsx';
import { Toaster } from '../../ui/toaster.tsx';
import { createQueryClient } from '../dashboard/lib/query-client.ts';
import { OperatorGate } from './operator-gate.tsx';
import { OperatorNotFound } from './operator-not-found.tsx';

/** The operators' console (issue 29): a client-only app of its own, beside the back-office. */
export function OperatorApp() {
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
              <Route path="/operator/*" element={<OperatorGate />} />
              <Route path="*" element={<OperatorNotFound />} />
            </Routes>
          </Suspense>
        </BrowserRouter>
        <Toaster />
      </QueryClientProvider>
    </ErrorBoundary>
  );
}

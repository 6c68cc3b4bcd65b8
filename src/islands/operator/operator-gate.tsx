import { useQuery } from '@tanstack/react-query';
import { Suspense, useEffect } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router';
import { ErrorBlock } from '../../ui/error-block.tsx';
import { FullScreenSpinner, InnerSpinner } from '../../ui/spinner.tsx';
import { meQuery } from './lib/queries.ts';
import { useOperatorT } from './lib/use-operator-t.ts';
import { OperatorLayout } from './operator-layout.tsx';
import { OperatorNotFound } from './operator-not-found.tsx';
import { FIRST_SCREEN, operatorScreens } from './screens.tsx';

/**
 * Who sees the console: a visitor is sent to sign in and back here; a signed-in person the API
 * does not know as an operator gets the not-found page; an operator gets the shell and its screens.
 */
export function OperatorGate() {
  const t = useOperatorT();
  const me = useQuery(meQuery());
  const location = useLocation();
  const signedOut = me.data === null;

  useEffect(() => {
    // The sign-in page belongs to the back-office app: a full page load there and back.
    if (signedOut) window.location.replace(`/login?next=${encodeURIComponent(location.pathname + location.search)}`);
  }, [signedOut, location.pathname, location.search]);

  if (me.isPending || signedOut) return <FullScreenSpinner label={t('loading')} />;
  if (me.isError)
    return (
      <ErrorBlock
        className="m-6"
        message={t('loadFailed')}
        retryLabel={t('retry')}
        onRetry={() => void me.refetch()}
        retrying={me.isFetching}
      />
    );
  const operator = me.data;
  if (!operator || operator === 'not-operator') return <OperatorNotFound />;

  return (
    <OperatorLayout email={operator.email}>
      <Suspense fallback={<InnerSpinner label={t('loading')} />}>
        <Routes>
          <Route index element={<Navigate to={FIRST_SCREEN} replace />} />
          {operatorScreens.map(({ path, page: Page }) => (
            <Route key={path} path={`${path}/*`} element={<Page />} />
          ))}
          <Route path="*" element={<OperatorNotFound inline />} />
        </Routes>
      </Suspense>
    </OperatorLayout>
  );
}

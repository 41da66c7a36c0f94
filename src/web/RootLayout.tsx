import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { useDocumentTitle } from './documentTitle';
import { useSession } from './session/SessionContext';
import { usePageViewTracking } from './session/usePageViewTracking';
import { LoadingScreen } from './ui/Spinner';

/** The root of every route: waits for the session, then renders the page, loading its code on demand. */
export function RootLayout() {
  const session = useSession();
  useDocumentTitle();
  usePageViewTracking();

  if (session.status === 'loading') return <LoadingScreen message="Verifying session..." fullPage />;

  return (
    <Suspense fallback={<LoadingScreen message="Loading application..." fullPage />}>
      <Outlet />
    </Suspense>
  );
}

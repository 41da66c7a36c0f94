import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { isPublicPagePath } from '../common/site-pages';
import { useDocumentTitle } from './documentTitle';
import { useSession } from './session/SessionContext';
import { usePageViewTracking } from './session/usePageViewTracking';
import { LoadingScreen } from './ui/Spinner';
import { useNewPageAtTop } from './useNewPageAtTop';

/**
 * The root of every route: waits for the session, then renders the page, loading its code on
 * demand. A public page does not wait: it arrives pre-rendered for a signed-out visitor, and shows
 * as that until the session is known (its guard then sends a member on).
 */
export function RootLayout() {
  const session = useSession();
  const { pathname } = useLocation();
  useDocumentTitle();
  usePageViewTracking();
  useNewPageAtTop();

  if (session.status === 'loading' && !isPublicPagePath(pathname))
    return <LoadingScreen message="Verifying session..." fullPage />;

  return (
    <Suspense fallback={<LoadingScreen message="Loading application..." fullPage />}>
      <Outlet />
    </Suspense>
  );
}

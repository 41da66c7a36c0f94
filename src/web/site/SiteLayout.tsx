import { lazy, Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { LoadingScreen } from '../ui/Spinner';
import { useHydrated } from '../ui/useHydrated';
import { loginModalMode } from './auth/loginModalParams';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';
import './site.css';

// Loaded when asked for, so a public page's own code stays small on a slow phone.
const LoginModal = lazy(async () => ({ default: (await import('./auth/LoginModal')).LoginModal }));

/** The login modal, while the URL asks for it (?login=true or ?signup=true). */
function LoginModalWhenAsked() {
  const { search } = useLocation();
  const hydrated = useHydrated();
  if (!hydrated || loginModalMode(search) === null) return null;
  return (
    <Suspense fallback={null}>
      <LoginModal />
    </Suspense>
  );
}

/** Header, page and footer of every public page; the login modal opens on any of them with ?login=true. */
export function SiteLayout() {
  return (
    <div className="site">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <SiteHeader />
      <main id="main" className="site__main" tabIndex={-1}>
        <Suspense fallback={<LoadingScreen message="Loading application..." />}>
          <Outlet />
        </Suspense>
      </main>
      <SiteFooter />
      <LoginModalWhenAsked />
    </div>
  );
}

import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { LoadingScreen } from '../ui/Spinner';
import { LoginModal } from './auth/LoginModal';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';
import './site.css';

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
      <LoginModal />
    </div>
  );
}

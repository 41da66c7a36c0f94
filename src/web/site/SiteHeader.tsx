import { useEffect, useState } from 'react';
import { NavLink, useLocation, useNavigate } from 'react-router';
import { useDemoMode } from '../session/DemoMode';
import { useSession } from '../session/SessionContext';
import { BrandMark } from '../ui/BrandMark';
import { buttonClassName } from '../ui/Button';
import { ButtonLink } from '../ui/ButtonLink';
import { MenuToggle } from '../ui/MenuToggle';
import { loginModalSearch } from './auth/loginModalParams';

const LINKS = [
  { to: '/demo', label: 'Demo' },
  { to: '/pricing', label: 'Pricing' },
  { to: '/features', label: 'Features' },
  { to: '/blog', label: 'Blog' },
];

/** At 900px and below the links fold behind a menu button (spec 01 §9 breakpoint). */
export function SiteHeader() {
  const session = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const [menuOpen, setMenuOpen] = useState(false);
  // The demo has no login (spec 01 §2: its header omits Log In).
  const demo = useDemoMode();

  // biome-ignore lint/correctness/useExhaustiveDependencies: any navigation closes the open menu
  useEffect(() => {
    setMenuOpen(false);
  }, [location.pathname, location.search]);

  useEffect(() => {
    if (!menuOpen) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setMenuOpen(false);
    };
    window.addEventListener('keydown', closeOnEscape);
    return () => window.removeEventListener('keydown', closeOnEscape);
  }, [menuOpen]);

  const openLogin = () => navigate({ search: loginModalSearch(location.search, 'login') });

  return (
    <header className="site-header">
      <div className="container site-header__inner">
        <BrandMark />
        <MenuToggle
          className="site-header__menu-button"
          controls="site-nav"
          open={menuOpen}
          onToggle={() => setMenuOpen((open) => !open)}
        />
        <nav id="site-nav" className={menuOpen ? 'site-nav site-nav--open' : 'site-nav'} aria-label="Main">
          <ul className="site-nav__links">
            {LINKS.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} className="site-nav__link">
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
          <div className="site-nav__actions">
            {session.canUseApp ? (
              <ButtonLink to="/app/layout" size="small">
                Open Luno
              </ButtonLink>
            ) : session.isLoggedIn ? (
              // The app would only send a family without an active plan back here.
              <button
                type="button"
                className={buttonClassName({ variant: 'secondary', size: 'small' })}
                onClick={() => void session.logout()}
              >
                Log out
              </button>
            ) : (
              <>
                {/* /login is itself the login form; a second "Log In" there would only confuse. */}
                {location.pathname !== '/login' && !demo && (
                  <button
                    type="button"
                    className={buttonClassName({ variant: 'ghost', size: 'small' })}
                    onClick={openLogin}
                  >
                    Log In
                  </button>
                )}
                <ButtonLink to="/pricing" size="small">
                  Sign Up
                </ButtonLink>
              </>
            )}
          </div>
        </nav>
      </div>
    </header>
  );
}

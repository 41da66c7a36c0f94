import { Suspense, useEffect, useState } from 'react';
import { NavLink, Outlet, useLocation } from 'react-router';
import type { UnsubscribeAnswer } from '../../common/schemas/accounts';
import { requestFullscreenFor } from '../board/fullscreen';
import { useSession } from '../session/SessionContext';
import { BrandMark } from '../ui/BrandMark';
import { Button } from '../ui/Button';
import { ButtonLink } from '../ui/ButtonLink';
import { Notice } from '../ui/Notice';
import { LoadingScreen } from '../ui/Spinner';
import { DeleteEverythingDialog, UnsubscribeDialog } from './AccountDialogs';
import './app-shell.css';
import { LUNO_VERSION } from '../../common/version';
import { useFeatures } from '../api/features';
import { useLiveUpdates } from '../api/live';
import { OutboxContext } from '../api/outboxContext';
import { useAppOutbox } from '../api/outboxProvider';
import { useTaskApprovals } from '../api/tasks';
import { MenuToggle } from '../ui/MenuToggle';

const APP_LINKS = [
  { to: '/app/layout', label: 'Editor' },
  { to: '/app/screens', label: 'Screens' },
  { to: '/app/todos', label: 'Tasks' },
  { to: '/app/menu', label: 'Menu' },
  { to: '/app/shopping', label: 'Shopping' },
  { to: '/app/events', label: 'Calendars' },
  { to: '/app/people', label: 'People' },
  { to: '/app/devices', label: 'Devices' },
  { to: '/app/notifications', label: 'Notifications' },
  { to: '/app/recipes', label: 'Recipes' },
];
/** The operator's view, in the navigation of the accounts LUNO_ADMIN_EMAILS lists only. */
const OPERATOR_LINK = { to: '/app/admin', label: 'Server' };

type OpenDialog = 'unsubscribe' | 'delete' | null;

/** The signed-in frame: navigation between the app's pages and the account actions of spec 01 §1. */
export function AppShell() {
  const session = useSession();
  const location = useLocation();
  useLiveUpdates({ onFamilyChange: session.refresh });
  // Writes made with no network wait here until they are sent (issue 40: lists that work in the shop).
  const outbox = useAppOutbox(session.familyId === null ? null : String(session.familyId));
  // Ticks from the wall waiting for a parent's OK: a badge on Tasks wherever the parent is.
  const waiting = useTaskApprovals().data?.length ?? 0;
  // Nothing to unsubscribe from where nothing is sold.
  const payments = useFeatures().data?.payments === true;
  const [menuOpen, setMenuOpen] = useState(false);
  const [openDialog, setOpenDialog] = useState<OpenDialog>(null);
  const [loggingOut, setLoggingOut] = useState(false);
  const [accountNotice, setAccountNotice] = useState<string | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: any navigation closes the phone menu
  useEffect(() => {
    setMenuOpen(false);
  }, [location.pathname]);

  const setDialog = (dialog: OpenDialog) => (open: boolean) => setOpenDialog(open ? dialog : null);

  function logOut() {
    setLoggingOut(true);
    // What waits is this family's: it is not left on a phone someone else signs in on next.
    void (outbox?.forget() ?? Promise.resolve()).finally(() => session.logout());
  }

  const who = session.user?.familyName || session.user?.email;

  return (
    <div className="app">
      <a className="skip-link" href="#app-main">
        Skip to content
      </a>
      <header className="app-header">
        <div className="app-header__brand">
          <BrandMark to="/app/layout" />
          {who && <span className="app-header__who">{who}</span>}
        </div>
        <MenuToggle
          className="app-header__menu-button"
          controls="app-menu"
          open={menuOpen}
          onToggle={() => setMenuOpen((open) => !open)}
        />
        <div id="app-menu" className={menuOpen ? 'app-menu app-menu--open' : 'app-menu'}>
          <nav className="app-nav" aria-label="App">
            <ul>
              {[...APP_LINKS, ...(session.isOperator ? [OPERATOR_LINK] : [])].map((link) => (
                <li key={link.to}>
                  <NavLink to={link.to} className="app-nav__link">
                    {link.label}
                    {link.to === '/app/todos' && waiting > 0 && (
                      <span className="app-nav__badge">
                        <span aria-hidden="true">{waiting}</span>
                        <span className="visually-hidden">, {waiting} waiting for your OK</span>
                      </span>
                    )}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <div className="app-actions">
            <Button variant="ghost" size="small" onClick={() => requestFullscreenFor(location.pathname)}>
              <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
                <path
                  d="M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2.2"
                  strokeLinecap="round"
                />
              </svg>
              Fullscreen
            </Button>
            <ButtonLink to="/app/account" variant="ghost" size="small">
              Account
            </ButtonLink>
            {payments && (
              <Button variant="ghost" size="small" onClick={() => setOpenDialog('unsubscribe')}>
                Unsubscribe
              </Button>
            )}
            <Button
              variant="ghost"
              size="small"
              className="app-actions__danger"
              onClick={() => setOpenDialog('delete')}
            >
              Delete Everything
            </Button>
            <Button
              variant="secondary"
              size="small"
              onClick={logOut}
              disabled={loggingOut}
              aria-busy={loggingOut}
            >
              {loggingOut ? 'Logging out...' : 'Log out'}
            </Button>
          </div>
        </div>
      </header>

      <main id="app-main" className="app__main" tabIndex={-1}>
        {accountNotice && (
          <div className="app__notice">
            <Notice tone="success">
              {accountNotice}{' '}
              <button type="button" className="link-button" onClick={() => setAccountNotice(null)}>
                Dismiss
              </button>
            </Notice>
          </div>
        )}
        <OutboxContext.Provider value={outbox}>
          <Suspense fallback={<LoadingScreen message="Loading application..." />}>
            <Outlet />
          </Suspense>
        </OutboxContext.Provider>
      </main>

      <footer className="app-footer">
        <p>Luno {LUNO_VERSION}</p>
      </footer>

      <UnsubscribeDialog
        open={openDialog === 'unsubscribe'}
        onOpenChange={setDialog('unsubscribe')}
        onUnsubscribed={(result: UnsubscribeAnswer) =>
          setAccountNotice(result.message || 'Your subscription has been cancelled.')
        }
      />
      <DeleteEverythingDialog open={openDialog === 'delete'} onOpenChange={setDialog('delete')} />
    </div>
  );
}

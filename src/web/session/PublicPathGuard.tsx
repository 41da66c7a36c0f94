import { type ReactNode, useEffect, useState } from 'react';
import { Navigate, useLocation } from 'react-router';
import { trackEvent } from './analytics';
import { GUARD_MESSAGES } from './guardMessages';
import { afterSignIn, joinPath, pairingConfirmPath, pendingInvite } from './pendingPairing';
import { type Session, useSession } from './SessionContext';

/** Entry points that make no sense for someone already using the app; they go straight to the editor. */
const APP_ENTRY_PATHS = new Set(['/', '/login', '/signup', '/demo']);

/**
 * Where a signed-in user without an active plan may still go: pricing and the payment pages (spec),
 * plus the legal pages, which pricing links to and which must stay readable before paying.
 */
const OPEN_TO_INACTIVE_PATHS = new Set([
  '/pricing',
  '/payment-success',
  '/payment-cancelled',
  '/privacy',
  '/terms',
  // A mailed link ends every log-in of its account, whoever is signed in on this browser.
  '/reset-password',
]);

interface Redirect {
  to: string;
  message?: string;
}

function redirectFor(session: Session, pathname: string, search: string): Redirect | null {
  if (!session.isLoggedIn) return null;
  // An invite link is for whoever holds it, signed in or not, with a plan or without.
  if (pathname.startsWith('/join/')) return null;
  // A phone that is already signed in scanned a TV's code: confirm it without asking for a login.
  const pairingId = new URLSearchParams(search).get('pairingId');
  if (session.canUseApp && pairingId && (pathname === '/login' || pathname === '/signup'))
    return { to: pairingConfirmPath(pairingId) };
  if (session.canUseApp) return APP_ENTRY_PATHS.has(pathname) ? { to: afterSignIn('/app/layout') } : null;
  // Back from signing in (Google included) with an invite in hand: its family's plan is the way in.
  const invite = pendingInvite();
  if (invite && APP_ENTRY_PATHS.has(pathname)) return { to: joinPath(invite) };
  if (OPEN_TO_INACTIVE_PATHS.has(pathname)) return null;
  return { to: '/pricing', message: GUARD_MESSAGES.completeSubscription };
}

/**
 * Sends signed-in users who land on a public page where they belong. The decision is taken once per
 * landing (per history entry), as soon as the session is known: a sign-in that happens on the page itself leaves the navigation to the
 * page, which may be starting a checkout or returning to where the visitor came from.
 */
export function PublicPathGuard({ children }: { children: ReactNode }) {
  const session = useSession();
  const location = useLocation();
  const [landing, setLanding] = useState<{ key: string; redirect: Redirect | null } | null>(null);

  // Back from Google sign-in: what it did (a new account or a log-in) is known only now.
  const googleResult = new URLSearchParams(location.search).get('google');
  useEffect(() => {
    if (googleResult === 'login' || googleResult === 'sign_up') trackEvent(googleResult, 'google');
  }, [googleResult]);

  // Until the session is known the page shows as it does to a visitor (it arrived pre-rendered
  // so); the landing is decided once the status call has answered.
  if (session.status === 'loading') return children;

  if (landing?.key !== location.key) {
    const redirect = redirectFor(session, location.pathname, location.search);
    setLanding({ key: location.key, redirect });
    return null;
  }

  if (landing.redirect) {
    return <Navigate to={landing.redirect.to} replace state={{ message: landing.redirect.message }} />;
  }
  return children;
}

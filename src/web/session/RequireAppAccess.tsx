import { type ReactNode, useEffect } from 'react';
import { Link, Navigate, useLocation } from 'react-router';
import { buttonClassName } from '../ui/Button';
import { FAMILY_SUSPENDED_MESSAGE, GUARD_MESSAGES, type GuardState } from './guardMessages';
import { useSession } from './SessionContext';

/** How often a suspended family's page asks whether the suspension was lifted. */
const SUSPENDED_CHECK_MS = 60_000;

interface RequireAppAccessProps {
  children: ReactNode;
  /** What a signed-out visitor meets: a redirect to /login, or a message (for a screen's viewer URL). */
  whenSignedOut?: 'redirect' | 'message';
  signedOutMessage?: string;
}

/**
 * The protected-route guard: signed-out visitors go to /login (which returns them here afterwards);
 * a subscription that is not active or trialing goes to /pricing with the guard's message.
 */
export function RequireAppAccess({
  children,
  whenSignedOut = 'redirect',
  signedOutMessage = 'You must be logged in to view this page.',
}: RequireAppAccessProps) {
  const session = useSession();
  const location = useLocation();
  const from = `${location.pathname}${location.search}${location.hash}`;

  if (!session.isLoggedIn) {
    const loginState: GuardState = { from };
    if (whenSignedOut === 'redirect') return <Navigate to="/login" replace state={loginState} />;
    return (
      <main className="signed-out-message">
        <div className="card">
          <p role="alert">{signedOutMessage}</p>
          <Link to="/login" state={loginState} className={buttonClassName({})}>
            Log In
          </Link>
        </div>
      </main>
    );
  }

  if (session.familySuspended) {
    return <FamilySuspended onLogOut={() => void session.logout()} onCheckAgain={session.refresh} />;
  }

  if (!session.canUseApp) {
    const pricingState: GuardState = { message: GUARD_MESSAGES.subscriptionInactive };
    return <Navigate to="/pricing" replace state={pricingState} />;
  }

  return children;
}

/** What a suspended family's members and displays see instead of the app: why, and signing out. */
function FamilySuspended({
  onLogOut,
  onCheckAgain,
}: {
  onLogOut: () => void;
  onCheckAgain: () => Promise<void>;
}) {
  // Lifting it opens the app again without a reload: asked now and then.
  useEffect(() => {
    const timer = setInterval(() => void onCheckAgain(), SUSPENDED_CHECK_MS);
    return () => clearInterval(timer);
  }, [onCheckAgain]);
  return (
    <main className="signed-out-message">
      <div className="card">
        <h1>Account suspended</h1>
        <p role="alert">{FAMILY_SUSPENDED_MESSAGE}</p>
        <button type="button" className={buttonClassName({})} onClick={onLogOut}>
          Log Out
        </button>
      </div>
    </main>
  );
}

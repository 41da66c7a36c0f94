import { useEffect, useState } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { hasAppAccess } from '../../../common/plans';
import { useSession } from '../../session/SessionContext';
import { ButtonLink } from '../../ui/ButtonLink';
import { LoadingScreen } from '../../ui/Spinner';

/** Stripe tells the server separately; this long the page waits for the plan before offering the way in anyway. */
const CONFIRM_TRIES = 15;
const CONFIRM_INTERVAL_MS = 2_000;

/** Where the card provider returns after a payment; the session is re-read to pick up the new plan. */
export function PaymentSuccessPage() {
  const [searchParams] = useSearchParams();
  const sessionId = searchParams.get('session_id');
  const { refresh, subscriptionStatus, isLoggedIn } = useSession();
  const [tries, setTries] = useState(0);
  const confirmed = hasAppAccess(subscriptionStatus);
  // The session is always read again once; then again while the plan has not arrived.
  const waiting = tries === 0 || (!confirmed && tries < CONFIRM_TRIES);

  useEffect(() => {
    if (!(sessionId && waiting)) return;
    const timer = setTimeout(
      () => {
        void refresh().finally(() => setTries((count) => count + 1));
      },
      tries === 0 ? 0 : CONFIRM_INTERVAL_MS,
    );
    return () => clearTimeout(timer);
  }, [sessionId, waiting, tries, refresh]);

  if (!sessionId) return <Navigate to="/pricing" replace />;
  if (waiting) return <LoadingScreen message="Confirming your subscription..." />;

  return (
    <div className="container narrow-page">
      <section className="card result-card">
        <span className="result-card__icon result-card__icon--success" aria-hidden="true">
          ✓
        </span>
        <h1>Payment successful</h1>
        <p className="muted">
          {confirmed
            ? 'Thank you! Your subscription is ready, and your boards are one click away.'
            : 'Thank you! Your payment is being confirmed; it can take a minute to reach your account.'}
        </p>
        <ButtonLink to={isLoggedIn ? '/app/layout' : '/login'} size="large">
          Log In to Luno
        </ButtonLink>
      </section>
    </div>
  );
}

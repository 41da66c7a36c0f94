import { useEffect, useState } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { useSession } from '../../session/SessionContext';
import { ButtonLink } from '../../ui/ButtonLink';
import { LoadingScreen } from '../../ui/Spinner';

/** Where the card provider returns after a payment; the session is re-read to pick up the new plan. */
export function PaymentSuccessPage() {
  const [searchParams] = useSearchParams();
  const sessionId = searchParams.get('session_id');
  const { refresh } = useSession();
  const [refreshed, setRefreshed] = useState(false);

  useEffect(() => {
    if (!sessionId) return;
    refresh().finally(() => setRefreshed(true));
  }, [sessionId, refresh]);

  if (!sessionId) return <Navigate to="/pricing" replace />;
  if (!refreshed) return <LoadingScreen message="Confirming your subscription..." />;

  return (
    <div className="container narrow-page">
      <section className="card result-card">
        <span className="result-card__icon result-card__icon--success" aria-hidden="true">
          ✓
        </span>
        <h1>Payment successful</h1>
        <p className="muted">Thank you! Your subscription is ready, and your boards are one click away.</p>
        <ButtonLink to="/app/layout" size="large">
          Log In to Luno
        </ButtonLink>
      </section>
    </div>
  );
}

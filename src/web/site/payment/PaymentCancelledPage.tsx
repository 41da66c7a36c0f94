import type { MouseEvent } from 'react';
import { Link } from 'react-router';
import { useSession } from '../../session/SessionContext';
import { ButtonLink } from '../../ui/ButtonLink';

/** Where the card provider returns when checkout is abandoned. */
export function PaymentCancelledPage() {
  const { isLoggedIn } = useSession();

  function checkLoggedIn(event: MouseEvent<HTMLAnchorElement>) {
    if (isLoggedIn) return;
    event.preventDefault();
    window.alert('Please log in to manage your account.');
  }

  return (
    <div className="container narrow-page">
      <section className="card result-card">
        <span className="result-card__icon" aria-hidden="true">
          ↩
        </span>
        <h1>Payment cancelled</h1>
        <p className="muted">No payment was taken. You can choose a plan again whenever you’re ready.</p>
        <div className="result-card__actions">
          <ButtonLink to="/pricing">Back to pricing</ButtonLink>
          <Link to="/app/layout" onClick={checkLoggedIn}>
            Go to my account
          </Link>
        </div>
      </section>
    </div>
  );
}

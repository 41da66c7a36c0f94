import { useSession } from '../../session/SessionContext';

/** Plan and billing on the account page: the family's plan, what happens next, and what can change it. */
export function PlanSection() {
  const session = useSession();
  return (
    <section aria-labelledby="plan-heading" className="account-section">
      <h2 id="plan-heading">Plan and billing</h2>
      <p>
        {session.subscriptionTier} · {session.subscriptionStatus}
      </p>
    </section>
  );
}

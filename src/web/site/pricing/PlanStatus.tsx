import { planFor, type Tier } from '../../../common/plans';
import type { Features } from '../../../common/schemas/accounts';
import type { Session } from '../../session/SessionContext';
import { Button } from '../../ui/Button';
import { ButtonLink } from '../../ui/ButtonLink';
import { Notice } from '../../ui/Notice';

interface PlanStatusProps {
  session: Session;
  /** The signed-in family's plan, when it is one of ours. */
  currentTier: Tier | null;
  features: Features;
}

function PlanName({ tier }: { tier: Tier }) {
  const plan = planFor(tier);
  return (
    <>
      <strong>{plan.name}</strong> (up to {plan.screenLimit} screens)
    </>
  );
}

/**
 * What is true for this visitor on this server, above the plans: which plan they are on or would
 * get, whether anything can be bought here, and the way on from here.
 */
export function PlanStatus({ session, currentTier, features }: PlanStatusProps) {
  const billingOff = !features.payments;

  if (!session.isLoggedIn) {
    if (!billingOff) return null;
    return (
      <Notice tone="info" className="plan-status">
        <p>
          <strong>Billing is off on this server</strong>, so there is no checkout and no card to enter. A new
          account here gets <PlanName tier={features.defaultTier} /> straight away.
        </p>
        <ButtonLink to="/signup">Create your account</ButtonLink>
      </Notice>
    );
  }

  if (session.canUseApp) {
    return (
      <Notice tone="success" className="plan-status">
        <p>
          {currentTier ? (
            <>
              Your family is on <PlanName tier={currentTier} />.
            </>
          ) : (
            'Your family’s plan is active.'
          )}{' '}
          {billingOff
            ? 'Billing is off on this server, so there is nothing to pay or change here.'
            : 'Choose another plan below to change it.'}
        </p>
        <ButtonLink to="/app/layout">Go to your boards</ButtonLink>
      </Notice>
    );
  }

  const lapsedTier = session.subscriptionTier;
  // Info, not a second warning: the guard's own warning above already says the plan is not active.
  return (
    <Notice tone="info" className="plan-status">
      <p>
        {session.subscriptionStatus === 'inactive' ? (
          'Your family has no plan yet.'
        ) : lapsedTier ? (
          <>
            Your family’s <PlanName tier={lapsedTier} /> plan is not active.
          </>
        ) : (
          'Your family’s plan is not active.'
        )}{' '}
        {billingOff
          ? 'Billing is off on this server, so no plan can be bought here: ask whoever runs this Luno server to reactivate your account.'
          : session.subscriptionStatus === 'inactive'
            ? 'Choose one below: subscriptions start with a free 7-day trial.'
            : 'Choose a plan below to continue; your boards and lists are kept.'}
      </p>
      <Button variant="secondary" onClick={() => void session.logout()}>
        Log out
      </Button>
    </Notice>
  );
}

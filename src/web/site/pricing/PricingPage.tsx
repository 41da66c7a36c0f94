import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { type BillingFrequency, PLANS, type Plan } from '../../../common/plans';
import { useFeatures } from '../../api/features';
import { MutationError } from '../../data-ui/MutationState';
import { GUARD_REASON_PARAM, guardMessageFor, readGuardState } from '../../session/guardMessages';
import { priceIdFor, readPendingPlan, savePendingPlan, takePendingPlan } from '../../session/pendingPlan';
import { useSession } from '../../session/SessionContext';
import { Notice } from '../../ui/Notice';
import { useHydrated } from '../../ui/useHydrated';
import { CHECKOUT_FAILED, CHECKOUT_FAILED_AFTER_SIGNUP, useStartCheckout } from './checkout';
import { FrequencyToggle, type RecurringFrequency } from './FrequencyToggle';
import { PlanCard } from './PlanCard';
import { PlanStatus } from './PlanStatus';

function frequencyFor(plan: Plan, chosen: RecurringFrequency): BillingFrequency {
  return plan.prices[chosen] === undefined ? 'one_time' : chosen;
}

/** /pricing: the plans of spec 01 §9, with guard and checkout messages and what is true for this visitor above them. */
export function PricingPage() {
  const session = useSession();
  const features = useFeatures();
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  // From the URL and the history entry, so known only once the pre-rendered page is taken over.
  const hydrated = useHydrated();
  const guardMessage = hydrated
    ? (readGuardState(location.state).message ?? guardMessageFor(searchParams.get(GUARD_REASON_PARAM)))
    : null;
  const checkoutFailedAfterSignup = hydrated && searchParams.get('error') === 'checkout_failed';

  const [frequency, setFrequency] = useState<RecurringFrequency>('monthly');

  // Plans can be chosen only where something is sold; until the server says, nothing is offered.
  const selling = features.data?.payments === true;
  const checkout = useStartCheckout(selling);
  // Signed up with Google after choosing a plan: that sign-up came back here, so checkout starts now.
  const resume = useStartCheckout(true);
  const { mutate: resumeCheckout } = resume;
  const priceOf = (plan: Plan) => priceIdFor(plan.tier, frequencyFor(plan, frequency));
  // A plan that is not running (lapsed, or never bought) can be chosen again like any other.
  const currentTier = session.isLoggedIn && session.canUseApp ? session.subscriptionTier : null;
  const givenTier =
    !session.isLoggedIn && features.data?.payments === false ? features.data.defaultTier : null;

  function choose(plan: Plan) {
    const planFrequency = frequencyFor(plan, frequency);
    const priceId = priceOf(plan);
    if (!session.isLoggedIn) {
      savePendingPlan({ priceId, plan: plan.tier, frequency: planFrequency });
      navigate('/signup?from=pricing');
      return;
    }
    checkout.mutate(priceId);
  }

  const resumed = useRef(false);
  useEffect(() => {
    if (resumed.current || !session.isLoggedIn || session.canUseApp || !selling || !readPendingPlan()) return;
    resumed.current = true;
    const plan = takePendingPlan();
    if (plan) resumeCheckout(plan.priceId);
  }, [session.isLoggedIn, session.canUseApp, selling, resumeCheckout]);

  function badgeFor(plan: Plan): string | null {
    if (plan.tier === currentTier) return 'Your plan';
    if (plan.tier === givenTier) return 'Free on this server';
    return null;
  }

  return (
    <div className="container pricing">
      <header className="pricing__intro">
        <span className="eyebrow">Pricing</span>
        <h1>One board for the whole family</h1>
        <p className="pricing__lead">
          Every subscription starts with a <strong>free 7-day trial</strong>. Pick how many screens your home
          needs and how you’d like to pay.
        </p>
      </header>

      <div className="pricing__messages">
        {guardMessage && <Notice tone="warning">{guardMessage}</Notice>}
        {checkoutFailedAfterSignup && <Notice tone="error">{CHECKOUT_FAILED_AFTER_SIGNUP}</Notice>}
        <MutationError
          mutation={checkout}
          failed={
            checkout.error instanceof Error && checkout.error.message
              ? checkout.error.message
              : CHECKOUT_FAILED
          }
        />
        {resume.isError && checkout.isIdle && <Notice tone="error">{CHECKOUT_FAILED_AFTER_SIGNUP}</Notice>}
        {(resume.isPending || resume.isSuccess) && (
          <Notice tone="info">Taking you to checkout for the plan you chose...</Notice>
        )}
        {features.isError && (
          <Notice tone="error">
            Could not check which plans this server offers. Please reload the page.
          </Notice>
        )}
      </div>

      <FrequencyToggle value={frequency} onChange={setFrequency} />

      <div className="pricing__plans">
        {PLANS.map((plan) => (
          <PlanCard
            key={plan.tier}
            plan={plan}
            frequency={frequencyFor(plan, frequency)}
            badge={badgeFor(plan)}
            actionLabel={selling && plan.tier !== currentTier ? `Choose ${plan.name}` : null}
            busy={checkout.isPending && checkout.variables === priceOf(plan)}
            disabled={checkout.isPending}
            onChoose={() => choose(plan)}
          />
        ))}
      </div>
      {/* Below the plans: it arrives with the server's answer, and would push them down from above. */}
      {features.data && (
        <div className="pricing__status">
          <PlanStatus session={session} currentTier={currentTier} features={features.data} />
        </div>
      )}
      <p className="pricing__footnote muted">
        Prices in US dollars.
        {selling && ' Subscriptions renew automatically until you unsubscribe from the app’s menu.'}
      </p>
    </div>
  );
}

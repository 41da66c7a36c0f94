import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { type BillingFrequency, PLANS, type Plan, type Tier } from '../../../common/plans';
import { useCheckoutSession } from '../../api/billing';
import { useFeatures } from '../../api/features';
import { GUARD_REASON_PARAM, guardMessageFor, readGuardState } from '../../session/guardMessages';
import { priceIdFor, readPendingPlan, savePendingPlan, takePendingPlan } from '../../session/pendingPlan';
import { useSession } from '../../session/SessionContext';
import { Notice } from '../../ui/Notice';
import { useHydrated } from '../../ui/useHydrated';
import { CHECKOUT_FAILED, CHECKOUT_FAILED_AFTER_SIGNUP, startCheckout } from './checkout';
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
  const { mutateAsync: createCheckoutSession } = useCheckoutSession();
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
  const [pendingTier, setPendingTier] = useState<Tier | null>(null);
  const [checkoutError, setCheckoutError] = useState<string | null>(null);

  // Plans can be chosen only where something is sold; until the server says, nothing is offered.
  const selling = features.data?.payments === true;
  // A plan that is not running (lapsed, or never bought) can be chosen again like any other.
  const currentTier = session.isLoggedIn && session.canUseApp ? session.subscriptionTier : null;
  const givenTier =
    !session.isLoggedIn && features.data?.payments === false ? features.data.defaultTier : null;

  async function choose(plan: Plan) {
    const planFrequency = frequencyFor(plan, frequency);
    const priceId = priceIdFor(plan.tier, planFrequency);
    if (!session.isLoggedIn) {
      savePendingPlan({ priceId, plan: plan.tier, frequency: planFrequency });
      navigate('/signup?from=pricing');
      return;
    }
    setPendingTier(plan.tier);
    setCheckoutError(null);
    try {
      await startCheckout(createCheckoutSession, priceId, selling);
    } catch (err) {
      setCheckoutError(err instanceof Error && err.message ? err.message : CHECKOUT_FAILED);
    } finally {
      setPendingTier(null);
    }
  }

  // Signed up with Google after choosing a plan: that sign-up came back here, so checkout starts now.
  const resumed = useRef(false);
  const [resuming, setResuming] = useState(false);
  useEffect(() => {
    if (resumed.current || !session.isLoggedIn || session.canUseApp || !selling || !readPendingPlan()) return;
    resumed.current = true;
    const plan = takePendingPlan();
    if (!plan) return;
    setResuming(true);
    startCheckout(createCheckoutSession, plan.priceId, true).catch(() => {
      setResuming(false);
      setCheckoutError(CHECKOUT_FAILED_AFTER_SIGNUP);
    });
  }, [session.isLoggedIn, session.canUseApp, selling, createCheckoutSession]);

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
        {checkoutError && <Notice tone="error">{checkoutError}</Notice>}
        {resuming && <Notice tone="info">Taking you to checkout for the plan you chose...</Notice>}
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
            busy={pendingTier === plan.tier}
            disabled={pendingTier !== null}
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

import { useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { type BillingFrequency, PLANS, type Plan, planFor, TIERS, type Tier } from '../../../common/plans';
import { useFeatures } from '../../api/features';
import { readGuardState } from '../../session/guardMessages';
import { priceIdFor, savePendingPlan } from '../../session/pendingPlan';
import { useSession } from '../../session/SessionContext';
import { Notice } from '../../ui/Notice';
import { CHECKOUT_FAILED, CHECKOUT_FAILED_AFTER_SIGNUP, startCheckout } from './checkout';
import { FrequencyToggle, type RecurringFrequency } from './FrequencyToggle';
import { PlanCard } from './PlanCard';

function frequencyFor(plan: Plan, chosen: RecurringFrequency): BillingFrequency {
  return plan.prices[chosen] === undefined ? 'one_time' : chosen;
}

function isTier(value: string | null): value is Tier {
  return (TIERS as readonly string[]).includes(value ?? '');
}

/** /pricing: the plans of spec 01 §9, with guard and checkout messages above them. */
export function PricingPage() {
  const session = useSession();
  const features = useFeatures();
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const guardMessage = readGuardState(location.state).message;
  const checkoutFailedAfterSignup = searchParams.get('error') === 'checkout_failed';

  const [frequency, setFrequency] = useState<RecurringFrequency>('monthly');
  const [pendingTier, setPendingTier] = useState<Tier | null>(null);
  const [checkoutError, setCheckoutError] = useState<string | null>(null);

  const paymentsOff = features.data?.payments === false;
  const nothingToBuy = session.isLoggedIn && paymentsOff;
  const currentTier =
    session.isLoggedIn && isTier(session.subscriptionTier) ? session.subscriptionTier : null;

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
      await startCheckout(priceId, features.data?.payments === true);
    } catch (err) {
      setCheckoutError(err instanceof Error && err.message ? err.message : CHECKOUT_FAILED);
    } finally {
      setPendingTier(null);
    }
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
        {nothingToBuy && (
          <Notice tone="info">
            <p>
              <strong>Payments are not enabled on this server.</strong> There is nothing to buy here: every
              account on this server is already on its plan
              {currentTier ? (
                <>
                  {' '}
                  — yours is <strong>{planFor(currentTier).name}</strong>
                </>
              ) : null}
              .
            </p>
          </Notice>
        )}
        {!session.isLoggedIn && paymentsOff && (
          <Notice tone="info">
            Payments are not enabled on this server, so no card is needed: new accounts here get their plan
            straight away.
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
            isCurrentPlan={plan.tier === currentTier}
            actionLabel={nothingToBuy ? null : `Choose ${plan.name}`}
            busy={pendingTier === plan.tier}
            disabled={pendingTier !== null || (session.isLoggedIn && features.isPending)}
            onChoose={() => choose(plan)}
          />
        ))}
      </div>
      <p className="pricing__footnote muted">
        Prices in US dollars. Subscriptions renew automatically until you unsubscribe from the app’s menu.
      </p>
    </div>
  );
}

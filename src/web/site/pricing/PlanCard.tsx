import type { BillingFrequency, Plan } from '../../../common/plans';
import { Button } from '../../ui/Button';

const PERIOD_LABEL: Record<BillingFrequency, string> = {
  weekly: '/ week',
  monthly: '/ month',
  annually: '/ year',
  one_time: 'one-time',
};

const PLAN_PITCH: Record<Plan['tier'], string> = {
  core: 'For one family screen and a phone.',
  plus: 'For the kitchen, the hallway and the kids’ rooms.',
  plus_forever: 'Every Plus feature, paid once.',
};

interface PlanCardProps {
  plan: Plan;
  frequency: BillingFrequency;
  /** What this plan is to the visitor ("Your plan", "Free on this server"), or null. */
  badge: string | null;
  /** Null hides the button (nothing to buy). */
  actionLabel: string | null;
  busy: boolean;
  disabled: boolean;
  onChoose: () => void;
}

function annualSaving(plan: Plan): number | null {
  const { monthly, annually } = plan.prices;
  if (!monthly || !annually) return null;
  return Math.round((1 - annually / (monthly * 12)) * 100);
}

export function PlanCard({ plan, frequency, badge, actionLabel, busy, disabled, onChoose }: PlanCardProps) {
  const price = plan.prices[frequency];
  const saving = frequency === 'annually' ? annualSaving(plan) : null;
  const headingId = `plan-${plan.tier}`;

  return (
    <article
      className={['plan-card', plan.badge && 'plan-card--featured', badge && 'plan-card--current']
        .filter(Boolean)
        .join(' ')}
      aria-labelledby={headingId}
    >
      <div className="plan-card__badges">
        {plan.badge && <span className="badge badge--sun">{plan.badge}</span>}
        {badge && <span className="badge badge--teal">{badge}</span>}
      </div>
      <h2 id={headingId} className="plan-card__name">
        {plan.name}
      </h2>
      <p className="plan-card__pitch">{PLAN_PITCH[plan.tier]}</p>
      <p className="plan-card__price">
        <span className="plan-card__amount">${price}</span>
        <span className="plan-card__period">{PERIOD_LABEL[frequency]}</span>
      </p>
      <p className="plan-card__saving">{saving ? `Save ${saving}% compared with monthly` : '\u00a0'}</p>
      <ul className="plan-card__features">
        <li>
          <strong>Up to {plan.screenLimit} screens</strong>
        </li>
        <li>Every widget: clock, calendars, tasks, piggy banks, menu and shopping</li>
        <li>Sync with Google, Outlook, Apple and iCal calendars</li>
        <li>
          {frequency === 'one_time' ? 'No subscription, no renewals' : 'Free 7-day trial, cancel any time'}
        </li>
      </ul>
      {/* Always there, so the cards keep their height when the server says what is sold here. */}
      <div className="plan-card__action">
        {actionLabel && (
          <Button
            block
            variant={plan.badge ? 'primary' : 'secondary'}
            onClick={onChoose}
            disabled={disabled || busy}
            aria-busy={busy}
          >
            {busy ? 'Starting checkout...' : actionLabel}
          </Button>
        )}
      </div>
    </article>
  );
}

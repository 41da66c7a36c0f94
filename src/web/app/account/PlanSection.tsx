import { useState } from 'react';
import { planFor, type SubscriptionStatus } from '../../../common/plans';
import { useBillingPortal, useBillingStatus } from '../../api/billing';
import { errorMessage } from '../../api/client';
import { InlineLoading } from '../../data-ui/InlineLoading';
import { MutationButton, MutationError } from '../../data-ui/MutationState';
import { Button } from '../../ui/Button';
import { ButtonLink } from '../../ui/ButtonLink';
import { Notice } from '../../ui/Notice';
import { UnsubscribeDialog } from '../AccountDialogs';

const STATUS_WORDS: Record<SubscriptionStatus, string> = {
  trialing: 'Free trial',
  active: 'Active',
  past_due: 'Payment overdue',
  unpaid: 'Unpaid',
  canceled: 'Cancelled',
  incomplete: 'Payment not finished',
  incomplete_expired: 'Payment not finished',
  paused: 'Paused',
  inactive: 'No plan yet',
};

function day(iso: string): string {
  return new Date(iso).toLocaleDateString(undefined, { day: 'numeric', month: 'long', year: 'numeric' });
}

/** Plan and billing on the account page: the family's plan, what happens next, and what can change it. */
export function PlanSection() {
  const billing = useBillingStatus();
  const [unsubscribeOpen, setUnsubscribeOpen] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const portal = useBillingPortal();

  // The page is on its way to the portal once it answers: the button stays busy until it leaves.
  const openPortal = () => portal.mutate(undefined, { onSuccess: ({ url }) => window.location.assign(url) });
  const leavingForPortal = portal.isPending || portal.isSuccess;

  let body: React.ReactNode;
  if (billing.isPending) body = <InlineLoading message="Loading your plan..." />;
  else if (billing.isError)
    body = <Notice tone="error">{errorMessage(billing.error, 'Could not load your plan.')}</Notice>;
  else {
    const status = billing.data;
    const tier = status.tier;
    const plan = planFor(tier);
    const running = status.status === 'active' || status.status === 'trialing';
    const renewing = running && status.periodEnd !== null && !status.cancelAtPeriodEnd;
    let next: string | null = null;
    if (!status.payments) next = 'Billing is off on this server, so this plan is free here.';
    else if (tier === 'plus_forever' && running && status.periodEnd === null)
      next = 'Paid once: yours for good.';
    else if (status.periodEnd && status.cancelAtPeriodEnd && running)
      next = `Stays until ${day(status.periodEnd)}, then stops. It will not renew.`;
    else if (status.periodEnd && status.status === 'trialing')
      next = `Free trial until ${day(status.periodEnd)}.`;
    else if (status.periodEnd && renewing) next = `Renews on ${day(status.periodEnd)}.`;
    else if (!running) next = 'Choose a plan to use the app again. Your boards and lists are kept.';

    body = (
      <>
        <dl className="account-facts">
          <div>
            <dt>Plan</dt>
            <dd>
              {running || !status.payments ? plan.name : 'None'}
              {(running || !status.payments) && (
                <span className="muted"> · up to {plan.screenLimit} screens</span>
              )}
            </dd>
          </div>
          {status.payments && (
            <div>
              <dt>Status</dt>
              <dd>{STATUS_WORDS[status.status]}</dd>
            </div>
          )}
        </dl>
        {next && <p className="muted">{next}</p>}
        {notice && <Notice tone="success">{notice}</Notice>}
        <MutationError mutation={portal} failed="The billing page could not be opened. Please try again." />
        {status.payments && (
          <div className="account-actions">
            <ButtonLink to="/pricing" variant={running ? 'secondary' : 'primary'}>
              {running ? 'Change plan' : 'Choose a plan'}
            </ButtonLink>
            {status.canManageBilling && (
              <MutationButton
                variant="secondary"
                onClick={openPortal}
                mutation={{ isPending: leavingForPortal }}
                busy="Opening..."
              >
                Manage billing
              </MutationButton>
            )}
            {renewing && (
              <Button variant="ghost" onClick={() => setUnsubscribeOpen(true)}>
                Unsubscribe
              </Button>
            )}
          </div>
        )}
      </>
    );
  }

  return (
    <section aria-labelledby="plan-heading" className="account-section">
      <h2 id="plan-heading">Plan and billing</h2>
      {body}
      <UnsubscribeDialog
        open={unsubscribeOpen}
        onOpenChange={setUnsubscribeOpen}
        onUnsubscribed={(result) => {
          setNotice(result.message);
        }}
      />
    </section>
  );
}

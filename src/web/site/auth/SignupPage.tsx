import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { planFor } from '../../../common/plans';
import type { Credentials } from '../../api/auth';
import { useCheckoutSession } from '../../api/billing';
import { FEATURES_QUERY_KEY, fetchFeatures, useFeatures } from '../../api/features';
import { MutationButton, MutationError } from '../../data-ui/MutationState';
import { afterSignIn } from '../../session/pendingPairing';
import { readPendingPlan, takePendingPlan } from '../../session/pendingPlan';
import { useSignUp } from '../../session/sessionWrites';
import { Notice } from '../../ui/Notice';
import { useHydrated } from '../../ui/useHydrated';
import { startCheckout } from '../pricing/checkout';
import { AuthCard } from './AuthCard';
import { CredentialsFields } from './CredentialsFields';
import { GoogleSignInButton } from './GoogleSignInButton';

const FREQUENCY_WORDS = { weekly: 'weekly', monthly: 'monthly', annually: 'yearly', one_time: 'one payment' };

/** /signup: creates an account, then starts checkout for a plan picked on /pricing, if any. */
export function SignupPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [searchParams] = useSearchParams();
  const [pendingPlan] = useState(readPendingPlan);
  const features = useFeatures();
  const checkoutSession = useCheckoutSession();
  const hydrated = useHydrated();

  const [credentials, setCredentials] = useState<Credentials>({ email: '', password: '' });

  async function continueToPlan() {
    const plan = takePendingPlan();
    if (!plan) {
      navigate(afterSignIn('/app/layout'), { replace: true });
      return;
    }
    try {
      const features = await queryClient.fetchQuery({ queryKey: FEATURES_QUERY_KEY, queryFn: fetchFeatures });
      const outcome = await startCheckout(checkoutSession.mutateAsync, plan.priceId, features.payments);
      if (outcome === 'payments-disabled') navigate('/app/layout', { replace: true });
    } catch (err) {
      console.error('Checkout could not start after sign-up', err);
      navigate('/pricing?error=checkout_failed', { replace: true });
    }
  }

  const signUp = useSignUp(continueToPlan);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    signUp.mutate(credentials);
  }

  const plan = pendingPlan ? planFor(pendingPlan.plan) : null;
  const givenPlan = features.data?.payments === false ? planFor(features.data.defaultTier) : null;

  return (
    <AuthCard title="Create Your Account" lead="Set up your family’s boards in a few minutes.">
      {features.data?.payments && plan && pendingPlan && searchParams.get('from') === 'pricing' && (
        <Notice tone="info">
          You chose <strong>{plan.name}</strong> ({FREQUENCY_WORDS[pendingPlan.frequency]}). Create your login
          and we’ll take you to checkout.
        </Notice>
      )}
      <MutationError mutation={signUp} failed="Signup failed" />
      <form onSubmit={submit}>
        {/* Drawn by the build, the form waits for the script: typed or sent before then, it would be lost. */}
        <fieldset className="auth-form__fields" disabled={!hydrated}>
          <CredentialsFields value={credentials} onChange={setCredentials} mode="sign-up" />
          <MutationButton type="submit" block size="large" mutation={signUp} busy="Processing...">
            Sign Up with Email
          </MutationButton>
        </fieldset>
      </form>
      <div className="divider">or</div>
      <GoogleSignInButton />
      <p className="auth-switch">
        Already have an account? <Link to="/login">Log in</Link>
      </p>
      {/* What the server says of billing comes last: arriving after the page is drawn, it moves nothing. */}
      {givenPlan ? (
        <Notice tone="info" className="auth-card__billing">
          Billing is off on this server, so there is no checkout: your account gets{' '}
          <strong>{givenPlan.name}</strong> (up to {givenPlan.screenLimit} screens) straight away.
        </Notice>
      ) : (
        features.data?.payments && (
          <p className="auth-card__billing muted">Every plan starts with a free 7-day trial.</p>
        )
      )}
    </AuthCard>
  );
}

import { type FormEvent, useEffect, useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import type { Credentials } from '../../api/auth';
import { useFeatures } from '../../api/features';
import { MutationButton, MutationError } from '../../data-ui/MutationState';
import { readGuardState } from '../../session/guardMessages';
import { afterSignIn, hasPendingPairing, rememberPairingId } from '../../session/pendingPairing';
import { useLogIn } from '../../session/sessionWrites';
import { Notice } from '../../ui/Notice';
import { useHydrated } from '../../ui/useHydrated';
import { AuthCard } from './AuthCard';
import { CredentialsFields } from './CredentialsFields';
import { GoogleSignInButton } from './GoogleSignInButton';

/** What the log-in page says when Google sign-in came back without signing anyone in. */
const GOOGLE_RESULTS: Record<string, string> = {
  declined:
    'Google sign-in was cancelled. Choose Continue with Google to try again, or log in with your email.',
  failed: 'Google sign-in did not work. Please try again.',
  unverified:
    'An account with this email already exists, and Google has not verified the address. Log in with your password instead.',
  taken: 'An account with this email already exists. Please log in instead.',
};

/** /login: email sign-in. Returns to the page a guard sent the visitor from, else to the editor. */
export function LoginPage() {
  const logIn = useLogIn();
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const pairingId = searchParams.get('pairingId');
  // The pairing notice waits for a server that pairs screens; until then it would promise nothing.
  const pairing = useFeatures().data?.pairing === true;
  // A guard passes where the visitor came from in router state; a page outside the app (a
  // display's own viewer page) passes it as ?from=.
  // What the URL and the history entry say is known once the pre-rendered page is taken over.
  const hydrated = useHydrated();
  const { from } = readGuardState(hydrated ? (location.state ?? { from: searchParams.get('from') }) : null);

  const [credentials, setCredentials] = useState<Credentials>({ email: '', password: '' });
  // Google's answer in the URL is about the last try, not the one just sent.
  const googleResult =
    hydrated && logIn.isIdle ? (GOOGLE_RESULTS[searchParams.get('google') ?? ''] ?? null) : null;
  const error = logIn.isError || googleResult !== null;

  // Remembered rather than kept in the URL so the pairing survives a detour through sign-up or Google.
  useEffect(() => {
    if (pairingId) rememberPairingId(pairingId);
  }, [pairingId]);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    logIn.mutate(credentials, {
      onSuccess: () => navigate(afterSignIn(from ?? '/app/layout'), { replace: true }),
    });
  }

  return (
    <AuthCard title="Log In" lead="Welcome back! Your boards are waiting.">
      {pairing && (pairingId || hasPendingPairing()) && (
        <Notice tone="info">
          Log in to finish pairing your screen. You choose which board it shows next.
        </Notice>
      )}
      {from && !error && <Notice tone="info">Please log in to continue.</Notice>}
      {googleResult && <Notice tone="error">{googleResult}</Notice>}
      <MutationError mutation={logIn} failed="Invalid credentials" />
      <form onSubmit={submit}>
        {/* Drawn by the build, the form waits for the script: typed or sent before then, it would be lost. */}
        <fieldset className="auth-form__fields" disabled={!hydrated}>
          <CredentialsFields value={credentials} onChange={setCredentials} mode="sign-in" />
          <p className="auth-forgot">
            <Link to="/reset-password">Forgot password?</Link>
          </p>
          <MutationButton type="submit" block size="large" mutation={logIn} busy="Logging In...">
            Log In
          </MutationButton>
        </fieldset>
      </form>
      <div className="divider">or</div>
      <GoogleSignInButton />
      <p className="auth-switch">
        Don't have an account? <Link to="/signup">Sign up</Link>
      </p>
    </AuthCard>
  );
}

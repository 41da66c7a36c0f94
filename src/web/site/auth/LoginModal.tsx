import { type FormEvent, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import type { Credentials } from '../../api/auth';
import { errorMessage } from '../../api/client';
import { useSession } from '../../session/SessionContext';
import { Button } from '../../ui/Button';
import { ButtonLink } from '../../ui/ButtonLink';
import { Dialog } from '../../ui/Dialog';
import { Notice } from '../../ui/Notice';
import { CredentialsFields } from './CredentialsFields';
import { GoogleSignInButton } from './GoogleSignInButton';
import { type LoginModalMode, loginModalMode, loginModalSearch } from './loginModalParams';

const LOGIN_FAILED = 'Failed to log in. Please check your credentials.';

/** The landing page's sign-in dialog, open while the URL says ?login=true (or ?signup=true). */
export function LoginModal() {
  const location = useLocation();
  const navigate = useNavigate();
  const mode = loginModalMode(location.search);

  const setMode = (next: LoginModalMode | null) =>
    navigate(
      { pathname: location.pathname, search: loginModalSearch(location.search, next) },
      { replace: true },
    );

  return (
    <Dialog
      open={mode !== null}
      onOpenChange={(open) => !open && setMode(null)}
      title={mode === 'signup' ? 'Create your account' : 'Welcome back'}
      description={
        mode === 'signup'
          ? 'Start with a free 7-day trial. Pick a plan first, then create your login.'
          : 'Log in to see your family’s boards, lists and calendars.'
      }
    >
      {mode === 'signup' ? (
        <SignupOptions onSwitchToLogin={() => setMode('login')} />
      ) : (
        <LoginForm onLoggedIn={() => navigate('/app/layout', { replace: true })} />
      )}
    </Dialog>
  );
}

function LoginForm({ onLoggedIn }: { onLoggedIn: () => void }) {
  const { login } = useSession();
  const [credentials, setCredentials] = useState<Credentials>({ email: '', password: '' });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await login(credentials);
      onLoggedIn();
    } catch (err) {
      setError(errorMessage(err, LOGIN_FAILED));
      setBusy(false);
    }
  }

  return (
    <>
      <form onSubmit={submit}>
        {error && <Notice tone="error">{error}</Notice>}
        <CredentialsFields value={credentials} onChange={setCredentials} mode="sign-in" />
        <p className="auth-forgot">
          <Link to="/reset-password">Forgot password?</Link>
        </p>
        <Button type="submit" block disabled={busy} aria-busy={busy}>
          {busy ? 'Signing In...' : 'Sign In'}
        </Button>
      </form>
      <div className="divider">or</div>
      <GoogleSignInButton />
      <p className="auth-switch">
        Don't have an account? <Link to="/pricing">Sign Up</Link>
      </p>
    </>
  );
}

function SignupOptions({ onSwitchToLogin }: { onSwitchToLogin: () => void }) {
  return (
    <>
      <ButtonLink to="/pricing" block>
        Sign up with Email &amp; Password
      </ButtonLink>
      <div className="divider">or</div>
      <GoogleSignInButton />
      <p className="auth-switch">
        Already have an account?{' '}
        <button type="button" className="link-button" onClick={onSwitchToLogin}>
          Log In
        </button>
      </p>
    </>
  );
}

import { type FormEvent, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import type { Credentials } from '../../api/auth';
import { MutationButton, MutationError } from '../../data-ui/MutationState';
import { useLogIn } from '../../session/sessionWrites';
import { ButtonLink } from '../../ui/ButtonLink';
import { Dialog } from '../../ui/Dialog';
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
  const logIn = useLogIn();
  const [credentials, setCredentials] = useState<Credentials>({ email: '', password: '' });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    logIn.mutate(credentials, { onSuccess: onLoggedIn });
  }

  return (
    <>
      <form onSubmit={submit}>
        <MutationError mutation={logIn} failed={LOGIN_FAILED} />
        <CredentialsFields value={credentials} onChange={setCredentials} mode="sign-in" />
        <p className="auth-forgot">
          <Link to="/reset-password">Forgot password?</Link>
        </p>
        <MutationButton type="submit" block mutation={logIn} busy="Signing In...">
          Sign In
        </MutationButton>
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

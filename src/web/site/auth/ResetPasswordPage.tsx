import { type FormEvent, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useConfirmPasswordReset, useRequestPasswordReset } from '../../api/account';
import { errorMessage } from '../../api/client';
import { useFeatures } from '../../api/features';
import { MutationButton, MutationError } from '../../data-ui/MutationState';
import { ButtonLink } from '../../ui/ButtonLink';
import { Notice } from '../../ui/Notice';
import { Spinner } from '../../ui/Spinner';
import { TextField } from '../../ui/TextField';
import { AuthCard } from './AuthCard';

/**
 * /reset-password: without a token, the address to mail a link to ("Forgot password?" on the
 * log-in page); with the token of a mailed link, the new password.
 */
export function ResetPasswordPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  return token ? <NewPasswordForm token={token} /> : <RequestLinkForm />;
}

function RequestLinkForm() {
  const features = useFeatures();
  const request = useRequestPasswordReset();
  const [email, setEmail] = useState('');

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    request.mutate(email.trim());
  }

  if (features.isPending) {
    return (
      <AuthCard title="Reset Your Password">
        <p className="muted" role="status">
          <Spinner /> Loading…
        </p>
      </AuthCard>
    );
  }
  if (features.data?.passwordReset === false) {
    return (
      <AuthCard title="Reset Your Password">
        <Notice tone="info">
          This server cannot send email, so it cannot mail you a reset link. Ask whoever runs this Luno server
          to set a new password for you.
        </Notice>
        <BackToLogIn />
      </AuthCard>
    );
  }
  if (request.isSuccess) {
    return (
      <AuthCard title="Check Your Email">
        <Notice tone="success">
          If an account uses {request.variables}, we have sent it a link to choose a new password. The link
          works for an hour. Nothing there? Look in your spam folder, or ask again.
        </Notice>
        <BackToLogIn />
      </AuthCard>
    );
  }
  return (
    <AuthCard title="Reset Your Password" lead="Enter your account's email and we'll send you a link.">
      <MutationError mutation={request} failed="The link could not be sent." />
      <form onSubmit={submit}>
        <fieldset className="auth-form__fields">
          <TextField
            label="Email"
            type="email"
            name="email"
            autoComplete="email"
            required
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
          <MutationButton type="submit" block size="large" mutation={request} busy="Sending…">
            Send Reset Link
          </MutationButton>
        </fieldset>
      </form>
      <BackToLogIn />
    </AuthCard>
  );
}

function NewPasswordForm({ token }: { token: string }) {
  const confirm = useConfirmPasswordReset();
  const [password, setPassword] = useState('');

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    confirm.mutate({ token, password });
  }

  if (confirm.isSuccess) {
    return (
      <AuthCard title="Password Changed">
        <Notice tone="success">
          Your new password is set, and every device that was logged in to your account has been logged out.
          Log in with your new password.
        </Notice>
        <ButtonLink to="/login" block size="large">
          Log In
        </ButtonLink>
      </AuthCard>
    );
  }
  return (
    <AuthCard title="Choose a New Password">
      {confirm.error && (
        <Notice tone="error">
          {errorMessage(confirm.error, 'The password could not be changed.')}{' '}
          <Link to="/reset-password">Ask for a new link</Link>
        </Notice>
      )}
      <form onSubmit={submit}>
        <fieldset className="auth-form__fields">
          <TextField
            label="New password"
            type="password"
            name="password"
            autoComplete="new-password"
            hint="At least 8 characters."
            required
            minLength={8}
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
          <MutationButton type="submit" block size="large" mutation={confirm} busy="Saving…">
            Set New Password
          </MutationButton>
        </fieldset>
      </form>
      <BackToLogIn />
    </AuthCard>
  );
}

function BackToLogIn() {
  return (
    <p className="auth-switch">
      Remembered it? <Link to="/login">Log in</Link>
    </p>
  );
}

import type { Credentials } from '../../api/auth';
import { TextField } from '../../ui/TextField';

interface CredentialsFieldsProps {
  value: Credentials;
  onChange: (value: Credentials) => void;
  /** Signing up asks the password manager for a new password, and says the rule. */
  mode: 'sign-in' | 'sign-up';
}

/** The email and password fields every sign-in and sign-up form shares. */
export function CredentialsFields({ value, onChange, mode }: CredentialsFieldsProps) {
  return (
    <>
      <TextField
        label="Email"
        type="email"
        name="email"
        autoComplete="email"
        required
        value={value.email}
        onChange={(event) => onChange({ ...value, email: event.target.value })}
      />
      <TextField
        label="Password"
        type="password"
        name="password"
        autoComplete={mode === 'sign-up' ? 'new-password' : 'current-password'}
        hint={mode === 'sign-up' ? 'At least 8 characters.' : undefined}
        required
        value={value.password}
        onChange={(event) => onChange({ ...value, password: event.target.value })}
      />
    </>
  );
}

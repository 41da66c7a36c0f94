import { useMutation } from '@tanstack/react-query';
import { useSession } from './SessionContext';

/** Logging in as a mutation, so its form draws the wait and the refusal as every write's form does. */
export function useLogIn() {
  const { login } = useSession();
  return useMutation({ mutationFn: login });
}

/**
 * Signing up as a mutation. `then` (checkout for a plan picked before) is part of it, so the button
 * stays busy until the page moves on.
 */
export function useSignUp(then: () => Promise<void>) {
  const { signup } = useSession();
  return useMutation({ mutationFn: signup, onSuccess: () => then() });
}

/**
 * The login modal is opened by the URL (`?login=true`, spec 01 §2), so the Log In action, links from
 * other pages and the browser's Back button all agree on whether it is open. `?signup=true` opens it in
 * sign-up mode.
 */
export type LoginModalMode = 'login' | 'signup';

export function loginModalMode(search: string): LoginModalMode | null {
  const params = new URLSearchParams(search);
  if (params.get('login') === 'true') return 'login';
  if (params.get('signup') === 'true') return 'signup';
  return null;
}

/** The current query with the modal opened in the given mode, or closed when mode is null. */
export function loginModalSearch(search: string, mode: LoginModalMode | null): string {
  const params = new URLSearchParams(search);
  params.delete('login');
  params.delete('signup');
  if (mode) params.set(mode, 'true');
  const query = params.toString();
  return query ? `?${query}` : '';
}

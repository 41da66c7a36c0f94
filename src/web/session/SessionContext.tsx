import {
  createContext,
  type ReactNode,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
} from 'react';
import { hasAppAccess, type SubscriptionStatus, type Tier } from '../../common/plans';
import { localTimeZone } from '../../common/time-zone';
import { type AuthSuccess, authApi, type Credentials, type SessionUser } from '../api/auth';
import { ApiError, hasCode, resetCsrfToken, setRequestLanguage } from '../api/client';
import { clearLocalStorage, LOCAL_KEYS, readStorage, removeStorage, writeStorage } from '../api/storage';
import { forgetThisBrowserPush } from '../api/thisBrowserPush';
import { trackEvent } from './analytics';
import { reportDeviceDimensions } from './device';
import { forgetInvite, pendingInvite } from './pendingPairing';

export interface SessionState {
  /** 'loading' until the first status check has answered (or failed). */
  status: 'loading' | 'ready';
  user: SessionUser | null;
  familyId: number | null;
  token: string | null;
  subscriptionStatus: SubscriptionStatus | null;
  subscriptionTier: Tier | null;
  /** The last sign-in or sign-up failure, for whoever wants to show it. */
  error: string | null;
  /**
   * Until the first check answers: the user the server last confirmed on this browser, and their
   * family, so a display can draw the board it kept meanwhile. Null once the check has answered.
   */
  kept: KeptSession | null;
  /** The account is one of the server's operators: it sees /app/admin. */
  isOperator: boolean;
  /** Whoever runs the server suspended the family: nothing but signing out. */
  familySuspended: boolean;
}

export interface KeptSession {
  user: SessionUser;
  familyId: number | null;
}

export interface Session extends SessionState {
  isLoggedIn: boolean;
  /** Active or trialing: may use the app. */
  canUseApp: boolean;
  /** Throws ApiError (or a network error) on failure. */
  login: (credentials: Credentials) => Promise<SessionUser>;
  signup: (credentials: Credentials) => Promise<SessionUser>;
  logout: () => Promise<void>;
  /** Asks the server again, e.g. after a payment changed the subscription. */
  refresh: () => Promise<void>;
  clearError: () => void;
}

const ANONYMOUS: SessionState = {
  status: 'ready',
  user: null,
  familyId: null,
  token: null,
  subscriptionStatus: null,
  subscriptionTier: null,
  error: null,
  kept: null,
  isOperator: false,
  familySuspended: false,
};

function storedFamilyId(): number | null {
  const raw = readStorage('local', LOCAL_KEYS.familyId);
  const parsed = raw === null ? Number.NaN : Number(raw);
  return Number.isFinite(parsed) ? parsed : null;
}

function rememberUser(user: SessionUser): void {
  writeStorage('local', LOCAL_KEYS.lastUser, JSON.stringify(user));
}

function lastConfirmedUser(): SessionUser | null {
  try {
    const raw = readStorage('local', LOCAL_KEYS.lastUser);
    return raw ? (JSON.parse(raw) as SessionUser) : null;
  } catch {
    return null;
  }
}

/** No answer, or a proxy's 5xx while the server restarts (no code, so by status): not a verdict on the session. */
function isUnreachable(err: unknown): boolean {
  return !(err instanceof ApiError) || err.status >= 500;
}

function signedIn(
  user: SessionUser,
  token: string | null,
  familyId: number | null,
  { isOperator = false, familySuspended = false }: { isOperator?: boolean; familySuspended?: boolean } = {},
): SessionState {
  rememberUser(user);
  return {
    status: 'ready',
    user,
    familyId: familyId ?? user.familyid ?? null,
    token,
    subscriptionStatus: user.subscription_status,
    subscriptionTier: user.subscription_tier,
    error: null,
    kept: null,
    isOperator,
    familySuspended,
  };
}

/** Who this browser was signed in as when the server last said so; null after a sign-out. */
export function keptSession(): KeptSession | null {
  const user = lastConfirmedUser();
  return user ? { user, familyId: storedFamilyId() ?? user.familyid ?? null } : null;
}

async function loadSessionState(): Promise<SessionState> {
  try {
    const { isAuthenticated, user, isOperator, familySuspended } = await authApi.status();
    if (!isAuthenticated || !user) {
      // The server no longer knows this token (expired or revoked): stop sending it.
      removeStorage('local', LOCAL_KEYS.token);
      removeStorage('local', LOCAL_KEYS.familyId);
      removeStorage('local', LOCAL_KEYS.lastUser);
      return ANONYMOUS;
    }
    const familyId = user.familyid ?? storedFamilyId();
    if (familyId !== null) writeStorage('local', LOCAL_KEYS.familyId, String(familyId));
    return signedIn(user, readStorage('local', LOCAL_KEYS.token), familyId, { isOperator, familySuspended });
  } catch (err) {
    const cached = isUnreachable(err) ? lastConfirmedUser() : null;
    if (cached) {
      console.warn('The server is unreachable; continuing as the last confirmed user', err);
      return signedIn(cached, readStorage('local', LOCAL_KEYS.token), storedFamilyId());
    }
    console.warn('Could not verify the session; continuing signed out', err);
    return ANONYMOUS;
  }
}

let earlyCheck: Promise<SessionState> | null = null;

/**
 * Starts the session check before the first render, for a page that asks for its data meanwhile
 * (the display's board): the provider then takes this answer instead of asking again.
 */
export function checkSessionEarly(): void {
  earlyCheck ??= loadSessionState();
}

function failureText(err: unknown): string {
  if (err instanceof ApiError) return err.error ?? err.message;
  return err instanceof Error ? err.message : String(err);
}

const SessionContext = createContext<Session | null>(null);

/**
 * The session for everything inside. `firstAnswerAtOnce`: the first answer is drawn in one task, as
 * soon as it comes — for a display, whose board waits on it and which nobody taps while it starts.
 * Elsewhere it is drawn as a transition, in slices a tap can come between: every page reads the
 * session, and drawn at once it was the longest task of a public page on a slow phone.
 */
export function SessionProvider({
  children,
  firstAnswerAtOnce = false,
}: {
  children: ReactNode;
  firstAnswerAtOnce?: boolean;
}) {
  const [state, setState] = useState<SessionState>(() => ({
    ...ANONYMOUS,
    status: 'loading',
    kept: keptSession(),
  }));

  useEffect(() => {
    let cancelled = false;
    const check = earlyCheck ?? loadSessionState();
    earlyCheck = null;
    check.then((loaded) => {
      if (cancelled) return;
      if (firstAnswerAtOnce) setState(loaded);
      else startTransition(() => setState(loaded));
      if (loaded.user) void reportDeviceDimensions();
    });
    return () => {
      cancelled = true;
    };
  }, [firstAnswerAtOnce]);

  // The API answers in the member's language (their own, else the family's) once it is known.
  const language = state.user?.language ?? null;
  useEffect(() => setRequestLanguage(language), [language]);

  const refresh = useCallback(async () => {
    setState(await loadSessionState());
  }, []);

  const completeSignIn = useCallback(async (result: AuthSuccess) => {
    writeStorage('local', LOCAL_KEYS.token, result.token);
    writeStorage('local', LOCAL_KEYS.familyId, String(result.familyId));
    setState(signedIn(result.user, result.token, result.familyId));
    void reportDeviceDimensions();
    // What sign-in does not answer: whether the account is an operator's, the family suspended.
    void loadSessionState().then((loaded) => {
      if (loaded.user?.id === result.user.id) setState(loaded);
    });
  }, []);

  /** Logging in and signing up end alike: the failure is kept for display and thrown on. */
  const signInWith = useCallback(
    async (call: Promise<AuthSuccess>, event: 'login' | 'sign_up') => {
      try {
        const result = await call;
        trackEvent(event, 'email');
        await completeSignIn(result);
        return result.user;
      } catch (err) {
        setState((current) => ({ ...current, error: failureText(err) }));
        throw err;
      }
    },
    [completeSignIn],
  );

  const login = useCallback(
    (credentials: Credentials) => signInWith(authApi.login(credentials), 'login'),
    [signInWith],
  );

  // A remembered invite joins its family at sign-up; a link that no longer works is forgotten.
  const signup = useCallback(
    async (credentials: Credentials) => {
      const invite = pendingInvite() ?? undefined;
      try {
        const user = await signInWith(
          authApi.signup({ ...credentials, timeZone: localTimeZone(), invite }),
          'sign_up',
        );
        if (invite) forgetInvite();
        return user;
      } catch (err) {
        if (invite && hasCode(err, 'not_found', 'gone')) forgetInvite();
        throw err;
      }
    },
    [signInWith],
  );

  const logout = useCallback(async () => {
    // While the session still lets the server forget this browser's notifications.
    await forgetThisBrowserPush();
    try {
      await authApi.logout();
    } catch (err) {
      console.warn('Logout call failed; clearing the local session anyway', err);
    }
    clearLocalStorage();
    resetCsrfToken();
    // A full page load (replacing this history entry) drops the user, the token and every cached
    // family record held in memory at once, and no guard gets to see a half-cleared session.
    window.location.replace('/');
  }, []);

  const clearError = useCallback(() => setState((current) => ({ ...current, error: null })), []);

  const session = useMemo<Session>(
    () => ({
      ...state,
      isLoggedIn: state.user !== null,
      canUseApp: state.user !== null && hasAppAccess(state.subscriptionStatus),
      login,
      signup,
      logout,
      refresh,
      clearError,
    }),
    [state, login, signup, logout, refresh, clearError],
  );

  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside <SessionProvider>');
  return session;
}

import type { z } from 'zod';
import type {
  AuthStatus,
  SignedIn as AuthSuccess,
  loginSchema,
  signupSchema,
} from '../../common/schemas/accounts';
import { api } from './client';

export type { AuthStatus, SessionUser, SignedIn as AuthSuccess } from '../../common/schemas/accounts';

export type Credentials = z.input<typeof loginSchema>;

export const authApi = {
  status: () => api.get<AuthStatus>('/api/auth/status'),
  login: (credentials: Credentials) => api.post<AuthSuccess>('/api/login', credentials),
  signup: (credentials: z.input<typeof signupSchema>) => api.post<AuthSuccess>('/api/signup', credentials),
  logout: () => api.get<{ success: boolean }>('/api/auth/logout'),
};

/** Third-party sign-in is a full-page redirect to the server, which comes back with a session cookie. */
export const GOOGLE_SIGN_IN_URL = '/api/auth/google';

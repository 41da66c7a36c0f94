import { api } from './client';

/** The user as `GET /api/auth/status` and the login/signup answers describe it. */
export interface SessionUser {
  id: number;
  email: string;
  familyid: number | null;
  familyName?: string | null;
  subscription_status: string | null;
  subscription_tier: string | null;
  spotify_id?: string | null;
}

export interface AuthStatus {
  isAuthenticated: boolean;
  user: SessionUser | null;
}

export interface AuthSuccess {
  user: SessionUser;
  token: string;
  familyId: number;
}

export interface Credentials {
  email: string;
  password: string;
}

export const authApi = {
  status: () => api.get<AuthStatus>('/api/auth/status'),
  login: (credentials: Credentials) => api.post<AuthSuccess>('/api/login', credentials),
  signup: (credentials: Credentials & { family?: string }) =>
    api.post<AuthSuccess>('/api/signup', credentials),
  logout: () => api.get<{ success: boolean }>('/api/auth/logout'),
};

/** Third-party sign-in is a full-page redirect to the server, which comes back with a session cookie. */
export const GOOGLE_SIGN_IN_URL = '/api/auth/google';

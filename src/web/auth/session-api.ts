import type { SignInResult } from '../../shared/account-types.ts';
import type { Me } from '../../shared/api-types.ts';
import type { SignInInput, SignUpInput } from '../../shared/auth.schema.ts';
import { ApiError, api } from '../api/client.ts';

/** The session of spec §4 "Auth": GET /api/me answers 401 for visitors, which is "no session", not a failure. */
export async function fetchSession(signal?: AbortSignal): Promise<Me | null> {
  try {
    return await api.get<Me>('/api/me', signal);
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

export const signUp = (input: SignUpInput) => api.post<Me>('/api/auth/sign-up', input);
/** A session, or (two-factor on) a ticket for the code step: see needsTwoFactor. */
export const signIn = (input: SignInInput) => api.post<SignInResult>('/api/auth/sign-in', input);
export const signOut = () => api.post<void>('/api/auth/sign-out');

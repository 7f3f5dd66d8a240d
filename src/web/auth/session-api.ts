import type { SignInResult } from '../../shared/account-types.ts';
import type { Me, SessionProbe } from '../../shared/api-types.ts';
import type { SignInInput, SignUpInput } from '../../shared/auth.schema.ts';
import { api } from '../api/client.ts';

/**
 * The session of spec §4 "Auth", or null for a visitor. GET /api/session answers 200 either way: GET /api/me's
 * 401 for visitors would be logged by the browser as a failed request on every signed-out page (decision 028).
 */
export async function fetchSession(signal?: AbortSignal): Promise<Me | null> {
  return (await api.get<SessionProbe>('/api/session', signal)).session;
}

export const signUp = (input: SignUpInput) => api.post<Me>('/api/auth/sign-up', input);
/** A session, or (two-factor on) a ticket for the code step: see needsTwoFactor. */
export const signIn = (input: SignInInput) => api.post<SignInResult>('/api/auth/sign-in', input);
export const signOut = () => api.post<void>('/api/auth/sign-out');

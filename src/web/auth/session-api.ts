import type { SignInInput, SignUpInput } from '../../shared/auth.schema.ts';
import { answer, contract, type Schemas } from '../api/contract.ts';

/** The signed-in account (user, profile, roles). */
export type Me = Schemas['Me'];
/** A sign-in that opened a session; deletionCancelled when it ended a pending deletion. */
export type SignedIn = Schemas['SignInSession'];
/** A password sign-in: a session, or (two-factor on) a ticket for the code step. */
export type SignInResult = SignedIn | Schemas['TwoFactorChallenge'];

export const needsTwoFactor = (result: SignInResult): result is Schemas['TwoFactorChallenge'] => 'twoFactorRequired' in result;

/**
 * The session of spec §4 "Auth", or null for a visitor. GET /api/session answers 200 either way: GET /api/me's
 * 401 for visitors would be logged by the browser as a failed request on every signed-out page (decision 028).
 */
export async function fetchSession(signal?: AbortSignal): Promise<Me | null> {
  return (await answer(contract.GET('/api/session', { signal }))).session;
}

export const signUp = (input: SignUpInput) => answer(contract.POST('/api/auth/sign-up', { body: input }));
/** A session, or (two-factor on) a ticket for the code step: see needsTwoFactor. */
export const signIn = (input: SignInInput): Promise<SignInResult> => answer(contract.POST('/api/auth/sign-in', { body: input }));
export const signOut = () => answer(contract.POST('/api/auth/sign-out'));

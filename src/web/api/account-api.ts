import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/browser';
// Types only: the schemas' zod stays out of every chunk that imports this file.
import type { ChangeEmailInput, ChangePasswordInput, DeleteAccountInput, OwnerConfirmation, ResetPasswordInput } from '../../shared/account.schema.ts';
import type { SignedIn } from '../auth/session-api.ts';
import { answer, contract, type Schemas } from './contract.ts';

export type AccountOverview = Schemas['AccountOverview'];
export type AccountSession = Schemas['AccountSession'];
export type DataExport = Schemas['DataExport'];
export type Passkey = Schemas['Passkey'];
export type TwoFactorSetup = Schemas['TwoFactorSetup'];

/**
 * A credential from @simplewebauthn/browser as a plain JSON object: its interfaces, written out, fit the
 * contract's open objects (the server checks the outline and hands the rest to the library).
 */
const assertionJson = (credential: AuthenticationResponseJSON) => ({
  ...credential,
  response: { ...credential.response },
  clientExtensionResults: { ...credential.clientExtensionResults },
});
const attestationJson = (credential: RegistrationResponseJSON) => ({
  ...credential,
  response: { ...credential.response },
  clientExtensionResults: { ...credential.clientExtensionResults },
});

/** What the server says when it only confirms (the page or toast shows it as written). */
export type ServerNote = Schemas['AccountNotice'];

/** Public: mailed links (signed in or not) and the sign-in steps after a password or instead of one (issue 24). */
export const recoveryApi = {
  forgotPassword: (email: string) => answer(contract.POST('/api/auth/password/forgot', { body: { email } })),
  resetPassword: (input: ResetPasswordInput) => answer(contract.POST('/api/auth/password/reset', { body: input })),
  verifyEmail: (token: string) => answer(contract.POST('/api/auth/email/verify', { body: { token } })),
  removePasskeys: (token: string) => answer(contract.POST('/api/auth/passkeys/remove', { body: { token } })),
  cancelEmailChange: (token: string) => answer(contract.POST('/api/auth/email/cancel', { body: { token } })),
  passkeyOptions: () => answer(contract.POST('/api/auth/passkey/options')),
  signInWithPasskey: (response: AuthenticationResponseJSON) => answer(contract.POST('/api/auth/passkey', { body: { response: assertionJson(response) } })),
  /** The browser's sign-in asked for a cookie session, so the code step answers the account (a token only for API clients). */
  signInWithCode: async (ticket: string, code: string): Promise<SignedIn> => {
    const result = await answer(contract.POST('/api/auth/two-factor', { body: { ticket, code } }));
    return 'token' in result ? result.me : result;
  },
};

/** The signed-in account's own security and data (issue 24): /settings/account. */
export const accountApi = {
  overview: (signal?: AbortSignal) => answer(contract.GET('/api/me/account', { signal })),
  resendVerification: () => answer(contract.POST('/api/me/email/verification')),
  changeEmail: (input: ChangeEmailInput) => answer(contract.POST('/api/me/email', { body: input })),
  changePassword: (input: ChangePasswordInput) => answer(contract.POST('/api/me/password', { body: input })),

  startTwoFactor: (password: string) => answer(contract.POST('/api/me/two-factor/setup', { body: { password } })),
  enableTwoFactor: (code: string) => answer(contract.POST('/api/me/two-factor/enable', { body: { code } })),
  disableTwoFactor: (code: string) => answer(contract.POST('/api/me/two-factor/disable', { body: { code } })),
  newRecoveryCodes: (code: string) => answer(contract.POST('/api/me/two-factor/recovery-codes', { body: { code } })),

  passkeys: (signal?: AbortSignal) => answer(contract.GET('/api/me/passkeys', { signal })),
  passkeyOptions: (owner: OwnerConfirmation) => answer(contract.POST('/api/me/passkeys/options', { body: owner })),
  addPasskey: (name: string, response: RegistrationResponseJSON) => answer(contract.POST('/api/me/passkeys', { body: { name, response: attestationJson(response) } })),
  renamePasskey: (id: string, name: string) => answer(contract.PATCH('/api/me/passkeys/{id}', { params: { path: { id } }, body: { name } })),
  removePasskey: (id: string) => answer(contract.DELETE('/api/me/passkeys/{id}', { params: { path: { id } } })),

  sessions: (signal?: AbortSignal) => answer(contract.GET('/api/me/sessions', { signal })),
  endSession: (id: string) => answer(contract.DELETE('/api/me/sessions/{id}', { params: { path: { id } } })),
  endOtherSessions: () => answer(contract.POST('/api/me/sessions/sign-out-others')),

  exports: (signal?: AbortSignal) => answer(contract.GET('/api/me/exports', { signal })),
  requestExport: () => answer(contract.POST('/api/me/exports')),

  scheduleDeletion: (input: DeleteAccountInput) => answer(contract.POST('/api/me/deletion', { body: input })),
};

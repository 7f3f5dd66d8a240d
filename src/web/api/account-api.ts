import type { AccountOverview, AccountSession, DataExport, DeletionScheduled, Passkey, RecoveryCodes, SignedIn, TwoFactorSetup } from '../../shared/account-types.ts';
import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/browser';
// Types only: the schemas' zod stays out of every chunk that imports this file.
import type { ChangeEmailInput, ChangePasswordInput, DeleteAccountInput, OwnerConfirmation, ResetPasswordInput } from '../../shared/account.schema.ts';
import { api } from './client.ts';

export type { AccountOverview, AccountSession, DataExport, Passkey, TwoFactorSetup };

/** What the server says when it only confirms (the page or toast shows it as written). */
export interface ServerNote {
  message: string;
}

/** Public: mailed links (signed in or not) and the sign-in steps after a password or instead of one (issue 24). */
export const recoveryApi = {
  forgotPassword: (email: string) => api.post<ServerNote>('/api/auth/password/forgot', { email }),
  resetPassword: (input: ResetPasswordInput) => api.post<ServerNote>('/api/auth/password/reset', input),
  verifyEmail: (token: string) => api.post<ServerNote & { email: string }>('/api/auth/email/verify', { token }),
  removePasskeys: (token: string) => api.post<ServerNote & { removed: number }>('/api/auth/passkeys/remove', { token }),
  cancelEmailChange: (token: string) => api.post<ServerNote>('/api/auth/email/cancel', { token }),
  passkeyOptions: () => api.post<PublicKeyCredentialRequestOptionsJSON>('/api/auth/passkey/options', {}),
  signInWithPasskey: (response: AuthenticationResponseJSON) => api.post<SignedIn>('/api/auth/passkey', { response }),
  signInWithCode: (ticket: string, code: string) => api.post<SignedIn>('/api/auth/two-factor', { ticket, code }),
};

const passkeyPath = (id: string) => `/api/me/passkeys/${encodeURIComponent(id)}`;

/** The signed-in account's own security and data (issue 24): /settings/account. */
export const accountApi = {
  overview: (signal?: AbortSignal) => api.get<AccountOverview>('/api/me/account', signal),
  resendVerification: () => api.post<ServerNote>('/api/me/email/verification'),
  changeEmail: (input: ChangeEmailInput) => api.post<ServerNote & { pending_email: string }>('/api/me/email', input),
  changePassword: (input: ChangePasswordInput) => api.post<ServerNote>('/api/me/password', input),

  startTwoFactor: (password: string) => api.post<TwoFactorSetup>('/api/me/two-factor/setup', { password }),
  enableTwoFactor: (code: string) => api.post<RecoveryCodes>('/api/me/two-factor/enable', { code }),
  disableTwoFactor: (code: string) => api.post<void>('/api/me/two-factor/disable', { code }),
  newRecoveryCodes: (code: string) => api.post<RecoveryCodes>('/api/me/two-factor/recovery-codes', { code }),

  passkeys: (signal?: AbortSignal) => api.get<Passkey[]>('/api/me/passkeys', signal),
  passkeyOptions: (owner: OwnerConfirmation) => api.post<PublicKeyCredentialCreationOptionsJSON>('/api/me/passkeys/options', owner),
  addPasskey: (name: string, response: RegistrationResponseJSON) => api.post<Passkey>('/api/me/passkeys', { name, response }),
  renamePasskey: (id: string, name: string) => api.patch<Passkey>(passkeyPath(id), { name }),
  removePasskey: (id: string) => api.delete<void>(passkeyPath(id)),

  sessions: (signal?: AbortSignal) => api.get<AccountSession[]>('/api/me/sessions', signal),
  endSession: (id: string) => api.delete<void>(`/api/me/sessions/${encodeURIComponent(id)}`),
  endOtherSessions: () => api.post<{ ended: number }>('/api/me/sessions/sign-out-others'),

  exports: (signal?: AbortSignal) => api.get<DataExport[]>('/api/me/exports', signal),
  requestExport: () => api.post<DataExport>('/api/me/exports'),

  scheduleDeletion: (input: DeleteAccountInput) => api.post<DeletionScheduled>('/api/me/deletion', input),
};

import { randomBytes } from 'node:crypto';
import type { Role, World } from './world.ts';
import type { RouteRow } from './route-rows.ts';

/**
 * Issue 24's routes. Rows that would change a matrix account for the rows after it (its password, its
 * two-factor, its deletion) send what the route refuses (a wrong password, a wrong code): the cell still
 * shows who gets past the door. Valid links and tickets belong to bystanders outside the matrix.
 */
const password = (w: World, role: Role) => w.accounts[role === 'visitor' ? 'user' : role].password;
const garbageCredential = () => {
  const id = randomBytes(16).toString('base64url');
  return { id, rawId: id, type: 'public-key', clientExtensionResults: {}, response: { clientDataJSON: 'e30', attestationObject: 'oA', authenticatorData: 'AA', signature: 'AA' } };
};
const token = () => randomBytes(32).toString('base64url');

// Columns:                                                                  visitor user owner  mod admin banned
export const ACCOUNT_ROWS: RouteRow[] = [
  { route: 'POST /api/auth/password/forgot', expect: [202, 202, 202, 202, 202, 403], request: () => ({ path: '/api/auth/password/forgot', body: { email: `mx_${token().slice(0, 8)}@example.com` } }) },
  { route: 'POST /api/auth/password/reset', variant: 'a made-up link', expect: [400, 400, 400, 400, 400, 403], request: () => ({ path: '/api/auth/password/reset', body: { token: token(), password: 'matrix-passphrase' } }) },
  {
    route: 'POST /api/auth/password/reset', variant: "a bystander's live link (whoever holds it)", expect: [200, 200, 200, 200, 200, 403],
    request: async (w) => ({ path: '/api/auth/password/reset', body: { token: await w.linkToken('password_reset'), password: 'matrix-passphrase' } }),
  },
  { route: 'POST /api/auth/email/verify', variant: 'a made-up link', expect: [400, 400, 400, 400, 400, 403], request: () => ({ path: '/api/auth/email/verify', body: { token: token() } }) },
  {
    route: 'POST /api/auth/email/verify', variant: "a bystander's live link", expect: [200, 200, 200, 200, 200, 403],
    request: async (w) => ({ path: '/api/auth/email/verify', body: { token: await w.linkToken('email_verify') } }),
  },
  { route: 'POST /api/auth/passkeys/remove', variant: 'a made-up link', expect: [400, 400, 400, 400, 400, 403], request: () => ({ path: '/api/auth/passkeys/remove', body: { token: token() } }) },
  {
    route: 'POST /api/auth/passkeys/remove', variant: "a bystander's live link (whoever holds it)", expect: [200, 200, 200, 200, 200, 403],
    request: async (w) => ({ path: '/api/auth/passkeys/remove', body: { token: await w.linkToken('passkeys_remove') } }),
  },
  { route: 'POST /api/auth/email/cancel', variant: 'a made-up link', expect: [400, 400, 400, 400, 400, 403], request: () => ({ path: '/api/auth/email/cancel', body: { token: token() } }) },
  {
    route: 'POST /api/auth/email/cancel', variant: "a bystander's live link", expect: [200, 200, 200, 200, 200, 403],
    request: async (w) => ({ path: '/api/auth/email/cancel', body: { token: await w.linkToken('email_change_cancel') } }),
  },
  { route: 'POST /api/auth/two-factor', variant: 'a made-up ticket', expect: [401, 401, 401, 401, 401, 403], request: () => ({ path: '/api/auth/two-factor', body: { ticket: token(), code: '123456' } }) },
  { route: 'POST /api/auth/passkey/options', expect: [200, 200, 200, 200, 200, 403], request: () => ({ path: '/api/auth/passkey/options', body: {} }) },
  { route: 'POST /api/auth/passkey', variant: 'a credential answering no challenge', expect: [400, 400, 400, 400, 400, 403], request: () => ({ path: '/api/auth/passkey', body: { response: garbageCredential() } }) },

  { route: 'GET /api/me/account', expect: [401, 200, 200, 200, 200, 200], request: () => ({ path: '/api/me/account' }) },
  { route: 'POST /api/me/email/verification', expect: [401, 202, 202, 202, 202, 403], request: () => ({ path: '/api/me/email/verification', body: {} }) },
  { route: 'POST /api/me/email', expect: [401, 202, 202, 202, 202, 403], request: (w, role) => ({ path: '/api/me/email', body: { email: `mx_new_${token().slice(0, 8)}@example.com`, password: password(w, role) } }) },
  { route: 'POST /api/me/password', variant: 'a wrong current password', expect: [401, 400, 400, 400, 400, 403], request: () => ({ path: '/api/me/password', body: { currentPassword: 'not-it', newPassword: 'matrix-passphrase' } }) },
  { route: 'POST /api/me/two-factor/setup', expect: [401, 200, 200, 200, 200, 403], request: (w, role) => ({ path: '/api/me/two-factor/setup', body: { password: password(w, role) } }) },
  { route: 'POST /api/me/two-factor/enable', variant: 'a wrong code', expect: [401, 400, 400, 400, 400, 403], request: () => ({ path: '/api/me/two-factor/enable', body: { code: '000000' } }) },
  { route: 'POST /api/me/two-factor/disable', variant: 'two-factor off', expect: [401, 400, 400, 400, 400, 403], request: () => ({ path: '/api/me/two-factor/disable', body: { code: '000000' } }) },
  { route: 'POST /api/me/two-factor/recovery-codes', variant: 'two-factor off', expect: [401, 400, 400, 400, 400, 403], request: () => ({ path: '/api/me/two-factor/recovery-codes', body: { code: '000000' } }) },

  { route: 'GET /api/me/passkeys', expect: [401, 200, 200, 200, 200, 200], request: () => ({ path: '/api/me/passkeys' }) },
  { route: 'POST /api/me/passkeys/options', expect: [401, 200, 200, 200, 200, 403], request: (w, role) => ({ path: '/api/me/passkeys/options', body: { password: password(w, role) } }) },
  { route: 'POST /api/me/passkeys/options', variant: 'a wrong password', expect: [401, 400, 400, 400, 400, 403], request: () => ({ path: '/api/me/passkeys/options', body: { password: 'not-it' } }) },
  { route: 'POST /api/me/passkeys', variant: 'a credential answering no challenge', expect: [401, 400, 400, 400, 400, 403], request: () => ({ path: '/api/me/passkeys', body: { name: 'Matrix', response: garbageCredential() } }) },
  { route: 'PATCH /api/me/passkeys/:id', variant: "the owner's passkey", expect: [401, 404, 200, 404, 404, 403], request: async (w) => ({ path: `/api/me/passkeys/${await w.passkey()}`, body: { name: 'Renamed' } }) },
  { route: 'DELETE /api/me/passkeys/:id', variant: "the owner's passkey", expect: [401, 404, 204, 404, 404, 403], request: async (w) => ({ path: `/api/me/passkeys/${await w.passkey()}` }) },

  { route: 'GET /api/me/sessions', expect: [401, 200, 200, 200, 200, 200], request: () => ({ path: '/api/me/sessions' }) },
  // A banned person may end sessions (their own only): decision 025.
  { route: 'DELETE /api/me/sessions/:id', variant: "the owner's other session", expect: [401, 404, 204, 404, 404, 404], request: async (w) => ({ path: `/api/me/sessions/${await w.ownerSessionId()}` }) },
  { route: 'POST /api/me/sessions/sign-out-others', expect: [401, 200, 200, 200, 200, 200], request: () => ({ path: '/api/me/sessions/sign-out-others', body: {} }) },

  { route: 'GET /api/me/exports', expect: [401, 200, 200, 200, 200, 200], request: () => ({ path: '/api/me/exports' }) },
  { route: 'POST /api/me/exports', expect: [401, 202, 202, 202, 202, 202], request: () => ({ path: '/api/me/exports', body: {} }) },
  { route: 'GET /api/me/exports/:id/download', variant: "the owner's signed link", expect: [401, 404, 200, 404, 404, 404], request: async (w) => ({ path: await w.exportLink() }) },
  { route: 'POST /api/me/deletion', variant: 'a wrong password', expect: [401, 400, 400, 400, 400, 400], request: () => ({ path: '/api/me/deletion', body: { password: 'not-it' } }) },
];

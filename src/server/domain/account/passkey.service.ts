import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import type { PasskeyRepo } from '../../data/repos/passkey.repo.ts';
import type { AuthService } from '../auth/auth.service.ts';
import type { OwnerConfirmation, PasskeyRegistrationInput, PasskeySignInInput } from '../../../shared/account.schema.ts';
import type { AccountTokensRepo } from '../../data/repos/account-tokens.repo.ts';
import type { MailQueue } from '../../mail/mail-queue.ts';
import type { AccountLinks } from './account-links.ts';
import type { TwoFactorService } from './two-factor.service.ts';
import { ACCOUNT_MESSAGES } from '../../../shared/account-messages.ts';
import { APP_NAME } from '../../../shared/constants.ts';
import { DomainError, notFound } from '../errors.ts';
import { hashSecret } from './sealer.ts';
import type { Passkey } from '../../../shared/passkey-answers.schema.ts';
import { isoTime } from '../iso-time.ts';

/** Who the passkeys are for: the site's host (the RP ID) and its origin, from PUBLIC_URL or the request. */
export interface RelyingParty {
  rpID: string;
  origin: string;
}

const CHALLENGE_MS = 5 * 60_000;

/** A passkey row as the API shows it: times as ISO strings. */
const present = (row: { id: string; name: string; createdAt: Date | string; lastUsedAt: Date | string | null; backedUp: boolean }): Passkey => ({
  id: row.id,
  name: row.name,
  createdAt: isoTime(new Date(row.createdAt)),
  lastUsedAt: row.lastUsedAt === null ? null : isoTime(new Date(row.lastUsedAt)),
  backedUp: row.backedUp,
});
/**
 * EdDSA, ES256 and RS256: what authenticators use. Named here, the library does not probe the runtime for
 * post-quantum ML-DSA, which Node 24 answers with an experimental-feature warning on the console.
 */
const ALGORITHMS = [-8, -7, -257];
const failed = () => new DomainError('passkey_failed', ACCOUNT_MESSAGES.passkeyFailed, 400);

/** The challenge a browser signed, read from its clientDataJSON (base64url JSON), or null when unreadable. */
function signedChallenge(clientDataJSON: string): string | null {
  try {
    const challenge = (JSON.parse(Buffer.from(clientDataJSON, 'base64url').toString('utf8')) as { challenge?: unknown }).challenge;
    return typeof challenge === 'string' ? challenge : null;
  } catch {
    return null;
  }
}

/**
 * Passkeys through SimpleWebAuthn (decision 025): discoverable credentials, so a passkey alone signs in. Each
 * challenge is stored as its hash, lives five minutes and is taken once. Anything malformed is a 400.
 */
export class PasskeyService {
  constructor(
    private readonly repo: PasskeyRepo,
    private readonly sessions: AuthService,
    private readonly twoFactor: TwoFactorService,
    private readonly tokens: AccountTokensRepo,
    private readonly mail: MailQueue,
    private readonly links: AccountLinks,
  ) {}

  async list(userId: string): Promise<Passkey[]> {
    return (await this.repo.listFor(userId)).map(present);
  }

  /**
   * A passkey signs in without the password or a code, so adding one asks for both, as deleting the account
   * does (issue 35, M2): a session alone (a borrowed phone, a stolen cookie) cannot plant one.
   */
  async registrationOptions(userId: string, rp: RelyingParty, owner: OwnerConfirmation) {
    await this.twoFactor.confirmOwner(userId, owner.password, owner.code);
    const me = await this.sessions.me(userId);
    const existing = await this.repo.credentialsOf(userId);
    const options = await generateRegistrationOptions({
      rpName: APP_NAME,
      rpID: rp.rpID,
      userName: me.profile.username,
      userID: new TextEncoder().encode(userId),
      attestationType: 'none',
      excludeCredentials: existing.map((c) => ({ id: c.credentialId, transports: c.transports })),
      authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
      supportedAlgorithmIDs: ALGORITHMS,
    });
    await this.repo.saveChallenge({ hash: hashSecret(options.challenge), userId, purpose: 'register', expiresAt: new Date(Date.now() + CHALLENGE_MS) });
    return options;
  }

  async register(userId: string, input: PasskeyRegistrationInput, rp: RelyingParty) {
    const challenge = signedChallenge(input.response.response.clientDataJSON);
    if (!challenge || !(await this.repo.takeChallenge(hashSecret(challenge), 'register', userId))) throw failed();
    const verification = await verifyRegistrationResponse({
      response: input.response as unknown as RegistrationResponseJSON,
      expectedChallenge: challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.rpID,
      requireUserVerification: true,
      supportedAlgorithmIDs: ALGORITHMS,
    }).catch(() => null);
    if (!verification?.verified) throw failed();
    const { credential, credentialBackedUp } = verification.registrationInfo;
    const added = await this.repo
      .insert({ userId, credentialId: credential.id, publicKey: credential.publicKey, counter: credential.counter, transports: credential.transports ?? [], backedUp: credentialBackedUp, name: input.name })
      .catch((error: { code?: string }) => {
        if (error.code === '23505') throw new DomainError('23505', 'This passkey is already registered', 409);
        throw error;
      });
    const me = await this.sessions.me(userId);
    await this.mail.send('passkey_added', me.user.email, { name: added.name, when: new Date(added.createdAt).toUTCString(), link: this.links.account() }, { userId });
    return present(added);
  }

  /**
   * The link in a password-reset mail (issue 35, M2): whoever lost control of the account removes every
   * passkey with it, signed in or not, since a planted passkey outlives a new password.
   */
  async removeAllByLink(token: string) {
    const used = await this.tokens.consume(['passkeys_remove'], hashSecret(token));
    if (!used) throw new DomainError('link_invalid', ACCOUNT_MESSAGES.verifyLinkInvalid, 400);
    const removed = await this.repo.removeAll(used.userId);
    return { removed, message: ACCOUNT_MESSAGES.passkeysRemovedByLink };
  }

  async rename(userId: string, id: string, name: string) {
    const renamed = await this.repo.rename(userId, id, name);
    if (!renamed) throw notFound(ACCOUNT_MESSAGES.passkeyNotFound);
    return present(renamed);
  }

  async remove(userId: string, id: string) {
    if (!(await this.repo.remove(userId, id))) throw notFound(ACCOUNT_MESSAGES.passkeyNotFound);
  }

  /** Options for a sign-in with any passkey of this site (no account named: the authenticator offers its own). */
  async authenticationOptions(rp: RelyingParty) {
    // User verification (a fingerprint, a face, a PIN) is required: possession of the device alone is not enough (L3).
    const options = await generateAuthenticationOptions({ rpID: rp.rpID, userVerification: 'required', allowCredentials: [] });
    await this.repo.saveChallenge({ hash: hashSecret(options.challenge), userId: null, purpose: 'sign_in', expiresAt: new Date(Date.now() + CHALLENGE_MS) });
    return options;
  }

  /** A passkey alone signs in (it is possession and, usually, a fingerprint or PIN); a pending deletion is cancelled. */
  async signIn(input: PasskeySignInInput, rp: RelyingParty, userAgent: string | null) {
    const challenge = signedChallenge(input.response.response.clientDataJSON);
    if (!challenge || !(await this.repo.takeChallenge(hashSecret(challenge), 'sign_in', null))) throw failed();
    const passkey = await this.repo.findByCredentialId(input.response.id);
    if (!passkey) throw new DomainError('passkey_unknown', ACCOUNT_MESSAGES.passkeyUnknown, 401);
    const verification = await verifyAuthenticationResponse({
      response: input.response as unknown as AuthenticationResponseJSON,
      expectedChallenge: challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.rpID,
      credential: { id: passkey.credentialId, publicKey: new Uint8Array(passkey.publicKey), counter: Number(passkey.counter), transports: passkey.transports as never },
      requireUserVerification: true,
    }).catch(() => null);
    if (!verification?.verified) throw failed();
    await this.repo.markUsed(passkey.id, verification.authenticationInfo.newCounter);
    return this.sessions.completeSignIn(passkey.userId, userAgent);
  }
}

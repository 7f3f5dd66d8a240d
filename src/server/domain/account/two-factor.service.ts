import QRCode from 'qrcode';
import type { AuthRepo } from '../../data/repos/auth.repo.ts';
import type { TwoFactorRepo } from '../../data/repos/two-factor.repo.ts';
import type { AccountTokensRepo } from '../../data/repos/account-tokens.repo.ts';
import type { AuthService, SessionMode } from '../auth/auth.service.ts';
import type { WriteLimiter } from '../write-limits.ts';
import type { TwoFactorSetup } from '../../../shared/account-answers.schema.ts';
import { ACCOUNT_MESSAGES } from '../../../shared/account-messages.ts';
import { DomainError, badRequest } from '../errors.ts';
import { hashSecret, type Sealer } from './sealer.ts';
import { requirePassword } from './password-check.ts';
import { TWO_FACTOR_BACK_OFF, TWO_FACTOR_LOCK_SECONDS, twoFactorKey, type SignInGuard } from '../auth/sign-in-guard.ts';
import type { MailQueue } from '../../mail/mail-queue.ts';
import type { AccountLinks } from './account-links.ts';
import { hashRecoveryCode, looksLikeTotp, matchingStep, newRecoveryCodes, newTotpSecret, normaliseCode, recoveryCodeMatches } from './totp.ts';

const codeWrong = () => new DomainError('code_invalid', ACCOUNT_MESSAGES.codeWrong, 400);

/**
 * Two-factor authentication (decision 025): a TOTP secret sealed at rest, confirmed by a first code before it
 * counts; ten hashed single-use recovery codes; every code accepted once (its 30-second step is remembered).
 */
export class TwoFactorService {
  constructor(
    private readonly repo: TwoFactorRepo,
    private readonly auth: AuthRepo,
    private readonly tokens: AccountTokensRepo,
    private readonly sessions: AuthService,
    private readonly sealer: Sealer,
    private readonly limits: WriteLimiter,
    private readonly guard: SignInGuard,
    private readonly mail: MailQueue,
    private readonly links: AccountLinks,
  ) {}

  async status(userId: string) {
    const state = await this.repo.state(userId);
    return { enabled: Boolean(state?.totpEnabledAt), recoveryCodesLeft: state?.totpEnabledAt ? await this.repo.recoveryCodesLeft(userId) : 0 };
  }

  /** A new secret to scan (QR code) or type in (the key); off until enable() sees a code made from it. */
  async setup(userId: string, password: string): Promise<TwoFactorSetup> {
    const user = await requirePassword(this.auth, userId, password, ACCOUNT_MESSAGES.passwordWrong);
    if ((await this.repo.state(userId))?.totpEnabledAt) throw new DomainError('conflict', ACCOUNT_MESSAGES.twoFactorAlreadyOn, 409);
    const { secret, otpauthUrl } = newTotpSecret(user.email);
    await this.repo.setPendingSecret(userId, this.sealer.seal(secret));
    const qr = await QRCode.toString(otpauthUrl, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
    return { secret, otpauthUrl: otpauthUrl, qrSvg: qr };
  }

  async enable(userId: string, code: string) {
    const state = await this.repo.state(userId);
    if (state?.totpEnabledAt) throw new DomainError('conflict', ACCOUNT_MESSAGES.twoFactorAlreadyOn, 409);
    const secret = state?.totpSecret ? this.sealer.open(state.totpSecret) : null;
    if (!secret) throw badRequest(ACCOUNT_MESSAGES.twoFactorNotStarted);
    if (!(await this.acceptTotp(userId, secret, code))) throw codeWrong();
    const codes = newRecoveryCodes();
    await this.repo.enable(userId, await Promise.all(codes.map(hashRecoveryCode)));
    return { recoveryCodes: codes };
  }

  async disable(userId: string, code: string) {
    await this.requireCode(userId, code);
    await this.repo.disable(userId);
  }

  async newRecoveryCodes(userId: string, code: string) {
    await this.requireCode(userId, code);
    const codes = newRecoveryCodes();
    await this.repo.replaceRecoveryCodes(userId, await Promise.all(codes.map(hashRecoveryCode)));
    return { recoveryCodes: codes };
  }

  /** The password, and a code when two-factor is on: what a change that could lock the owner out asks for. */
  async confirmOwner(userId: string, password: string, code: string | undefined) {
    const user = await requirePassword(this.auth, userId, password, ACCOUNT_MESSAGES.passwordWrong);
    if ((await this.repo.state(userId))?.totpEnabledAt) {
      if (!code) throw badRequest(ACCOUNT_MESSAGES.codeRequired);
      await this.requireCode(userId, code);
    }
    return user;
  }

  /**
   * A code from the authenticator or a recovery code, for an account with two-factor on; throws otherwise.
   * Consecutive wrong codes back off; the tenth locks codes for an hour and tells the owner (SignInGuard).
   */
  async requireCode(userId: string, code: string) {
    const state = await this.repo.state(userId);
    if (!state?.totpEnabledAt) throw badRequest(ACCOUNT_MESSAGES.twoFactorOff);
    const failures = twoFactorKey(userId);
    await this.guard.check(failures, TWO_FACTOR_BACK_OFF);
    await this.limits.consume('twoFactor', `user:${userId}`);
    if (await this.codeIsRight(userId, state.totpSecret, code)) return this.guard.succeeded(failures);
    const { locked } = await this.guard.failed(failures, TWO_FACTOR_BACK_OFF);
    if (locked) await this.tellOwnerOfLock(userId);
    throw codeWrong();
  }

  private async codeIsRight(userId: string, sealedSecret: string | null, code: string): Promise<boolean> {
    if (!looksLikeTotp(code)) return this.useRecoveryCode(userId, code);
    const secret = sealedSecret ? this.sealer.open(sealedSecret) : null;
    return Boolean(secret && (await this.acceptTotp(userId, secret, code)));
  }

  /** Each stored code is salted, so the typed one is checked against each unused one (at most ten). */
  private async useRecoveryCode(userId: string, code: string): Promise<boolean> {
    const stored = await this.repo.unusedRecoveryCodes(userId);
    const matches = await Promise.all(stored.map((hash) => recoveryCodeMatches(userId, code, hash)));
    const match = stored[matches.indexOf(true)];
    return match !== undefined && this.repo.useRecoveryCode(userId, match);
  }

  private async tellOwnerOfLock(userId: string) {
    const user = await this.auth.passwordHashOf(userId);
    if (user) await this.mail.send('two_factor_locked', user.email, { hours: TWO_FACTOR_LOCK_SECONDS / 3600, link: this.links.forgot() }, { userId });
  }

  /** The second sign-in step: a live ticket from the password step and a good code open the session. */
  async signIn(ticket: string, code: string, userAgent: string | null): Promise<{ mode: SessionMode; session: Awaited<ReturnType<AuthService['completeSignIn']>> }> {
    const live = await this.tokens.findLive('two_factor', hashSecret(ticket));
    if (!live) throw new DomainError('ticket_expired', ACCOUNT_MESSAGES.twoFactorTicketExpired, 401);
    await this.requireCode(live.userId, code);
    // The ticket is used only now, once: a mistyped code leaves it for the next try.
    if (!(await this.tokens.consume(['two_factor'], hashSecret(ticket)))) throw new DomainError('ticket_expired', ACCOUNT_MESSAGES.twoFactorTicketExpired, 401);
    return { mode: live.mode ?? 'cookie', session: await this.sessions.completeSignIn(live.userId, userAgent) };
  }

  private async acceptTotp(userId: string, secret: string, code: string) {
    const step = matchingStep(secret, normaliseCode(code));
    return step !== null && (await this.repo.acceptStep(userId, step));
  }
}

import type { AuthRepo } from '../../data/repos/auth.repo.ts';
import type { AccountTokensRepo } from '../../data/repos/account-tokens.repo.ts';
import type { AccountTokenPurpose } from '../../data/db-column-types.ts';
import type { MailQueue } from '../../mail/mail-queue.ts';
import type { AccountLinks } from './account-links.ts';
import type { AuthService } from '../auth/auth.service.ts';
import { ACCOUNT_MESSAGES } from '../../../shared/account-messages.ts';
import { AUTH_MESSAGES } from '../../../shared/messages.ts';
import { EMAIL_LINK_HOURS } from '../../../shared/constants.ts';
import { DomainError, badRequest } from '../errors.ts';
import { hashSecret, newToken } from './sealer.ts';
import { requirePassword } from './password-check.ts';

/** A change waiting for confirmation, and its cancel link: both end together (M3). */
export const PENDING_CHANGE = ['email_change', 'email_change_cancel'] as const satisfies AccountTokenPurpose[];

const linkExpiry = () => new Date(Date.now() + EMAIL_LINK_HOURS * 3600_000);

/** Proving an address (a link on sign-up, resent on demand) and moving to a new one (confirmed before it counts). */
export class EmailService {
  constructor(
    private readonly auth: AuthRepo,
    private readonly tokens: AccountTokensRepo,
    private readonly sessions: AuthService,
    private readonly mail: MailQueue,
    private readonly links: AccountLinks,
  ) {}

  /** Mails a verification link for the account's current address (on sign-up, and 'Resend email'). */
  async sendVerification(user: { id: string; email: string }) {
    const token = newToken();
    await this.tokens.revoke(user.id, ['email_verify']);
    await this.tokens.issue({ userId: user.id, purpose: 'email_verify', tokenHash: hashSecret(token), expiresAt: linkExpiry(), email: user.email });
    await this.mail.send('verify_email', user.email, { link: this.links.verify(token) }, { userId: user.id });
  }

  async resend(userId: string) {
    const me = await this.sessions.me(userId);
    if (me.user.emailVerified) throw badRequest(ACCOUNT_MESSAGES.alreadyVerified);
    await this.sendVerification(me.user);
    return { message: ACCOUNT_MESSAGES.verificationSent };
  }

  /**
   * A mailed link, opened in any browser, signed in or not: it verifies the address it was sent to (if the
   * account still has it) or completes an address change, and tells the old address.
   */
  async verify(token: string) {
    const used = await this.tokens.consume(['email_verify', 'email_change'], hashSecret(token));
    if (!used?.email) throw new DomainError('link_invalid', ACCOUNT_MESSAGES.verifyLinkInvalid, 400);
    if (used.purpose === 'email_verify') {
      const verified = await this.auth.markEmailVerified(used.userId, used.email);
      if (!verified) throw new DomainError('link_invalid', ACCOUNT_MESSAGES.verifyLinkInvalid, 400);
      return { email: verified.email, message: ACCOUNT_MESSAGES.emailVerified };
    }
    const old = await this.auth.passwordHashOf(used.userId);
    const changed = await this.auth.changeEmail(used.userId, used.email).catch((error: { code?: string }) => {
      if (error.code === '23505') throw new DomainError('23505', AUTH_MESSAGES.emailTaken, 409);
      throw error;
    });
    if (!changed || !old) throw new DomainError('link_invalid', ACCOUNT_MESSAGES.verifyLinkInvalid, 400);
    await this.tokens.revoke(used.userId, ['email_change', 'email_change_cancel', 'email_verify', 'password_reset']);
    await this.sessions.userChanged(used.userId);
    await this.mail.send('email_changed', old.email, { newEmail: changed.email }, { userId: used.userId });
    return { email: changed.email, message: ACCOUNT_MESSAGES.emailChanged };
  }

  /** Asks for a new address: the new one gets a confirmation link, the old one is told; nothing changes until then. */
  async requestChange(userId: string, email: string, password: string) {
    const user = await requirePassword(this.auth, userId, password, ACCOUNT_MESSAGES.passwordWrong);
    if (user.email.toLowerCase() === email.toLowerCase()) throw badRequest(ACCOUNT_MESSAGES.sameEmail);
    const taken = await this.auth.findUserByEmail(email);
    if (taken) throw new DomainError('23505', AUTH_MESSAGES.emailTaken, 409);
    const [token, cancel] = [newToken(), newToken()];
    await this.tokens.revoke(userId, PENDING_CHANGE);
    await this.tokens.issue({ userId, purpose: 'email_change', tokenHash: hashSecret(token), expiresAt: linkExpiry(), email });
    await this.tokens.issue({ userId, purpose: 'email_change_cancel', tokenHash: hashSecret(cancel), expiresAt: linkExpiry(), email });
    await this.mail.send('confirm_new_email', email, { link: this.links.verify(token) }, { userId });
    await this.mail.send('email_change_notice', user.email, { newEmail: email, cancelLink: this.links.cancelEmailChange(cancel) }, { userId });
    return { pendingEmail: email, message: ACCOUNT_MESSAGES.emailChangeSent };
  }

  /** The link in the notice to the current address (issue 35, M3): the change waiting is dropped, whoever asked for it. */
  async cancelChange(token: string) {
    const used = await this.tokens.consume(['email_change_cancel'], hashSecret(token));
    if (!used) throw new DomainError('link_invalid', ACCOUNT_MESSAGES.verifyLinkInvalid, 400);
    await this.tokens.revoke(used.userId, PENDING_CHANGE);
    return { message: ACCOUNT_MESSAGES.emailChangeCancelled };
  }
}

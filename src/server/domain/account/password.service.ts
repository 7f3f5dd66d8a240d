import type { AuthRepo } from '../../data/repos/auth.repo.ts';
import type { AccountTokensRepo } from '../../data/repos/account-tokens.repo.ts';
import type { MailQueue } from '../../mail/mail-queue.ts';
import type { AuthService } from '../auth/auth.service.ts';
import type { WriteLimiter } from '../write-limits.ts';
import type { AccountLinks } from './account-links.ts';
import type { PasskeyRepo } from '../../data/repos/passkey.repo.ts';
import { ACCOUNT_MESSAGES } from '../../../shared/account-messages.ts';
import { AUTH_MESSAGES } from '../../../shared/messages.ts';
import { PASSWORD_RESET_MINUTES } from '../../../shared/constants.ts';
import { DELETED_ACCOUNT_ID } from '../../data/repos/account-erasure.repo.ts';
import { isCommonPassword } from '../auth/common-passwords.ts';
import { hashPassword, verifyPassword } from '../auth/password.ts';
import { DomainError, badRequest } from '../errors.ts';
import { hashSecret, newToken } from './sealer.ts';
import { requirePassword } from './password-check.ts';
import { PENDING_CHANGE } from './email.service.ts';
import { pastGracePeriod } from './grace-period.ts';

/** Forgotten passwords (a mailed single-use link) and changed ones (from settings). */
export class PasswordService {
  constructor(
    private readonly auth: AuthRepo,
    private readonly tokens: AccountTokensRepo,
    private readonly sessions: AuthService,
    private readonly mail: MailQueue,
    private readonly links: AccountLinks,
    private readonly limits: WriteLimiter,
    private readonly passkeys: PasskeyRepo,
  ) {}

  /**
   * Mails a reset link when the address has an account; answers the same either way. The per-address budget
   * is counted for every address asked about, so its 429 reveals nothing either.
   */
  async forgot(email: string) {
    await this.limits.consume('resetPerEmail', `email:${email.toLowerCase()}`);
    const user = await this.auth.findUserByEmail(email);
    const erasing = pastGracePeriod(user?.deactivatedAt);
    if (user && !erasing && user.id !== DELETED_ACCOUNT_ID) {
      const expiresAt = new Date(Date.now() + PASSWORD_RESET_MINUTES * 60_000);
      const token = newToken();
      await this.tokens.revoke(user.id, ['password_reset', 'passkeys_remove']);
      await this.tokens.issue({ userId: user.id, purpose: 'password_reset', tokenHash: hashSecret(token), expiresAt });
      // A passkey signs in whatever the password becomes: the mail lists them, with one link that removes them all.
      const passkeys = await this.passkeys.listFor(user.id);
      let removeLink: string | null = null;
      if (passkeys.length) {
        const removal = newToken();
        await this.tokens.issue({ userId: user.id, purpose: 'passkeys_remove', tokenHash: hashSecret(removal), expiresAt });
        removeLink = this.links.removePasskeys(removal);
      }
      const listed = passkeys.map((passkey) => ({ name: passkey.name, added: new Date(passkey.createdAt).toUTCString() }));
      await this.mail.send('password_reset', user.email, { link: this.links.reset(token), passkeys: listed, removeLink }, { userId: user.id });
    }
    return { message: ACCOUNT_MESSAGES.resetRequested };
  }

  /** Uses a reset link once: a new password, every other session ended (their sockets too), a mail to say so. */
  async reset(token: string, password: string, keepSessionOf: { userId: string; sessionId: string } | null) {
    if (isCommonPassword(password)) throw badRequest(AUTH_MESSAGES.commonPassword);
    const passwordHash = await hashPassword(password);
    const used = await this.tokens.consume(['password_reset'], hashSecret(token));
    if (!used) throw new DomainError('link_invalid', ACCOUNT_MESSAGES.resetLinkInvalid, 400);
    await this.auth.setPassword(used.userId, passwordHash);
    // A change of address someone asked for with the old password ends with it (M3).
    await this.tokens.revoke(used.userId, ['password_reset', 'two_factor', ...PENDING_CHANGE]);
    await this.sessions.endSessions(used.userId, keepSessionOf?.userId === used.userId ? keepSessionOf.sessionId : null);
    await this.notifyChanged(used.userId);
    return { message: ACCOUNT_MESSAGES.passwordReset };
  }

  /** From settings: the current password first; this session stays, every other one ends. */
  async change(userId: string, sessionId: string, current: string, next: string) {
    const user = await requirePassword(this.auth, userId, current, ACCOUNT_MESSAGES.currentPasswordWrong);
    if (await verifyPassword(next, user.passwordHash)) throw badRequest(ACCOUNT_MESSAGES.samePassword);
    if (isCommonPassword(next)) throw badRequest(AUTH_MESSAGES.commonPassword);
    await this.auth.setPassword(userId, await hashPassword(next));
    await this.tokens.revoke(userId, ['password_reset', ...PENDING_CHANGE]);
    await this.sessions.endSessions(userId, sessionId);
    await this.notifyChanged(userId);
    return { message: ACCOUNT_MESSAGES.passwordChanged };
  }

  private async notifyChanged(userId: string) {
    const user = await this.auth.passwordHashOf(userId);
    if (user) await this.mail.send('password_changed', user.email, { when: `${new Date().toUTCString()}` }, { userId });
  }
}

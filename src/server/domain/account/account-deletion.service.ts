import { DELETED_ACCOUNT_ID, type AccountErasureRepo } from '../../data/repos/account-erasure.repo.ts';
import type { BlobStore } from '../../storage/blob-store.ts';
import type { JobQueue } from '../../queue/queue.ts';
import type { MailQueue } from '../../mail/mail-queue.ts';
import type { AuthService } from '../auth/auth.service.ts';
import type { TwoFactorService } from './two-factor.service.ts';
import type { AccountLinks } from './account-links.ts';
import type { DeletionScheduled } from '../../../shared/account-answers.schema.ts';
import type { StorageBucket } from '../../../shared/constants.ts';
import { ACCOUNT_DELETION_GRACE_DAYS } from '../../../shared/constants.ts';
import type { FederationOutbox } from '../federation/federation-outbox.ts';

const GRACE_SECONDS = ACCOUNT_DELETION_GRACE_DAYS * 86_400;

/** Every folder of storage that holds an account's files (the keys services write all start with the user id). */
export const accountFolders = (userId: string): Array<[StorageBucket, string]> => [
  ['videos', userId],
  ['videos', `edited/${userId}`],
  ['thumbnails', userId],
  ['avatars', userId],
  ['stories', userId],
  ['audio', `original/${userId}`],
  ['exports', userId],
];

/**
 * Deleting an account (decision 025): deactivated at once (out of every read, signed out everywhere), erased
 * after the grace period by a job unless the person signs in again. Erasure deletes the files first, then the
 * rows in one transaction; run again after a crash at any point, it finishes what is left.
 */
export class AccountDeletionService {
  constructor(
    private readonly erasure: AccountErasureRepo,
    private readonly sessions: AuthService,
    private readonly twoFactor: TwoFactorService,
    private readonly store: BlobStore,
    private readonly jobs: JobQueue,
    private readonly mail: MailQueue,
    private readonly links: AccountLinks,
    private readonly outbox: FederationOutbox,
  ) {}

  async request(userId: string, password: string, code: string | undefined): Promise<DeletionScheduled> {
    const user = await this.twoFactor.confirmOwner(userId, password, code);
    const deactivatedAt = (await this.erasure.deactivate(userId)) ?? new Date();
    await this.sessions.userChanged(userId, { sessionsEnded: true });
    const eraseAfter = new Date(new Date(deactivatedAt).getTime() + GRACE_SECONDS * 1000);
    // A minute past the grace period, so the job never finds the account a moment too early.
    await this.jobs.enqueue('erase-account', { userId }, { delaySeconds: GRACE_SECONDS + 60 });
    await this.mail.send('deletion_scheduled', user.email, { eraseAfter: eraseAfter.toUTCString(), link: this.links.signIn() }, { userId });
    return { eraseAfter: eraseAfter.toISOString() };
  }

  /** The job: nothing unless the account is still deactivated past its grace period; idempotent. */
  async erase(userId: string): Promise<boolean> {
    if (userId === DELETED_ACCOUNT_ID || !(await this.erasure.isDue(userId, ACCOUNT_DELETION_GRACE_DAYS))) return false;
    for (const [bucket, folder] of accountFolders(userId)) await this.store.deletePrefix(bucket, folder);
    const erased = await this.erasure.erase(userId);
    // Its actor is deleted wherever anything of theirs went (issue 52).
    if (erased) await this.outbox.emit({ event: 'account-updated', userId });
    return erased;
  }

  /** Housekeeping: queues an erasure for every account past its grace period (a lost job, a restore). */
  async queueDue() {
    for (const userId of await this.erasure.dueForErasure(ACCOUNT_DELETION_GRACE_DAYS)) await this.jobs.enqueueOnce('erase-account', { userId });
  }
}

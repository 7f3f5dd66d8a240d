import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { BlobStore } from '../../storage/blob-store.ts';
import type { JobQueue } from '../../queue/queue.ts';
import type { JobPayload } from '../../queue/job-catalog.ts';
import type { ProfileRepo } from '../../data/repos/profile.repo.ts';
import type { StorageBucket } from '../../../shared/constants.ts';
import { MediaUrls } from '../media-urls.ts';
import { IMAGE_MIME, sniffStream } from '../../storage/sniff.ts';
import { UPLOAD_MESSAGES } from '../../../shared/messages.ts';
import { DomainError } from '../errors.ts';

/** How long the request waits for its avatar job before answering with the profile as it stands. */
const AVATAR_WAIT_MS = 20_000;
/** Small-avatar jobs queued per backfill run (housekeeping, hourly). */
const SMALL_BACKFILL_BATCH = 500;

/**
 * Checks an avatar by its bytes and caps it at 5MB while reading; the resize to a square PNG (sharp) runs in
 * the avatar job (decision 023), which the request waits for so the answer still carries the new avatar.
 */
export class AvatarService {
  constructor(
    private readonly blobs: BlobStore,
    private readonly jobs: JobQueue,
    private readonly profiles: Pick<ProfileRepo, 'avatars' | 'setSmallAvatar' | 'missingSmallAvatars'>,
  ) {}

  /** Stores the upload as it is and has the job make the avatar; true once it is in place, false while queued. */
  async save(userId: string, file: { stream: Readable; truncated(): boolean }): Promise<boolean> {
    const sniffed = await sniffStream(file.stream);
    if (!sniffed.mime || !IMAGE_MIME.test(sniffed.mime)) {
      file.stream.resume();
      throw new DomainError('invalid_file_type', UPLOAD_MESSAGES.avatarInvalidType, 415);
    }
    const uploadKey = `${userId}/upload-${randomBytes(8).toString('hex')}`;
    await this.blobs.put('avatars', uploadKey, sniffed.body, { contentType: sniffed.mime });
    if (file.truncated()) {
      await this.blobs.delete('avatars', uploadKey);
      throw new DomainError('file_too_large', UPLOAD_MESSAGES.avatarTooLarge, 413);
    }
    const payload: JobPayload<'avatar'> = { userId, uploadKey };
    const job = await this.jobs.enqueue('avatar', payload, { maxAttempts: 2 });
    const outcome = await this.jobs.waitFor(job, AVATAR_WAIT_MS);
    if (outcome.status === 'failed') throw new DomainError('invalid_file_type', UPLOAD_MESSAGES.avatarInvalidType, 415);
    return outcome.status === 'done';
  }

  /**
   * What a profile's small avatar is made from (the small-avatar job, decision 034): its avatar's file and
   * stored link, or null when it has no avatar or has its small copy already.
   */
  async smallCopySource(userId: string): Promise<{ bucket: StorageBucket; key: string; avatarUrl: string } | null> {
    const profile = await this.profiles.avatars(userId);
    const avatar = profile?.avatarUrl ? MediaUrls.parse(profile.avatarUrl) : null;
    if (!profile || !avatar || profile.avatarSmallUrl) return null;
    return { ...avatar, avatarUrl: profile.avatarUrl! };
  }

  /** The profile points at its small copy only while it still has the avatar the copy was made from. */
  setSmallCopy(userId: string, url: string, madeFrom: string): Promise<void> {
    return this.profiles.setSmallAvatar(userId, url, madeFrom);
  }

  /** Housekeeping's part: a job, at most one waiting each, for every profile with an avatar but no small copy. */
  async queueMissingSmallCopies(): Promise<number> {
    let queued = 0;
    for (const userId of await this.profiles.missingSmallAvatars(SMALL_BACKFILL_BATCH)) if (await this.jobs.enqueueOnce('small-avatar', { userId })) queued += 1;
    return queued;
  }
}

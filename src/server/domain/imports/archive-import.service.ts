import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { ArchiveAccount, ArchivedVideoDetails, VideoImportRepo } from '../../data/repos/video-import.repo.ts';
import type { JobQueue } from '../../queue/queue.ts';
import { StorageError, type BlobStore } from '../../storage/blob-store.ts';
import type { AvatarService } from '../profiles/avatar.service.ts';
import type { MuteService } from '../profiles/mute.service.ts';
import type { ProfileService } from '../profiles/profile.service.ts';
import type { SafetyService } from '../videos/safety.service.ts';
import type { CaptionsService } from '../videos/captions.service.ts';
import type { CollectionsService } from '../collections/collections.service.ts';
import { EXPORTS_BUCKET, MAX_AVATAR_BYTES, MAX_VIDEO_BYTES } from '../../../shared/constants.ts';
import { ARCHIVE_KEEP_DAYS, IMPORT_MESSAGES } from '../../../shared/video-import.ts';
import { DomainError } from '../errors.ts';
import { readPortableArchive } from './portable-archive-reader.ts';
import { ZipProblem, ZipReader } from './zip-reader.ts';

/** `name@server` as an account here (this server's by username, another's looked up): the ActivityPub edge's. */
export interface AccountFinder {
  userIdOf(handle: string): Promise<string | null>;
}

/** A picked archived video that cannot come, for good: the zip lacks its file, or the file is past the cap. */
export class ArchiveItemRefused extends Error {
  constructor(readonly reason: 'missing-file' | 'too-large') {
    super(reason);
  }
}

/** How many looked-up accounts go between saves of the job's progress. */
const ACCOUNTS_SAVED_EVERY = 20;

const unreadable = () => new DomainError('bad_request', IMPORT_MESSAGES.archiveUnreadable);

export interface ArchiveImportParts {
  profiles: ProfileService;
  avatars: AvatarService;
  safety: SafetyService;
  mutes: MuteService;
  captions: CaptionsService;
  collections: CollectionsService;
}

/**
 * Moving in with a portable archive (issue 58 part 3, decision 080): another Popreel's data export read into an
 * import like TikTok's. The zip is kept in storage for a week; its videos are listed to pick, each fetched out
 * of the zip by the import-video job (VideoImportService) and finished here with its captions and collections.
 * Its profile, blocks and mutes are applied by a job of their own, each account looked up by its handle.
 */
export class ArchiveImportService {
  constructor(
    private readonly repo: VideoImportRepo,
    private readonly store: BlobStore,
    private readonly jobs: JobQueue,
    private readonly parts: ArchiveImportParts,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Reads the uploaded archive (a temporary file the caller removes), stores it, and lists it as a new import. */
  async fromArchive(userId: string, path: string): Promise<string> {
    const zip = await ZipReader.open(path).catch(() => {
      throw unreadable();
    });
    const read = await readPortableArchive(zip)
      .catch((error: unknown) => {
        if (error instanceof ZipProblem) throw error.kind === 'too-large' ? new DomainError('file_too_large', IMPORT_MESSAGES.archiveTooLarge, 413) : unreadable();
        throw error;
      })
      .finally(() => zip.close());
    if (!read) throw unreadable();
    const archiveKey = `${userId}/import-${randomUUID()}.zip`;
    await this.store.put(EXPORTS_BUCKET, archiveKey, createReadStream(path), { contentType: 'application/zip' });
    const accounts: ArchiveAccount[] = [
      ...read.blocks.map((handle) => ({ handle, list: 'block' as const, status: 'listed' as const })),
      ...read.mutes.map((handle) => ({ handle, list: 'mute' as const, status: 'listed' as const })),
    ];
    try {
      return await this.repo.create(userId, read.videos, read.following, {
        archive: { archiveKey, profile: { ...read.profile, applied: false }, accounts },
        then: (trx, importId) => this.jobs.enqueue('import-archive', { importId }, { within: trx, maxAttempts: 3 }),
      });
    } catch (error) {
      await this.store.delete(EXPORTS_BUCKET, archiveKey);
      throw error;
    } finally {
      this.jobs.nudge();
    }
  }

  /**
   * The import-archive job: the profile (bio and picture) applied once, its collections made, then each blocked
   * and muted account looked up and blocked or muted here; one that cannot be found is marked so, and the rest go on.
   */
  async applyAccount(importId: string, finder: AccountFinder) {
    const found = await this.repo.archive(importId);
    if (!found) return;
    const { userId } = found;
    let profile = found.profile;
    if (profile && !profile.applied) {
      if (profile.bio !== null) await this.parts.profiles.update(userId, { bio: profile.bio }).catch((error: unknown) => this.skipped(error, 'bio'));
      if (profile.avatar && found.archiveKey) await this.applyAvatar(userId, found.archiveKey, profile.avatar).catch((error: unknown) => this.skipped(error, 'avatar'));
      profile = { ...profile, applied: true };
    }
    await this.collectionIds(userId, await this.repo.archivedCollections(importId));
    const accounts = [...found.accounts];
    for (const [index, account] of accounts.entries()) {
      if (account.status !== 'listed') continue;
      accounts[index] = { ...account, status: (await this.applyOne(userId, account, finder)) ? 'done' : 'not-found' };
      // A long list (each lookup may take its 10 s deadline) shows its progress, and a rerun starts where it stopped.
      if (index % ACCOUNTS_SAVED_EVERY === ACCOUNTS_SAVED_EVERY - 1) await this.repo.saveArchiveOutcome(importId, profile, accounts);
    }
    await this.repo.saveArchiveOutcome(importId, profile, accounts);
  }

  /** The import-video job's file for an archived video: copied out of the stored zip to `toPath`. */
  async extractVideo(archiveKey: string | null, entry: string | null, toPath: string) {
    if (!archiveKey || !entry) throw new ArchiveItemRefused('missing-file');
    await this.withArchive(archiveKey, async (zip) => {
      if (!(await zip.extract(entry, toPath, MAX_VIDEO_BYTES))) throw new ArchiveItemRefused('missing-file');
    }).catch((error: unknown) => {
      if (error instanceof ZipProblem) throw new ArchiveItemRefused(error.kind === 'too-large' ? 'too-large' : 'missing-file');
      // The zip gone from storage (expired, or removed by hand).
      if (error instanceof StorageError) throw new ArchiveItemRefused('missing-file');
      throw error;
    });
  }

  /**
   * The draft made of an archived video gets what the archive said of it besides its settings: its caption tracks
   * (published, as they were) and its collections (found by name, else made). A track or collection that this
   * server refuses (a limit reached), or any other trouble here, is logged and left out; the video stays.
   */
  async finishVideo(userId: string, videoId: string, details: ArchivedVideoDetails) {
    try {
      for (const track of details.captions) {
        await this.parts.captions.put(userId, videoId, track.language, { vtt: track.vtt, status: 'published' }).catch((error: unknown) => this.skipped(error, 'caption track'));
      }
      const ids = await this.collectionIds(userId, details.collections);
      for (const id of ids.values()) await this.parts.collections.addVideo(userId, id, videoId).catch((error: unknown) => this.skipped(error, 'collection'));
    } catch (error) {
      // The draft exists: failing the job now would make it again on the retry. What is missing is logged.
      this.log.warn({ err: error, videoId }, "an archived video's captions or collections were not all brought");
    }
  }

  /**
   * Each named collection's id, found by name among the person's or made. The import-archive job makes them all
   * before any video is likely to arrive, so two videos fetched at once find the same collection.
   */
  private async collectionIds(userId: string, wanted: ArchivedVideoDetails['collections']) {
    const ids = new Map<string, string>();
    if (wanted.length === 0) return ids;
    const mine = new Map((await this.parts.collections.mine(userId)).items.map((collection) => [collection.name, collection.id]));
    for (const collection of wanted) {
      const id = mine.get(collection.name) ?? (await this.parts.collections.create(userId, collection).then((made) => made.id, (error: unknown) => this.skipped(error, 'collection')));
      if (!id) continue;
      mine.set(collection.name, id);
      ids.set(collection.name, id);
    }
    return ids;
  }

  /** Housekeeping: a week after it was uploaded, an archive's zip goes (its list stays; a later pick fails plainly). */
  async expireArchives() {
    for (const row of await this.repo.storedArchivesBefore(new Date(Date.now() - ARCHIVE_KEEP_DAYS * 86_400_000))) {
      await this.store.delete(EXPORTS_BUCKET, row.archiveKey!);
      await this.repo.forgetArchive(row.id);
    }
  }

  private async applyOne(userId: string, account: ArchiveAccount, finder: AccountFinder): Promise<boolean> {
    const id = await finder.userIdOf(account.handle);
    if (!id || id === userId) return false;
    const apply = account.list === 'block' ? this.parts.safety.block(userId, id) : this.parts.mutes.mute(userId, id);
    // Blocked or muted already is what the archive asks for.
    return apply.then(
      () => true,
      (error: unknown) => error instanceof DomainError && error.status === 409,
    );
  }

  private async applyAvatar(userId: string, archiveKey: string, entry: string) {
    await this.withArchive(archiveKey, async (zip, folder) => {
      const file = join(folder, 'avatar');
      if (await zip.extract(entry, file, MAX_AVATAR_BYTES)) await this.parts.avatars.save(userId, { stream: createReadStream(file), truncated: () => false });
    });
  }

  /** The stored zip opened: read in place on disk, else copied to a temporary folder first (S3). */
  private async withArchive(archiveKey: string, use: (zip: ZipReader, folder: string) => Promise<void>) {
    const folder = await mkdtemp(join(tmpdir(), 'popreel-archive-'));
    try {
      let path = this.store.localPath?.(EXPORTS_BUCKET, archiveKey);
      if (!path) {
        path = join(folder, 'archive.zip');
        await this.store.download(EXPORTS_BUCKET, archiveKey, path);
      }
      const zip = await ZipReader.open(path);
      try {
        await use(zip, folder);
      } finally {
        zip.close();
      }
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  }

  private skipped(error: unknown, what: string): undefined {
    if (!(error instanceof DomainError)) throw error;
    this.log.info({ err: error }, `an archive's ${what} was left out`);
    return undefined;
  }
}

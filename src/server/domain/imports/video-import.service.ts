import { createReadStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FetchError } from '@fedify/vocab-runtime';
import type { ArchivedVideoDetails, ExportedVideo, VideoImportRepo } from '../../data/repos/video-import.repo.ts';
import type { JobQueue } from '../../queue/queue.ts';
import type { MediaUrls } from '../media-urls.ts';
import type { VideoUploadService } from '../videos/video-upload.service.ts';
import { downloadRemoteMedia, REMOTE_VIDEO_TYPES } from '../../federation/net/remote-media.ts';
import { FetchRefused } from '../../federation/net/fetch-refused.ts';
import { MAX_VIDEO_BYTES } from '../../../shared/constants.ts';
import { videoDetailsSchema } from '../../../shared/content.schema.ts';
import type { VideoImport } from '../../../shared/video-import.schema.ts';
import { IMPORT_MESSAGES, type ImportReason } from '../../../shared/video-import.ts';
import { DomainError, notFound } from '../errors.ts';
import { readExportFile } from './export-file.ts';
import { readTikTokExport } from './tiktok-export.ts';
import { ArchiveItemRefused, type ArchiveImportService } from './archive-import.service.ts';

/** A TikTok link answers with the file itself; a server that calls it bytes is believed only once sniffed. */
const ACCEPTED_TYPES = [...REMOTE_VIDEO_TYPES, 'application/octet-stream', 'binary/octet-stream'];
const DOWNLOAD_TIMEOUT_MS = 120_000;

/**
 * Bringing videos from TikTok (issue 58, decision 078), from another Popreel's archive or from one's own account
 * elsewhere (decision 080). The export is read once; each video the person picks is a job that fetches its link through the same guarded request as a remote video (public addresses only, the
 * upload's size cap, a deadline, a rate per host), stores it through the upload's own checks (the bytes
 * sniffed, the length read) and makes it a draft with the date it was first posted. A video that fails says
 * why in the list and leaves nothing behind; the others go on.
 */
export class VideoImportService {
  constructor(
    private readonly repo: VideoImportRepo,
    private readonly uploads: VideoUploadService,
    private readonly jobs: JobQueue,
    private readonly media: MediaUrls,
    private readonly allowPrivateAddress: boolean,
    private readonly archives: ArchiveImportService,
  ) {}

  /** Reads the uploaded export (a temporary file the caller removes) into a new import. */
  async fromTikTok(userId: string, exportPath: string): Promise<VideoImport> {
    const read = readTikTokExport(await readExportFile(exportPath));
    if (!read) throw new DomainError('bad_request', IMPORT_MESSAGES.unreadable);
    return this.get(userId, await this.repo.create(userId, read.videos, read.following));
  }

  /**
   * Lists the public videos of one's own account elsewhere (read by the ActivityPub edge, which checked the account
   * lists this one under alsoKnownAs) as a new import; each picked one is fetched from its link like TikTok's.
   */
  async fromOutbox(userId: string, read: { handle: string; videos: ExportedVideo[] }): Promise<VideoImport> {
    return this.get(userId, await this.repo.create(userId, read.videos, [], { outbox: read.handle }));
  }

  /** Reads an uploaded portable archive (decision 080) into a new import; its profile and lists follow by job. */
  async fromArchive(userId: string, archivePath: string): Promise<VideoImport> {
    return this.get(userId, await this.archives.fromArchive(userId, archivePath));
  }

  async get(userId: string, importId: string): Promise<VideoImport> {
    const found = await this.repo.find(userId, importId);
    if (!found) throw notFound(IMPORT_MESSAGES.notFound);
    const [items, accounts] = await Promise.all([this.repo.items(importId), this.repo.localAccounts(userId, found.following)]);
    const byName = new Map(accounts.map((account) => [account.username.toLowerCase(), account]));
    return {
      id: found.id,
      source: found.source as VideoImport['source'],
      fromAccount: found.fromAccount,
      createdAt: new Date(found.createdAt).toISOString(),
      profile: found.profile && { bio: found.profile.bio, avatar: found.profile.avatar !== null, applied: found.profile.applied },
      accounts: found.accounts,
      items: items.map((item) => ({ ...item, postedAt: item.postedAt ? new Date(item.postedAt).toISOString() : null, status: item.status as VideoImport['items'][number]['status'], reason: item.reason as ImportReason | null })),
      following: await Promise.all(
        found.following.map(async (name) => {
          const match = byName.get(name.toLowerCase());
          return { name, match: match ? await this.media.profile(match) : null };
        }),
      ),
    };
  }

  async list(userId: string) {
    const rows = await this.repo.listFor(userId);
    return { imports: rows.map((row) => ({ ...row, source: row.source as VideoImport['source'], createdAt: new Date(row.createdAt).toISOString() })) };
  }

  /** Queues the picked videos (listed or failed before); ones already queued or imported are left as they are. */
  async pick(userId: string, importId: string, itemIds: string[]): Promise<VideoImport> {
    if (!(await this.repo.find(userId, importId))) throw notFound(IMPORT_MESSAGES.notFound);
    const picked = await this.repo.pick(importId, itemIds, (trx, itemId) => this.jobs.enqueue('import-video', { itemId }, { within: trx, maxAttempts: 3 }));
    if (picked === null) throw new DomainError('bad_request', IMPORT_MESSAGES.notInImport);
    if (picked > 0) this.jobs.nudge();
    return this.get(userId, importId);
  }

  /**
   * The job: one picked video fetched and made a draft. A refusal that will not change (a dead link, not a video,
   * too large) fails the item at once; one that may pass later (a host busy or unreachable) is thrown for the queue
   * to retry, and fails the item on the last attempt.
   */
  async importVideo(itemId: string, lastAttempt: boolean) {
    const item = await this.repo.queued(itemId);
    if (!item) return;
    const folder = await mkdtemp(join(tmpdir(), 'popreel-import-'));
    try {
      const file = join(folder, 'original');
      const archived = item.details;
      if (archived) await this.archives.extractVideo(item.archiveKey, archived.entry, file);
      else await downloadRemoteMedia(item.link, file, { maxBytes: MAX_VIDEO_BYTES, allowPrivateAddress: this.allowPrivateAddress, timeoutMs: DOWNLOAD_TIMEOUT_MS, acceptTypes: ACCEPTED_TYPES });
      const key = await this.uploads.storeOriginal(item.userId, { stream: createReadStream(file), truncated: () => false });
      const video = await this.uploads.createWith(item.userId, key, draftDetails(item.caption, archived), { originallyPostedAt: item.postedAt });
      if (archived) await this.archives.finishVideo(item.userId, video.id, archived);
      await this.repo.markImported(itemId, video.id);
    } catch (error) {
      const reason = reasonFor(error);
      if (reason === null && !lastAttempt) throw error;
      await this.repo.markFailed(itemId, reason ?? (error instanceof FetchError ? 'dead-link' : 'failed'));
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  }
}

/**
 * A draft's details: the caption, and from an archive the settings it had there. A setting this server would
 * refuse (an unknown visibility, an over-long title) is dropped rather than failing the video.
 */
function draftDetails(caption: string, archived: ArchivedVideoDetails | null) {
  const base = { caption: caption.trim(), draft: true };
  if (!archived) return videoDetailsSchema.parse(base);
  const settings = {
    title: archived.title ?? undefined,
    altText: archived.altText ?? undefined,
    visibility: archived.visibility ?? undefined,
    commentPolicy: archived.commentPolicy ?? undefined,
    sensitive: archived.sensitive,
    contentWarning: archived.contentWarning ?? undefined,
    language: archived.language ?? undefined,
  };
  const kept = Object.entries(settings).filter(([field, value]) => videoDetailsSchema.safeParse({ ...base, [field]: value }).success);
  return videoDetailsSchema.parse({ ...base, ...Object.fromEntries(kept) });
}

/** The reason a failure gives for good, or null when trying again later may succeed. */
function reasonFor(error: unknown): ImportReason | null {
  if (error instanceof ArchiveItemRefused) return error.reason;
  if (error instanceof FetchRefused) {
    const reasons: Partial<Record<FetchRefused['reason'], ImportReason>> = {
      'private-address': 'private-address',
      'too-large': 'too-large',
      timeout: 'timeout',
      'bad-type': 'not-a-video',
      'bad-status': (error.status ?? 0) >= 500 || error.status === 429 ? undefined : 'dead-link',
      'bad-scheme': 'dead-link',
      'too-many-redirects': 'dead-link',
    };
    return reasons[error.reason] ?? null;
  }
  if (error instanceof DomainError) {
    if (error.code === 'invalid_file_type') return 'not-a-video';
    if (error.code === 'video_too_long') return 'too-long';
    if (error.code === 'file_too_large') return 'too-large';
    return 'failed';
  }
  // No answer at all (refused, reset, an unknown name) or our own trouble: maybe a moment's, so tried again.
  return null;
}

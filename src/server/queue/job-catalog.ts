/**
 * Every job kind Popreel queues, with the payload its handler reads (decision 039). `JobQueue.enqueue` and
 * `register` take a kind from here and its payload type, so a misspelt kind or a payload of the wrong shape
 * is a compile error rather than a job no worker claims or a handler reading undefined.
 *
 * Payloads are stored as JSON in `jobs.payload` and read back by a worker that may run a newer build: a field
 * added here must be optional (or defaulted by its handler) while older rows can still be queued.
 */

/** Nothing to carry: the job works on whatever is due when it runs. */
type NoPayload = Record<string, never>;

/**
 * The hourly housekeeping steps, each one `housekeeping` job (decision 060). A worker of an older build that
 * claims a step it does not know fails that run for good; a worker of this build queues it again within the hour.
 */
export type HousekeepingStep =
  | 'share-cards'
  | 'small-avatars'
  | 'done-jobs'
  | 'rate-limits'
  | 'sign-in-failures'
  | 'failed-uploads'
  | 'expired-stories'
  | 'account-tokens'
  | 'data-exports'
  | 'import-archives'
  | 'account-erasures'
  | 'federation-cache'
  | 'blocklists'
  | 'resumable-uploads'
  | 'viewer-days'
  | 'watch-history'
  | 'ladders';

export interface JobCatalog {
  /** An upload's original made playable (transcode.job.ts); then its AI caption is queued. */
  transcode: { videoId: string };
  /** A draft just posted (issue 42): followers, mentions and remote followers hear of it, as of a new upload. */
  'publish-video': { videoId: string };
  /** The AI caption and tags of a ready video; then its share card. */
  'ai-caption': { videoId: string };
  /** A video's speech transcribed into a draft caption track its creator reviews (issue 41). */
  transcribe: { videoId: string };
  /** The streaming ladder of a video from before ladders (issue 57), made from its playable MP4. */
  ladder: { videoId: string };
  /** A ready video's small thumbnail and share image. */
  'share-card': { videoId: string };
  /** A viewer's For You rebuilt after their signals changed (queued once, a little later). */
  recommendations: { userId: string };
  /** A user's AI match suggestions. */
  'build-match-suggestions': { userId: string };
  /** A video story's chosen range encoded; the trim bounds are in seconds, null for the clip's own ends. */
  'story-video': { storyId: string; trimStart: number | null; trimEnd: number | null };
  /** An image story made a 1080×1920 JPEG. */
  'story-image': { storyId: string };
  /** Stories past their lifetime removed. */
  'expire-stories': NoPayload;
  /** 'Replace Original': the edit's export transcoded and swapped in. */
  'video-edit': { editId: string };
  /** A video's own audio extracted as the owner's original sound. */
  'original-sound': {
    videoId: string;
    userId: string;
    /** The file the audio comes from: the edit when there is one, else the upload. */
    source: string;
    audioPath: string;
  };
  /** An uploaded avatar made a square PNG and its small copy. */
  avatar: { userId: string; uploadKey: string };
  /** The small avatar of a profile from before small avatars. */
  'small-avatar': { userId: string };
  /** Every tag's trending counts; the job queues its own next run. */
  'trending-tags': NoPayload;
  /**
   * One hourly housekeeping step (jobs/housekeeping.ts, decision 060): each step is a job of its own that
   * queues its own next run, so one that fails is retried and logged while the others run on.
   */
  housekeeping: { step: HousekeepingStep };
  /** Scheduled posts whose time has come, posted (decision 055); the job queues its own next sweep. */
  'scheduled-posts': NoPayload;
  /** Settled watches rolled up into daily rows (decision 056); the job queues its own next run. */
  'view-rollup': NoPayload;
  /** One mail, sealed (mail-queue.ts): its links carry single-use tokens. */
  'send-mail': { sealed: string };
  /** An account's data export zipped. */
  'data-export': { exportId: string };
  /** One video picked from a TikTok export or an archive, fetched and made a draft, or failed with its reason (issue 58). */
  'import-video': { itemId: string };
  /** An archive's profile, collections, blocks and mutes applied to the account that imports it (decision 080). */
  'import-archive': { importId: string };
  /** Issue 58: the local followers of an account that moved, carried to its new account. */
  'carry-follows': { fromUserId: string; toUserId: string };
  /** An account erased once its grace period is over. */
  'erase-account': { userId: string };
  /**
   * One Web Push to every browser of a user (domain/push/push.service.ts), queued per tag so a burst is one
   * push. The text was composed by the caller and never holds a chat message; `icon` is a stored avatar.
   */
  'send-push': {
    userId: string;
    tag: string;
    title: string;
    body: string;
    url: string;
    icon: string | null;
    urgency: 'low' | 'normal' | 'high';
  };
  /**
   * One of Fedify's queued tasks (issue 40): an incoming activity processed. The message is Fedify's own JSON;
   * it retries on its own back-off schedule. Outgoing ones are `deliver` jobs.
   */
  federation: { message: unknown };
  /**
   * An activity Fedify prepared (JSON-LD, proofs, Linked Data signature) posted to one inbox by Popreel's own
   * delivery (federation/delivery/, issue 52): the address guard at connect time, no redirects, signed with the
   * sender's key read from its sealed store. `keyId` names that key, never the key itself.
   */
  deliver: { inbox: string; activity: unknown; activityId: string | null; keyId: string; started: string; heldSince?: string };
  /** A domain event turned into activities for remote followers and servers (federation/publisher.ts). */
  federate: FederateEvent;
  /** A subscribed blocklist fetched and compared with what is applied (issue 52 item 7). */
  'blocklist-refresh': { id: string };
  /** A remote account's avatar fetched through the safe fetch, then made like a local one (issue 52 item 8). */
  'remote-avatar': { userId: string };
  /** A followed remote account's video fetched into storage and made a video here (then transcoded). */
  'remote-video': {
    userId: string; uri: string; url: string | null; mediaUrl: string; caption: string; sensitive: boolean; contentWarning: string | null; altText?: string | null;
    /** Issue 52: who the post was for at its origin; absent in jobs queued before, which were public. */
    visibility?: 'public' | 'unlisted' | 'followers';
  };
}

/** What happened here that other servers hear about; ids of rows that may be gone carry what the activity needs. */
export type FederateEvent =
  | { event: 'video-published' | 'video-updated'; videoId: string }
  | { event: 'video-deleted'; videoId: string; userId: string }
  | { event: 'liked' | 'unliked'; userId: string; videoId: string }
  /** Issue 55: a local account reposted (Announce) a video, or took the repost back (Undo). */
  | { event: 'reposted' | 'unreposted'; userId: string; videoId: string }
  | { event: 'commented'; commentId: string }
  | { event: 'followed' | 'unfollowed'; followerId: string; followeeId: string }
  | { event: 'follow-accepted'; followerId: string; followeeId: string }
  | { event: 'reported'; reportId: string }
  /** Issue 58: a local account moved to `targetUserId` elsewhere: a Move to its followers' servers and the new account's. */
  | { event: 'account-moved'; userId: string; targetUserId: string }
  /** Issue 52: the account went private or public, was banned or unbanned, or was erased: what went out is judged again. */
  | { event: 'account-updated'; userId: string };

export type JobKind = keyof JobCatalog;
export type JobPayload<K extends JobKind> = JobCatalog[K];

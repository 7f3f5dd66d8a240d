import { DraftsRepo } from './data/repos/drafts.repo.ts';
import { StudioRepo } from './data/repos/studio.repo.ts';
import { WatchRepo } from './data/repos/watch.repo.ts';
import { StudioService } from './domain/studio/studio.service.ts';
import { DraftsService } from './domain/videos/drafts.service.ts';
import { ResumableUploadRepo } from './data/repos/resumable-upload.repo.ts';
import { ResumableStore } from './domain/videos/resumable-store.ts';
import { ResumableUploadService } from './domain/videos/resumable-upload.service.ts';
import type pg from 'pg';
import type { Db } from './data/db.ts';
import type { BlobStore } from './storage/blob-store.ts';
import type { Bus } from './bus/bus.ts';
import type { JobQueue } from './queue/queue.ts';
import { AuthRepo } from './data/repos/auth.repo.ts';
import { ProfileRepo } from './data/repos/profile.repo.ts';
import { RateLimitRepo } from './data/repos/rate-limit.repo.ts';
import { SignInFailuresRepo } from './data/repos/sign-in-failures.repo.ts';
import { SignInGuard } from './domain/auth/sign-in-guard.ts';
import { NotificationRepo } from './data/repos/notification.repo.ts';
import { NotificationSettingsRepo } from './data/repos/notification-settings.repo.ts';
import { NotificationWritesRepo } from './data/repos/notification-writes.repo.ts';
import { AuthService } from './domain/auth/auth.service.ts';
import { RateLimiter } from './domain/rate-limiter.ts';
import { WriteLimiter } from './domain/write-limits.ts';
import { MediaUrls } from './domain/media-urls.ts';
import { CaptionLinks } from './domain/videos/caption-links.ts';
import { CaptionsService, type TranscriptionSupport } from './domain/videos/captions.service.ts';
import { CaptionRepo } from './data/repos/caption.repo.ts';
import { NotificationService } from './domain/notifications/notification.service.ts';
import { NotificationEvents } from './domain/notifications/notification-events.ts';
import { AnalyticsService } from './domain/analytics/analytics.service.ts';
import { VideoUploadService } from './domain/videos/video-upload.service.ts';
import { VideoImportService } from './domain/imports/video-import.service.ts';
import { ArchiveImportService } from './domain/imports/archive-import.service.ts';
import { EmbedService } from './domain/share/embed.service.ts';
import { EmbedSettingsRepo } from './data/repos/embed-settings.repo.ts';
import { AccountMoveService } from './domain/account/account-move.service.ts';
import { AccountMoveRepo } from './data/repos/account-move.repo.ts';
import { VideoImportRepo } from './data/repos/video-import.repo.ts';
import { FeedRepo } from './data/repos/feed.repo.ts';
import { RecommendationRepo } from './data/repos/recommendation.repo.ts';
import { ForYouChoicesRepo } from './data/repos/for-you-choices.repo.ts';
import { ForYouService } from './domain/feed/for-you.service.ts';
import { InteractionsRepo } from './data/repos/interactions.repo.ts';
import { CommentRepo } from './data/repos/comment.repo.ts';
import { CommentControlsRepo } from './data/repos/comment-controls.repo.ts';
import { SensitiveContentRepo } from './data/repos/sensitive-content.repo.ts';
import { CommentControlsService } from './domain/videos/comment-controls.service.ts';
import { SensitiveContentService } from './domain/profiles/sensitive-content.service.ts';
import { FeedLanguagesRepo } from './data/repos/feed-languages.repo.ts';
import { FeedLanguagesService } from './domain/feed/feed-languages.service.ts';
import { FeedService } from './domain/feed/feed.service.ts';
import { GridPlayerRepo } from './data/repos/grid-player.repo.ts';
import { GridPlayerService } from './domain/feed/grid-player.service.ts';
import { InteractionsService } from './domain/videos/interactions.service.ts';
import { Settler } from './domain/settle/settler.ts';
import { ForYouRefreshRepo } from './data/repos/for-you-refresh.repo.ts';
import { SettleRepo } from './data/repos/settle.repo.ts';
import { CommentService } from './domain/videos/comment.service.ts';
import { SafetyService } from './domain/videos/safety.service.ts';
import { VideoManagementService } from './domain/videos/video-management.service.ts';
import { VideoProcessingService } from './domain/videos/video-processing.service.ts';
import type { FastifyBaseLogger } from 'fastify';
import { FollowService } from './domain/profiles/follow.service.ts';
import { MuteService } from './domain/profiles/mute.service.ts';
import { MuteRepo } from './data/repos/mute.repo.ts';
import { ModerationService } from './domain/moderation/moderation.service.ts';
import { ModerationReadsService } from './domain/moderation/moderation-reads.service.ts';
import { ModeratorsService } from './domain/moderation/moderators.service.ts';
import { ModeratorCheck } from './domain/moderation/moderator-check.ts';
import { ModerationRepo } from './data/repos/moderation.repo.ts';
import { ModerationChangesRepo } from './data/repos/moderation-changes.repo.ts';
import { SafetyRepo } from './data/repos/safety.repo.ts';
import { ReportTargetsRepo } from './data/repos/report-targets.repo.ts';
import { VideoReadsService } from './domain/videos/video-reads.service.ts';
import { StreamPlaylists } from './domain/videos/stream-playlists.ts';
import { LadderService } from './domain/videos/ladder.service.ts';
import { LadderRepo } from './data/repos/ladder.repo.ts';
import { PlaceRepo } from './data/repos/place.repo.ts';
import { PlaceService } from './domain/places/place.service.ts';
import { ProfileVideosRepo } from './data/repos/profile-videos.repo.ts';
import { ProfileService } from './domain/profiles/profile.service.ts';
import { WatchHistoryService } from './domain/profiles/watch-history.service.ts';
import { WatchHistoryRepo } from './data/repos/watch-history.repo.ts';
import { CollectionsService } from './domain/collections/collections.service.ts';
import { CollectionRepo } from './data/repos/collection.repo.ts';
import { AvatarService } from './domain/profiles/avatar.service.ts';
import type { Config } from './config.ts';
import { ChatRepo } from './data/repos/chat.repo.ts';
import { ChatService } from './domain/chat/chat.service.ts';
import { MatchRepo } from './data/repos/match.repo.ts';
import { SwipeRepo } from './data/repos/swipe.repo.ts';
import { MatchService } from './domain/matching/match.service.ts';
import { MatchSuggestionBuilder } from './domain/matching/match-suggestions.ts';
import { OpenAiReasonPhrasing } from './ai/openai-match-reasons.ts';
import { StoryRepo } from './data/repos/story.repo.ts';
import { StoryService } from './domain/stories/story.service.ts';
import { SoundRepo } from './data/repos/sound.repo.ts';
import { SoundService } from './domain/sounds/sound.service.ts';
import { OriginalSoundService } from './domain/sounds/original-sound.service.ts';
import { VideoEditService } from './domain/videos/video-edit.service.ts';
import { SearchRepo } from './data/repos/search.repo.ts';
import { PeopleSearchRepo } from './data/repos/people-search.repo.ts';
import { TagRepo } from './data/repos/tag.repo.ts';
import { CatalogSearchRepo } from './data/repos/catalog-search.repo.ts';
import { SearchService } from './domain/search/search.service.ts';
import { TagService } from './domain/search/tag.service.ts';
import { SessionRepo } from './data/repos/session.repo.ts';
import { AccountTokensRepo } from './data/repos/account-tokens.repo.ts';
import { AccountErasureRepo } from './data/repos/account-erasure.repo.ts';
import { VideoRepo } from './data/repos/video.repo.ts';
import { AnalyticsRepo } from './data/repos/analytics.repo.ts';
import { FollowRepo } from './data/repos/follow.repo.ts';
import { LanguageRepo } from './data/repos/language.repo.ts';
import { LanguageService } from './domain/account/language.service.ts';
import { VideoEditRepo } from './data/repos/video-edit.repo.ts';
import { TwoFactorRepo } from './data/repos/two-factor.repo.ts';
import { PasskeyRepo } from './data/repos/passkey.repo.ts';
import { DataExportRepo } from './data/repos/data-export.repo.ts';
import { AccountDataRepo } from './data/repos/account-data.repo.ts';
import type { Sealer } from './domain/account/sealer.ts';
import { AccountLinks } from './domain/account/account-links.ts';
import { MailQueue } from './mail/mail-queue.ts';
import { EmailService } from './domain/account/email.service.ts';
import { PasswordService } from './domain/account/password.service.ts';
import { TwoFactorService } from './domain/account/two-factor.service.ts';
import { PasskeyService } from './domain/account/passkey.service.ts';
import { SessionsService } from './domain/account/sessions.service.ts';
import { createAppTokenServices } from './domain/tokens/app-token-services.ts';
import { PersonalTokensRepo } from './data/repos/personal-tokens.repo.ts';
import { OAuthAppsRepo } from './data/repos/oauth-apps.repo.ts';
import { OAuthGrantsRepo } from './data/repos/oauth-grants.repo.ts';
import { DataExportService } from './domain/account/data-export.service.ts';
import { AccountDeletionService } from './domain/account/account-deletion.service.ts';
import { AccountOverviewService } from './domain/account/account-overview.service.ts';
import { SharePreviewRepo } from './data/repos/share-preview.repo.ts';
import { SharePreviewService } from './domain/share/share-preview.service.ts';
import { InstanceKeysRepo } from './data/repos/instance-keys.repo.ts';
import { PushSubscriptionRepo } from './data/repos/push-subscription.repo.ts';
import { VapidKeyStore } from './domain/push/vapid-key-store.ts';
import { PushService } from './domain/push/push.service.ts';
import { PushDelivery } from './domain/push/push-delivery.ts';
import { PushSender } from './push/push-sender.ts';
import { FederationOutbox } from './domain/federation/federation-outbox.ts';
import { FederationRepo } from './data/repos/federation.repo.ts';
import { FederationDeliveriesRepo } from './data/repos/federation-deliveries.repo.ts';
import { FederationInstancesRepo } from './data/repos/federation-instances.repo.ts';
import { InstancePolicyService } from './domain/federation/instance-policy.service.ts';
import { BlocklistService } from './domain/federation/blocklist.service.ts';
import { FederationBlocklistsRepo } from './data/repos/federation-blocklists.repo.ts';
import { blocklistFetch } from './federation/net/blocklist-fetch.ts';
import { ServerHealthRepo } from './data/repos/server-health.repo.ts';
import { checkFfmpeg, isOutdated } from './media/ffmpeg-program.ts';
import { ServerHealthService, type ServerHealthParts } from './domain/health/server-health.service.ts';

/** ffmpeg as bootstrap checked it (the check is cached); null when it cannot be run. */
function checkedFfmpeg() {
  try {
    const { version } = checkFfmpeg();
    return { version, outdated: isOutdated(version) };
  } catch {
    return null;
  }
}

/** Per request to a push service, from DNS to its answer. */
const PUSH_TIMEOUT_MS = 10_000;

export interface ServiceDeps {
  db: Db;
  /** The primary, for the feeds' prepared statements that must see a write just made. */
  pool: pg.Pool;
  /** Feed pages and cards: a replica when DATABASE_READ_URL is set, else `pool`. */
  feedReadPool: pg.Pool;
  store: BlobStore;
  bus: Bus;
  jobs: JobQueue;
  log: FastifyBaseLogger;
  ai: Config['ai'];
  /** Whether automatic captions can be made: a speech endpoint or the built-in model (issue 41). */
  transcription: TranscriptionSupport;
  authRateLimit?: Config['authRateLimit'];
  /** Seals TOTP secrets and queued mail, signs export links (ACCOUNT_SECRET). */
  sealer: Sealer;
  /** The origin mailed links are built on (PUBLIC_URL, else http://localhost:PORT). */
  linkOrigin: string;
  /** Web Push: a configured VAPID pair, its subject, and whether endpoints may be private (tests). */
  push: Config['push'];
  /** ActivityPub's settings: whether this machine may be reached (tests), the inbox cap. */
  federation: Config['federation'];
  /** Videos from before ladders given theirs each hour (LADDER_BACKFILL_PER_HOUR); absent: none. */
  ladderBackfillPerHour?: number;
  /** What the admin health page reports of the configuration (issue 60). */
  server: ServerHealthParts['config'];
}

/** Wires repositories into services once; routes and jobs receive this object. */
export function createServices(deps: ServiceDeps) {
  const captionLinks = new CaptionLinks(deps.sealer);
  const media = new MediaUrls(deps.store, captionLinks);
  const profiles = new ProfileRepo(deps.db);
  const limits = new WriteLimiter(new RateLimiter(new RateLimitRepo(deps.db)), deps.authRateLimit);
  const pushSubscriptions = new PushSubscriptionRepo(deps.db);
  const vapidKeys = new VapidKeyStore(new InstanceKeysRepo(deps.db), deps.sealer, deps.push, deps.log);
  const push = new PushService(pushSubscriptions, vapidKeys, deps.jobs, deps.push.allowPrivateEndpoints);
  const language = new LanguageService(new LanguageRepo(deps.db));
  const notifications = new NotificationService(new NotificationRepo(deps.db), new NotificationSettingsRepo(deps.db), deps.bus, media, push, (userId) => language.of(userId));
  const notificationEvents = new NotificationEvents(new NotificationWritesRepo(deps.db));
  const interactionsRepo = new InteractionsRepo(deps.db, deps.pool);
  const forYouRefreshes = new ForYouRefreshRepo(deps.db);
  const settler = new Settler(new SettleRepo(deps.db), forYouRefreshes, notifications, deps.bus, deps.log);
  const authRepo = new AuthRepo(deps.db);
  const tokens = new AccountTokensRepo(deps.db);
  const erasure = new AccountErasureRepo(deps.db);
  const sessionRepo = new SessionRepo(deps.db);
  const signInGuard = new SignInGuard(new SignInFailuresRepo(deps.db));
  const auth = new AuthService(authRepo, sessionRepo, tokens, erasure, profiles, media, deps.bus, signInGuard);
  const mail = new MailQueue(deps.jobs, deps.sealer);
  const links = new AccountLinks(deps.linkOrigin);
  const email = new EmailService(authRepo, tokens, auth, mail, links);
  auth.onSignedUp = (user) => email.sendVerification(user);
  const passkeyRepo = new PasskeyRepo(deps.db);
  const twoFactor = new TwoFactorService(new TwoFactorRepo(deps.db), authRepo, tokens, auth, deps.sealer, limits, signInGuard, mail, links);
  const swipes = new SwipeRepo(deps.db);
  const matchRepo = new MatchRepo(deps.db);
  const soundRepo = new SoundRepo(deps.db);
  const moderationRepo = new ModerationRepo(deps.db);
  const moderationChanges = new ModerationChangesRepo(deps.db);
  const moderatorCheck = new ModeratorCheck(authRepo);
  const videoRepo = new VideoRepo(deps.db);
  const accountMoveRepo = new AccountMoveRepo(deps.db);
  const videoUploads = new VideoUploadService(videoRepo, deps.store, deps.jobs, accountMoveRepo);
  const resumableRepo = new ResumableUploadRepo(deps.db);
  const tusStore = new ResumableStore(resumableRepo, deps.store);
  const videoEdits = new VideoEditService(new VideoEditRepo(deps.db), videoUploads, deps.jobs, media);
  const peopleSearch = new PeopleSearchRepo(deps.db);
  const tagRepo = new TagRepo(deps.db);
  const feedRepo = new FeedRepo(deps.db, deps.pool, deps.feedReadPool);
  const places = new PlaceService(new PlaceRepo(deps.db), media);
  const profileService = new ProfileService(profiles, new ProfileVideosRepo(deps.db), authRepo, media);
  const collections = new CollectionsService(new CollectionRepo(deps.db), profileService, media);
  const sounds = new SoundService(soundRepo, media);
  const search = new SearchService(new SearchRepo(deps.db), peopleSearch, tagRepo, new CatalogSearchRepo(deps.db), media);
  const sharePreviews = new SharePreviewService(new SharePreviewRepo(deps.db), deps.store, media, deps.jobs, deps.log);
  const pushSender = new PushSender({ allowPrivateEndpoints: deps.push.allowPrivateEndpoints, timeoutMs: PUSH_TIMEOUT_MS });
  const instancesRepo = new FederationInstancesRepo(deps.db);
  const instancePolicy = new InstancePolicyService(instancesRepo, moderatorCheck, moderationRepo);
  const outbox = new FederationOutbox(deps.jobs, new FederationRepo(deps.db), new FederationDeliveriesRepo(deps.db));
  const follows = new FollowService(new FollowRepo(deps.db), notifications, forYouRefreshes, media, outbox);
  const feed = new FeedService(feedRepo, media, new RecommendationRepo(deps.db), deps.log);
  const safety = new SafetyService(new SafetyRepo(deps.db), profiles, new ReportTargetsRepo(deps.db), media, swipes, outbox);
  const mutes = new MuteService(new MuteRepo(deps.db), profiles, media);
  const captions = new CaptionsService(new CaptionRepo(deps.db), interactionsRepo, captionLinks, deps.jobs, deps.transcription);
  const avatars = new AvatarService(deps.store, deps.jobs, profiles);
  const videoImportRepo = new VideoImportRepo(deps.db);
  const archiveImports = new ArchiveImportService(videoImportRepo, deps.store, deps.jobs, { profiles: profileService, avatars, safety, mutes, captions, collections }, deps.log);
  const matchSuggestions = new MatchSuggestionBuilder(matchRepo, deps.ai ? new OpenAiReasonPhrasing(deps.ai) : null, deps.log);
  return {
    media,
    auth,
    moderation: new ModerationService(moderationRepo, moderationChanges, profiles, moderatorCheck, auth, outbox),
    moderationReads: new ModerationReadsService(moderationRepo, moderatorCheck, media),
    moderators: new ModeratorsService(moderationRepo, moderationChanges, profiles, moderatorCheck, media),
    /** Issue 40 item 5: the federation core asks it about every server (decide, seen, enabled). */
    instancePolicy,
    /** Issue 52 item 7: Mastodon CSV import and export, subscribed lists fetched through the safe fetch. */
    blocklists: new BlocklistService(new FederationBlocklistsRepo(deps.db), instancesRepo, instancePolicy, moderatorCheck, moderationRepo, deps.jobs, blocklistFetch(deps.federation)),
    writeLimits: limits,
    /** Issue 60: the admin health page and its retry of failed jobs. */
    serverHealth: new ServerHealthService({
      repo: new ServerHealthRepo(deps.db),
      moderators: moderatorCheck,
      config: deps.server,
      federationEnabled: () => instancePolicy.enabled(),
      pushConfigured: async () => Boolean(await push.publicKey().catch(() => null)),
      ffmpeg: checkedFfmpeg,
    }),
    /** Issue 35: each account's failed sign-in steps; housekeeping forgets the old ones. */
    signInGuard,
    notifications,
    notificationEvents,
    push,
    pushDelivery: new PushDelivery(pushSubscriptions, vapidKeys, pushSender, media, deps.log),
    feed,
    /** Issue 57: the embed player, oEmbed, and which sites may frame it. */
    embeds: new EmbedService(new EmbedSettingsRepo(deps.db), feed, moderatorCheck),
    gridPlayer: new GridPlayerService(new GridPlayerRepo(deps.db), tagRepo, feedRepo, media, { profiles: profileService, places, sounds, collections }),
    interactions: new InteractionsService(interactionsRepo, notifications, forYouRefreshes, limits, outbox, settler),
    /** Decision 071: what bursts left waiting, folded in and announced once a window. */
    settler,
    comments: new CommentService(new CommentRepo(deps.db), interactionsRepo, deps.bus, media, notificationEvents, notifications, outbox, settler),
    federationOutbox: outbox,
    commentControls: new CommentControlsService(new CommentControlsRepo(deps.db)),
    sensitiveContent: new SensitiveContentService(new SensitiveContentRepo(deps.db)),
    feedLanguages: new FeedLanguagesService(new FeedLanguagesRepo(deps.db)),
    /** Issue 56: interests, hidden creators and why a video is in For You. */
    forYou: new ForYouService(new ForYouChoicesRepo(deps.db), new RecommendationRepo(deps.db), forYouRefreshes, media),
    safety,
    follows,
    /** Issue 58: accounts moving between servers (the ActivityPub half is federation/moves.ts). */
    accountMoves: new AccountMoveService(accountMoveRepo, follows, deps.jobs, outbox, deps.federation.moveCooldownSeconds),
    mutes,
    ladders: new LadderService(new LadderRepo(deps.db), deps.jobs, deps.ladderBackfillPerHour ?? 0),
    videoReads: new VideoReadsService(videoRepo, interactionsRepo, media, new StreamPlaylists(deps.store, media)),
    captions,
    places,
    profiles: profileService,
    avatars,
    videoManagement: new VideoManagementService(videoRepo, deps.store, sharePreviews, notificationEvents, notifications, outbox),
    /** The media jobs' reads and writes of a video (transcode, AI caption, share card) and telling of it. */
    videoProcessing: new VideoProcessingService(videoRepo, notificationEvents, notifications, outbox, deps.jobs, deps.log),
    sharePreviews,
    analytics: new AnalyticsService(new AnalyticsRepo(deps.db)),
    videoUploads,
    videoImports: new VideoImportService(videoImportRepo, videoUploads, deps.jobs, media, deps.federation.allowPrivateAddress, archiveImports),
    archiveImports,
    tusStore,
    studio: new StudioService(new WatchRepo(deps.db), new StudioRepo(deps.db), media, deps.sealer),
    watchHistory: new WatchHistoryService(new WatchHistoryRepo(deps.db), media),
    collections,
    drafts: new DraftsService(new DraftsRepo(deps.db), videoRepo, deps.jobs, notifications, accountMoveRepo),
    resumableUploads: new ResumableUploadService(resumableRepo, tusStore, deps.store, videoRepo, videoUploads),
    videoEdits,
    sounds,
    originalSounds: new OriginalSoundService(soundRepo, videoEdits, deps.jobs),
    chat: new ChatService(new ChatRepo(deps.db), deps.bus, media, notificationEvents, notifications),
    matching: new MatchService(matchRepo, swipes, deps.jobs, media),
    matchSuggestions,
    stories: new StoryService(new StoryRepo(deps.db), deps.store, deps.jobs, media),
    search,
    tags: new TagService(tagRepo, peopleSearch, search, media),
    mail,
    email,
    language,
    passwords: new PasswordService(authRepo, tokens, auth, mail, links, limits, passkeyRepo),
    twoFactor,
    passkeys: new PasskeyService(passkeyRepo, auth, twoFactor, tokens, mail, links),
    sessions: new SessionsService(sessionRepo, auth, tokens),
    dataExports: new DataExportService(new DataExportRepo(deps.db), new AccountDataRepo(deps.db), deps.store, deps.jobs, deps.sealer, mail, notifications, links),
    accountDeletion: new AccountDeletionService(erasure, auth, twoFactor, deps.store, deps.jobs, mail, links, outbox),
    accountTokens: tokens,
    accountOverview: new AccountOverviewService(auth, tokens, twoFactor),
    ...createAppTokenServices(new PersonalTokensRepo(deps.db), new OAuthAppsRepo(deps.db), new OAuthGrantsRepo(deps.db)),
  };
}

export type Services = ReturnType<typeof createServices>;

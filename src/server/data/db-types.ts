import type { ColumnType, Generated, GeneratedAlways } from 'kysely';
import type { CommentPolicy, VideoVisibility } from '../../shared/audience.ts';
import type { VideoLanguage } from '../../shared/video-language.ts';
import type { ModerationActionKind } from '../../shared/moderation-types.ts';
import type { PlaceType, ReportReason, ReportTargetKind } from '../../shared/constants.ts';
import type { Locale } from '../../shared/i18n/locales.ts';
import type { CaptionCue, CaptionSource, CaptionStatus } from '../../shared/captions.ts';

/** Table shapes for Kysely. Columns with database defaults are Generated. */
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type Count = ColumnType<number, never, number>;

export interface UsersTable {
  id: Generated<string>; email: string; password_hash: string; created_at: Timestamp;
  /** Issue 24 (migration 20261129000100): the TOTP secret is sealed (account/sealer.ts), never plain. */
  email_verified_at: Date | null; totp_secret: string | null; totp_enabled_at: Date | null; totp_last_step: string | number | null;
}
export interface SessionsTable {
  id: Generated<string>; user_id: string; token_hash: string; created_at: Timestamp; expires_at: Timestamp; user_agent: string | null;
  last_seen_at: Timestamp;
}
export interface ProfilesTable {
  user_id: string; username: string; bio: Generated<string>; avatar_url: string | null; avatar_small_url: string | null; verified: Generated<boolean>;
  banned: Generated<boolean>; follower_count: Count; following_count: Count; gender: string | null;
  interests: Generated<string[]>; age: number | null; location: string | null; matching_opt_in: Generated<boolean>;
  created_at: Timestamp; updated_at: Timestamp;
  /** Set when the person asked to delete the account; out of every read from then on (visibility.ts). */
  deactivated_at: Date | null;
  /** Issue 38: following takes an approved request; only approved followers see the videos. */
  private_account: Generated<boolean>; show_sensitive: Generated<boolean>; comment_default: Generated<CommentPolicy>;
  /** Issue 39: the languages For You shows; empty means every language (decision 048). */
  feed_languages: Generated<VideoLanguage[]>;
  /** Issue 39: the language chosen in Settings (null: the browser's), and the browser's at the last sign-in. */
  locale: Locale | null; browser_locale: Locale | null;
  /** A remote account's host (issue 40); null for a local account. */
  host: Generated<string | null>;
  /** Its host is limited or suspended: out of discovery (kept by triggers from federation_instances). */
  limited: Generated<boolean>;
}
export interface UserRolesTable { user_id: string; role: 'admin' | 'moderator' }
export interface TracksTable {
  id: Generated<string>; title: string; artist: Generated<string>; genre: string | null; duration: Generated<number>;
  audio_path: string; license_type: Generated<string>; sound_use: Count; created_by: string | null; created_at: Timestamp;
}
export interface PlacesTable {
  id: Generated<string>; name: string; type: Generated<PlaceType>; address: string | null; city: string | null;
  country: string | null; lat: number | null; lng: number | null; created_by: string | null; created_at: Timestamp;
}
export interface VideosTable {
  id: Generated<string>; user_id: string; title: Generated<string>; caption: Generated<string>; storage_path: string;
  edited_path: string | null; thumbnail_url: string | null; thumbnail_small_url: string | null; share_image_url: string | null; caption_ai: string | null;
  tags_ai: Generated<string[]>; music_track_id: string | null; place_id: string | null; hidden: Generated<boolean>;
  status: Generated<'processing' | 'ready' | 'failed' | 'held'>; status_reason: string | null; duration: number | null;
  width: number | null; height: number | null; created_at: Timestamp;
  ai_status: Generated<'pending' | 'done' | 'failed'>; ai_error: string | null;
  pop_count: Count; unpop_count: Count; comment_count: Count; share_count: Count; like_count: Count; view_count: Count;
  /** Issue 38: who may watch and comment, and the sensitive mark. `words` is generated (popreel_words). */
  visibility: Generated<VideoVisibility>; sensitive: Generated<boolean>; content_warning: string | null;
  comment_policy: Generated<CommentPolicy>; pinned_comment_id: string | null; words: GeneratedAlways<string>;
  /** Issue 39: what the caption is written in; null when unknown (decision 048). */
  language: VideoLanguage | null;
  /** A remote video's id and page at its origin (issue 40). */
  remote_uri: Generated<string | null>; remote_url: Generated<string | null>;
  /** Issue 52: the key of its followers' capability links, made again when its audience narrows. */
  media_key: Generated<string>;
  /** Issue 41: the accessible description; the published caption tracks' languages and their revision. */
  alt_text: string | null; caption_languages: Generated<string[]>; captions_revision: Generated<number>;
  /** Issue 42: when it was pinned to its profile (at most three are); null when not pinned. */
  pinned_at: Date | null;
  /** Issue 42: not posted yet; 'infinity' for a draft (read it as `publish_at is not null`, never as a Date). */
  publish_at: ColumnType<Date | null, never, Date | null>;
}
/** A caption track (issue 41): cues reduced to plain text, one track per language. */
export interface VideoCaptionsTable {
  video_id: string; language: string; status: CaptionStatus; source: CaptionSource; cues: ColumnType<CaptionCue[], string, string>;
  created_at: Generated<Timestamp>; updated_at: Generated<Timestamp>;
}
/** An automatic transcription asked for, running or failed (issue 41). */
export interface VideoTranscriptionsTable {
  video_id: string; language: string; status: 'pending' | 'done' | 'failed'; error: string | null; updated_at: Generated<Timestamp>;
}
/** A video arriving over tus (issue 42): its size, how far it got, where its stored parts start. */
export interface ResumableUploadsTable {
  id: string; user_id: string; size: ColumnType<number, number, never>; upload_offset: Generated<number>; parts: Generated<string[]>;
  video_id: string | null; created_at: Generated<Date>; expires_at: Date;
}
export interface CommentsTable {
  id: Generated<string>; video_id: string; user_id: string; content: string; parent_id: string | null; created_at: Timestamp;
  /** Hidden by the video's creator (issue 38): its author and the creator still see it. */
  hidden_at: Date | null; words: GeneratedAlways<string>;
  remote_uri: Generated<string | null>;
}
/** A pending request to follow a private account (issue 38). */
export interface FollowRequestsTable { requester_id: string; target_id: string; created_at: Timestamp }
export interface MutesTable { muter_id: string; muted_id: string; created_at: Timestamp }
export interface MutedWordsTable {
  id: Generated<string>; user_id: string; word: string; pattern: GeneratedAlways<string>; expires_at: Date | null; created_at: Timestamp;
}
export interface VideoReactionsTable { video_id: string; user_id: string; type: 'pop' | 'unpop'; created_at: Timestamp }
export interface VideoLikesTable { video_id: string; user_id: string; created_at: Timestamp }
export interface SharesTable { id: Generated<string>; video_id: string; user_id: string; created_at: Timestamp }
export interface FollowsTable { follower_id: string; followee_id: string; created_at: Timestamp }
export interface BlocksTable { blocker_id: string; blocked_id: string; created_at: Timestamp }
export interface EventsTable { id: Generated<string>; user_id: string | null; video_id: string; event_type: 'view'; created_at: Timestamp }
export interface ReportsTable {
  id: Generated<string>; reporter_id: string; reason: ReportReason; details: string | null;
  resolved: Generated<boolean>; created_at: Timestamp;
  /** Decision 047: exactly the column of target_kind is set; target_id is whichever it is (generated). */
  target_kind: Generated<ReportTargetKind>; target_id: GeneratedAlways<string>;
  video_id: string | null; comment_id: string | null; profile_user_id: string | null; chat_message_id: string | null;
  sound_id: string | null; story_id: string | null;
}
export type NotificationKind = 'follow' | 'like' | 'export_ready' | 'comment' | 'reply' | 'mention' | 'new_video' | 'video_posted';
export interface NotificationsTable {
  id: Generated<string>; user_id: string; from_user_id: string; type: NotificationKind; video_id: string | null;
  comment_id: string | null; chat_message_id: string | null; group_id: Generated<string | null>;
  read: Generated<boolean>; created_at: Timestamp;
}
/** Written only by the notifications triggers (migrations/20261206000100_notification_groups.sql). */
export interface NotificationGroupsTable {
  id: Generated<string>; user_id: string; type: NotificationKind; target_id: string | null; video_id: string | null;
  comment_id: string | null; chat_room_id: string | null; from_user_id: string; actor_count: Generated<number>;
  latest_actor_ids: string[]; excerpt: string | null; read: Generated<boolean>; created_at: Timestamp; updated_at: Timestamp;
}
export interface NotificationSettingsTable { user_id: string; kind: string; in_app: boolean; push: boolean }
export interface SwipesTable { swiper_id: string; swiped_id: string; direction: 'left' | 'right'; created_at: Timestamp }
export interface MatchSuggestionsTable {
  user_id: string; candidate_id: string; score: number; reasons: Generated<string[]>; created_at: Timestamp;
}
export interface RecommendationsTable { user_id: string; video_id: string; score: number; seen: Generated<boolean>; created_at: Timestamp }
export interface NotInterestedTable { user_id: string; video_id: string; creator_id: string; created_at: Timestamp }
export interface ChatRoomsTable {
  id: Generated<string>; name: string; created_by: string | null; is_private: Generated<boolean>; created_at: Timestamp;
  last_seq: Count; message_count: Count; last_message_at: Date | null;
}
/** seq is numbered by a trigger, in commit order within a room (migration 20261123000100). */
export interface ChatMessagesTable {
  id: Generated<string>; room_id: string; sender_id: string; content: string; created_at: Timestamp; seq: ColumnType<number, never, never>;
}
export interface ChatRoomMembersTable { room_id: string; user_id: string }
export interface ChatReadsTable { room_id: string; user_id: string; last_read_seq: number }
export interface MatchesTable { user_a: string; user_b: string; room_id: string; created_at: Timestamp }
export interface StoriesTable {
  id: Generated<string>; user_id: string; media_path: string; media_type: 'image' | 'video'; thumbnail_path: string | null;
  caption: string | null; visibility: Generated<'public' | 'followers'>; created_at: Timestamp; expires_at: Timestamp;
  status: Generated<'processing' | 'ready' | 'failed'>; sticker: string | null; sticker_x: Generated<number>; sticker_y: Generated<number>;
  duration: number | null; alt_text: string | null;
}
export interface StoryViewsTable { story_id: string; viewer_id: string; seen_at: Timestamp }
export interface VideoEditsTable {
  id: Generated<string>; video_id: string; user_id: string; mode: 'replace' | 'new'; upload_path: string;
  music_track_id: string | null; status: Generated<'processing' | 'ready' | 'failed'>; status_reason: string | null;
  result_video_id: string | null; created_at: Timestamp;
}
export interface AnalyticsEventsTable { id: Generated<string>; user_id: string | null; name: string; props: Generated<unknown>; created_at: Timestamp }
export interface JobsTable {
  id: Generated<string>; kind: string; payload: Generated<unknown>; status: Generated<'queued' | 'running' | 'done' | 'failed'>;
  attempts: Generated<number>; max_attempts: Generated<number>; run_at: Timestamp; locked_at: Date | null;
  last_error: string | null; created_at: Timestamp; updated_at: Timestamp;
  /** Set by enqueueOnce while queued; see migration 20261125000300. */
  dedupe_key: string | null;
  /** The advisory-lock key of the worker running it (worker-presence.ts); see migration 20261202000100. */
  locked_by: number | null;
}
export interface RateLimitsTable { key: string; window_start: Date | string; window_seconds: number; hits: Generated<number> }

export interface ModerationActionsTable {
  id: Generated<string>; actor_id: string; actor_username: string | null; action: ModerationActionKind;
  video_id: string | null; target_user_id: string | null; target_username: string | null; report_id: string | null;
  note: string | null; created_at: Generated<Date>;
  /** The server (or blocklist URL) an instance-policy action was about (issue 52). */
  target_host: string | null;
}

/** Hashtags (decision 024): counts kept by triggers and the trending job; video_tags only for listed videos. */
export interface TagsTable {
  name: string; video_count: Generated<number>; uses_24h: Generated<number>;
}
export interface VideoTagsTable {
  tag: string; video_id: string; created_at: Timestamp;
}

export type AccountTokenPurpose = 'password_reset' | 'email_verify' | 'email_change' | 'two_factor' | 'email_change_cancel' | 'passkeys_remove';
/** Issue 35: consecutive failed sign-in steps per account (M4, M5). */
export interface SignInFailuresTable { key: string; failures: number; last_failed_at: Date; locked_until: Date | null }

/** Issue 24: single-use links and tickets, recovery codes, passkeys, WebAuthn challenges, data exports. */
export interface AccountTokensTable {
  id: Generated<string>; user_id: string; purpose: AccountTokenPurpose;
  token_hash: string; email: string | null; mode: 'cookie' | 'token' | null; expires_at: Timestamp; used_at: Date | null; created_at: Timestamp;
}
export interface RecoveryCodesTable { user_id: string; code_hash: string; used_at: Date | null }
export interface PasskeysTable {
  id: Generated<string>; user_id: string; credential_id: string; public_key: Buffer; counter: ColumnType<string | number, number | undefined, number>;
  transports: Generated<string[]>; backed_up: Generated<boolean>; name: string; created_at: Timestamp; last_used_at: Date | null;
}
export interface WebauthnChallengesTable { challenge_hash: string; user_id: string | null; purpose: 'register' | 'sign_in'; expires_at: Timestamp }
export interface DataExportsTable {
  id: Generated<string>; user_id: string; status: Generated<'pending' | 'ready' | 'failed' | 'expired'>; storage_key: string | null;
  size_bytes: ColumnType<string | number | null, number | null | undefined, number | null>; created_at: Timestamp; ready_at: Date | null; expires_at: Date | null;
}

/** Issue 36 part 4 (migration 20261204000100, decision 040): tokens for scripts and third-party apps, hashed. */
export interface PersonalAccessTokensTable {
  id: Generated<string>; user_id: string; name: string; scopes: string[]; token_hash: string; hint: string;
  created_at: Timestamp; last_used_at: Date | null; expires_at: Date | null;
}
export interface OauthAppsTable {
  id: Generated<string>; owner_id: string; name: string; client_id: string; client_secret_hash: string | null; redirect_uris: string[]; created_at: Timestamp;
}
export interface OauthGrantsTable { id: Generated<string>; app_id: string; user_id: string; scopes: string[]; created_at: Timestamp; last_used_at: Date | null }
export interface OauthCodesTable { code_hash: string; grant_id: string; scopes: string[]; redirect_uri: string; code_challenge: string; expires_at: Date; used_at: Date | null }
export interface OauthTokensTable {
  id: Generated<string>; grant_id: string; kind: 'access' | 'refresh'; token_hash: string; scopes: string[]; expires_at: Date; used_at: Date | null; created_at: Timestamp;
}

/** Issue 37 (migration 20261205000100, decision 044): the VAPID key pair and the browsers that take pushes. */
export interface InstanceKeysTable { name: string; public_key: string; private_key_sealed: string; created_at: Timestamp }
export interface PushSubscriptionsTable {
  id: Generated<string>; user_id: string; endpoint: string; p256dh: string; auth: string; server_key: string; device_label: string;
  created_at: Timestamp; last_success_at: Date | null;
}

export interface RemoteActorsTable {
  user_id: string; uri: string; host: string; inbox: string; shared_inbox: string | null; url: string | null; fetched_at: Timestamp;
  /** Issue 52: its followers collection and avatar, as its actor document last said. */
  followers_uri: string | null; icon_url: string | null;
}
/** Issue 52: where each local Note was delivered, and with which audience (retraction on narrowing). */
export interface FederationDeliveriesTable {
  object_uri: string; local_id: string; inbox: string; user_id: string; audience: 'public' | 'unlisted' | 'followers'; sent_at: Timestamp;
}
/** A blocklist an admin subscribed to (issue 52 item 7): fetched daily, applied when an admin says so. */
export interface FederationBlocklistsTable {
  id: Generated<string>; url: string; created_by: string | null; created_at: Timestamp; fetched_at: Date | null; fetch_error: string | null;
  pending: unknown; applied: Generated<unknown>;
}
export interface FederationKeysTable {
  owner: string; rsa_public: JsonWebKey; rsa_private_sealed: string; ed25519_public: JsonWebKey; ed25519_private_sealed: string; created_at: Timestamp;
}
export interface FederationKvTable { key: string; value: unknown; expires_at: Date | null }
export type RemoteVideosPolicy = 'any' | 'allow_list';
/** The instance policy (issue 40 item 5): one row. */
export interface FederationSettingsTable {
  id: Generated<boolean>; enabled: Generated<boolean>; remote_videos: Generated<RemoteVideosPolicy>; updated_at: Timestamp;
  /** Issue 52: federate with allowed servers only. */
  allow_list_only: Generated<boolean>;
}
export interface FederationInstancesTable {
  /** A domain without a port (issue 52): its rule holds for its subdomains too. */
  host: string; allowed: Generated<boolean>; suspended_at: Date | null; limited_at: Date | null;
  first_seen_at: Date | null; last_seen_at: Date | null; note: string | null; created_at: Timestamp;
  /** The subscribed blocklist that set its suspend or limit; null when an admin did. */
  blocklist_id: string | null;
}

export interface Database {
  remote_actors: RemoteActorsTable; federation_keys: FederationKeysTable; federation_kv: FederationKvTable;
  federation_settings: FederationSettingsTable; federation_instances: FederationInstancesTable;
  federation_deliveries: FederationDeliveriesTable; federation_blocklists: FederationBlocklistsTable;
  users: UsersTable; sessions: SessionsTable; profiles: ProfilesTable; user_roles: UserRolesTable; tracks: TracksTable;
  places: PlacesTable; videos: VideosTable; comments: CommentsTable; video_reactions: VideoReactionsTable;
  video_likes: VideoLikesTable; shares: SharesTable; follows: FollowsTable; blocks: BlocksTable; events: EventsTable;
  reports: ReportsTable; notifications: NotificationsTable; notification_groups: NotificationGroupsTable;
  notification_settings: NotificationSettingsTable; swipes: SwipesTable; match_suggestions: MatchSuggestionsTable;
  recommendations: RecommendationsTable; chat_rooms: ChatRoomsTable; chat_messages: ChatMessagesTable; stories: StoriesTable;
  chat_room_members: ChatRoomMembersTable; chat_reads: ChatReadsTable; matches: MatchesTable;
  story_views: StoryViewsTable; video_edits: VideoEditsTable;
  analytics_events: AnalyticsEventsTable; jobs: JobsTable; rate_limits: RateLimitsTable;
  moderation_actions: ModerationActionsTable; not_interested: NotInterestedTable;
  tags: TagsTable; video_tags: VideoTagsTable;
  follow_requests: FollowRequestsTable; mutes: MutesTable; muted_words: MutedWordsTable;
  account_tokens: AccountTokensTable; recovery_codes: RecoveryCodesTable; passkeys: PasskeysTable;
  webauthn_challenges: WebauthnChallengesTable; data_exports: DataExportsTable; sign_in_failures: SignInFailuresTable;
  personal_access_tokens: PersonalAccessTokensTable; oauth_apps: OauthAppsTable; oauth_grants: OauthGrantsTable;
  oauth_codes: OauthCodesTable; oauth_tokens: OauthTokensTable;
  instance_keys: InstanceKeysTable; push_subscriptions: PushSubscriptionsTable;
  video_captions: VideoCaptionsTable; video_transcriptions: VideoTranscriptionsTable;
  resumable_uploads: ResumableUploadsTable;
}

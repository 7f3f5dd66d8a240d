import type { ColumnType } from 'kysely';

/**
 * The column types `db-types.ts` names that PostgreSQL's catalog cannot tell: kysely-codegen writes that file
 * from the migrated schema (scripts/db-types.ts), and its overrides (scripts/db-types-codegen.ts) point here
 * and at the shared unions that CHECK constraints keep.
 */

/** A count kept by triggers: read and set by the database's own statements, never inserted. */
export type Count = ColumnType<number, never, number>;

/** bigint: db.ts parses int8 to a number (a string only past 2^53, which no count or id here reaches). */
export type Int8Number = ColumnType<number, bigint | number | string, bigint | number | string>;

export type NotificationKind = 'follow' | 'like' | 'repost' | 'export_ready' | 'comment' | 'reply' | 'mention' | 'new_video' | 'video_posted';

export type AccountTokenPurpose = 'password_reset' | 'email_verify' | 'email_change' | 'two_factor' | 'email_change_cancel' | 'passkeys_remove';

export type RemoteVideosPolicy = 'any' | 'allow_list';

export type { CommentPolicy, VideoVisibility } from '../../shared/audience.ts';
export type { VideoLanguage } from '../../shared/video-language.ts';
export type { ModerationActionKind } from '../../shared/moderation-types.ts';
export type { PlaceType, ReportReason, ReportTargetKind } from '../../shared/constants.ts';
export type { Locale } from '../../shared/i18n/locales.ts';
export type { CaptionCue, CaptionSource, CaptionStatus } from '../../shared/captions.ts';

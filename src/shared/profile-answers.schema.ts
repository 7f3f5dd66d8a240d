import { z } from 'zod';
import { videoSettingsShape } from './video-settings.schema.ts';
import { REPORT_REASONS, REPORT_TARGET_KINDS } from './constants.ts';
import { pageSchema } from './page.schema.ts';
import { videoTileFields } from './video-tile-fields.ts';

/**
 * The answers of profiles, follows and a viewer's safety tools (issue 36): a person's page and its grids,
 * following them, blocking them, reporting a video.
 */

/** A person's profile (the account's own in Me; ProfileView adds the viewer's relation); the avatar link is signed. */
export const profileSchema = z
  .object({
    userId: z.uuid(),
    username: z.string(),
    bio: z.string(),
    avatarUrl: z.string().nullable(),
    verified: z.boolean(),
    banned: z.boolean(),
    followerCount: z.number().int(),
    followingCount: z.number().int(),
  })
  .meta({ id: 'Profile' });

export type Profile = z.infer<typeof profileSchema>;

/**
 * A profile as its page shows it: the viewer's relation to it included. A private account (issue 38) shows a
 * lock; its videos are for approved followers, and following it sends a request (follow_requested).
 */
export const profileViewSchema = profileSchema
  .extend({
    isSelf: z.boolean(), isFollowing: z.boolean(), isPrivate: z.boolean(), followRequested: z.boolean(), isMuted: z.boolean(),
    remote: z
      .object({ host: z.string(), url: z.string().nullable().describe('Its page at its origin') })
      .nullable()
      .describe('An account of another server (ActivityPub, issue 40): where it lives; null for an account of this one'),
    movedTo: z
      .object({ userId: z.uuid(), username: z.string() })
      .nullable()
      .describe('Issue 58: the account this one moved to (here or elsewhere); null while it has not moved'),
  })
  .meta({ id: 'ProfileView' });

/** A tile of the Posts and Likes tabs. Owners also see their processing, failed and hidden videos. */
export const profileVideoSchema = z
  .object({
    ...videoTileFields,
    status: z.enum(['processing', 'ready', 'failed']),
    statusReason: z.string().nullable(),
    hidden: z.boolean(),
    createdAt: z.date(),
    popCount: z.number().int(),
    likeCount: z.number().int(),
    commentCount: z.number().int(),
    pinned: z.boolean().describe('Pinned by its creator (at most three): first in their Posts tab, the latest pinned first'),
    originallyPostedAt: z.date().nullable().describe('When a video brought from elsewhere (issue 58) was first posted there; null for one made here'),
    ...videoSettingsShape,
  })
  .meta({ id: 'ProfileVideo' });

export const profileVideoListSchema = pageSchema(profileVideoSchema).meta({ id: 'ProfileVideoList', description: 'A page of the Posts or Likes tab' });

/** Issue 42: the owner's Scheduled tab, the soonest first, each with when it goes out (one page: at most 50). */
export const scheduledVideoListSchema = pageSchema(profileVideoSchema.extend({ scheduledAt: z.date() }).meta({ id: 'ScheduledVideo' })).meta({ id: 'ScheduledVideoList' });

/** Whether the viewer follows the person now (or waits for a private account to approve), with the person's counts. */
export const followStateSchema = z
  .object({ following: z.boolean(), requested: z.boolean(), followerCount: z.number().int(), followingCount: z.number().int() })
  .meta({ id: 'FollowState' });

/** Who goes by a username now (a mention's link, issue 37): their id opens /profile/{id}; the name as they spell it. */
export const profileHandleSchema = z
  .object({ userId: z.uuid(), username: z.string() })
  .meta({ id: 'ProfileHandle', description: 'The person a username names, found in any letter case' });

/** Whether a username is free (the normalised form that was checked). */
export const profileUsernameSchema = z.object({ username: z.string(), available: z.boolean() }).meta({ id: 'ProfileUsernameAvailability' });

/** A person the viewer has blocked, as Edit Profile lists them. */
export const blockedUserSchema = z
  .object({ userId: z.uuid(), username: z.string(), avatarUrl: z.string().nullable(), blockedAt: z.string() })
  .meta({ id: 'BlockedUser' });

export const blockedUserListSchema = pageSchema(blockedUserSchema).meta({ id: 'BlockedUserList', description: 'The people I blocked, newest first, keyset-paged' });

/** A block made (201). */
export const blockCreatedSchema = z.object({ blockedId: z.uuid() }).meta({ id: 'BlockCreated' });

/** A report received (201): moderators see it once per person and target. */
export const reportSubmittedSchema = z
  .object({
    id: z.uuid(),
    targetKind: z.enum(REPORT_TARGET_KINDS),
    targetId: z.uuid(),
    videoId: z.uuid().nullable().describe('The reported video; null when the report is about something else'),
    reason: z.enum(REPORT_REASONS),
    details: z.string().nullable(),
    resolved: z.boolean(),
    createdAt: z.date(),
  })
  .meta({ id: 'ReportSubmitted' });
export type ProfileView = z.infer<typeof profileViewSchema>;
export type ProfileVideo = z.infer<typeof profileVideoSchema>;
export type FollowState = z.infer<typeof followStateSchema>;
export type BlockedUser = z.infer<typeof blockedUserSchema>;

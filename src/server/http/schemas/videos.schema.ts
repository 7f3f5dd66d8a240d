import { z } from 'zod';
import { pageSchema } from './common.schema.ts';
import { videoSettingsShape } from '../../../shared/video-settings.schema.ts';
import { COMMENT_POLICIES } from '../../../shared/audience.ts';

/**
 * The answers of a video's own routes (issue 36): its upload and processing, its granular reads, its owner's
 * edits, and what viewers do on its card (reactions, likes, shares, comments). Times the database gives as
 * `Date`s are `z.date()`: sent and documented as ISO 8601 text.
 */

const videoStatus = z.enum(['processing', 'ready', 'failed']);

/** The row an upload creates (201): processing starts at once. */
export const videoCreatedSchema = z
  .object({
    id: z.uuid(),
    userId: z.uuid(),
    title: z.string(),
    caption: z.string(),
    placeId: z.uuid().nullable(),
    musicTrackId: z.uuid().nullable(),
    status: videoStatus,
    /** Issue 42: not posted yet: a draft (posted from the Drafts tab) or a scheduled post (posted at its time). */
    draft: z.boolean(),
    createdAt: z.date(),
    ...videoSettingsShape,
  })
  .meta({ id: 'VideoCreated' });

/** A retry accepted (202): the transcode runs again. */
export const videoRetrySchema = z.object({ status: z.literal('processing') }).meta({ id: 'VideoRetry' });

/** What the owner polls after an upload: the transcode (status), then the AI caption (ai_status). */
export const videoStatusSchema = z
  .object({
    id: z.uuid(),
    status: videoStatus,
    statusReason: z.string().nullable(),
    duration: z.number().nullable(),
    aiStatus: z.enum(['pending', 'done', 'failed']),
    captionAi: z.string().nullable(),
    tagsAi: z.array(z.string()),
    /** Issue 42: not posted yet (a draft or a scheduled post), processed or not. */
    draft: z.boolean(),
  })
  .meta({ id: 'VideoStatus' });

/** A raw row of the granular video list (spec §7), newest first. */
export const videoSummarySchema = z
  .object({ id: z.uuid(), userId: z.uuid(), title: z.string(), caption: z.string(), createdAt: z.date() })
  .meta({ id: 'VideoSummary' });

export const videoSummaryListSchema = z.object({ items: z.array(videoSummarySchema) });

/** A short-lived signed link to the video's file. */
export const videoLinkSchema = z.object({ url: z.string(), expiresIn: z.number().int().describe('Seconds the link stays valid') }).meta({ id: 'VideoLink' });

/** The details an owner changed. */
export const videoDetailsSchema = z
  .object({ id: z.uuid(), title: z.string(), caption: z.string(), placeId: z.uuid().nullable(), ...videoSettingsShape })
  .meta({ id: 'VideoDetails' });

/** Whether the video is pinned to its creator's profile (issue 42). */
export const pinStateSchema = z.object({ id: z.uuid(), pinned: z.boolean() }).meta({ id: 'PinState' });

/** The viewer's pop/unpop after a tap, with the video's counts. */
export const reactionStateSchema = z
  .object({ reaction: z.enum(['pop', 'unpop']).nullable(), popCount: z.number().int(), unpopCount: z.number().int() })
  .meta({ id: 'ReactionState' });

/** Whether the viewer likes the video, with its count. */
export const likeStateSchema = z.object({ likeCount: z.number().int(), isLiked: z.boolean() }).meta({ id: 'LikeState' });

/** A video's save count and whether the viewer saved it (issue 55): a favourite is private, its count is not. */
/** A video's repost count and whether the viewer reposted it (issue 55). */
export const repostStateSchema = z.object({ repostCount: z.number().int(), isReposted: z.boolean() }).meta({ id: 'RepostState' });

export const favouriteStateSchema = z.object({ favouriteCount: z.number().int(), isFavourite: z.boolean() }).meta({ id: 'FavouriteState' });

/** The video's share count after a share (a repeat within the hour is not counted again). */
export const shareCountSchema = z.object({ shareCount: z.number().int() }).meta({ id: 'ShareCount' });

/** A comment or a reply with its author, as the comments dialog shows it. */
export const commentSchema = z
  .object({
    id: z.uuid(),
    videoId: z.uuid(),
    userId: z.uuid(),
    content: z.string(),
    parentId: z.uuid().nullable(),
    createdAt: z.date(),
    username: z.string(),
    avatarUrl: z.string().nullable(),
    verified: z.boolean(),
    hidden: z.boolean().describe("Hidden by the video's creator; true only in the creator's own list (its author sees it as usual)"),
    pinned: z.boolean().describe('Pinned by the creator: first in the list'),
  })
  .meta({ id: 'Comment' });

export const commentListSchema = pageSchema(commentSchema)
  .extend({
    commentPolicy: z.enum(COMMENT_POLICIES).describe('Who may comment on the video'),
    canComment: z.boolean().describe('Whether the viewer may comment now (false for visitors)'),
  })
  .meta({ id: 'CommentList', description: 'Comments and replies, the pinned one first, then oldest first, keyset-paged' });

/** A comment after its video's creator hid, showed, pinned or unpinned it. */
export const commentControlStateSchema = z
  .object({ id: z.uuid(), hidden: z.boolean(), pinned: z.boolean() })
  .meta({ id: 'CommentControlState' });

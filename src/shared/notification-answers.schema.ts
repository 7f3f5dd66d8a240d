import { z } from 'zod';

/** One of a group's latest actors (the stacked avatars). */
export const notificationActorSchema = z
  .object({ userId: z.uuid(), username: z.string(), avatarUrl: z.string().nullable() })
  .meta({ id: 'NotificationActor', description: 'Someone in a notification group' });

export type NotificationActor = z.infer<typeof notificationActorSchema>;

/**
 * One notification group (decision 043) with its latest actors, as the list and realtime events show it: events
 * of one kind on one target within GROUP_WINDOW_MS, e.g. "sofia_travels and 4 others liked your video". from_* is
 * the latest actor; created_at is when the group last changed, which orders the list.
 */
export const notificationSchema = z
  .object({
    id: z.uuid().describe('The group; mark-read and the actors list take it'),
    userId: z.uuid(),
    fromUserId: z.uuid().describe('The latest actor'),
    type: z
      .enum(['follow', 'like', 'repost', 'export_ready', 'comment', 'reply', 'mention', 'new_video', 'video_posted'])
      .describe("export_ready: the account's own data export can be downloaded; video_posted: a scheduled video of theirs was posted; from_user_id is the user for both. mention: in a caption (video_id), a comment (comment_id) or a chat message (chat_room_id)"),
    videoId: z.uuid().nullable(),
    commentId: z.uuid().nullable().describe('The newest comment of a comment, reply or mention group'),
    chatRoomId: z.uuid().nullable().describe('The room of a chat mention'),
    read: z.boolean(),
    createdAt: z.iso.datetime().describe('When the group last changed (its newest event)'),
    fromUsername: z.string(),
    fromAvatarUrl: z.string().nullable(),
    actorCount: z.number().int().describe('How many people the group holds'),
    actors: z.array(notificationActorSchema).describe('The latest up to 3, newest first'),
    thumbnailUrl: z.string().nullable().describe("The video's thumbnail, signed"),
    excerpt: z.string().nullable().describe('The newest comment, up to 140 characters (comment, reply, mention in a comment)'),
  })
  .meta({ id: 'Notification', description: 'A notification group: one kind of event on one target, and who caused it' });

export type NotificationItem = z.infer<typeof notificationSchema>;

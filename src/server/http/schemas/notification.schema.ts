import { z } from 'zod';
import type { NotificationActor, NotificationItem } from '../../../shared/api-types.ts';
import { NOTIFICATION_KINDS } from '../../../shared/constants.ts';
import { pageSchema } from './common.schema.ts';

export const notificationActorSchema = z
  .object({ user_id: z.uuid(), username: z.string(), avatar_url: z.string().nullable() })
  .meta({ id: 'NotificationActor', description: 'Someone in a notification group' });

/** One notification group with its latest actors, as the list and realtime events show it (NotificationItem in src/shared/api-types.ts). */
export const notificationSchema = z
  .object({
    id: z.uuid().describe('The group; mark-read and the actors list take it'),
    user_id: z.uuid(),
    from_user_id: z.uuid().describe('The latest actor'),
    type: z
      .enum(['follow', 'like', 'export_ready', 'comment', 'reply', 'mention', 'new_video', 'video_posted'])
      .describe("export_ready: the account's own data export can be downloaded; video_posted: a scheduled video of theirs was posted; from_user_id is the user for both. mention: in a caption (video_id), a comment (comment_id) or a chat message (chat_room_id)"),
    video_id: z.uuid().nullable(),
    comment_id: z.uuid().nullable().describe('The newest comment of a comment, reply or mention group'),
    chat_room_id: z.uuid().nullable().describe('The room of a chat mention'),
    read: z.boolean(),
    created_at: z.iso.datetime().describe('When the group last changed (its newest event)'),
    from_username: z.string(),
    from_avatar_url: z.string().nullable(),
    actor_count: z.number().int().describe('How many people the group holds'),
    actors: z.array(notificationActorSchema).describe('The latest up to 3, newest first'),
    thumbnail_url: z.string().nullable().describe("The video's thumbnail, signed"),
    excerpt: z.string().nullable().describe('The newest comment, up to 140 characters (comment, reply, mention in a comment)'),
  })
  .meta({ id: 'Notification', description: 'A notification group: one kind of event on one target, and who caused it' });

export const notificationPageSchema = pageSchema(notificationSchema).meta({ id: 'NotificationPage', description: 'Notification groups, most recently active first, keyset-paged' });

export const notificationActorPageSchema = pageSchema(notificationActorSchema).meta({ id: 'NotificationActorPage', description: 'Everyone in a group, newest first, keyset-paged' });

export const notificationUnreadCountSchema = z
  .object({ count: z.number().int() })
  .meta({ id: 'NotificationUnreadCount', description: 'How many notification groups are unread (the badge)' });

const settingSchema = z
  .object({ kind: z.enum(NOTIFICATION_KINDS), in_app: z.boolean(), push: z.boolean() })
  .meta({ id: 'NotificationSetting', description: 'Whether a kind shows in the app, and whether it is pushed to a closed app' });

export const notificationSettingsSchema = z.object({ items: z.array(settingSchema) }).meta({ id: 'NotificationSettings', description: 'One row per kind, defaults filled in' });

export const notificationSettingsBodySchema = z
  .object({ items: z.array(settingSchema).max(NOTIFICATION_KINDS.length) })
  .meta({ id: 'NotificationSettingsChange', description: 'The kinds to change; kinds left out keep their setting' });

// The serializer sends only what a schema lists: the schema and the shared type must agree both ways.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Assert<T extends true> = T;
export type NotificationSchemasMatchTypes = Assert<Same<z.infer<typeof notificationSchema>, NotificationItem>>;
export type NotificationActorSchemaMatchesType = Assert<Same<z.infer<typeof notificationActorSchema>, NotificationActor>>;

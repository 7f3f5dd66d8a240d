import { z } from 'zod';
import type { NotificationItem } from '../../../shared/api-types.ts';
import { pageSchema } from './common.schema.ts';

/** One notification with its sender, as the list and realtime events show it (NotificationItem in src/shared/api-types.ts). */
export const notificationSchema = z
  .object({
    id: z.uuid(),
    user_id: z.uuid(),
    from_user_id: z.uuid(),
    type: z.enum(['follow', 'like', 'export_ready']).describe('export_ready: the account\'s own data export can be downloaded; from_user_id is the user'),
    video_id: z.uuid().nullable(),
    read: z.boolean(),
    created_at: z.iso.datetime(),
    from_username: z.string(),
    from_avatar_url: z.string().nullable(),
  })
  .meta({ id: 'Notification', description: 'A notification and who caused it' });

export const notificationPageSchema = pageSchema(notificationSchema).meta({ id: 'NotificationPage', description: 'Notifications, newest first, keyset-paged' });

export const notificationUnreadCountSchema = z
  .object({ count: z.number().int() })
  .meta({ id: 'NotificationUnreadCount', description: 'How many notifications are unread (the badge)' });

// The serializer sends only what a schema lists: the schema and the shared type must agree both ways.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Assert<T extends true> = T;
export type NotificationSchemasMatchTypes = Assert<Same<z.infer<typeof notificationSchema>, NotificationItem>>;

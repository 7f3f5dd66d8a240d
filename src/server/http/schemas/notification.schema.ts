import { z } from 'zod';
import { NOTIFICATION_KINDS } from '../../../shared/constants.ts';
import { notificationActorSchema, notificationSchema } from '../../../shared/notification-answers.schema.ts';
import { pageSchema } from './common.schema.ts';

/**
 * Notifications' answers: a group and its actors (src/shared/notification-answers.schema.ts, re-exported for the
 * realtime payloads), their pages, the badge and the settings.
 */
export { notificationActorSchema, notificationSchema };

export const notificationPageSchema = pageSchema(notificationSchema).meta({ id: 'NotificationPage', description: 'Notification groups, most recently active first, keyset-paged' });

export const notificationActorPageSchema = pageSchema(notificationActorSchema).meta({ id: 'NotificationActorPage', description: 'Everyone in a group, newest first, keyset-paged' });

export const notificationUnreadCountSchema = z
  .object({ count: z.number().int() })
  .meta({ id: 'NotificationUnreadCount', description: 'How many notification groups are unread (the badge)' });

const settingSchema = z
  .object({ kind: z.enum(NOTIFICATION_KINDS), inApp: z.boolean(), push: z.boolean() })
  .meta({ id: 'NotificationSetting', description: 'Whether a kind shows in the app, and whether it is pushed to a closed app' });

export const notificationSettingsSchema = z.object({ items: z.array(settingSchema) }).meta({ id: 'NotificationSettings', description: 'One row per kind, defaults filled in' });

export const notificationSettingsBodySchema = z
  .object({ items: z.array(settingSchema).max(NOTIFICATION_KINDS.length) })
  .meta({ id: 'NotificationSettingsChange', description: 'The kinds to change; kinds left out keep their setting' });

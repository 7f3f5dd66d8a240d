import { z } from 'zod';
import { realtimeEvents, type RealtimeEventName } from '../../shared/realtime-catalog.ts';
import { notificationSchema } from '../http/schemas/notification.schema.ts';
import { commentSchema } from '../http/schemas/videos.schema.ts';
import { chatMessageSchema } from '../../shared/chat-answers.schema.ts';
import type { VideoCounts } from '../../shared/live-counts.ts';

/** notification.read's data: the group marked read, or `all`. */
export const notificationReadMarkSchema = z
  .object({ id: z.union([z.uuid(), z.literal('all')]).describe('The group marked read, or `all` for every group') })
  .meta({ id: 'NotificationReadMark', description: 'Which notification groups were marked read' });

/** notification.created's data when the group has gone since (every actor undone): its id, to reload by. */
export const notificationGoneSchema = z
  .object({ id: z.uuid().describe('The group that is no longer there') })
  .meta({ id: 'NotificationGone', description: 'A notification group that has gone since it was announced' });

/** video.counts' data: the counts a card shows, settled (decision 071). */
export const videoCountsSchema = z
  .object({
    id: z.uuid().describe('The video'),
    likeCount: z.number().int().min(0),
    favouriteCount: z.number().int().min(0).describe('How many people saved it'),
    repostCount: z.number().int().min(0),
    commentCount: z.number().int().min(0),
    shareCount: z.number().int().min(0),
  })
  .meta({ id: 'VideoCounts', description: "A video's counts as its card shows them" }) satisfies z.ZodType<VideoCounts>;

/**
 * The schemas each realtime event's data may be, one of them (src/shared/realtime-catalog.ts), the same zod the HTTP routes answer
 * with: the hub checks every payload against it before sending, and the AsyncAPI document is written from it.
 */
export const REALTIME_PAYLOADS: { [E in RealtimeEventName]: readonly z.ZodObject[] } = {
  'notification.created': [notificationSchema, notificationGoneSchema],
  'notification.read': [notificationReadMarkSchema],
  'comment.created': [commentSchema],
  'video.counts': [videoCountsSchema],
  'chat.message': [chatMessageSchema],
};

/** The components this module defines itself (the others are the HTTP API's, in docs/openapi.json). */
export const OWN_PAYLOAD_SCHEMAS = { NotificationGone: notificationGoneSchema, NotificationReadMark: notificationReadMarkSchema, VideoCounts: videoCountsSchema };

/** Why `data` is not exactly one of its schemas (every field right, and none a schema lacks), or null when it is one. */
function problemWith(schema: z.ZodObject, data: unknown): string | null {
  const parsed = schema.safeParse(data);
  if (!parsed.success) return parsed.error.issues.map((issue) => `${issue.path.join('.') || '(data)'}: ${issue.message}`).join('; ');
  const extra = Object.keys(data as object).filter((key) => !(key in schema.shape));
  return extra.length ? `fields the schema does not have: ${extra.join(', ')}` : null;
}

/** Why `data` is not what `event` promises, or null when it is (the first schema's problem when none fits). */
export function payloadProblem(event: RealtimeEventName, data: unknown): string | null {
  const problems = REALTIME_PAYLOADS[event].map((schema) => problemWith(schema, data));
  return problems.includes(null) ? null : problems[0];
}

/** The catalog names each payload by its schema's component id: a renamed schema must not go unnoticed. */
export function payloadNamesMatch(): string[] {
  return realtimeEvents().flatMap(({ event, payloads }) => {
    const ids = REALTIME_PAYLOADS[event].map((schema) => String(z.globalRegistry.get(schema)?.id));
    return ids.join() === payloads.join() ? [] : [`${event}: the catalog says ${payloads.join(', ')}, its schemas are ${ids.join(', ')}`];
  });
}

/** Response shapes shared by the server and the web client. */

/** Answers described by their schemas, re-exported under the names the server's services use. */
export type { Profile } from './profile-answers.schema.ts';
export type { Me, Role, SessionProbe } from './session-answers.schema.ts';
export type { NotificationActor, NotificationItem } from './notification-answers.schema.ts';

/**
 * One page of a list: the one shape every list of the API answers (issue 36). `nextCursor` is opaque: the
 * client passes it back as `cursor` for the next page, and it is null on the last page. Every list is
 * keyset-paged, so a page never repeats or skips a row while rows are added above it. Its schema: pageSchema
 * (page.schema.ts).
 */
export interface Page<T> {
  items: T[];
  nextCursor: string | null;
}

export interface ApiErrorBody {
  error: { code: string; message: string };
}

/** Messages on the /api/realtime socket. */
export type ClientRealtimeMessage =
  | { type: 'subscribe'; channel: string }
  | { type: 'unsubscribe'; channel: string }
  | { type: 'ping' };

export type ServerRealtimeMessage =
  | { type: 'subscribed'; channel: string }
  | { type: 'error'; channel?: string; message: string }
  | { type: 'event'; channel: string; event: string; data: unknown }
  | { type: 'pong' };

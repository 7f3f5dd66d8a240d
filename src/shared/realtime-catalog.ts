/**
 * Every realtime channel and event Popreel sends on /api/realtime (issue 54 item 6): the one list the server's
 * publishers and hub, the web app, the tests and the AsyncAPI document (docs/asyncapi.json) are built from.
 * A channel is `<name>:<uuid>`; each event names the components its `data` may be, one of them (the same objects
 * the HTTP API answers with, in the same camelCase, or small ones of its own). The server checks every
 * payload against its schema before a socket sees it (src/server/realtime/payload-schemas.ts).
 */
export const REALTIME_CATALOG = {
  notifications: {
    description: "A user's own notifications; only that user may subscribe (the id is their user id).",
    events: {
      'notification.created': {
        description: 'A notification group was created or gained an actor; only its id when it has gone since (reload the list).',
        payloads: ['Notification', 'NotificationGone'],
      },
      'notification.read': { description: 'One group (its id) or every group (`all`) was marked read.', payloads: ['NotificationReadMark'] },
    },
  },
  video: {
    description: 'Live comments and counts on a video the subscriber may watch (the id is the video id).',
    events: {
      'comment.created': { description: 'A comment or reply was posted on the video.', payloads: ['Comment'] },
      'video.counts': {
        description: "A like, save, repost, comment or share changed the video's counts: its counts now, at most once a second while they change.",
        payloads: ['VideoCounts'],
      },
    },
  },
  room: {
    description: 'A chat room the subscriber may read: a public room, or a match room of its two members.',
    events: {
      'chat.message': { description: 'A message was posted in the room.', payloads: ['ChatMessage'] },
    },
  },
} as const;

type Catalog = typeof REALTIME_CATALOG;
export type RealtimeChannelName = keyof Catalog;
/** The events of one channel (all of them without an argument). */
export type RealtimeEventName<C extends RealtimeChannelName = RealtimeChannelName> = { [K in C]: keyof Catalog[K]['events'] & string }[C];
export type RealtimeChannel<C extends RealtimeChannelName = RealtimeChannelName> = `${C}:${string}`;

export const REALTIME_CHANNEL_NAMES = Object.keys(REALTIME_CATALOG) as RealtimeChannelName[];

/** `notifications:<userId>`, `video:<videoId>`, `room:<roomId>`. */
export const realtimeChannel = <C extends RealtimeChannelName>(name: C, id: string): RealtimeChannel<C> => `${name}:${id}`;

/** Every event with its channel, in catalog order. */
export function realtimeEvents(): { channel: RealtimeChannelName; event: RealtimeEventName; description: string; payloads: readonly string[] }[] {
  return REALTIME_CHANNEL_NAMES.flatMap((channel) =>
    Object.entries(REALTIME_CATALOG[channel].events).map(([event, spec]) => ({ channel, event: event as RealtimeEventName, description: spec.description, payloads: spec.payloads })),
  );
}

/** What the bus carries to publish one of these events: the row's id, loaded by each instance's hub. */
export function realtimeEvent<C extends RealtimeChannelName>(channel: C, channelId: string, event: RealtimeEventName<C>, id: string) {
  return { channel: realtimeChannel(channel, channelId), event, id };
}

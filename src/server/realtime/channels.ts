import type { Db } from '../data/db.ts';
import { authorShown } from '../data/repos/visibility.ts';

export interface ChannelViewer {
  userId: string;
}

/** A kind of channel, `<name>:<uuid>`, and who may listen. Every subscription is checked here, on the server. */
export interface ChannelRule {
  name: string;
  authorize(db: Db, viewer: ChannelViewer | null, id: string): Promise<boolean>;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The rules the hub knows; the authorization matrix has a row for each (tests/api/authorization). */
export const CHANNEL_RULES: readonly ChannelRule[] = [
  {
    // A user's own notifications.
    name: 'notifications',
    authorize: async (_db, viewer, id) => viewer?.userId === id,
  },
  {
    // Live comments of a video the feed would show: ready, not hidden, by an author who is not banned.
    name: 'video',
    authorize: async (db, viewer, id) => {
      if (!viewer) return false;
      const video = await db
        .selectFrom('videos')
        .innerJoin('profiles', 'profiles.user_id', 'videos.user_id')
        .select('videos.id')
        .where('videos.id', '=', id)
        .where('videos.status', '=', 'ready')
        .where('videos.hidden', '=', false)
        .where(authorShown('profiles'))
        .executeTakeFirst();
      return Boolean(video);
    },
  },
  {
    // Chat rooms for signed-in users: public rooms, and a private match room only for its two members.
    name: 'room',
    authorize: async (db, viewer, id) => {
      if (!viewer) return false;
      const room = await db
        .selectFrom('chat_rooms as r')
        .select('r.id')
        .where('r.id', '=', id)
        .where((eb) =>
          eb.or([
            eb('r.is_private', '=', false),
            eb.exists(eb.selectFrom('chat_room_members as m').select('m.room_id').whereRef('m.room_id', '=', 'r.id').where('m.user_id', '=', viewer.userId)),
          ]),
        )
        .executeTakeFirst();
      return Boolean(room);
    },
  },
];

export async function authorizeChannel(db: Db, viewer: ChannelViewer | null, channel: string): Promise<boolean> {
  const separator = channel.indexOf(':');
  const name = channel.slice(0, separator);
  const id = channel.slice(separator + 1);
  const rule = CHANNEL_RULES.find((candidate) => candidate.name === name);
  if (separator < 0 || !rule || !UUID.test(id)) return false;
  return rule.authorize(db, viewer, id);
}

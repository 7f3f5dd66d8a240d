import type { Db } from '../data/db.ts';

export interface ChannelViewer {
  userId: string;
}

/** Which channels exist and who may listen. Every subscription is checked here, on the server. */
interface ChannelRule {
  pattern: RegExp;
  authorize(db: Db, viewer: ChannelViewer | null, id: string): Promise<boolean>;
}

const UUID = '([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})';

const RULES: ChannelRule[] = [
  {
    // A user's own notifications.
    pattern: new RegExp(`^notifications:${UUID}$`),
    authorize: async (_db, viewer, id) => viewer?.userId === id,
  },
  {
    // Live comments of a video the viewer may see.
    pattern: new RegExp(`^video:${UUID}$`),
    authorize: async (db, viewer, id) => {
      if (!viewer) return false;
      const video = await db
        .selectFrom('videos')
        .innerJoin('profiles', 'profiles.user_id', 'videos.user_id')
        .select('videos.id')
        .where('videos.id', '=', id)
        .where('videos.hidden', '=', false)
        .where('profiles.banned', '=', false)
        .executeTakeFirst();
      return Boolean(video);
    },
  },
  {
    // Public chat rooms, for signed-in users.
    pattern: new RegExp(`^room:${UUID}$`),
    authorize: async (db, viewer, id) => {
      if (!viewer) return false;
      const room = await db.selectFrom('chat_rooms').select('id').where('id', '=', id).where('is_private', '=', false).executeTakeFirst();
      return Boolean(room);
    },
  },
];

export async function authorizeChannel(db: Db, viewer: ChannelViewer | null, channel: string): Promise<boolean> {
  for (const rule of RULES) {
    const match = rule.pattern.exec(channel);
    if (match) return rule.authorize(db, viewer, match[1]);
  }
  return false;
}

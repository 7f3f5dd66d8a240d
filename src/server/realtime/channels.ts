import type { ChatRepo } from '../data/repos/chat.repo.ts';
import type { VideoRepo } from '../data/repos/video.repo.ts';
import { REALTIME_CHANNEL_NAMES, type RealtimeChannelName } from '../../shared/realtime-catalog.ts';

export interface ChannelViewer {
  userId: string;
}

/** What the channel rules ask of the database, through repositories only (decision 039). */
export interface ChannelChecks {
  videos: Pick<VideoRepo, 'watchable'>;
  chat: Pick<ChatRepo, 'canRead'>;
}

/** A kind of channel, `<name>:<uuid>`, and who may listen. Every subscription is checked here, on the server. */
export interface ChannelRule {
  name: RealtimeChannelName;
  authorize(checks: ChannelChecks, viewer: ChannelViewer | null, id: string): Promise<boolean>;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Who may listen, for every channel of the catalog (src/shared/realtime-catalog.ts): a channel without a rule does not compile. */
const RULES: { [C in RealtimeChannelName]: ChannelRule['authorize'] } = {
  // A user's own notifications.
  notifications: async (_checks, viewer, id) => viewer?.userId === id,
  // Live comments of a video the viewer may watch: ready, not hidden, author shown, and its audience
  // (Followers, Only me, a private account) admits the viewer.
  video: async (checks, viewer, id) => (viewer ? checks.videos.watchable(viewer.userId, id) : false),
  // Chat rooms for signed-in users: public rooms, and a private match room only for its two members
  // (the rooms a viewer may read).
  room: async (checks, viewer, id) => (viewer ? checks.chat.canRead(viewer.userId, id) : false),
};

/** The rules the hub knows; the authorization matrix has a row for each (tests/api/authorization). */
export const CHANNEL_RULES: readonly ChannelRule[] = REALTIME_CHANNEL_NAMES.map((name) => ({ name, authorize: RULES[name] }));

export async function authorizeChannel(checks: ChannelChecks, viewer: ChannelViewer | null, channel: string): Promise<boolean> {
  const separator = channel.indexOf(':');
  const name = channel.slice(0, separator);
  const id = channel.slice(separator + 1);
  const rule = CHANNEL_RULES.find((candidate) => candidate.name === name);
  if (separator < 0 || !rule || !UUID.test(id)) return false;
  return rule.authorize(checks, viewer, id);
}

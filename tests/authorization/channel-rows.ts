import type { World } from './world.ts';

export interface ChannelRow {
  /** The channel rule's name in src/server/realtime/channels.ts. */
  rule: string;
  variant: string;
  /** May subscribe: visitor, user, owner, moderator, admin, banned. */
  expect: [boolean, boolean, boolean, boolean, boolean, boolean];
  channel(world: World): Promise<string> | string;
}

// Columns:                                                      visitor user  owner  mod    admin  banned
export const CHANNEL_ROWS: ChannelRow[] = [
  { rule: 'notifications', variant: "the owner's own", expect: [false, false, true, false, false, false], channel: (w) => `notifications:${w.accounts.owner.id}` },
  { rule: 'video', variant: 'a ready, visible video', expect: [false, true, true, true, true, true], channel: async (w) => `video:${await w.video()}` },
  { rule: 'video', variant: 'still processing', expect: [false, false, false, false, false, false], channel: async (w) => `video:${await w.video({ status: 'processing' })}` },
  { rule: 'video', variant: 'failed', expect: [false, false, false, false, false, false], channel: async (w) => `video:${await w.video({ status: 'failed' })}` },
  { rule: 'video', variant: 'hidden by moderators', expect: [false, false, false, false, false, false], channel: async (w) => `video:${await w.video({ hidden: true })}` },
  {
    rule: 'video', variant: 'by a banned creator', expect: [false, false, false, false, false, false],
    channel: async (w) => `video:${await w.video({ ownerId: w.accounts.banned.id })}`,
  },
  { rule: 'room', variant: 'a public room', expect: [false, true, true, true, true, true], channel: (w) => `room:${w.roomId}` },
  { rule: 'room', variant: "the owner's private match room", expect: [false, false, true, false, false, false], channel: (w) => `room:${w.privateRoomId}` },
  { rule: 'room', variant: 'a room that does not exist', expect: [false, false, false, false, false, false], channel: () => 'room:00000000-0000-4000-8000-000000000000' },
];

import { z } from 'zod';
import { pageSchema } from './page.schema.ts';

/** Chat's answers (spec §2 Chat, §7 Chat). Live delivery is the realtime channel `room:<id>`. */

/** A person in a room (unnamed: the name would belong to the profiles' area). */
const chatPersonSchema = z.object({ userId: z.uuid(), username: z.string(), avatarUrl: z.string().nullable() });

export const chatRoomSummarySchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    isPrivate: z.boolean(),
    createdBy: z.uuid().nullable(),
    createdAt: z.iso.datetime(),
    messageCount: z.number().int(),
    /** A reader's unread count starts after what they marked read. */
    lastSeq: z.number().int().describe("The newest message's seq"),
    lastMessageAt: z.iso.datetime().nullable(),
    lastMessage: z.object({ content: z.string(), username: z.string() }).nullable(),
    unreadCount: z.number().int(),
    partner: chatPersonSchema.nullable().describe('For a private match room: the other person'),
  })
  .meta({ id: 'ChatRoomSummary', description: 'A room as the list and the room header show it' });

export type ChatRoomSummary = z.infer<typeof chatRoomSummarySchema>;

export const chatRoomPageSchema = pageSchema(chatRoomSummarySchema).meta({ id: 'ChatRoomPage', description: 'Rooms, newest first, keyset-paged' });

export type ChatRoomPage = z.infer<typeof chatRoomPageSchema>;

export const chatMessageSchema = z
  .object({
    id: z.uuid(),
    roomId: z.uuid(),
    senderId: z.uuid(),
    content: z.string(),
    createdAt: z.iso.datetime(),
    /** The cursor for older pages and for catching up after a reconnect. */
    seq: z.number().int().describe('Position in the room, in commit order'),
    username: z.string(),
    avatarUrl: z.string().nullable(),
  })
  .meta({ id: 'ChatMessage', description: 'One message (also the data of the realtime event chat.message)' });

export type ChatMessage = z.infer<typeof chatMessageSchema>;

export const chatMessagePageSchema = z
  .object({
    items: z.array(chatMessageSchema).describe('Oldest first'),
    hasOlder: z.boolean().describe("More before the first item: pass its seq as 'before'"),
    hasNewer: z.boolean().describe("Only for 'after' requests: pass the last item's seq as 'after' again"),
  })
  .meta({ id: 'ChatMessagePage', description: "A page of a room's messages" });

export type ChatMessagePage = z.infer<typeof chatMessagePageSchema>;

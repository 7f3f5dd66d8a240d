import { z } from 'zod';
import { pageSchema } from './page.schema.ts';

/** Chat's answers (spec §2 Chat, §7 Chat). Live delivery is the realtime channel `room:<id>`. */

/** A person in a room (unnamed: the name would belong to the profiles' area). */
const chatPersonSchema = z.object({ user_id: z.uuid(), username: z.string(), avatar_url: z.string().nullable() });

export const chatRoomSummarySchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    is_private: z.boolean(),
    created_by: z.uuid().nullable(),
    created_at: z.iso.datetime(),
    message_count: z.number().int(),
    /** A reader's unread count starts after what they marked read. */
    last_seq: z.number().int().describe("The newest message's seq"),
    last_message_at: z.iso.datetime().nullable(),
    last_message: z.object({ content: z.string(), username: z.string() }).nullable(),
    unread_count: z.number().int(),
    partner: chatPersonSchema.nullable().describe('For a private match room: the other person'),
  })
  .meta({ id: 'ChatRoomSummary', description: 'A room as the list and the room header show it' });

export type ChatRoomSummary = z.infer<typeof chatRoomSummarySchema>;

export const chatRoomPageSchema = pageSchema(chatRoomSummarySchema).meta({ id: 'ChatRoomPage', description: 'Rooms, newest first, keyset-paged' });

export type ChatRoomPage = z.infer<typeof chatRoomPageSchema>;

export const chatMessageSchema = z
  .object({
    id: z.uuid(),
    room_id: z.uuid(),
    sender_id: z.uuid(),
    content: z.string(),
    created_at: z.iso.datetime(),
    /** The cursor for older pages and for catching up after a reconnect. */
    seq: z.number().int().describe('Position in the room, in commit order'),
    username: z.string(),
    avatar_url: z.string().nullable(),
  })
  .meta({ id: 'ChatMessage', description: 'One message (also the data of the realtime event chat.message)' });

export type ChatMessage = z.infer<typeof chatMessageSchema>;

export const chatMessagePageSchema = z
  .object({
    items: z.array(chatMessageSchema).describe('Oldest first'),
    has_older: z.boolean().describe("More before the first item: pass its seq as 'before'"),
    has_newer: z.boolean().describe("Only for 'after' requests: pass the last item's seq as 'after' again"),
  })
  .meta({ id: 'ChatMessagePage', description: "A page of a room's messages" });

export type ChatMessagePage = z.infer<typeof chatMessagePageSchema>;

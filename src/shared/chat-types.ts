/** Chat and matching response shapes, shared by the server and the web client (spec §2 Chat, Singles Match). */
import type { Page } from './api-types.ts';

export interface ChatPerson {
  user_id: string;
  username: string;
  avatar_url: string | null;
}

export interface ChatRoomSummary {
  id: string;
  name: string;
  is_private: boolean;
  created_by: string | null;
  created_at: string;
  message_count: number;
  /** The newest message's seq: a reader's unread count starts after what they marked read. */
  last_seq: number;
  last_message_at: string | null;
  last_message: { content: string; username: string } | null;
  unread_count: number;
  /** For a private match room: the other person. */
  partner: ChatPerson | null;
}

/** Rooms, newest first. */
export type ChatRoomPage = Page<ChatRoomSummary>;

export interface ChatMessage {
  id: string;
  room_id: string;
  sender_id: string;
  content: string;
  created_at: string;
  /** Position in the room, in commit order: the cursor for older pages and for catching up after a reconnect. */
  seq: number;
  username: string;
  avatar_url: string | null;
}

/**
 * A page of messages, oldest first. `has_older`: pass the first item's seq as `before` for more.
 * `has_newer` (only for `after` requests): pass the last item's seq as `after` again.
 */
export interface ChatMessagePage {
  items: ChatMessage[];
  has_older: boolean;
  has_newer: boolean;
}



export interface DatingProfile {
  gender: string | null;
  age: number | null;
  interests: string[];
  location: string | null;
  opted_in: boolean;
}

export interface MatchCandidate {
  user_id: string;
  username: string;
  avatar_url: string | null;
  bio: string;
  age: number;
  gender: string | null;
  location: string | null;
  /** At most INTERESTS_PER_CARD. */
  interests: string[];
}

export interface SwipeResult {
  matched: boolean;
  /** The private room the match opened, when matched. */
  room_id: string | null;
}

export interface MatchPick {
  candidate: MatchCandidate;
  score: number;
  /** round(score × 100), spec §9. */
  vibe: number;
  reasons: string[];
}

import { ACCOUNT_MESSAGES } from './account-messages.ts';
import { NOTIFICATION_TEXT } from './creator-messages.ts';

/**
 * What a notification group says and where it leads, once for the list (src/web/routes/notifications) and the
 * push a closed app shows (decision 044): the same words and the same screen either way.
 */
export interface NotificationFacts {
  type: string;
  fromUserId: string;
  fromUsername: string;
  actorCount: number;
  excerpt: string | null;
  videoId: string | null;
  chatRoomId: string | null;
}

/** News from Popreel itself, not from a person: a ready export, a scheduled video posted (issue 42). */
export const isPopreelNews = (type: string) => type === 'export_ready' || type === 'video_posted';

/** What the group did, after who did it: "liked your video", "commented: …". */
export function notificationAction(facts: Pick<NotificationFacts, 'type' | 'excerpt' | 'chatRoomId'>): string {
  switch (facts.type) {
    case 'follow':
      return NOTIFICATION_TEXT.follow;
    case 'like':
      return NOTIFICATION_TEXT.like;
    case 'repost':
      return NOTIFICATION_TEXT.repost;
    case 'comment':
      return `${NOTIFICATION_TEXT.comment} ${facts.excerpt ?? ''}`.trim();
    case 'reply':
      return `${NOTIFICATION_TEXT.reply} ${facts.excerpt ?? ''}`.trim();
    case 'mention':
      // A chat message's text never leaves its room (the group carries no excerpt for one).
      if (facts.chatRoomId) return NOTIFICATION_TEXT.mentionInChat;
      return facts.excerpt ? `${NOTIFICATION_TEXT.mention}: ${facts.excerpt}` : NOTIFICATION_TEXT.mention;
    case 'new_video':
      return NOTIFICATION_TEXT.newVideo;
    case 'video_posted':
      return NOTIFICATION_TEXT.videoPosted;
    default:
      return ACCOUNT_MESSAGES.exportReady;
  }
}

/** Who did it: "sofia_travels", or "sofia_travels and 4 others". */
export const notificationActors = (facts: Pick<NotificationFacts, 'fromUsername' | 'actorCount'>) =>
  `${facts.fromUsername}${facts.actorCount > 1 ? NOTIFICATION_TEXT.others(facts.actorCount - 1) : ''}`;

/**
 * Where opening it leads: a follow, the follower's profile; a like on a video, my own profile (spec §2); a
 * ready export, Account and security (issue 24); a chat mention, its room; a new video, the video; a comment,
 * reply or mention, the video with its comments open (issue 37). Null when it leads nowhere.
 */
export function notificationPath(facts: Pick<NotificationFacts, 'type' | 'fromUserId' | 'videoId' | 'chatRoomId'>, ownerId: string): string | null {
  if (facts.type === 'follow') return `/profile/${facts.fromUserId}`;
  if (facts.type === 'export_ready') return '/settings/account';
  if (facts.type === 'video_posted') return facts.videoId ? `/v/${facts.videoId}` : null;
  if (facts.chatRoomId) return `/chat/${facts.chatRoomId}`;
  if (!facts.videoId) return null;
  if (facts.type === 'like') return `/profile/${ownerId}`;
  // A repost: the video itself, which now reaches the reposter's followers.
  if (facts.type === 'repost') return `/v/${facts.videoId}`;
  return facts.type === 'new_video' ? `/v/${facts.videoId}` : `/v/${facts.videoId}?comments=open`;
}
